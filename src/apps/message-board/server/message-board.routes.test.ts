import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  buildSecondInstance,
  buildTestApp,
  testDatabaseKinds,
  type TestApp,
} from '#tests/test-app';
import type { ListedMessage, Message } from '../shared/message-board.schemas';

const URL = '/api/data_models/message';
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(testDatabaseKinds())('message board API on %s', (kind) => {
  let t: TestApp;
  let poster: { id: number; token: string };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const user = await t.createUser('User');
    poster = { id: user.id, token: await t.login(user.username, user.password) };
  });
  afterAll(async () => {
    await t.close();
  });
  // Each test reads the board from empty.
  beforeEach(async () => {
    await t.app.db.deleteFrom('message').execute();
  });

  const post = (payload: unknown, token = poster.token) =>
    t.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload: payload as object });

  const list = (query = '', token = poster.token) =>
    t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: bearer(token) });

  /** A message just posted, as the list shows it: never edited, nobody has reacted. */
  const listed = (message: Message): ListedMessage => ({
    ...message,
    EditedAt: null,
    Reactions: [],
  });

  async function postContents(contents: readonly string[]): Promise<ListedMessage[]> {
    const messages: ListedMessage[] = [];
    for (const Content of contents) {
      const response = await post({ Content, SentAt: new Date().toISOString() });
      expect(response.statusCode).toBe(200);
      messages.push(listed(response.json<{ data: Message }>().data));
    }
    return messages;
  }

  describe('POST', () => {
    it('answers 200 with the stored message: trimmed content, sender from the session, server time', async () => {
      const before = new Date().toISOString();
      const response = await post({ Content: '  Hello, nook!  ', SentAt: '2001-01-01T00:00:00Z' });
      const after = new Date().toISOString();
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: Message }>();
      expect(Object.keys(data).sort()).toEqual(['Content', 'ID', 'Images', 'SenderID', 'SentAt']);
      expect(data.Content).toBe('Hello, nook!');
      expect(data.SenderID).toBe(poster.id);
      expect(data.SentAt).toMatch(ISO_UTC);
      expect(data.SentAt >= before && data.SentAt <= after).toBe(true);
      expect((await list()).json<{ data: Message[] }>().data).toEqual([listed(data)]);
    });

    it('takes the sender from the session even when the body names someone else', async () => {
      const response = await post({
        Content: 'Not really from 1',
        SentAt: '',
        SenderID: 1,
        ID: 77,
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: Message }>();
      expect(data.SenderID).toBe(poster.id);
      expect(data.ID).not.toBe(77);
    });

    it.each(['Family', 'Admin'])('lets a %s post too', async (role) => {
      const response = await post({ Content: `From a ${role}` }, await t.tokenFor(role));
      expect(response.statusCode).toBe(200);
    });

    it('keeps the text exactly, markup included: the page renders it as text', async () => {
      const markup = '<img src=x onerror="alert(1)"> & <b>bold</b>\nsecond line';
      const [message] = await postContents([markup]);
      expect(message?.Content).toBe(markup);
    });

    it('accepts 2000 characters and refuses 2001', async () => {
      expect((await post({ Content: 'x'.repeat(2000) })).statusCode).toBe(200);
      const tooLong = await post({ Content: 'x'.repeat(2001) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({ error: 'Content: must be at most 2000 characters' });
    });

    it('measures the length after trimming', async () => {
      expect((await post({ Content: `  ${'y'.repeat(2000)}  ` })).statusCode).toBe(200);
    });

    it.each([
      ['an empty message', { Content: '' }, 'Content: must not be empty'],
      ['a whitespace-only message', { Content: ' \n\t ' }, 'Content: must not be empty'],
      ['a missing Content', { SentAt: '2026-11-21T08:00:00Z' }, 'Content: is required'],
      ['a numeric Content', { Content: 42 }, 'Content: must be a string'],
      ['a null Content', { Content: null }, 'Content: must be a string'],
      ['an object Content', { Content: { text: 'hi' } }, 'Content: must be a string'],
      ['a NUL character', { Content: 'a\u0000b' }, 'Content: must not contain NUL characters'],
    ])('refuses %s with 400 and stores nothing', async (_label, payload, error) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
      expect((await list()).json<{ data: Message[] }>().data).toEqual([]);
    });

    it.each([['[]'], ['"text"'], ['null'], ['{"Content": ']])(
      'refuses the body %s with 400',
      async (raw) => {
        const response = await t.app.inject({
          method: 'POST',
          url: URL,
          headers: { ...bearer(poster.token), 'content-type': 'application/json' },
          payload: raw,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
      },
    );

    it('refuses anonymous, expired and revoked callers with 401', async () => {
      const anonymous = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: { Content: 'hi' },
      });
      expect(anonymous.statusCode).toBe(401);
      for (const state of ['expired', 'revoked'] as const) {
        const token = await t.issueToken(poster.id, state);
        expect((await post({ Content: 'hi' }, token)).statusCode).toBe(401);
      }
      expect((await list()).json<{ data: Message[] }>().data).toEqual([]);
    });
  });

  describe('GET', () => {
    it('lists messages newest first for every logged-in role', async () => {
      const posted = await postContents(['first', 'second', 'third']);
      for (const role of ['User', 'Family', 'Admin']) {
        const response = await list('', await t.tokenFor(role));
        expect(response.statusCode).toBe(200);
        expect(response.json<{ data: Message[] }>().data).toEqual([...posted].reverse());
      }
    });

    it('lists exactly the fields of the schema, with any text as it was posted', async () => {
      // The database writes this JSON: quotes, escapes, control characters and astral characters
      // must come back as JSON.stringify would have written them.
      const tricky = [
        'He said "hi" \\ and left',
        'tab\tnewline\ncarriage\rbell\u0007 unit\u001f',
        'emoji 🦆 and ünïcödé, <b>markup</b> & \u2028 separator',
        "' or '1'='1",
      ];
      const posted = await postContents(tricky);
      const response = await list();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const { data } = response.json<{ data: Message[] }>();
      expect(data).toEqual([...posted].reverse());
      expect(data.map((message) => message.Content)).toEqual([...tricky].reverse());
      for (const message of data) {
        expect(Object.keys(message).sort()).toEqual([
          'Content',
          'EditedAt',
          'ID',
          'Images',
          'Reactions',
          'SenderID',
          'SentAt',
        ]);
        expect(message.ID).toEqual(expect.any(Number));
        expect(message.SenderID).toBe(poster.id);
      }
    });

    it('answers an empty board with an empty list', async () => {
      expect((await list()).json()).toEqual({ data: [] });
    });

    it('pages with limit and before', async () => {
      const posted = await postContents(['m1', 'm2', 'm3', 'm4', 'm5']);
      const contents = (response: Awaited<ReturnType<typeof list>>) =>
        response.json<{ data: Message[] }>().data.map((message) => message.Content);

      expect(contents(await list('?limit=2'))).toEqual(['m5', 'm4']);
      const oldestShown = posted[3]?.ID;
      expect(contents(await list(`?limit=2&before=${oldestShown}`))).toEqual(['m3', 'm2']);
      expect(contents(await list(`?limit=2&before=${posted[1]?.ID}`))).toEqual(['m1']);
      expect(contents(await list(`?before=${posted[0]?.ID}`))).toEqual([]);
      expect(contents(await list('?limit=500'))).toHaveLength(5);
    });

    it.each([
      ['?limit=0', /^limit: must be a positive integer/],
      ['?limit=501', /^limit: must be at most 500/],
      ['?limit=-1', /^limit: must be a positive integer/],
      ['?limit=abc', /^limit: must be a positive integer/],
      ['?limit=2.5', /^limit: must be a positive integer/],
      ['?limit=', /^limit: must be a positive integer/],
      ['?limit=1&limit=2', /^limit: must be a single positive integer/],
      ['?before=0', /^before: must be a positive integer/],
      ['?before=x1', /^before: must be a positive integer/],
      ['?before=99999999999', /^before: must be a positive integer/],
    ])('refuses %s with 400', async (query, error) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(error);
    });

    it.each([
      ['br, gzip, deflate', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1.0, br;q=0', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ])('sends the list accepting %s as %s, the same after a new post', async (accept, encoding) => {
      const headers = {
        ...bearer(poster.token),
        ...(accept === undefined ? {} : { 'accept-encoding': accept }),
      };
      const decoded = (response: Awaited<ReturnType<typeof list>>) => {
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(String(response.headers['vary']).toLowerCase()).toContain('accept-encoding');
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const body =
          encoding === 'br'
            ? brotliDecompressSync(response.rawPayload)
            : encoding === 'gzip'
              ? gunzipSync(response.rawPayload)
              : response.rawPayload;
        return JSON.parse(body.toString()) as { data: Message[] };
      };
      // Enough text to be worth compressing.
      const posted = await postContents(Array.from({ length: 30 }, (_, i) => `Message ${i}`));
      const first = await t.app.inject({ method: 'GET', url: URL, headers });
      expect(decoded(first).data).toEqual([...posted].reverse());
      const [newest] = await postContents(['One more']);
      const second = await t.app.inject({ method: 'GET', url: URL, headers });
      expect(decoded(second).data).toEqual([newest, ...posted.reverse()]);
    });

    it('lists at once what changed in the database outside the API', async () => {
      const contents = async (query = '') =>
        (await list(query)).json<{ data: Message[] }>().data.map((message) => message.Content);
      await postContents(['kept']);
      expect(await contents()).toEqual(['kept']);
      expect(await contents('?limit=5')).toEqual(['kept']);
      // Writes that bypass the route (an operator's SQL, a migration) reach the list too.
      const { id } = await t.app.db
        .insertInto('message')
        .values({ content: 'inserted', sent_at: new Date().toISOString(), sender_id: poster.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await contents()).toEqual(['inserted', 'kept']);
      expect(await contents('?limit=5')).toEqual(['inserted', 'kept']);
      await t.app.db
        .updateTable('message')
        .set({ content: 'edited' })
        .where('id', '=', id)
        .execute();
      expect(await contents()).toEqual(['edited', 'kept']);
      await t.app.db.deleteFrom('message').where('id', '=', id).execute();
      expect(await contents()).toEqual(['kept']);
    });

    it('lists on a second instance, at its next request, what was posted through the first', async () => {
      const second = await buildSecondInstance(t);
      try {
        const contentsOn = async (app: typeof second) =>
          (await app.inject({ method: 'GET', url: URL, headers: bearer(poster.token) }))
            .json<{ data: Message[] }>()
            .data.map((message) => message.Content);
        await postContents(['one']);
        expect(await contentsOn(second)).toEqual(['one']);
        await postContents(['two']);
        expect(await contentsOn(second)).toEqual(['two', 'one']);
        const posted = await second.inject({
          method: 'POST',
          url: URL,
          headers: bearer(poster.token),
          payload: { Content: 'three' },
        });
        expect(posted.statusCode).toBe(200);
        expect(await contentsOn(t.app)).toEqual(['three', 'two', 'one']);
      } finally {
        await second.close();
      }
    });

    it('sends an ETag, and answers 304 without a body to an If-None-Match that names it', async () => {
      await postContents(['first', 'second']);
      const first = await list();
      const etag = first.headers['etag'];
      expect(etag).toMatch(/^W\/".+"$/);
      // Kept by the browser, but only for this user, and asked for again every time.
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const conditional = (ifNoneMatch: string, query = '') =>
        t.app.inject({
          method: 'GET',
          url: `${URL}${query}`,
          headers: { ...bearer(poster.token), 'if-none-match': ifNoneMatch },
        });
      for (const ifNoneMatch of [String(etag), `W/"older", ${etag}`, '*']) {
        const unchanged = await conditional(ifNoneMatch);
        expect(unchanged.statusCode).toBe(304);
        expect(unchanged.body).toBe('');
        expect(unchanged.headers['etag']).toBe(etag);
      }
      // Another page, or the same after a post, is another answer.
      const otherPage = await conditional(String(etag), '?limit=1');
      expect(otherPage.statusCode).toBe(200);
      expect(otherPage.headers['etag']).not.toBe(etag);
      await postContents(['third']);
      const changed = await conditional(String(etag));
      expect(changed.statusCode).toBe(200);
      expect(changed.json<{ data: Message[] }>().data.map((message) => message.Content)).toEqual([
        'third',
        'second',
        'first',
      ]);
      expect(changed.headers['etag']).not.toBe(etag);
    });

    it('gives the page one ETag in every encoding, and no 304 without a valid session', async () => {
      await postContents(Array.from({ length: 30 }, (_, i) => `Message ${i}`));
      const identity = await list();
      const brotli = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { ...bearer(poster.token), 'accept-encoding': 'br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['etag']).toBe(identity.headers['etag']);
      const etag = String(identity.headers['etag']);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { 'if-none-match': etag },
      });
      expect(anonymous.statusCode).toBe(401);
      const expired = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { ...bearer(await t.issueToken(poster.id, 'expired')), 'if-none-match': etag },
      });
      expect(expired.statusCode).toBe(401);
    });

    it('refuses anonymous and expired callers with 401', async () => {
      expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
      const expired = await t.issueToken(poster.id, 'expired');
      expect((await list('', expired)).statusCode).toBe(401);
    });
  });
});
