import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  buildTestApp,
  describeOnPostgres,
  testDatabaseKinds,
  type TestApp,
} from '#tests/test-app';
import { makePng, uploadForm } from '#tests/upload-fixtures';
import { buildApp } from '../app';
import type { StagedObject, StoredObjectInfo } from '../kit/storage/object-storage';
import { listObjectsOwnedBy, recordObject } from '../kit/storage/objects.repository';

const KIB = 1024;
const MIB = 1024 * KIB;

/** Distinct PNG bytes of exactly `size` bytes: a real image, then padding decoders ignore. */
let pngCounter = 0;
function pngOfSize(size: number): Buffer {
  pngCounter += 1;
  const png = makePng(3, 3, [pngCounter % 256, Math.floor(pngCounter / 256) % 256, 7, 255]);
  return Buffer.concat([png, Buffer.alloc(size - png.length, 0x20)]);
}

function upload(app: FastifyInstance, token: string, image: Buffer, name: string) {
  const form = uploadForm(image, `uploads/${name}`);
  return app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...bearer(token), 'content-type': form.contentType },
    payload: form.body,
  });
}

/** The next upload is staged as usual, but committed by `commit` instead of the storage. */
function commitNextStageThrough(
  t: TestApp,
  commit: (staged: StagedObject, key: string, contentType: string) => Promise<StoredObjectInfo>,
): void {
  const stage = t.app.storage.stage.bind(t.app.storage);
  vi.spyOn(t.app.storage, 'stage').mockImplementationOnce(async (body, options) => {
    const staged = await stage(body, options);
    return {
      size: staged.size,
      etag: staged.etag,
      head: staged.head,
      discard: () => staged.discard(),
      commit: (key, contentType) => commit(staged, key, contentType),
    } satisfies StagedObject;
  });
}

function countStatuses(responses: readonly { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

/** The uploads' index rows and the bytes in storage say the same: same keys, sizes and hashes. */
async function expectRowsMatchStorage(t: TestApp, userId: number): Promise<number> {
  const rows = await listObjectsOwnedBy(t.app.db, userId);
  const stored = await t.app.storage.list(`uploads/${userId}/`);
  const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
  expect(stored.map(({ key, size }) => ({ key, size })).sort(byKey)).toEqual(
    rows.map(({ key, size }) => ({ key, size })).sort(byKey),
  );
  return rows.reduce((total, row) => total + row.size, 0);
}

async function stagedFiles(t: TestApp): Promise<string[]> {
  const tmp = path.join(t.config.dataDir, 'tmp');
  return existsSync(tmp) ? readdir(tmp) : [];
}

async function reservationsOf(t: TestApp, userId: number) {
  return t.app.db
    .selectFrom('upload_reservations')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}

async function quotaOf(t: TestApp, token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/upload-quota',
    headers: bearer(token),
  });
  return response.json<{ used: number; quota: number | null }>();
}

describe.each(testDatabaseKinds())('upload limits under parallel requests on %s', (kind) => {
  /** A test app with these settings, built once for the suite this is called in. */
  function appForSuite(env: Record<string, string>): () => TestApp {
    let t: TestApp | undefined;
    beforeAll(async () => {
      t = await buildTestApp(kind, { env });
    });
    afterAll(async () => {
      await t?.close();
    });
    return () => {
      if (!t) throw new Error('The suite has no test app yet');
      return t;
    };
  }

  describe('a quota of 1 MiB', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, {
        env: { UPLOAD_QUOTA_BYTES: String(MIB), UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' },
      });
    });
    afterAll(async () => {
      await t.close();
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    async function member() {
      const user = await t.createUser('User');
      return { id: user.id, token: await t.login(user.username, user.password) };
    }

    it('stores exactly 4 of 40 parallel 256 KiB uploads and refuses the rest with 413', async () => {
      const user = await member();
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          upload(t.app, user.token, pngOfSize(256 * KIB), `parallel-${index}.png`),
        ),
      );
      expect(countStatuses(responses)).toEqual({ 200: 4, 413: 36 });
      for (const refused of responses.filter((response) => response.statusCode === 413)) {
        expect(refused.json<{ error: string }>().error).toMatch(
          /^Your uploads use [\d.]+ (KiB|MiB|bytes) of your 1 MiB\.$/,
        );
      }
      expect(await expectRowsMatchStorage(t, user.id)).toBe(MIB);
      expect(await quotaOf(t, user.token)).toEqual({ used: MIB, quota: MIB });
      expect(await reservationsOf(t, user.id)).toEqual([]);
      expect(await stagedFiles(t)).toEqual([]);
    });

    it('counts an upload in flight: one that would pass the quota beside it is refused', async () => {
      const user = await member();
      // The first upload's bytes are staged and counted, and wait there until the test lets go.
      let letGo: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (letGo = resolve));
      commitNextStageThrough(t, async (staged, key, contentType) => {
        await gate;
        return staged.commit(key, contentType);
      });
      const first = upload(t.app, user.token, pngOfSize(768 * KIB), 'in-flight.png');
      await expect.poll(async () => (await reservationsOf(t, user.id)).length).toBe(1);

      const beside = await upload(t.app, user.token, pngOfSize(512 * KIB), 'beside.png');
      expect(beside.statusCode).toBe(413);
      expect(beside.json()).toEqual({ error: 'Your uploads use 768 KiB of your 1 MiB.' });
      letGo();
      expect((await first).statusCode).toBe(200);
      expect(await reservationsOf(t, user.id)).toEqual([]);
      expect((await upload(t.app, user.token, pngOfSize(256 * KIB), 'fits.png')).statusCode).toBe(
        200,
      );
      expect(await expectRowsMatchStorage(t, user.id)).toBe(MIB);
    });

    it('releases what refused and failed uploads held: the whole quota stays usable', async () => {
      const user = await member();
      // Not an image.
      const text = Buffer.alloc(512 * KIB, 0x41);
      const form = uploadForm(text, 'uploads/not-an-image.png');
      const notAnImage = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...bearer(user.token), 'content-type': form.contentType },
        payload: form.body,
      });
      expect(notAnImage.statusCode).toBe(415);

      // Over the quota.
      const tooBig = await upload(t.app, user.token, pngOfSize(MIB + 1), 'too-big.png');
      expect(tooBig.statusCode).toBe(413);

      // The storage fails as the bytes are put in place: the disk filled up meanwhile.
      commitNextStageThrough(t, () =>
        Promise.reject(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })),
      );
      const failed = await upload(t.app, user.token, pngOfSize(512 * KIB), 'disk-full.png');
      expect(failed.statusCode).toBe(507);

      // Cut off midway, over a real connection.
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const cutForm = uploadForm(pngOfSize(768 * KIB), 'uploads/cut-off.png');
      const request = http.request(`${address}/api/upload`, {
        method: 'POST',
        headers: {
          ...bearer(user.token),
          'content-type': cutForm.contentType,
          'content-length': String(cutForm.body.length),
        },
      });
      request.on('error', () => undefined);
      request.write(cutForm.body.subarray(0, cutForm.body.length / 2));
      await expect.poll(async () => (await stagedFiles(t)).length).toBe(1);
      request.destroy();
      await expect.poll(async () => (await stagedFiles(t)).length).toBe(0);

      expect(await reservationsOf(t, user.id)).toEqual([]);
      expect(await quotaOf(t, user.token)).toEqual({ used: 0, quota: MIB });
      const responses = await Promise.all(
        Array.from({ length: 4 }, (_, index) =>
          upload(t.app, user.token, pngOfSize(256 * KIB), `after-${index}.png`),
        ),
      );
      expect(countStatuses(responses)).toEqual({ 200: 4 });
      expect(await expectRowsMatchStorage(t, user.id)).toBe(MIB);
    });

    it('counts a file replaced in parallel once, as when the replacements come in turn', async () => {
      const user = await member();
      expect((await upload(t.app, user.token, pngOfSize(512 * KIB), 'same.png')).statusCode).toBe(
        200,
      );
      const replacements = Array.from({ length: 4 }, () =>
        upload(t.app, user.token, pngOfSize(512 * KIB), 'same.png'),
      );
      // Two fit beside it, a third would not; the quota is never full, so no replacement is refused.
      const newFiles = Array.from({ length: 4 }, (_, index) =>
        upload(t.app, user.token, pngOfSize(200 * KIB), `new-${index}.png`),
      );
      const [replaced, added] = await Promise.all([
        Promise.all(replacements),
        Promise.all(newFiles),
      ]);
      expect(countStatuses(replaced)).toEqual({ 200: 4 });
      expect(countStatuses(added)).toEqual({ 200: 2, 413: 2 });
      expect(await expectRowsMatchStorage(t, user.id)).toBe(912 * KIB);
      expect(await reservationsOf(t, user.id)).toEqual([]);
    });

    it('forgets a reservation a crashed server left behind once it expires', async () => {
      const user = await member();
      const now = Date.now();
      const held = {
        user_id: user.id,
        key: `uploads/${user.id}/held.png`,
        bytes: 512 * KIB,
      };
      // A live one, still counted; an expired one, from a server killed mid-upload.
      await t.app.db
        .insertInto('upload_reservations')
        .values([
          { ...held, expires_at: new Date(now + 60_000).toISOString() },
          {
            ...held,
            key: `uploads/${user.id}/crashed.png`,
            expires_at: new Date(now - 1).toISOString(),
          },
        ])
        .execute();
      const refused = await upload(t.app, user.token, pngOfSize(768 * KIB), 'big.png');
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ error: 'Your uploads use 512 KiB of your 1 MiB.' });
      expect((await upload(t.app, user.token, pngOfSize(512 * KIB), 'fits.png')).statusCode).toBe(
        200,
      );
      const left = await reservationsOf(t, user.id);
      expect(left.map((reservation) => reservation.key)).toEqual([held.key]);
    });

    it('still refuses a full quota before reading the body', async () => {
      const user = await member();
      await recordObject(t.app.db, {
        key: `uploads/${user.id}/full.png`,
        etag: '0123456789abcdef0123456789abcdef',
        size: MIB,
        content_type: 'image/png',
        storage_class: 'STANDARD',
        owner_id: user.id,
        created_at: new Date().toISOString(),
      });
      const stage = vi.spyOn(t.app.storage, 'stage');
      const refused = await upload(t.app, user.token, pngOfSize(KIB), 'more.png');
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ error: 'Your uploads use 1 MiB of your 1 MiB.' });
      expect(stage).not.toHaveBeenCalled();
    });
  });

  describe('a rate of 10 uploads a minute', () => {
    const testApp = appForSuite({ UPLOAD_RATE_LIMIT_PER_MINUTE: '10' });

    it('lets exactly 10 of 100 parallel uploads through and answers the rest 429 with Retry-After', async () => {
      const t = testApp();
      const user = await t.createUser('User');
      const token = await t.login(user.username, user.password);
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          upload(t.app, token, pngOfSize(KIB), `burst-${index}.png`),
        ),
      );
      expect(countStatuses(responses)).toEqual({ 200: 10, 429: 90 });
      for (const refused of responses.filter((response) => response.statusCode === 429)) {
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
      }
      expect(await listObjectsOwnedBy(t.app.db, user.id)).toHaveLength(10);
    });
  });

  describe('one name uploaded and deleted in parallel', () => {
    const testApp = appForSuite({ UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });

    it("keeps the name's index row describing the bytes stored under it", async () => {
      const t = testApp();
      const user = await t.createUser('User');
      const token = await t.login(user.username, user.password);
      const key = `uploads/${user.id}/same.png`;
      for (let round = 0; round < 4; round += 1) {
        const first = await upload(t.app, token, pngOfSize(64 * KIB), 'same.png');
        expect(first.statusCode).toBe(200);
        const hash = first.json<{ data: { ETag: string } }>().data.ETag;
        const responses = await Promise.all([
          ...Array.from({ length: 6 }, () => upload(t.app, token, pngOfSize(64 * KIB), 'same.png')),
          ...Array.from({ length: 2 }, () =>
            t.app.inject({
              method: 'DELETE',
              url: `/api/objects/${hash}?key=${encodeURIComponent(key)}`,
              headers: bearer(token),
            }),
          ),
        ]);
        expect(responses.slice(0, 6).map((response) => response.statusCode)).toEqual(
          Array.from({ length: 6 }, () => 200),
        );
        const row = (await listObjectsOwnedBy(t.app.db, user.id)).find((r) => r.key === key);
        const stored = await t.app.storage.head(key);
        // Whatever order they ran in, the row and the bytes agree, and a name is never left half.
        expect(stored && { etag: stored.etag, size: stored.size }).toEqual(
          row ? { etag: row.etag, size: row.size } : null,
        );
      }
    });
  });
});

// Several instances share one database: the limits hold across them. (Two SQLite connections in
// one process would wait on each other's lock with the event loop blocked, so this is PostgreSQL's.)
describeOnPostgres('upload limits across two instances on one PostgreSQL database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp('postgres', {
      env: { UPLOAD_QUOTA_BYTES: String(MIB), UPLOAD_RATE_LIMIT_PER_MINUTE: '10' },
    });
    second = await buildApp(t.config, { logger: false, webRoot: null });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('lets 10 uploads of 100 through a rate of 10, and 4 of 256 KiB through 1 MiB, in all', async () => {
    const user = await t.createUser('User');
    const token = await t.login(user.username, user.password);
    const apps = [t.app, second];
    const rated = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        upload(apps[index % 2]!, token, pngOfSize(KIB), `rated-${index}.png`),
      ),
    );
    expect(countStatuses(rated)).toEqual({ 200: 10, 429: 90 });

    const other = await t.createUser('User');
    const otherToken = await t.login(other.username, other.password);
    // Eight at a time, under the rate: what decides is the quota.
    const sized = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        upload(apps[index % 2]!, otherToken, pngOfSize(256 * KIB), `sized-${index}.png`),
      ),
    );
    expect(countStatuses(sized)).toEqual({ 200: 4, 413: 4 });
    expect(await expectRowsMatchStorage(t, other.id)).toBe(MIB);
  });
});
