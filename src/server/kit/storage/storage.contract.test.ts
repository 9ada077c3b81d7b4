import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { access, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver } from '#tests/s3rver';
import { createLocalStorage } from './local-storage';
import {
  InvalidObjectKeyError,
  ObjectTooLargeError,
  putStream,
  type ObjectStorage,
} from './object-storage';
import { createS3Storage } from './s3-storage';

interface OpenedStorage {
  storage: ObjectStorage;
  /** Where the driver keeps staged bytes, which must be empty whenever no stage is open. */
  spoolDir: string;
  cleanup: () => Promise<void>;
}

/** The body as a stream of uneven chunks, as a network would deliver it. */
async function* chunked(body: Buffer, chunkSize = 64 * 1024 + 7): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < body.length; offset += chunkSize) {
    await Promise.resolve();
    yield body.subarray(offset, offset + chunkSize);
  }
}

/** A stream that delivers some bytes, then fails as an aborted upload does. */
async function* failingAfter(body: Buffer): AsyncGenerator<Buffer> {
  yield* chunked(body);
  throw new Error('connection reset');
}

async function spoolFiles(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

const md5 = (body: Buffer) => createHash('md5').update(body).digest('hex');

const INVALID_KEYS = ['../x', 'a//b', '/abs', 'a\\b', 'a\u0001b', '', 'a/./b', 'trailing/'];

/** The behaviour every driver must share, run once per driver. */
function describeObjectStorageContract(name: string, open: () => Promise<OpenedStorage>): void {
  describe(`ObjectStorage contract: ${name}`, () => {
    let opened: OpenedStorage;
    const storage = (): ObjectStorage => opened.storage;

    beforeAll(async () => {
      opened = await open();
    });
    afterAll(async () => {
      await opened.cleanup();
    });

    it('round-trips every byte value unchanged', async () => {
      const body = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const info = await storage().put('bytes/all-256.bin', body, 'application/octet-stream');
      expect(info).toMatchObject({ key: 'bytes/all-256.bin', size: 256, etag: md5(body) });

      const object = await storage().get('bytes/all-256.bin');
      expect(object?.body.equals(body)).toBe(true);
      expect(object).toMatchObject({
        size: 256,
        etag: md5(body),
        contentType: 'application/octet-stream',
      });
    });

    it('round-trips a 1 MiB random buffer unchanged', async () => {
      const body = randomBytes(1024 * 1024);
      const info = await storage().put('bytes/random.bin', body, 'image/png');
      expect(info.etag).toBe(md5(body));
      expect(info.size).toBe(body.length);

      const object = await storage().get('bytes/random.bin');
      expect(object?.body.length).toBe(body.length);
      expect(object?.body.equals(body)).toBe(true);
      expect(object?.etag).toBe(md5(body));
      expect(object?.contentType).toBe('image/png');
    });

    it('heads an object and returns null for an absent one', async () => {
      const body = Buffer.from('hello head');
      await storage().put('head/present.txt', body, 'text/plain');

      const info = await storage().head('head/present.txt');
      expect(info).toMatchObject({
        key: 'head/present.txt',
        size: body.length,
        etag: md5(body),
      });
      expect(info?.contentType).toMatch(/^text\/plain/);
      expect(info?.lastModified).toBeInstanceOf(Date);
      expect(Math.abs(Date.now() - (info?.lastModified.getTime() ?? 0))).toBeLessThan(60_000);

      expect(await storage().head('head/absent.txt')).toBeNull();
    });

    it('gets null for an absent key', async () => {
      expect(await storage().get('absent/nothing-here')).toBeNull();
      // The absent key's parent is an object, not a folder.
      await storage().put('absent/file', Buffer.from('x'), 'text/plain');
      expect(await storage().get('absent/file/below')).toBeNull();
      expect(await storage().head('absent/file/below')).toBeNull();
      // The absent key is only a folder of other objects.
      await storage().put('absent/folder/child', Buffer.from('x'), 'text/plain');
      expect(await storage().get('absent/folder')).toBeNull();
      expect(await storage().head('absent/folder')).toBeNull();
    });

    it('replaces the content on overwrite', async () => {
      await storage().put('overwrite/item', Buffer.from('first version'), 'text/plain');
      const second = Buffer.from('second, longer version');
      const info = await storage().put('overwrite/item', second, 'application/json');
      expect(info.etag).toBe(md5(second));

      const object = await storage().get('overwrite/item');
      expect(object?.body.toString()).toBe('second, longer version');
      expect(object?.etag).toBe(md5(second));
      expect(object?.size).toBe(second.length);
      expect(object?.contentType).toBe('application/json');
    });

    it('lists only keys with the prefix, in key order, across pages', async () => {
      const keys = ['list/e', 'list/B', 'list/a', 'list/c/d', 'list/c/a', 'list/b'];
      for (const key of keys) await storage().put(key, Buffer.from(key), 'text/plain');
      await storage().put('lister', Buffer.from('x'), 'text/plain');
      await storage().put('other/list/x', Buffer.from('x'), 'text/plain');

      const listed = await storage().list('list/');
      expect(listed.map((info) => info.key)).toEqual([
        'list/B',
        'list/a',
        'list/b',
        'list/c/a',
        'list/c/d',
        'list/e',
      ]);
      const first = listed.find((info) => info.key === 'list/c/d');
      expect(first).toMatchObject({ size: 8, etag: md5(Buffer.from('list/c/d')) });
      expect(first?.contentType).toMatch(/^text\/plain/);

      const everything = (await storage().list()).map((info) => info.key);
      expect(everything).toEqual(expect.arrayContaining([...keys, 'lister', 'other/list/x']));
      expect(everything).toEqual(
        [...everything].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))),
      );

      expect(await storage().list('no-such-prefix/')).toEqual([]);
    });

    it('deletes an object, and deleting an absent key is fine', async () => {
      await storage().put('delete/me', Buffer.from('bye'), 'text/plain');
      await storage().delete('delete/me');
      expect(await storage().get('delete/me')).toBeNull();
      expect(await storage().head('delete/me')).toBeNull();
      expect((await storage().list('delete/')).map((info) => info.key)).toEqual([]);

      await expect(storage().delete('delete/me')).resolves.toBeUndefined();
      await expect(storage().delete('delete/never/existed')).resolves.toBeUndefined();
    });

    it.each(INVALID_KEYS)('rejects the invalid key %j on every method', async (key) => {
      const body = Buffer.from('x');
      await expect(storage().put(key, body, 'text/plain')).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
      await expect(storage().get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(storage().head(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(storage().delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    });

    it('stores a stream of many chunks with its size and MD5, leaving no staged file', async () => {
      const body = randomBytes(3 * 1024 * 1024 + 5);
      const info = await putStream(storage(), 'stream/photo.png', chunked(body), 'image/png');
      expect(info).toMatchObject({
        key: 'stream/photo.png',
        size: body.length,
        etag: md5(body),
        contentType: 'image/png',
      });
      const object = await storage().get('stream/photo.png');
      expect(object?.body.equals(body)).toBe(true);
      expect(object).toMatchObject({
        size: body.length,
        etag: md5(body),
        contentType: 'image/png',
      });
      expect(await storage().head('stream/photo.png')).toMatchObject({ etag: md5(body) });
      expect(await spoolFiles(opened.spoolDir)).toEqual([]);
    });

    it('stages a stream, tells its first bytes, and commits it under a key chosen later', async () => {
      const body = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(5000)]);
      const staged = await storage().stage(chunked(body, 3));
      expect(staged.size).toBe(body.length);
      expect(staged.etag).toBe(md5(body));
      expect(staged.head.equals(body.subarray(0, 16))).toBe(true);
      // Nothing is visible before the commit.
      expect(await storage().list('staged/')).toEqual([]);

      const info = await staged.commit('staged/late-name.png', 'image/png');
      await staged.discard();
      expect(info).toMatchObject({ key: 'staged/late-name.png', size: body.length });
      expect((await storage().get('staged/late-name.png'))?.body.equals(body)).toBe(true);
      await expect(staged.commit('staged/again.png', 'image/png')).rejects.toThrow(
        /already committed/,
      );
      expect(await storage().head('staged/again.png')).toBeNull();
      expect(await spoolFiles(opened.spoolDir)).toEqual([]);
    });

    it('stages an empty stream', async () => {
      const staged = await storage().stage(chunked(Buffer.alloc(0)));
      expect(staged).toMatchObject({ size: 0, etag: md5(Buffer.alloc(0)) });
      expect(staged.head.length).toBe(0);
      await staged.commit('staged/empty', 'application/octet-stream');
      expect((await storage().get('staged/empty'))?.size).toBe(0);
    });

    it('throws a discarded stage away without storing it', async () => {
      const staged = await storage().stage(chunked(randomBytes(100_000)));
      await staged.discard();
      await staged.discard();
      await expect(staged.commit('staged/discarded', 'image/png')).rejects.toThrow();
      expect(await storage().head('staged/discarded')).toBeNull();
      expect(await spoolFiles(opened.spoolDir)).toEqual([]);
    });

    it('refuses a stream over maxBytes, keeping the old object and no staged file', async () => {
      const old = Buffer.from('the old version');
      await storage().put('limit/photo.png', old, 'image/png');
      const limit = 200_000;
      await expect(
        putStream(storage(), 'limit/photo.png', chunked(randomBytes(limit + 1)), 'image/png', {
          maxBytes: limit,
        }),
      ).rejects.toBeInstanceOf(ObjectTooLargeError);
      expect((await storage().get('limit/photo.png'))?.body.equals(old)).toBe(true);
      expect(await spoolFiles(opened.spoolDir)).toEqual([]);

      const exact = randomBytes(limit);
      await putStream(storage(), 'limit/exact.png', chunked(exact), 'image/png', {
        maxBytes: limit,
      });
      expect((await storage().get('limit/exact.png'))?.body.equals(exact)).toBe(true);
    });

    it('stores nothing when the stream fails midway', async () => {
      await expect(
        putStream(storage(), 'broken/upload.png', failingAfter(randomBytes(300_000)), 'image/png'),
      ).rejects.toThrow('connection reset');
      expect(await storage().head('broken/upload.png')).toBeNull();
      expect(await storage().list('broken/')).toEqual([]);
      expect(await spoolFiles(opened.spoolDir)).toEqual([]);
    });

    it('refuses an invalid key on commit and drops the stage', async () => {
      const staged = await storage().stage(chunked(Buffer.from('x')));
      await expect(staged.commit('../escape', 'text/plain')).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
      await staged.discard();
      expect(await spoolFiles(opened.spoolDir)).toEqual([]);
      await expect(
        putStream(storage(), 'a//b', chunked(Buffer.from('x')), 'text/plain'),
      ).rejects.toBeInstanceOf(InvalidObjectKeyError);
      expect(await spoolFiles(opened.spoolDir)).toEqual([]);
    });

    it('stores keys with spaces and unicode', async () => {
      const key = 'unicode/ünïcødé 日本語 file 🎉.png';
      const body = Buffer.from('unicode body');
      await storage().put(key, body, 'image/png');
      expect((await storage().get(key))?.body.equals(body)).toBe(true);
      expect((await storage().head(key))?.key).toBe(key);
      expect((await storage().list('unicode/')).map((info) => info.key)).toEqual([key]);
      await storage().delete(key);
      expect(await storage().get(key)).toBeNull();
    });
  });
}

describeObjectStorageContract('local', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'nook-local-storage-'));
  return {
    storage: createLocalStorage(root),
    spoolDir: path.join(root, 'tmp'),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
});

describeObjectStorageContract('s3 (s3rver)', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'nook-s3rver-'));
  const bucket = 'nook-test';
  const server = await startS3rver(directory, bucket);
  const spoolDir = await mkdtemp(path.join(os.tmpdir(), 'nook-s3-spool-'));
  const storage = createS3Storage({
    spoolDir,
    endpoint: `http://127.0.0.1:${server.port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    // Small pages so the listing test crosses several continuation tokens.
    listPageSize: 2,
  });
  return {
    storage,
    spoolDir,
    cleanup: async () => {
      await storage.close();
      await server.stop();
      await rm(directory, { recursive: true, force: true });
      await rm(spoolDir, { recursive: true, force: true });
    },
  };
});

describe('local storage on disk', () => {
  let root: string;
  let storage: ObjectStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'nook-local-disk-'));
    storage = createLocalStorage(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the complete file and leaves no temporary files behind', async () => {
    const body = randomBytes(256 * 1024);
    await storage.put('disk/complete.bin', body, 'application/octet-stream');
    await storage.put('disk/complete.bin', body, 'application/octet-stream');

    expect((await readFile(path.join(root, 'objects', 'disk', 'complete.bin'))).equals(body)).toBe(
      true,
    );
    const sidecar: unknown = JSON.parse(
      await readFile(path.join(root, 'meta', 'disk', 'complete.bin'), 'utf8'),
    );
    expect(sidecar).toMatchObject({ etag: md5(body), size: body.length });
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('cannot write outside the root', async () => {
    const escapee = `nook-escape-${randomUUID()}`;
    for (const key of [`../${escapee}`, `../../${escapee}`, `a/../../${escapee}`]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
    }
    for (const candidate of [
      path.join(root, '..', escapee),
      path.join(root, escapee),
      path.join(root, 'objects', '..', escapee),
    ]) {
      await expect(access(candidate)).rejects.toThrow();
    }
  });

  it('refuses a key whose path runs through another object, cleanly', async () => {
    await storage.put('nest/a', Buffer.from('file'), 'text/plain');
    await expect(storage.put('nest/a/b', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidObjectKeyError,
    );
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
    expect((await storage.get('nest/a'))?.body.toString()).toBe('file');

    // Deleting prunes empty folders, so a folder's name is free again as a key.
    await storage.delete('nest/a');
    await storage.put('nest/a/b', Buffer.from('deep'), 'text/plain');
    await storage.delete('nest/a/b');
    await storage.put('nest/a', Buffer.from('flat again'), 'text/plain');
    expect((await storage.get('nest/a'))?.body.toString()).toBe('flat again');
  });
});
