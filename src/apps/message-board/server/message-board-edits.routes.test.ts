import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import type { ListedMessage, Message } from '../shared/message-board.schemas';

const URL = '/api/data_models/message';
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Caller {
  id: number;
  token: string;
}

describe.each(testDatabaseKinds())('message edits, deletes and reactions on %s', (kind) => {
  let t: TestApp;
  let writer: Caller;
  let other: Caller;
  let family: Caller;
  let admin: Caller;

  async function caller(role: string): Promise<Caller> {
    const user = await t.createUser(role);
    return { id: user.id, token: await t.login(user.username, user.password) };
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    writer = await caller('User');
    other = await caller('User');
    family = await caller('Family');
    admin = await caller('Admin');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('message').execute();
  });

  const send = (method: 'PATCH' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

  async function postAs(who: Caller, Content: string): Promise<Message> {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: bearer(who.token),
      payload: { Content },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Message }>().data;
  }

  async function listed(who: Caller = writer): Promise<ListedMessage[]> {
    const response = await t.app.inject({ method: 'GET', url: URL, headers: bearer(who.token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ListedMessage[] }>().data;
  }

  const edit = (id: number, who: Caller, payload: object) =>
    send('PATCH', `${URL}/${id}`, who, payload);
  const remove = (id: number, who: Caller) => send('DELETE', `${URL}/${id}`, who);
  const react = (id: number, name: string, who: Caller) =>
    send('PUT', `${URL}/${id}/reactions/${name}`, who);
  const unreact = (id: number, name: string, who: Caller) =>
    send('DELETE', `${URL}/${id}/reactions/${name}`, who);

  describe('PATCH', () => {
    it("lets the writer change the text: trimmed, marked edited at the server's time", async () => {
      const message = await postAs(writer, 'Helo everyone');
      const before = new Date().toISOString();
      const response = await edit(message.ID, writer, { Content: '  Hello everyone  ' });
      const after = new Date().toISOString();
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: ListedMessage }>();
      expect(data).toEqual({
        ...message,
        Content: 'Hello everyone',
        EditedAt: expect.stringMatching(ISO_UTC) as string,
        Reactions: [],
      });
      expect(data.EditedAt! >= before && data.EditedAt! <= after).toBe(true);
      expect(await listed(other)).toEqual([data]);
    });

    it("refuses everyone else with 403, an Admin too, and keeps the writer's words", async () => {
      const message = await postAs(writer, 'My own words');
      for (const who of [other, family, admin]) {
        const response = await edit(message.ID, who, { Content: 'Not your words' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'Only its writer may edit a message' });
      }
      expect(await listed()).toEqual([{ ...message, EditedAt: null, Reactions: [] }]);
    });

    it('answers 404 for a message that does not exist', async () => {
      const message = await postAs(writer, 'Soon gone');
      expect((await remove(message.ID, writer)).statusCode).toBe(200);
      const response = await edit(message.ID, writer, { Content: 'Too late' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'No such message' });
    });

    it.each([
      [{ Content: '' }, 'Content: must not be empty'],
      [{ Content: ' \n ' }, 'Content: must not be empty'],
      [{ Content: 'x'.repeat(2001) }, 'Content: must be at most 2000 characters'],
      [{}, 'Content: is required'],
      [{ Content: 7 }, 'Content: must be a string'],
      [{ Content: 'a\u0000b' }, 'Content: must not contain NUL characters'],
    ])('refuses %j with 400 as a new message would be, changing nothing', async (body, error) => {
      const message = await postAs(writer, 'Unchanged');
      const response = await edit(message.ID, writer, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
      expect((await listed())[0]).toMatchObject({ Content: 'Unchanged', EditedAt: null });
    });

    it('accepts 2000 characters and refuses a bad ID with 400', async () => {
      const message = await postAs(writer, 'Short');
      expect((await edit(message.ID, writer, { Content: 'y'.repeat(2000) })).statusCode).toBe(200);
      for (const id of ['0', 'abc', '99999999999']) {
        const response = await send('PATCH', `${URL}/${id}`, writer, { Content: 'x' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'ID: must be a positive integer' });
      }
    });
  });

  describe('DELETE', () => {
    it('lets the writer delete their message for everyone, with its reactions', async () => {
      const kept = await postAs(other, 'Kept');
      const message = await postAs(writer, 'Take this back');
      expect((await react(message.ID, 'heart', other)).statusCode).toBe(200);
      const response = await remove(message.ID, writer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ID: message.ID, deleted: true } });
      expect((await listed(other)).map((m) => m.ID)).toEqual([kept.ID]);
      const reactions = await t.app.db
        .selectFrom('message_reaction')
        .selectAll()
        .where('message_id', '=', message.ID)
        .execute();
      expect(reactions).toEqual([]);
      // Gone: a second delete finds nothing.
      const again = await remove(message.ID, writer);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: 'No such message' });
    });

    it("refuses another User and a Family member with 403; an Admin deletes anyone's", async () => {
      const message = await postAs(writer, 'Mine');
      for (const who of [other, family]) {
        const response = await remove(message.ID, who);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: 'Only its writer or an Admin may delete a message',
        });
      }
      expect((await listed()).map((m) => m.ID)).toEqual([message.ID]);
      expect((await remove(message.ID, admin)).statusCode).toBe(200);
      expect(await listed()).toEqual([]);
    });

    it('deletes once when the writer and an Admin ask at the same time', async () => {
      const message = await postAs(writer, 'Twice deleted');
      const answers = await Promise.all([remove(message.ID, writer), remove(message.ID, admin)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    });

    it('refuses anonymous and expired callers with 401 and keeps the message', async () => {
      const message = await postAs(writer, 'Stays');
      const anonymous = await t.app.inject({ method: 'DELETE', url: `${URL}/${message.ID}` });
      expect(anonymous.statusCode).toBe(401);
      const expired = { id: writer.id, token: await t.issueToken(writer.id, 'expired') };
      expect((await remove(message.ID, expired)).statusCode).toBe(401);
      expect((await listed()).map((m) => m.ID)).toEqual([message.ID]);
    });
  });

  describe('reactions', () => {
    it('lists who reacted with each emoji, in the fixed order, one of each per person', async () => {
      const message = await postAs(writer, 'Good news!');
      const answer = await react(message.ID, 'sad', family);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        data: { ID: message.ID, Reactions: [{ Emoji: '😢', UserIDs: [family.id] }] },
      });
      for (const [name, who] of [
        ['heart', other],
        ['heart', writer],
        ['heart', writer],
        ['thumbs-up', writer],
        ['laugh', admin],
        ['wow', admin],
      ] as const) {
        expect((await react(message.ID, name, who)).statusCode).toBe(200);
      }
      const [shown] = await listed(family);
      expect(shown?.Reactions).toEqual([
        { Emoji: '❤️', UserIDs: [writer.id, other.id].sort((a, b) => a - b) },
        { Emoji: '👍', UserIDs: [writer.id] },
        { Emoji: '😂', UserIDs: [admin.id] },
        { Emoji: '😮', UserIDs: [admin.id] },
        { Emoji: '😢', UserIDs: [family.id] },
      ]);
    });

    it('takes a reaction back; an emoji nobody has left is not listed', async () => {
      const message = await postAs(writer, 'Hmm');
      await react(message.ID, 'wow', other);
      await react(message.ID, 'heart', other);
      const answer = await unreact(message.ID, 'wow', other);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        data: { ID: message.ID, Reactions: [{ Emoji: '❤️', UserIDs: [other.id] }] },
      });
      // Taking back what is not there changes nothing.
      expect((await unreact(message.ID, 'wow', other)).statusCode).toBe(200);
      expect((await unreact(message.ID, 'heart', writer)).statusCode).toBe(200);
      expect((await listed())[0]?.Reactions).toEqual([{ Emoji: '❤️', UserIDs: [other.id] }]);
    });

    it('keeps one row when the same reaction arrives many times at once', async () => {
      const message = await postAs(writer, 'Popular');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => react(message.ID, 'thumbs-up', other)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
      const rows = await t.app.db
        .selectFrom('message_reaction')
        .selectAll()
        .where('message_id', '=', message.ID)
        .execute();
      expect(rows).toEqual([{ message_id: message.ID, user_id: other.id, emoji: '👍' }]);
    });

    it('answers 404 for a missing message and 400 for a name outside the set', async () => {
      const message = await postAs(writer, 'Here');
      await remove(message.ID, writer);
      for (const answer of [
        await react(message.ID, 'heart', other),
        await unreact(message.ID, 'heart', other),
      ]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ error: 'No such message' });
      }
      const live = await postAs(writer, 'Still here');
      for (const name of ['angry', '❤️', 'Heart']) {
        const answer = await react(live.ID, encodeURIComponent(name), other);
        expect(answer.statusCode).toBe(400);
        expect(answer.json<{ error: string }>().error).toBe(
          'name: must be one of heart, thumbs-up, laugh, wow, sad',
        );
      }
    });

    it("survives an edit, and changes the list's ETag", async () => {
      const message = await postAs(writer, 'Tag me');
      const first = await t.app.inject({ method: 'GET', url: URL, headers: bearer(writer.token) });
      await react(message.ID, 'laugh', other);
      const second = await t.app.inject({
        method: 'GET',
        url: URL,
        headers: { ...bearer(writer.token), 'if-none-match': String(first.headers['etag']) },
      });
      expect(second.statusCode).toBe(200);
      await edit(message.ID, writer, { Content: 'Tagged' });
      const [shown] = await listed();
      expect(shown).toMatchObject({
        Content: 'Tagged',
        Reactions: [{ Emoji: '😂', UserIDs: [other.id] }],
      });
    });

    it("keeps a deleted user's reactions, as their messages are kept", async () => {
      const leaver = await caller('User');
      const message = await postAs(writer, 'Farewell');
      await react(message.ID, 'sad', leaver);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/data_models/users/${leaver.id}`,
        headers: bearer(admin.token),
      });
      expect(removed.statusCode).toBe(200);
      expect((await listed())[0]?.Reactions).toEqual([{ Emoji: '😢', UserIDs: [leaver.id] }]);
    });
  });
});
