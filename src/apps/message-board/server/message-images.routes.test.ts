import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  makeJpegWithMetadata,
  makeNoisyPng,
  makePngWithMetadata,
  makeWebpWithMetadata,
  SECRET_PLACE,
} from '#tests/photo-fixtures';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { makeJpeg, makePng, multipartBody } from '#tests/upload-fixtures';
import type { Message, MessageImage } from '../shared/message-board.schemas';
import { deleteMessageImages } from './message-images.repository';

const MESSAGES = '/api/data_models/message';
const IMAGES = '/api/data_models/message/images';
const MIB = 1024 * 1024;

interface Member {
  id: number;
  token: string;
}

describe.each(testDatabaseKinds())('board photos on %s', (kind) => {
  let t: TestApp;
  let frida: Member;
  let olle: Member;

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      env: { UPLOAD_QUOTA_BYTES: String(MIB), UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    const member = async (role: string): Promise<Member> => {
      const user = await t.createUser(role);
      return { id: user.id, token: await t.login(user.username, user.password) };
    };
    frida = await member('User');
    olle = await member('Family');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('message_image').execute();
    await t.app.db.deleteFrom('message').execute();
    await t.app.db.deleteFrom('objects').where('key', 'like', 'board-photos/%').execute();
  });

  function upload(files: { image?: Buffer; thumbnail?: Buffer }, token = frida.token) {
    const form = multipartBody(
      Object.entries(files).map(([name, value]) => ({
        name,
        value,
        fileName: `${name}.bin`,
        contentType: 'application/octet-stream',
      })),
    );
    return t.app.inject({
      method: 'POST',
      url: IMAGES,
      headers: { ...bearer(token), 'content-type': form.contentType },
      payload: form.body,
    });
  }

  async function uploadPhoto(
    files: { image?: Buffer; thumbnail?: Buffer } = { image: makePng(6, 4) },
    token = frida.token,
  ): Promise<MessageImage> {
    const response = await upload(files, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: MessageImage }>().data;
  }

  const post = (payload: object, token = frida.token) =>
    t.app.inject({ method: 'POST', url: MESSAGES, headers: bearer(token), payload });

  const getImage = (id: number, headers: Record<string, string> = {}, query = '') =>
    t.app.inject({ method: 'GET', url: `${IMAGES}/${id}${query}`, headers });

  const listed = async (token = frida.token) =>
    (await t.app.inject({ method: 'GET', url: MESSAGES, headers: bearer(token) })).json<{
      data: Message[];
    }>().data;

  const quotaUsed = async (token = frida.token) =>
    (await t.app.inject({ method: 'GET', url: '/api/upload-quota', headers: bearer(token) })).json<{
      used: number;
    }>().used;

  const objectsOf = (userId: number) =>
    t.app.db.selectFrom('objects').selectAll().where('owner_id', '=', userId).execute();

  describe('POST /api/data_models/message/images', () => {
    it('stores the photo and its thumbnail without their metadata, within the quota', async () => {
      const before = await quotaUsed();
      const image = await uploadPhoto({
        image: makePngWithMetadata(6, 4),
        thumbnail: makeJpegWithMetadata(),
      });
      expect(image).toMatchObject({ Width: 6, Height: 4 });
      expect(image.ID).toBeGreaterThan(0);

      const full = await getImage(image.ID, bearer(frida.token));
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/png');
      expect(full.rawPayload).toEqual(makePng(6, 4));
      const thumbnail = await getImage(image.ID, bearer(frida.token), '?size=thumbnail');
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      expect(thumbnail.rawPayload).toEqual(makeJpeg());
      expect(full.rawPayload.toString('latin1')).not.toContain(SECRET_PLACE);

      // Both count as the uploader's uploads, and show in their list of uploads.
      expect(await quotaUsed()).toBe(before + makePng(6, 4).length + makeJpeg().length);
      const mine = (
        await t.app.inject({ method: 'GET', url: '/api/my-uploads', headers: bearer(frida.token) })
      ).json<{ data: { Key: string }[] }>().data;
      expect(
        mine.filter((upload) => upload.Key.startsWith(`board-photos/${frida.id}/`)),
      ).toHaveLength(2);
    });

    it('takes WebP, and serves the photo itself as the thumbnail when none was sent', async () => {
      const image = await uploadPhoto({ image: makeWebpWithMetadata() });
      expect(image).toMatchObject({ Width: 1, Height: 1 });
      const thumbnail = await getImage(image.ID, bearer(frida.token), '?size=thumbnail');
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect(thumbnail.rawPayload.toString('latin1')).not.toContain(SECRET_PLACE);
    });

    it.each([
      [
        'a GIF',
        { image: Buffer.from('GIF89a\x01\0\x01\0') },
        415,
        'The photo must be a PNG, JPEG or WebP image.',
      ],
      [
        'a cut PNG',
        { image: makePng(8, 8).subarray(0, 40) },
        400,
        'The photo is not a complete image.',
      ],
      [
        'a text thumbnail',
        { image: makePng(), thumbnail: Buffer.from('<svg/>') },
        415,
        'The thumbnail must be a PNG, JPEG or WebP image.',
      ],
      [
        'a photo too wide',
        { image: makePng(4097, 1) },
        400,
        'The photo may be at most 4096 pixels on a side.',
      ],
      ['no image', { thumbnail: makePng() }, 400, 'No photo: send it in the "image" field.'],
    ])('refuses %s and stores nothing', async (_label, files, status, error) => {
      const before = await objectsOf(frida.id);
      const response = await upload(files);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error });
      expect(await objectsOf(frida.id)).toEqual(before);
    });

    it('refuses a body that is not a form with 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: IMAGES,
        headers: bearer(frida.token),
        payload: { image: 'x' },
      });
      expect(response.statusCode).toBe(415);
    });

    it("refuses a photo over the uploader's quota with the quota's words, keeping nothing", async () => {
      const user = await t.createUser('User');
      const token = await t.login(user.username, user.password);
      // About 400 KB each: the third passes 1 MiB.
      const answers = [];
      for (let i = 0; i < 3; i += 1) {
        answers.push(await upload({ image: makeNoisyPng(400, 340) }, token));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 413]);
      const refused = answers[2];
      expect(refused?.statusCode).toBe(413);
      expect(refused?.json<{ error: string }>().error).toMatch(
        /^Your uploads use [\d.]+ (KiB|MiB) of your 1 MiB\.$/,
      );
      expect(await objectsOf(user.id)).toHaveLength(2);
      // A photo whose thumbnail passes the quota is not kept half stored.
      const half = await upload({ image: makePng(), thumbnail: makeNoisyPng(400, 340) }, token);
      expect(half.statusCode).toBe(413);
      expect(await objectsOf(user.id)).toHaveLength(2);
    });
  });

  describe('a photo before it is posted', () => {
    it('is its uploader’s alone: others get 404, signed-out visitors 401, the list does not show it', async () => {
      const image = await uploadPhoto();
      expect((await getImage(image.ID, bearer(frida.token))).statusCode).toBe(200);
      const other = await getImage(image.ID, bearer(olle.token));
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: `No photo with ID ${image.ID}` });
      expect((await getImage(image.ID, bearer(await t.tokenFor('Admin')))).statusCode).toBe(404);
      expect((await getImage(image.ID)).statusCode).toBe(401);
      expect(await listed()).toEqual([]);
    });

    it('can be taken back by its uploader only, with its bytes', async () => {
      const image = await uploadPhoto();
      const remove = (token: string) =>
        t.app.inject({ method: 'DELETE', url: `${IMAGES}/${image.ID}`, headers: bearer(token) });
      expect((await remove(olle.token)).statusCode).toBe(404);
      const objects = await objectsOf(frida.id);
      const removed = await remove(frida.token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ data: { ID: image.ID } });
      expect((await getImage(image.ID, bearer(frida.token))).statusCode).toBe(404);
      const [photoObject] = objects.filter((object) => object.key.startsWith('board-photos/'));
      expect(await t.app.storage.get(String(photoObject?.key))).toBeNull();
      expect((await remove(frida.token)).statusCode).toBe(404);
    });

    it('is cleared at its uploader’s next photo once a day old', async () => {
      const stale = await uploadPhoto();
      await t.app.db
        .updateTable('message_image')
        .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
        .where('id', '=', stale.ID)
        .execute();
      const fresh = await uploadPhoto();
      expect((await getImage(stale.ID, bearer(frida.token))).statusCode).toBe(404);
      expect((await getImage(fresh.ID, bearer(frida.token))).statusCode).toBe(200);
    });
  });

  describe('POST /api/data_models/message with Images', () => {
    it('posts photos without text; every signed-in reader sees them, nobody else', async () => {
      const first = await uploadPhoto({ image: makePng(6, 4), thumbnail: makePng(3, 2) });
      const second = await uploadPhoto({ image: makeJpeg() });
      const response = await post({ Content: '  ', Images: [second.ID, first.ID] });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{ data: Message }>();
      expect(data.Content).toBe('');
      expect(data.Images).toEqual([second, first]);
      expect(await listed(olle.token)).toEqual([{ ...data, EditedAt: null, Reactions: [] }]);

      for (const token of [
        frida.token,
        olle.token,
        await t.tokenFor('User'),
        await t.tokenFor('Admin'),
      ]) {
        const full = await getImage(first.ID, bearer(token));
        expect(full.statusCode).toBe(200);
        expect(full.rawPayload).toEqual(makePng(6, 4));
        expect(full.headers['cache-control']).toBe('private, no-cache');
        expect(full.headers['vary']).toBe('Authorization');
        const thumbnail = await getImage(first.ID, bearer(token), '?size=thumbnail');
        expect(thumbnail.rawPayload).toEqual(makePng(3, 2));
      }
      // Signed out, or through the object route by its hash: nothing.
      expect((await getImage(first.ID)).statusCode).toBe(401);
      const expired = await t.issueToken(olle.id, 'expired');
      expect((await getImage(first.ID, bearer(expired))).statusCode).toBe(401);
      const [object] = await t.app.db
        .selectFrom('objects')
        .select('etag')
        .where('key', 'like', `board-photos/${frida.id}/%`)
        .execute();
      const byHash = `/api/fetch-object/${object?.etag}`;
      expect((await t.app.inject({ method: 'GET', url: byHash })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: byHash, headers: bearer(olle.token) }))
          .statusCode,
      ).toBe(404);
    });

    it('answers 304 to a reader whose copy is current', async () => {
      const image = await uploadPhoto();
      await post({ Content: 'look', Images: [image.ID] });
      const first = await getImage(image.ID, bearer(olle.token));
      const etag = String(first.headers['etag']);
      const again = await getImage(image.ID, { ...bearer(olle.token), 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const signedOut = await getImage(image.ID, { 'if-none-match': etag });
      expect(signedOut.statusCode).toBe(401);
    });

    it('lists photos in order under each message, and [] for a message without', async () => {
      const photos = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
      await post({ Content: 'plain' });
      await post({ Content: 'three', Images: photos.map((photo) => photo.ID) });
      const [withPhotos, plain] = await listed();
      expect(withPhotos?.Images).toEqual(photos);
      expect(plain?.Images).toEqual([]);
    });

    it.each([
      ['five photos', 5, 'Images: at most 4 photos'],
      ['one photo twice', 'twice', 'Images: names a photo twice'],
      ['no text and no photos', 0, 'Content: must not be empty'],
    ] as const)('refuses %s with 400', async (_label, count, error) => {
      const photos = [];
      for (let i = 0; i < (typeof count === 'number' ? count : 1); i += 1) {
        photos.push((await uploadPhoto()).ID);
      }
      const ids = count === 'twice' ? [photos[0], photos[0]] : photos;
      const response = await post({ Content: '', Images: ids });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
      expect(await listed()).toEqual([]);
    });

    it("refuses another user's photo, a missing one and one already posted, storing nothing", async () => {
      const olles = await uploadPhoto(undefined, olle.token);
      const mine = await uploadPhoto();
      const notMine = await post({ Content: 'hi', Images: [mine.ID, olles.ID] });
      expect(notMine.statusCode).toBe(400);
      expect(notMine.json()).toEqual({ error: `Images: you have no photo with ID ${olles.ID}` });
      const missing = await post({ Content: 'hi', Images: [999999] });
      expect(missing.json()).toEqual({ error: 'Images: you have no photo with ID 999999' });
      expect(await listed()).toEqual([]);
      // The refused message did not take the photo it named first.
      expect((await post({ Content: 'mine', Images: [mine.ID] })).statusCode).toBe(200);
      const again = await post({ Content: 'again', Images: [mine.ID] });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: `Images: photo ${mine.ID} is already on a message` });
      expect((await listed()).map((message) => message.Content)).toEqual(['mine']);
    });

    it('lets one of two messages sent at once take a photo', async () => {
      const image = await uploadPhoto();
      const answers = await Promise.all(
        ['one', 'two', 'three'].map((Content) => post({ Content, Images: [image.ID] })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await listed()).toHaveLength(1);
    });

    it("tells the home page's news that photos were posted when there are no words", async () => {
      const since = new Date(Date.now() - 1000).toISOString();
      await post({ Content: '', Images: [(await uploadPhoto()).ID] });
      const news = await t.app.inject({
        method: 'GET',
        url: `/api/whats-new?since=${encodeURIComponent(since)}`,
        headers: bearer(olle.token),
      });
      const { username } = await t.app.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', frida.id)
        .executeTakeFirstOrThrow();
      expect(news.json<{ data: { Items: { Detail: string }[] } }>().data.Items[0]?.Detail).toBe(
        `${username} posted photos`,
      );
    });

    it('refuses Images that are not a list of IDs', async () => {
      for (const Images of ['1', [0], [1.5], [null]]) {
        const response = await post({ Content: 'x', Images });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ error: string }>().error).toMatch(/^Images/);
      }
    });
  });

  describe('deleteMessageImages', () => {
    it("removes a message's photos: rows, index and bytes, and frees the quota", async () => {
      const before = await quotaUsed();
      const image = await uploadPhoto({ image: makePng(6, 4), thumbnail: makePng(3, 2) });
      const { data } = (await post({ Content: 'bye', Images: [image.ID] })).json<{
        data: Message;
      }>();
      const keys = (await objectsOf(frida.id))
        .filter((object) => object.key.startsWith('board-photos/'))
        .map((object) => object.key);
      expect(keys).toHaveLength(2);

      expect(await deleteMessageImages(t.app, data.ID)).toBe(1);
      await t.app.db.deleteFrom('message').where('id', '=', data.ID).execute();
      expect((await getImage(image.ID, bearer(frida.token))).statusCode).toBe(404);
      for (const key of keys) expect(await t.app.storage.get(key)).toBeNull();
      expect(await quotaUsed()).toBe(before);
      expect(await t.app.db.selectFrom('message_image').selectAll().execute()).toEqual([]);
    });

    it('goes with a message its writer deletes through the API', async () => {
      const image = await uploadPhoto({ image: makePng(6, 4), thumbnail: makePng(3, 2) });
      const { data } = (await post({ Content: 'oops', Images: [image.ID] })).json<{
        data: Message;
      }>();
      const keys = (await objectsOf(frida.id))
        .filter((object) => object.key.startsWith('board-photos/'))
        .map((object) => object.key);
      // Someone else may not, and the photos stay.
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `${MESSAGES}/${data.ID}`,
        headers: bearer(olle.token),
      });
      expect(refused.statusCode).toBe(403);
      expect((await getImage(image.ID, bearer(olle.token))).statusCode).toBe(200);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `${MESSAGES}/${data.ID}`,
        headers: bearer(frida.token),
      });
      expect(deleted.statusCode).toBe(200);
      expect((await getImage(image.ID, bearer(frida.token))).statusCode).toBe(404);
      for (const key of keys) expect(await t.app.storage.get(key)).toBeNull();
      expect(await t.app.db.selectFrom('message_image').selectAll().execute()).toEqual([]);
    });

    it('leaves photos unposted, their uploader’s alone, when the message goes first', async () => {
      const image = await uploadPhoto();
      const { data } = (await post({ Content: 'gone', Images: [image.ID] })).json<{
        data: Message;
      }>();
      await t.app.db.deleteFrom('message').where('id', '=', data.ID).execute();
      expect((await getImage(image.ID, bearer(olle.token))).statusCode).toBe(404);
      expect((await getImage(image.ID, bearer(frida.token))).statusCode).toBe(200);
    });

    it('drops a photo from the list when its uploader deletes its upload', async () => {
      const image = await uploadPhoto();
      await post({ Content: 'see', Images: [image.ID] });
      const [object] = await t.app.db
        .selectFrom('objects')
        .select('etag')
        .where('key', 'like', `board-photos/${frida.id}/%`)
        .execute();
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/objects/${object?.etag}`,
        headers: bearer(frida.token),
      });
      expect(removed.statusCode).toBe(200);
      expect((await listed())[0]?.Images).toEqual([]);
      expect((await getImage(image.ID, bearer(olle.token))).statusCode).toBe(404);
    });
  });
});
