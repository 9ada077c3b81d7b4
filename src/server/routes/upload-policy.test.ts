import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageAsset } from '#shared/objects.schemas';
import { startS3rver } from '#tests/s3rver';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { makePng, uploadForm } from '#tests/upload-fixtures';
import { ASSET_CATALOG } from '../assets/asset-catalog';
import { findObjectByKey, recordObject } from '../kit/storage/objects.repository';

type Store = 'local' | 's3';
const STORES: readonly Store[] = ['local', 's3'];

interface Member {
  id: number;
  token: string;
}

/** Distinct PNG bytes on every call, so that each upload has its own hash. */
let pngCounter = 0;
function uniquePng(): Buffer {
  pngCounter += 1;
  return makePng(3, 3, [pngCounter % 256, Math.floor(pngCounter / 256) % 256, 99, 255]);
}

/** Distinct PNG bytes of exactly `size` bytes: a real image, then padding decoders ignore. */
function pngOfSize(size: number): Buffer {
  const png = uniquePng();
  return Buffer.concat([png, Buffer.alloc(size - png.length, 0x20)]);
}

const MIB = 1024 * 1024;

/** A server on the database kind and the object store, with an uploader, another User and an Admin. */
function describeUploads(
  kind: string,
  store: Store,
  env: Record<string, string>,
  body: (context: () => UploadsContext) => void,
): void {
  describe(`uploads on ${kind} with ${store} storage`, () => {
    let context: UploadsContext;
    let stopS3: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      let storeEnv: Record<string, string> = {};
      if (store === 's3') {
        const directory = await mkdtemp(path.join(os.tmpdir(), 'nook-uploads-s3-'));
        const bucket = 'nook-uploads';
        const server = await startS3rver(directory, bucket);
        stopS3 = async () => {
          await server.stop();
          await rm(directory, { recursive: true, force: true });
        };
        storeEnv = {
          S3_ENDPOINT: `http://127.0.0.1:${server.port}`,
          S3_BUCKET: bucket,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        };
      }
      const t = await buildTestApp(kind === 'postgres' ? 'postgres' : 'sqlite', {
        env: { ...storeEnv, ...env },
      });
      const member = async (role: string): Promise<Member> => {
        const user = await t.createUser(role);
        return { id: user.id, token: await t.login(user.username, user.password) };
      };
      context = {
        t,
        uploader: await member('User'),
        other: await member('User'),
        admin: await member('Admin'),
        member,
      };
    });
    afterAll(async () => {
      await context.t.close();
      await stopS3?.();
    });

    body(() => context);
  });
}

interface UploadsContext {
  t: TestApp;
  uploader: Member;
  other: Member;
  admin: Member;
  member: (role: string) => Promise<Member>;
}

async function upload(
  t: TestApp,
  token: string,
  png: Buffer,
  name = `photo-${pngCounter}.png`,
): Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => unknown }> {
  const form = uploadForm(png, `uploads/${name}`);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...bearer(token), 'content-type': form.contentType },
    payload: form.body,
  });
}

async function uploaded(t: TestApp, token: string, png = uniquePng()): Promise<StorageAsset> {
  const response = await upload(t, token, png);
  expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  return (response.json() as { data: StorageAsset }).data;
}

function fetchObject(t: TestApp, hash: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/fetch-object/${hash}`, headers });
}

const cases = testDatabaseKinds().flatMap((kind) => STORES.map((store) => [kind, store] as const));

function quotaOf(t: TestApp, token: string) {
  return t.app.inject({ method: 'GET', url: '/api/upload-quota', headers: bearer(token) });
}

for (const [kind, store] of cases) {
  describeUploads(kind, store, {}, (context) => {
    describe('who sees an upload', () => {
      it('serves an upload to its uploader and to Admins, privately', async () => {
        const { t, uploader, admin } = context();
        const png = uniquePng();
        const asset = await uploaded(t, uploader.token, png);
        for (const token of [uploader.token, admin.token]) {
          const response = await fetchObject(t, asset.ETag, bearer(token));
          expect(response.statusCode).toBe(200);
          expect(response.rawPayload.equals(png)).toBe(true);
          expect(response.headers['cache-control']).toBe('private, no-cache');
          expect(response.headers['vary']).toBe('Authorization');
        }
      });

      it('answers anyone else 404, as for a hash that does not exist', async () => {
        const { t, uploader, other } = context();
        const asset = await uploaded(t, uploader.token);
        const expired = await t.issueToken(other.id, 'expired');
        for (const headers of [
          {},
          bearer(other.token),
          bearer(expired),
          { authorization: 'Basic abc' },
          // A browser revalidating must not learn that the hash exists either.
          { ...bearer(other.token), 'if-none-match': `"${asset.ETag}"` },
        ]) {
          const response = await fetchObject(t, asset.ETag, headers);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: `No object with hash ${asset.ETag}` });
          expect(response.headers['etag']).toBeUndefined();
        }
      });

      it('answers the uploader’s revalidation with 304, privately', async () => {
        const { t, uploader } = context();
        const asset = await uploaded(t, uploader.token);
        const response = await fetchObject(t, asset.ETag, {
          ...bearer(uploader.token),
          'if-none-match': `"${asset.ETag}"`,
        });
        expect(response.statusCode).toBe(304);
        expect(response.headers['cache-control']).toBe('private, no-cache');
      });

      it('serves the same bytes to each of two uploaders, and to no third user', async () => {
        const { t, uploader, other, member } = context();
        const png = uniquePng();
        const first = await uploaded(t, uploader.token, png);
        const second = await uploaded(t, other.token, png);
        expect(second.ETag).toBe(first.ETag);
        for (const token of [uploader.token, other.token]) {
          expect((await fetchObject(t, first.ETag, bearer(token))).statusCode).toBe(200);
        }
        const third = await member('Family');
        expect((await fetchObject(t, first.ETag, bearer(third.token))).statusCode).toBe(404);
      });

      it('keeps site assets public and immutable, for anyone', async () => {
        const { t } = context();
        const sound = await t.app.inject({ method: 'GET', url: '/api/assets/quiz_success_sound' });
        expect(sound.statusCode).toBe(200);
        const record = await findObjectByKey(t.app.db, ASSET_CATALOG.quiz_success_sound.objectKey);
        expect(record?.owner_id).toBeNull();
        const response = await fetchObject(t, record?.etag ?? '');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['vary']).toBeUndefined();
        expect(response.rawPayload.equals(sound.rawPayload)).toBe(true);
      });
    });

    describe('an upload an Admin marks public', () => {
      const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';

      function markPublic(t: TestApp, hash: string, body: unknown, token?: string, key?: string) {
        return t.app.inject({
          method: 'PUT',
          url: `/api/objects/${hash}/public${key === undefined ? '' : `?key=${encodeURIComponent(key)}`}`,
          headers: token ? bearer(token) : {},
          payload: body as object,
        });
      }

      it('is served to anyone, with no session, cached for good; unmarked, it is private again', async () => {
        const { t, uploader, other, admin } = context();
        const png = uniquePng();
        const asset = await uploaded(t, uploader.token, png);
        const marked = await markPublic(t, asset.ETag, { public: true }, admin.token);
        expect(marked.statusCode, marked.body).toBe(200);
        expect(marked.json()).toEqual({ data: [{ ...asset, public: true }] });

        for (const headers of [{}, bearer(other.token), bearer(uploader.token)]) {
          const response = await fetchObject(t, asset.ETag, headers);
          expect(response.statusCode).toBe(200);
          expect(response.rawPayload.equals(png)).toBe(true);
          expect(response.headers['content-type']).toBe('image/png');
          expect(response.headers['cache-control']).toBe(PUBLIC_IMMUTABLE);
          expect(response.headers['vary']).toBeUndefined();
        }
        const revalidated = await fetchObject(t, asset.ETag, {
          'if-none-match': `"${asset.ETag}"`,
        });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.headers['cache-control']).toBe(PUBLIC_IMMUTABLE);

        const unmarked = await markPublic(t, asset.ETag, { public: false }, admin.token);
        expect(unmarked.statusCode, unmarked.body).toBe(200);
        expect(unmarked.json()).toEqual({ data: [{ ...asset, public: false }] });
        for (const headers of [{}, bearer(other.token)]) {
          const response = await fetchObject(t, asset.ETag, headers);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ error: `No object with hash ${asset.ETag}` });
        }
        const own = await fetchObject(t, asset.ETag, bearer(uploader.token));
        expect(own.statusCode).toBe(200);
        expect(own.headers['cache-control']).toBe('private, no-cache');
        expect(own.headers['vary']).toBe('Authorization');
      });

      it('shows in the storage listing, and a repeated mark changes nothing', async () => {
        const { t, uploader, admin } = context();
        const asset = await uploaded(t, uploader.token);
        const listed = async () => {
          const response = await t.app.inject({
            method: 'GET',
            url: '/api/s3-assets',
            headers: bearer(admin.token),
          });
          const { assets } = response.json<{ assets: (StorageAsset & { public: boolean })[] }>();
          return assets.find((listedAsset) => listedAsset.Key === asset.Key)?.public;
        };
        expect(await listed()).toBe(false);
        for (let i = 0; i < 2; i += 1) {
          expect((await markPublic(t, asset.ETag, { public: true }, admin.token)).statusCode).toBe(
            200,
          );
          expect(await listed()).toBe(true);
        }
        expect((await findObjectByKey(t.app.db, asset.Key))?.public).toBe(true);
      });

      it('marks only the upload at ?key=, or every upload of the bytes without it', async () => {
        const { t, uploader, other, admin } = context();
        const png = uniquePng();
        const mine = await uploaded(t, uploader.token, png);
        const theirs = await uploaded(t, other.token, png);
        const one = await markPublic(t, mine.ETag, { public: true }, admin.token, theirs.Key);
        expect(one.statusCode, one.body).toBe(200);
        expect(one.json()).toEqual({ data: [{ ...theirs, public: true }] });
        expect((await findObjectByKey(t.app.db, mine.Key))?.public).toBe(false);
        // The bytes are the same: one public name makes the hash public.
        expect((await fetchObject(t, mine.ETag)).statusCode).toBe(200);

        const every = await markPublic(t, mine.ETag, { public: false }, admin.token);
        expect(every.statusCode, every.body).toBe(200);
        const keys = every.json<{ data: StorageAsset[] }>().data.map((asset) => asset.Key);
        expect(keys.sort()).toEqual([mine.Key, theirs.Key].sort());
        expect((await fetchObject(t, mine.ETag)).statusCode).toBe(404);

        const elsewhere = await markPublic(
          t,
          mine.ETag,
          { public: true },
          admin.token,
          'uploads/nowhere.png',
        );
        expect(elsewhere.statusCode).toBe(404);
      });

      it('does not pass to new bytes uploaded under the same name', async () => {
        const { t, uploader, admin } = context();
        const name = `replaced-${pngCounter}.png`;
        const first = (
          (await upload(t, uploader.token, uniquePng(), name)).json() as { data: StorageAsset }
        ).data;
        expect((await markPublic(t, first.ETag, { public: true }, admin.token)).statusCode).toBe(
          200,
        );
        const replaced = await upload(t, uploader.token, uniquePng(), name);
        const second = (replaced.json() as { data: StorageAsset }).data;
        expect(second.Key).toBe(first.Key);
        expect(second.ETag).not.toBe(first.ETag);
        expect((await fetchObject(t, second.ETag)).statusCode).toBe(404);
        expect((await fetchObject(t, first.ETag)).statusCode).toBe(404);
        expect((await findObjectByKey(t.app.db, first.Key))?.public).toBe(false);
      });

      it('is gone for everyone once deleted', async () => {
        const { t, uploader, admin } = context();
        const asset = await uploaded(t, uploader.token);
        expect((await markPublic(t, asset.ETag, { public: true }, admin.token)).statusCode).toBe(
          200,
        );
        const removed = await t.app.inject({
          method: 'DELETE',
          url: `/api/objects/${asset.ETag}`,
          headers: bearer(uploader.token),
        });
        expect(removed.statusCode).toBe(200);
        expect((await fetchObject(t, asset.ETag)).statusCode).toBe(404);
        expect(await t.app.storage.head(asset.Key)).toBeNull();
      });

      it('may be marked by Admins only: 403 for the uploader and the Family, 401 without a session', async () => {
        const { t, uploader, member } = context();
        const asset = await uploaded(t, uploader.token);
        const family = await member('Family');
        for (const token of [uploader.token, family.token]) {
          const response = await markPublic(t, asset.ETag, { public: true }, token);
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ error: 'You do not have permission to do that.' });
        }
        // Refused before the body is read: a bad body from a User is still 403.
        expect(
          (await markPublic(t, asset.ETag, { public: 'yes' }, uploader.token)).statusCode,
        ).toBe(403);
        expect((await markPublic(t, asset.ETag, { public: true })).statusCode).toBe(401);
        expect((await findObjectByKey(t.app.db, asset.Key))?.public).toBe(false);
        expect((await fetchObject(t, asset.ETag)).statusCode).toBe(404);
      });

      it('answers 404 for a hash no one uploaded', async () => {
        const { t, admin } = context();
        const hash = '0123456789abcdef0123456789abcdef';
        const response = await markPublic(t, hash, { public: true }, admin.token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: `No upload with hash ${hash}` });
      });

      it('answers 409 for a site asset, which is always public', async () => {
        const { t, admin } = context();
        await t.app.inject({ method: 'GET', url: '/api/assets/year_dart_icon' });
        const record = await findObjectByKey(t.app.db, ASSET_CATALOG.year_dart_icon.objectKey);
        const etag = record?.etag ?? '';
        for (const body of [{ public: false }, { public: true }]) {
          const response = await markPublic(t, etag, body, admin.token);
          expect(response.statusCode).toBe(409);
          expect(response.json()).toEqual({
            error: `${etag} is a site asset, not an upload: it is always public.`,
          });
        }
        const served = await fetchObject(t, etag);
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe(PUBLIC_IMMUTABLE);
      });

      it.each([
        ['no body field', {}, 'public: must be true or false'],
        ['a string', { public: 'true' }, 'public: must be true or false'],
        ['a number', { public: 1 }, 'public: must be true or false'],
        ['null', { public: null }, 'public: must be true or false'],
        ['an array', [true], 'The request body must be a JSON object'],
      ])('answers 400 to %s and marks nothing', async (_label, body, error) => {
        const { t, uploader, admin } = context();
        const asset = await uploaded(t, uploader.token);
        const response = await markPublic(t, asset.ETag, body, admin.token);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error });
        expect((await findObjectByKey(t.app.db, asset.Key))?.public).toBe(false);
        expect((await fetchObject(t, asset.ETag)).statusCode).toBe(404);
      });

      it('answers 400 to a malformed hash', async () => {
        const { t, admin } = context();
        const response = await markPublic(t, 'not-a-hash', { public: true }, admin.token);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'hash: must be 32 hexadecimal characters' });
      });
    });

    describe('delete', () => {
      function remove(t: TestApp, hash: string, token?: string) {
        return t.app.inject({
          method: 'DELETE',
          url: `/api/objects/${hash}`,
          headers: token ? bearer(token) : {},
        });
      }

      async function expectGone(t: TestApp, asset: StorageAsset) {
        expect(await findObjectByKey(t.app.db, asset.Key)).toBeUndefined();
        expect(await t.app.storage.head(asset.Key)).toBeNull();
      }

      it('lets the uploader delete their own upload: row and bytes are gone', async () => {
        const { t, uploader } = context();
        const asset = await uploaded(t, uploader.token);
        expect(await t.app.storage.head(asset.Key)).not.toBeNull();
        const response = await remove(t, asset.ETag, uploader.token);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ data: [asset] });
        await expectGone(t, asset);
        expect((await fetchObject(t, asset.ETag, bearer(uploader.token))).statusCode).toBe(404);
        expect((await remove(t, asset.ETag, uploader.token)).statusCode).toBe(404);
      });

      it('answers another User 404 and keeps the upload', async () => {
        const { t, uploader, other } = context();
        const asset = await uploaded(t, uploader.token);
        const response = await remove(t, asset.ETag, other.token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: `No upload with hash ${asset.ETag}` });
        expect(await findObjectByKey(t.app.db, asset.Key)).toBeDefined();
        expect(await t.app.storage.head(asset.Key)).not.toBeNull();
      });

      it('deletes only the caller’s copy when two users uploaded the same bytes', async () => {
        const { t, uploader, other } = context();
        const png = uniquePng();
        const mine = await uploaded(t, uploader.token, png);
        const theirs = await uploaded(t, other.token, png);
        expect((await remove(t, mine.ETag, uploader.token)).statusCode).toBe(200);
        await expectGone(t, mine);
        expect((await t.app.storage.get(theirs.Key))?.body.equals(png)).toBe(true);
        expect((await fetchObject(t, theirs.ETag, bearer(other.token))).statusCode).toBe(200);
        expect((await fetchObject(t, mine.ETag, bearer(uploader.token))).statusCode).toBe(404);
      });

      it('deletes only the upload at ?key= when one name of several is meant', async () => {
        const { t, uploader } = context();
        const png = uniquePng();
        const first = await uploaded(t, uploader.token, png);
        const secondResponse = await upload(t, uploader.token, png, `copy-${pngCounter}.png`);
        const second = (secondResponse.json() as { data: StorageAsset }).data;
        expect(second.Key).not.toBe(first.Key);
        const response = await t.app.inject({
          method: 'DELETE',
          url: `/api/objects/${first.ETag}?key=${encodeURIComponent(second.Key)}`,
          headers: bearer(uploader.token),
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ data: [second] });
        await expectGone(t, second);
        expect((await t.app.storage.get(first.Key))?.body.equals(png)).toBe(true);
        const unknownKey = await t.app.inject({
          method: 'DELETE',
          url: `/api/objects/${first.ETag}?key=uploads/nowhere.png`,
          headers: bearer(uploader.token),
        });
        expect(unknownKey.statusCode).toBe(404);
      });

      it('lets an Admin delete any upload, every copy of the bytes', async () => {
        const { t, uploader, other, admin } = context();
        const png = uniquePng();
        const first = await uploaded(t, uploader.token, png);
        const second = await uploaded(t, other.token, png);
        const response = await remove(t, first.ETag, admin.token);
        expect(response.statusCode, response.body).toBe(200);
        const keys = response.json<{ data: StorageAsset[] }>().data.map((asset) => asset.Key);
        expect(keys.sort()).toEqual([first.Key, second.Key].sort());
        await expectGone(t, first);
        await expectGone(t, second);
      });

      it('refuses to delete a site asset: 409 for an Admin, 404 for a User', async () => {
        const { t, uploader, admin } = context();
        await t.app.inject({ method: 'GET', url: '/api/assets/empty_star' });
        const record = await findObjectByKey(t.app.db, ASSET_CATALOG.empty_star.objectKey);
        const etag = record?.etag ?? '';
        const asAdmin = await remove(t, etag, admin.token);
        expect(asAdmin.statusCode).toBe(409);
        expect(asAdmin.json()).toEqual({
          error: `${etag} is a site asset, not an upload: it cannot be deleted.`,
        });
        expect((await remove(t, etag, uploader.token)).statusCode).toBe(404);
        expect((await fetchObject(t, etag)).statusCode).toBe(200);
      });

      it('answers 401 without a session and 400 for a malformed hash', async () => {
        const { t, uploader } = context();
        const asset = await uploaded(t, uploader.token);
        expect((await remove(t, asset.ETag)).statusCode).toBe(401);
        const malformed = await remove(t, 'not-a-hash', uploader.token);
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json()).toEqual({ error: 'hash: must be 32 hexadecimal characters' });
      });

      it('lists the caller’s own uploads, newest first, and none of anyone else’s', async () => {
        const { t, member } = context();
        const owner = await member('Family');
        const neighbour = await member('User');
        const older = await uploaded(t, owner.token);
        const newer = await uploaded(t, owner.token);
        await uploaded(t, neighbour.token);
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/my-uploads',
          headers: bearer(owner.token),
        });
        expect(list.statusCode).toBe(200);
        const { data } = list.json<{ data: StorageAsset[] }>();
        // Newest first; two uploads within one millisecond may come in either order.
        expect(data).toHaveLength(2);
        expect(data).toEqual(expect.arrayContaining([older, newer]));
        expect(data[0]!.LastModified >= data[1]!.LastModified).toBe(true);
      });
    });
  });

  describeUploads(kind, store, {}, (context) => {
    describe('the default quota', () => {
      it('is 500 MiB per User, refused in words that name it: 413', async () => {
        const { t, member } = context();
        const user = await member('User');
        // The quota is counted from the objects table: a large upload of earlier days.
        await recordObject(t.app.db, {
          key: `uploads/${user.id}/holiday-archive.png`,
          etag: '0123456789abcdef0123456789abcdef',
          size: 498 * MIB,
          content_type: 'image/png',
          storage_class: 'STANDARD',
          owner_id: user.id,
          created_at: new Date().toISOString(),
        });
        expect((await quotaOf(t, user.token)).json()).toEqual({
          used: 498 * MIB,
          quota: 500 * MIB,
        });
        const response = await upload(t, user.token, pngOfSize(2 * MIB + 1), 'too-much.png');
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ error: 'Your uploads use 498 MiB of your 500 MiB.' });
        expect(await findObjectByKey(t.app.db, `uploads/${user.id}/too-much.png`)).toBeUndefined();
        expect(await t.app.storage.head(`uploads/${user.id}/too-much.png`)).toBeNull();
        expect((await upload(t, user.token, pngOfSize(2 * MIB), 'just-fits.png')).statusCode).toBe(
          200,
        );
      });

      it('leaves Admins unlimited', async () => {
        const { t, admin } = context();
        expect((await quotaOf(t, admin.token)).json()).toMatchObject({ quota: null });
      });
    });
  });

  describeUploads(
    kind,
    store,
    {
      UPLOAD_QUOTA_BYTES: '1000',
      UPLOAD_QUOTA_ADMIN_BYTES: '1500',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '5',
    },
    (context) => {
      describe('a quota of 1000 bytes', () => {
        it('counts what a user stored and refuses what would pass it, storing nothing', async () => {
          const { t, member } = context();
          const user = await member('User');
          expect((await quotaOf(t, user.token)).json()).toEqual({ used: 0, quota: 1000 });
          expect((await upload(t, user.token, pngOfSize(600), 'first.png')).statusCode).toBe(200);
          expect((await quotaOf(t, user.token)).json()).toEqual({ used: 600, quota: 1000 });
          const refused = await upload(t, user.token, pngOfSize(401), 'second.png');
          expect(refused.statusCode).toBe(413);
          expect(refused.json()).toEqual({
            error: 'Your uploads use 600 bytes of your 1000 bytes.',
          });
          expect(await findObjectByKey(t.app.db, `uploads/${user.id}/second.png`)).toBeUndefined();
          expect(await t.app.storage.head(`uploads/${user.id}/second.png`)).toBeNull();
          expect((await upload(t, user.token, pngOfSize(400), 'second.png')).statusCode).toBe(200);
          expect((await quotaOf(t, user.token)).json()).toEqual({ used: 1000, quota: 1000 });
        });

        it('counts a replaced file once', async () => {
          const { t, member } = context();
          const user = await member('Family');
          expect((await upload(t, user.token, pngOfSize(700), 'same.png')).statusCode).toBe(200);
          expect((await upload(t, user.token, pngOfSize(900), 'same.png')).statusCode).toBe(200);
          expect((await quotaOf(t, user.token)).json()).toEqual({ used: 900, quota: 1000 });
        });

        it('refuses a full quota before reading the body, and frees room on delete', async () => {
          const { t, member } = context();
          const user = await member('User');
          const full = await uploaded(t, user.token, pngOfSize(1000));
          const refused = await upload(t, user.token, pngOfSize(100), 'one-more.png');
          expect(refused.statusCode).toBe(413);
          expect(refused.json()).toEqual({
            error: 'Your uploads use 1000 bytes of your 1000 bytes.',
          });
          const removed = await t.app.inject({
            method: 'DELETE',
            url: `/api/objects/${full.ETag}`,
            headers: bearer(user.token),
          });
          expect(removed.statusCode).toBe(200);
          expect((await quotaOf(t, user.token)).json()).toEqual({ used: 0, quota: 1000 });
          expect((await upload(t, user.token, pngOfSize(100), 'one-more.png')).statusCode).toBe(
            200,
          );
        });

        it('gives Admins UPLOAD_QUOTA_ADMIN_BYTES when it is set', async () => {
          const { t, member } = context();
          const admin = await member('Admin');
          expect((await quotaOf(t, admin.token)).json()).toEqual({ used: 0, quota: 1500 });
          expect((await upload(t, admin.token, pngOfSize(1400), 'big.png')).statusCode).toBe(200);
          const refused = await upload(t, admin.token, pngOfSize(200), 'more.png');
          expect(refused.statusCode).toBe(413);
          expect(refused.json()).toEqual({ error: 'Your uploads use 1.3 KiB of your 1.5 KiB.' });
        });

        it('answers 401 to the quota without a session', async () => {
          const { t } = context();
          const response = await t.app.inject({ method: 'GET', url: '/api/upload-quota' });
          expect(response.statusCode).toBe(401);
        });
      });

      describe('a rate of 5 uploads a minute', () => {
        it('answers the sixth 429 with Retry-After, for that user only', async () => {
          const { t, member } = context();
          const user = await member('User');
          for (let i = 0; i < 5; i += 1) {
            const response = await upload(t, user.token, pngOfSize(100), `burst-${i}.png`);
            expect(response.statusCode).toBe(200);
          }
          const refused = await upload(t, user.token, pngOfSize(100), 'burst-6.png');
          expect(refused.statusCode).toBe(429);
          const retryAfter = Number(refused.headers['retry-after']);
          expect(retryAfter).toBeGreaterThanOrEqual(1);
          expect(retryAfter).toBeLessThanOrEqual(60);
          expect(refused.json()).toEqual({
            error: `Too many uploads: at most 5 a minute. Try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
          });
          expect(await findObjectByKey(t.app.db, `uploads/${user.id}/burst-6.png`)).toBeUndefined();
          const neighbour = await member('User');
          expect((await upload(t, neighbour.token, pngOfSize(100))).statusCode).toBe(200);
        });

        it('counts refused uploads too, so bad requests cannot hammer the server', async () => {
          const { t, member } = context();
          const user = await member('User');
          const notAnImage = Buffer.from('plain text, not an image');
          for (let i = 0; i < 5; i += 1) {
            const form = uploadForm(notAnImage, `uploads/bad-${i}.png`);
            const response = await t.app.inject({
              method: 'POST',
              url: '/api/upload',
              headers: { ...bearer(user.token), 'content-type': form.contentType },
              payload: form.body,
            });
            expect(response.statusCode).toBe(415);
          }
          expect((await upload(t, user.token, pngOfSize(100))).statusCode).toBe(429);
        });
      });
    },
  );
}

describe('the API document', () => {
  it('says who sees an object beside fetch-object’s access', async () => {
    const t = await buildTestApp();
    try {
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
        paths: Record<string, Record<string, Record<string, unknown>>>;
      }>();
      const operation = document.paths['/api/fetch-object/{hash}']?.['get'];
      expect(operation?.['x-access']).toBe('public');
      expect(operation?.['x-access-note']).toMatch(/only to its uploader and to Admins/);
      expect(operation?.['description']).toMatch(/^Access: site assets .* public to anyone/);
      expect(operation?.['x-access-note']).toMatch(/uploads an Admin marked public/);
      const marking = document.paths['/api/objects/{hash}/public']?.['put'];
      expect(marking?.['x-access']).toBe('admin');
      expect(marking?.['x-access-note']).toMatch(/stops new viewers, not copies browsers/);
    } finally {
      await t.close();
    }
  });
});
