import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type StorageAsset } from '#shared/objects.schemas';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../env';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import {
  makeJpeg,
  makePng,
  multipartBody,
  uploadForm,
  type MultipartPart,
} from '#tests/upload-fixtures';
import { md5Hex, storeObject } from '../kit/storage/object-store';
import { findObjectByKey } from '../kit/storage/objects.repository';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A PNG of exactly `size` bytes: a real image followed by padding (decoders stop at IEND). */
function pngOfSize(size: number): Buffer {
  const png = makePng();
  return Buffer.concat([png, Buffer.alloc(size - png.length, 0x20)]);
}

describe.each(testDatabaseKinds())('objects API on %s', (kind) => {
  let t: TestApp;
  let uploader: { id: number; token: string };
  let other: { id: number; token: string };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    for (const [target, role] of [
      ['uploader', 'User'],
      ['other', 'Family'],
    ] as const) {
      const user = await t.createUser(role);
      const session = { id: user.id, token: await t.login(user.username, user.password) };
      if (target === 'uploader') uploader = session;
      else other = session;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  function upload(
    form: { body: Buffer; contentType: string },
    token: string | null = uploader.token,
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...(token ? bearer(token) : {}), 'content-type': form.contentType },
      payload: form.body,
    });
  }

  function fetchObject(hash: string, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'GET', url: `/api/fetch-object/${hash}`, headers });
  }

  /** Files the local driver is still staging; every upload, good or bad, must leave none. */
  async function stagedFiles(): Promise<string[]> {
    const tmp = path.join(t.config.dataDir, 'tmp');
    return existsSync(tmp) ? readdir(tmp) : [];
  }

  async function expectNothingStoredAt(key: string) {
    expect(await findObjectByKey(t.app.db, key)).toBeUndefined();
    expect(await t.app.storage.head(key)).toBeNull();
    expect(await stagedFiles()).toEqual([]);
  }

  describe('POST /api/upload', () => {
    it('stores a real PNG under uploads/<user id>/ and answers 200 with the asset', async () => {
      const png = makePng(4, 3, [10, 200, 30, 255]);
      const response = await upload(uploadForm(png, 'uploads/ludde-at-the-beach.png'));
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{ data: StorageAsset }>();
      expect(data).toEqual({
        Key: `uploads/${uploader.id}/ludde-at-the-beach.png`,
        ETag: md5Hex(png),
        LastModified: data.LastModified,
        Size: png.length,
        StorageClass: 'STANDARD',
      });
      expect(data.LastModified).toMatch(ISO_UTC);
      const record = await findObjectByKey(t.app.db, data.Key);
      expect(record).toMatchObject({ content_type: 'image/png', owner_id: uploader.id });
      expect((await t.app.storage.get(data.Key))?.body.equals(png)).toBe(true);
    });

    it('stores a real JPEG as image/jpeg', async () => {
      const jpeg = makeJpeg();
      const response = await upload(
        uploadForm(jpeg, 'uploads/grey.jpg', { contentType: 'image/jpeg' }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{ data: StorageAsset }>();
      expect(data.Key).toBe(`uploads/${uploader.id}/grey.jpg`);
      expect((await findObjectByKey(t.app.db, data.Key))?.content_type).toBe('image/jpeg');
    });

    it('judges by the bytes: a PNG named .jpg and declared image/jpeg is stored as PNG content', async () => {
      const png = makePng(2, 2, [1, 2, 3, 255]);
      const response = await upload(
        uploadForm(png, 'uploads/actually-a-png.jpg', { contentType: 'image/jpeg' }),
      );
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: StorageAsset }>();
      expect(data.Key).toBe(`uploads/${uploader.id}/actually-a-png.jpg`);
      const fetched = await fetchObject(data.ETag, bearer(uploader.token));
      expect(fetched.headers['content-type']).toBe('image/png');
    });

    it.each([
      ['a text file named .png', Buffer.from('just some words, not an image\n')],
      ['an HTML file named .png', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['a GIF named .png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
      ['an empty file', Buffer.alloc(0)],
    ])('refuses %s with 415 and stores nothing', async (_label, bytes) => {
      const response = await upload(uploadForm(bytes, 'uploads/not-really.png'));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: 'Only PNG and JPEG images can be uploaded.' });
      await expectNothingStoredAt(`uploads/${uploader.id}/not-really.png`);
    });

    it('streams a 20 MiB upload to storage in chunks, never as one buffer', async () => {
      const png = Buffer.concat([makePng(), randomBytes(20 * 1024 * 1024)]);
      const chunkSizes: number[] = [];
      const stage = t.app.storage.stage.bind(t.app.storage);
      const spy = vi.spyOn(t.app.storage, 'stage').mockImplementation((body, options) =>
        stage(
          (async function* counted() {
            for await (const chunk of body) {
              chunkSizes.push(chunk.byteLength);
              yield chunk;
            }
          })(),
          options,
        ),
      );
      try {
        // Sent as a network delivers it, in 64 KiB pieces.
        const form = uploadForm(png, 'uploads/large-photo.png');
        const pieces = Array.from({ length: Math.ceil(form.body.length / 65536) }, (_, i) =>
          form.body.subarray(i * 65536, (i + 1) * 65536),
        );
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/upload',
          headers: { ...bearer(uploader.token), 'content-type': form.contentType },
          payload: Readable.from(pieces),
        });
        expect(response.statusCode, response.body).toBe(200);
        const { data } = response.json<{ data: StorageAsset }>();
        expect(data).toMatchObject({ Size: png.length, ETag: md5Hex(png) });
        expect((await t.app.storage.get(data.Key))?.body.equals(png)).toBe(true);
        expect(await findObjectByKey(t.app.db, data.Key)).toMatchObject({ size: png.length });
      } finally {
        spy.mockRestore();
      }
      expect(chunkSizes.reduce((sum, size) => sum + size, 0)).toBe(png.length);
      expect(chunkSizes.length).toBeGreaterThan(100);
      expect(Math.max(...chunkSizes)).toBeLessThanOrEqual(1024 * 1024);
      expect(await stagedFiles()).toEqual([]);
    });

    it('refuses a too-large upload over an existing image, keeping the old one', async () => {
      const old = makePng(2, 2, [1, 1, 1, 255]);
      const first = await upload(uploadForm(old, 'uploads/keep-me.png'));
      expect(first.statusCode).toBe(200);
      const over = await upload(
        uploadForm(pngOfSize(DEFAULT_UPLOAD_MAX_BYTES + 1024), 'uploads/keep-me.png'),
      );
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ error: 'The image is larger than 25 MiB.' });
      const key = `uploads/${uploader.id}/keep-me.png`;
      expect((await t.app.storage.get(key))?.body.equals(old)).toBe(true);
      expect((await findObjectByKey(t.app.db, key))?.etag).toBe(md5Hex(old));
      expect(await stagedFiles()).toEqual([]);
    });

    it('accepts exactly 25 MiB by default and refuses one byte more with 413', async () => {
      expect(DEFAULT_UPLOAD_MAX_BYTES).toBe(25 * 1024 * 1024);
      const atLimit = await upload(
        uploadForm(pngOfSize(DEFAULT_UPLOAD_MAX_BYTES), 'uploads/big.png'),
      );
      expect(atLimit.statusCode, atLimit.body).toBe(200);
      expect(atLimit.json<{ data: StorageAsset }>().data.Size).toBe(DEFAULT_UPLOAD_MAX_BYTES);

      const over = await upload(
        uploadForm(pngOfSize(DEFAULT_UPLOAD_MAX_BYTES + 1), 'uploads/bigger.png'),
      );
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ error: 'The image is larger than 25 MiB.' });
      await expectNothingStoredAt(`uploads/${uploader.id}/bigger.png`);
    });

    it('keeps only the base name of a path that climbs out: ../../etc/passwd is stored safely', async () => {
      const png = makePng();
      const response = await upload(uploadForm(png, '../../etc/passwd'));
      expect(response.statusCode).toBe(200);
      const key = `uploads/${uploader.id}/passwd`;
      expect(response.json<{ data: StorageAsset }>().data.Key).toBe(key);
      expect(
        await readFile(
          path.join(t.config.dataDir, 'objects', 'uploads', String(uploader.id), 'passwd'),
        ),
      ).toEqual(png);
      expect(existsSync(path.join(t.config.dataDir, '..', 'etc', 'passwd'))).toBe(false);
    });

    it.each([
      ['backslash folders', '..\\..\\windows\\evil.png', 'evil.png'],
      ['control characters', 'uploads/line\nbreak\u0000.png', 'linebreak.png'],
      ['surrounding spaces', 'uploads/  spaced.png  ', 'spaced.png'],
      ['a name with spaces and accents', 'uploads/Ludde på stranden.png', 'Ludde på stranden.png'],
    ])('cleans a name with %s', async (_label, sent, stored) => {
      const response = await upload(uploadForm(makePng(), sent, { fileName: 'whatever.png' }));
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: StorageAsset }>().data.Key).toBe(
        `uploads/${uploader.id}/${stored}`,
      );
    });

    it.each([
      [
        'a zero-width space',
        'uploads/same-look.png',
        'uploads/same-look\u200B.png',
        'same-look.png',
      ],
      [
        'a byte order mark and a soft hyphen',
        'uploads/same-look.png',
        'uploads/\uFEFFsame-\u00ADlook.png',
        'same-look.png',
      ],
      [
        'a composed or decomposed é',
        'uploads/caf\u00e9.png',
        'uploads/cafe\u0301.png',
        'caf\u00e9.png',
      ],
    ])(
      'stores two names that differ only by %s as one file',
      async (_label, first, second, stored) => {
        const key = `uploads/${uploader.id}/${stored}`;
        const one = await upload(uploadForm(makePng(1, 1, [1, 1, 1, 255]), first));
        const newer = makePng(1, 1, [2, 2, 2, 255]);
        const two = await upload(uploadForm(newer, second, { fileName: second }));
        expect(one.statusCode, one.body).toBe(200);
        expect(two.statusCode, two.body).toBe(200);
        expect(one.json<{ data: StorageAsset }>().data.Key).toBe(key);
        expect(two.json<{ data: StorageAsset }>().data.Key).toBe(key);
        const mine = await t.app.db
          .selectFrom('objects')
          .select('key')
          .where('owner_id', '=', uploader.id)
          .execute();
        const looksTheSame = mine.filter(
          (row) => row.key.replace(/[\u200B\uFEFF\u00AD]/g, '').normalize('NFC') === key,
        );
        expect(looksTheSame).toEqual([{ key }]);
        expect((await t.app.storage.get(key))?.body.equals(newer)).toBe(true);
      },
    );

    it.each(['uploads/\u200B', 'uploads/\u200B\u200D\uFEFF', '\u00AD \u2060'])(
      'refuses the name %j, invisible all through, with 400 as empty',
      async (sent) => {
        const response = await upload(uploadForm(makePng(), sent, { fileName: '' }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'Invalid file name: The file name is empty.' });
        expect(await stagedFiles()).toEqual([]);
      },
    );

    it('uses the file part’s own name when no path is sent', async () => {
      const response = await upload(
        multipartBody([
          {
            name: 'image',
            value: makePng(),
            fileName: 'from-the-file.png',
            contentType: 'image/png',
          },
        ]),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: StorageAsset }>().data.Key).toBe(
        `uploads/${uploader.id}/from-the-file.png`,
      );
    });

    it('reads path whether it comes before or after the file', async () => {
      const response = await upload(
        multipartBody([
          { name: 'path', value: 'uploads/path-first.png' },
          { name: 'image', value: makePng(), fileName: 'ignored.png', contentType: 'image/png' },
        ]),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: StorageAsset }>().data.Key).toBe(
        `uploads/${uploader.id}/path-first.png`,
      );
    });

    it.each([
      ['an empty name', 'uploads/', /^Invalid file name: The file name is empty/],
      ['only spaces', '   ', /^Invalid file name: The file name is empty/],
      ['..', 'uploads/..', /^Invalid file name: ".." is not a file name/],
      ['.', '.', /^Invalid file name: "." is not a file name/],
      [
        '201 bytes',
        `uploads/${'n'.repeat(197)}.png`,
        /^Invalid file name: The file name is longer than 200 bytes/,
      ],
      [
        'more than the field allows',
        `uploads/${'n'.repeat(2000)}.png`,
        /^The file name is too long/,
      ],
    ])('refuses %s with 400', async (_label, sent, error) => {
      const response = await upload(uploadForm(makePng(), sent, { fileName: '' }));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(error);
    });

    it.each<[string, MultipartPart[], RegExp]>([
      ['no file at all', [{ name: 'path', value: 'uploads/x.png' }], /^No file selected/],
      [
        'the file under another field name',
        [
          { name: 'file', value: makePng(), fileName: 'x.png', contentType: 'image/png' },
          { name: 'path', value: 'uploads/x.png' },
        ],
        /^No file selected/,
      ],
      [
        'the image sent as a plain field',
        [
          { name: 'image', value: 'not a file' },
          { name: 'path', value: 'uploads/x.png' },
        ],
        /^No file selected/,
      ],
      [
        'two files',
        [
          { name: 'image', value: makePng(), fileName: 'a.png', contentType: 'image/png' },
          { name: 'image', value: makePng(), fileName: 'b.png', contentType: 'image/png' },
        ],
        /^Send one image per upload/,
      ],
      [
        'too many fields',
        Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
        /too many form fields/,
      ],
    ])('refuses %s with 400', async (_label, parts, error) => {
      const response = await upload(multipartBody(parts));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(error);
    });

    it('refuses a malformed multipart body with 400', async () => {
      const form = uploadForm(makePng(), 'uploads/cut.png');
      const truncated = await upload({
        body: form.body.subarray(0, 90),
        contentType: form.contentType,
      });
      expect(truncated.statusCode).toBe(400);
      const noBoundary = await upload({ body: form.body, contentType: 'multipart/form-data' });
      expect(noBoundary.statusCode).toBe(400);
      expect(noBoundary.json<{ error: string }>().error).toMatch(/not a valid multipart/);
      await expectNothingStoredAt(`uploads/${uploader.id}/cut.png`);
    });

    it('refuses a JSON body with 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: bearer(uploader.token),
        payload: { image: 'iVBORw0KGgo=', path: 'uploads/x.png' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: 'Send the image as multipart/form-data.' });
    });

    it('answers 409 when the key exists and belongs to another user, leaving it untouched', async () => {
      const key = `uploads/${uploader.id}/taken.png`;
      const original = makePng(1, 1, [9, 9, 9, 255]);
      await storeObject(
        { db: t.app.db, storage: t.app.storage },
        { key, body: original, contentType: 'image/png', ownerId: other.id },
      );
      const response = await upload(uploadForm(makePng(1, 1, [0, 0, 0, 255]), 'uploads/taken.png'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: '"taken.png" already exists and belongs to someone else.',
      });
      expect((await t.app.storage.get(key))?.body.equals(original)).toBe(true);
      expect((await findObjectByKey(t.app.db, key))?.owner_id).toBe(other.id);
    });

    it('lets a user replace their own file', async () => {
      const first = makePng(1, 1, [255, 255, 255, 255]);
      const second = makePng(1, 1, [0, 0, 255, 255]);
      const one = await upload(uploadForm(first, 'uploads/mine.png'));
      const two = await upload(uploadForm(second, 'uploads/mine.png'));
      expect(one.statusCode).toBe(200);
      expect(two.statusCode).toBe(200);
      const key = `uploads/${uploader.id}/mine.png`;
      expect(two.json<{ data: StorageAsset }>().data).toMatchObject({
        Key: key,
        ETag: md5Hex(second),
      });
      const rows = await t.app.db
        .selectFrom('objects')
        .selectAll()
        .where('key', '=', key)
        .execute();
      expect(rows).toHaveLength(1);
      expect((await t.app.storage.get(key))?.body.equals(second)).toBe(true);
    });

    it('keeps users apart: the same name from two users makes two objects', async () => {
      const mine = await upload(uploadForm(makePng(), 'uploads/shared-name.png'));
      const theirs = await upload(uploadForm(makeJpeg(), 'uploads/shared-name.png'), other.token);
      expect(mine.json<{ data: StorageAsset }>().data.Key).toBe(
        `uploads/${uploader.id}/shared-name.png`,
      );
      expect(theirs.json<{ data: StorageAsset }>().data.Key).toBe(
        `uploads/${other.id}/shared-name.png`,
      );
    });

    it('refuses anonymous, expired and revoked callers with 401', async () => {
      const form = () => uploadForm(makePng(), 'uploads/anon.png');
      expect((await upload(form(), null)).statusCode).toBe(401);
      for (const state of ['expired', 'revoked'] as const) {
        const token = await t.issueToken(uploader.id, state);
        expect((await upload(form(), token)).statusCode).toBe(401);
      }
      await expectNothingStoredAt(`uploads/${uploader.id}/anon.png`);
    });
  });

  describe('GET /api/fetch-object/{hash}', () => {
    async function stored(bytes: Buffer, contentType = 'image/png') {
      const record = await storeObject(
        { db: t.app.db, storage: t.app.storage },
        { key: `assets/${md5Hex(bytes)}`, body: bytes, contentType, ownerId: null },
      );
      return record.etag;
    }

    it('serves the identical bytes with type, ETag and long-lived caching, to anyone', async () => {
      const png = makePng(5, 5, [50, 60, 70, 255]);
      const etag = await stored(png);
      const response = await fetchObject(etag);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(png)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['etag']).toBe(`"${etag}"`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });

    it('serves what was uploaded to its uploader, by the ETag the upload answered, privately', async () => {
      const jpeg = makeJpeg();
      const uploaded = await upload(uploadForm(jpeg, 'uploads/roundtrip.jpg'));
      const { ETag } = uploaded.json<{ data: StorageAsset }>().data;
      const response = await fetchObject(ETag, bearer(uploader.token));
      expect(response.rawPayload.equals(jpeg)).toBe(true);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['vary']).toBe('Authorization');
    });

    it('serves other stored types with their own Content-Type', async () => {
      const sound = Buffer.from('ID3 pretend mp3 bytes');
      const response = await fetchObject(await stored(sound, 'audio/mpeg'));
      expect(response.headers['content-type']).toBe('audio/mpeg');
      expect(response.rawPayload.equals(sound)).toBe(true);
    });

    it.each([
      ['the exact ETag', (etag: string) => `"${etag}"`],
      ['a weak ETag', (etag: string) => `W/"${etag}"`],
      ['a list holding it', (etag: string) => `"00000000000000000000000000000000", "${etag}"`],
      ['*', () => '*'],
    ])('answers If-None-Match with %s by 304 and no body', async (_label, header) => {
      const etag = await stored(makePng(6, 6));
      const response = await fetchObject(etag, { 'if-none-match': header(etag) });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers['etag']).toBe(`"${etag}"`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers a different If-None-Match with the bytes', async () => {
      const etag = await stored(makePng(7, 7));
      const response = await fetchObject(etag, {
        'if-none-match': '"ffffffffffffffffffffffffffffffff"',
      });
      expect(response.statusCode).toBe(200);
    });

    it('accepts the hash in upper case', async () => {
      const png = makePng(8, 8);
      const etag = await stored(png);
      const response = await fetchObject(etag.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(png)).toBe(true);
    });

    it('answers an unknown hash with 404 and a JSON error that is not cached', async () => {
      const response = await fetchObject('0123456789abcdef0123456789abcdef');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'No object with hash 0123456789abcdef0123456789abcdef',
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 404 when the index knows the hash but the bytes are gone', async () => {
      const png = makePng(9, 9);
      const etag = await stored(png);
      await t.app.storage.delete(`assets/${etag}`);
      const response = await fetchObject(etag);
      expect(response.statusCode).toBe(404);
      expect(response.headers['etag']).toBeUndefined();
    });

    it.each([
      'abc',
      '0123456789abcdef0123456789abcde',
      '0123456789abcdef0123456789abcdef0',
      'g'.repeat(32),
      '..%2F..%2Fetc%2Fpasswd',
    ])('answers the malformed hash %j with 400', async (hash) => {
      const response = await fetchObject(hash);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'hash: must be 32 hexadecimal characters' });
    });
  });
});

describe('upload limit from UPLOAD_MAX_BYTES', () => {
  it.each([
    ['2097152', 2 * 1024 * 1024, 'The image is larger than 2 MiB.'],
    ['5000', 5000, 'The image is larger than 5000 bytes.'],
  ])('UPLOAD_MAX_BYTES=%s accepts the limit and names it in the 413', async (env, limit, error) => {
    const t = await buildTestApp('sqlite', { env: { UPLOAD_MAX_BYTES: env } });
    try {
      const token = await t.tokenFor('User');
      const send = (bytes: Buffer, name: string) => {
        const form = uploadForm(bytes, name);
        return t.app.inject({
          method: 'POST',
          url: '/api/upload',
          headers: { ...bearer(token), 'content-type': form.contentType },
          payload: form.body,
        });
      };
      const atLimit = await send(pngOfSize(limit), 'uploads/at-limit.png');
      expect(atLimit.statusCode, atLimit.body).toBe(200);
      const over = await send(pngOfSize(limit + 1), 'uploads/over.png');
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ error });
    } finally {
      await t.close();
    }
  });
});

describe('an upload cut off midway', () => {
  it('stores nothing and leaves no staged file', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const token = await t.tokenFor('User');
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const tmp = path.join(t.config.dataDir, 'tmp');
      const staged = async () => (existsSync(tmp) ? (await readdir(tmp)).length : 0);
      const form = uploadForm(pngOfSize(4 * 1024 * 1024), 'uploads/cut-off.png');
      const request = http.request(`${address}/api/upload`, {
        method: 'POST',
        headers: {
          ...bearer(token),
          'content-type': form.contentType,
          'content-length': String(form.body.length),
        },
      });
      request.on('error', () => undefined);
      // Half the body: the server has begun staging the image when the connection drops.
      request.write(form.body.subarray(0, form.body.length / 2));
      await expect.poll(staged).toBe(1);
      request.destroy();
      await expect.poll(staged).toBe(0);
      expect(await t.app.storage.list('uploads/')).toEqual([]);
      const rows = await t.app.db.selectFrom('objects').select('key').execute();
      expect(rows.filter((row) => row.key.endsWith('/cut-off.png'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
