import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { makePng, uploadForm } from '#tests/upload-fixtures';

const OUT_OF_SPACE = {
  error: 'The server is out of storage space. Please try again later or tell its operator.',
};
const UPLOAD_LIMIT = 4 * 1024 * 1024;

/** A 48 MiB filesystem of its own, where the machine lets the test mount one (root, tmpfs). */
function mountSmallDisk(): string | undefined {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nook-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    console.info(
      `full disk on a real filesystem: skipped, cannot mount a tmpfs here (${(error as Error).message.split('\n')[0]}); the injected faults below still run`,
    );
    return undefined;
  }
}

/** Writes to `file` until the filesystem is full; removing the file gives the space back. */
async function fillDisk(file: string): Promise<void> {
  const handle = await open(file, 'w');
  const chunk = Buffer.alloc(256 * 1024, 1);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    // The last bytes: smaller writes until not even one fits.
    for (let size = 128 * 1024; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) await handle.write(Buffer.alloc(size, 1));
      } catch {
        // next, smaller size
      }
    }
  } finally {
    await handle.close();
  }
}

function clientOf(t: TestApp, token: string) {
  return {
    post: (content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/data_models/message',
        headers: bearer(token),
        payload: { Content: content },
      }),
    upload: (name: string) => {
      const form = uploadForm(makePng(), `uploads/${name}.png`);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...bearer(token), 'content-type': form.contentType },
        payload: form.body,
      });
    },
    health: () => t.app.inject({ method: 'GET', url: '/api/health' }),
  };
}

const smallDisk = mountSmallDisk();
afterAll(() => {
  if (!smallDisk) return;
  execFileSync('umount', [smallDisk]);
  rmSync(smallDisk, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())('a full disk on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it.runIf(smallDisk)(
    'answers 507, logs it once a minute, health names the disk, and all recovers when space is back',
    async () => {
      const dataDir = path.join(smallDisk ?? '', kind);
      mkdirSync(dataDir);
      const lines: string[] = [];
      t = await buildTestApp(kind, {
        env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(UPLOAD_LIMIT) },
        build: { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
      });
      const user = await t.createUser('User');
      const token = await t.login(user.username, user.password);
      const client = clientOf(t, token);
      expect((await client.post('before the disk filled')).statusCode).toBe(200);
      expect((await client.upload('before')).statusCode).toBe(200);

      const filler = path.join(dataDir, 'filler');
      await fillDisk(filler);
      try {
        // Uploads are refused before they are read: they could not fit.
        for (const name of ['during-1', 'during-2']) {
          const upload = await client.upload(name);
          expect(upload.statusCode).toBe(507);
          expect(upload.json()).toEqual(OUT_OF_SPACE);
          expect(upload.headers['x-content-type-options']).toBe('nosniff');
        }
        if (kind === 'sqlite') {
          // The database's file is on the full disk too.
          for (let i = 0; i < 5; i += 1) {
            const post = await client.post(`while full ${i}`);
            expect(post.statusCode).toBe(507);
            expect(post.json()).toEqual(OUT_OF_SPACE);
          }
          const login = await t.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { username: user.username, password: user.password },
          });
          expect(login.statusCode).toBe(507);
        }
        await expect.poll(async () => (await client.health()).statusCode).toBe(503);
        expect((await client.health()).json()).toMatchObject({
          status: 'degraded',
          error: 'The disk is full: the server is out of storage space.',
        });
        const logged = lines.filter((line) => line.includes('out of storage space'));
        expect(logged).toHaveLength(1);
      } finally {
        await rm(filler, { force: true });
      }
      await expect.poll(async () => (await client.health()).statusCode).toBe(200);
      expect((await client.post('after the disk was freed')).statusCode).toBe(200);
      expect((await client.upload('after')).statusCode).toBe(200);
      if (kind === 'sqlite') {
        const { rows } = await sql<{
          integrity_check: string;
        }>`pragma integrity_check`.execute(t.app.db);
        expect(rows).toEqual([{ integrity_check: 'ok' }]);
      }
      const contents = await sql<{
        content: string;
      }>`select content from message order by id`.execute(t.app.db);
      expect(contents.rows.map((row) => row.content)).toEqual([
        'before the disk filled',
        'after the disk was freed',
      ]);
    },
  );

  it('answers 507 to an upload whose storage reports ENOSPC, not a malformed body', async () => {
    t = await buildTestApp(kind);
    const token = await t.tokenFor('User');
    const storage = t.app.storage;
    const stage = storage.stage.bind(storage);
    storage.stage = async (body, options) => {
      const staged = await stage(body, options);
      await staged.discard();
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    const upload = await clientOf(t, token).upload('injected');
    expect(upload.statusCode).toBe(507);
    expect(upload.json()).toEqual(OUT_OF_SPACE);
  });

  it('refuses an upload early when the free space is below the upload limit', async () => {
    // A limit no test machine's disk has free.
    t = await buildTestApp(kind, { env: { UPLOAD_MAX_BYTES: '999999999999' } });
    const token = await t.tokenFor('User');
    const upload = await clientOf(t, token).upload('too-big-for-the-disk');
    expect(upload.statusCode).toBe(507);
    expect(upload.json()).toEqual(OUT_OF_SPACE);
  });
});

// SQLite's own limit on its file: a fault PostgreSQL has no counterpart of.
describe('a full SQLite database', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 507 when SQLite reports SQLITE_FULL, and 200 once it has room', async () => {
    t = await buildTestApp('sqlite');
    const token = await t.tokenFor('User');
    const client = clientOf(t, token);
    // The database may grow no further: SQLite's own "database or disk is full".
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.db);
    await sql.raw(`pragma max_page_count = ${rows[0]?.page_count ?? 1}`).execute(t.app.db);
    let full = await client.post('x'.repeat(1000));
    for (let i = 0; i < 50 && full.statusCode === 200; i += 1) {
      full = await client.post('x'.repeat(1000));
    }
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual(OUT_OF_SPACE);
    await sql.raw('pragma max_page_count = 1073741823').execute(t.app.db);
    expect((await client.post('room again')).statusCode).toBe(200);
  });
});
