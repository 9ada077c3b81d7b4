import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import type { Unread } from '../shared/message-reads.schemas';

const MESSAGES = '/api/data_models/message';
const UNREAD = '/api/data_models/message/unread';
const READ = '/api/data_models/message/read';

describe.each(testDatabaseKinds())('unread messages API on %s', (kind) => {
  let t: TestApp;
  let reader: { id: number; token: string };
  let writer: { id: number; token: string };

  async function member(role = 'User') {
    const user = await t.createUser(role);
    return { id: user.id, token: await t.login(user.username, user.password) };
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    reader = await member();
    writer = await member('Family');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('message_reads').execute();
    await t.app.db.deleteFrom('message').execute();
  });

  async function post(content: string, token = writer.token): Promise<number> {
    const response = await t.app.inject({
      method: 'POST',
      url: MESSAGES,
      headers: bearer(token),
      payload: { Content: content },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { ID: number } }>().data.ID;
  }

  async function unread(token = reader.token): Promise<Unread> {
    const response = await t.app.inject({ method: 'GET', url: UNREAD, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json<{ data: Unread }>().data;
  }

  const markRead = (payload: unknown, token = reader.token) =>
    t.app.inject({ method: 'PUT', url: READ, headers: bearer(token), payload: payload as object });

  it('counts messages by others sent after the account was made, not the reader’s own', async () => {
    expect(await unread()).toEqual({ Unread: 0, LatestID: 0 });
    await post('Hello');
    await post('Anyone there?');
    await post('Mine', reader.token);
    const latest = await post('Dinner at six');
    expect(await unread()).toEqual({ Unread: 3, LatestID: latest });
    expect(await unread(writer.token)).toEqual({ Unread: 1, LatestID: latest });
  });

  it('counts nothing sent before a new member’s account was made', async () => {
    const before = await post('Old news');
    const newcomer = await member();
    expect(await unread(newcomer.token)).toEqual({ Unread: 0, LatestID: before });
    const after = await post('Welcome!');
    expect(await unread(newcomer.token)).toEqual({ Unread: 1, LatestID: after });
  });

  it('moves the mark forward only, never past the newest message, and answers the new count', async () => {
    const first = await post('One');
    const second = await post('Two');
    const third = await post('Three');

    let response = await markRead({ ID: second });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { Unread: 1, LatestID: third } });

    response = await markRead({ ID: first });
    expect(response.json()).toEqual({ data: { Unread: 1, LatestID: third } });
    const [row] = await t.app.db.selectFrom('message_reads').selectAll().execute();
    expect(row).toEqual({ user_id: reader.id, last_read_id: second });

    // An ID beyond the newest message stops at it: messages posted later still count.
    response = await markRead({ ID: third + 1000 });
    expect(response.json()).toEqual({ data: { Unread: 0, LatestID: third } });
    await post('Four');
    expect((await unread()).Unread).toBe(1);
  });

  it('keeps the furthest mark when many are sent at once', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 12; index++) ids.push(await post(`Message ${index}`));
    const answers = await Promise.all(
      [...ids]
        .reverse()
        .map((ID, index) => markRead({ ID }, index % 2 ? reader.token : reader.token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    expect(await unread()).toEqual({ Unread: 0, LatestID: ids.at(-1) });
    const rows = await t.app.db.selectFrom('message_reads').selectAll().execute();
    expect(rows).toEqual([{ user_id: reader.id, last_read_id: ids.at(-1) }]);
  });

  it('answers 304 to the current ETag, and a new one once a message arrives or is read', async () => {
    await post('Hello');
    const first = await t.app.inject({ method: 'GET', url: UNREAD, headers: bearer(reader.token) });
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: UNREAD,
      headers: { ...bearer(reader.token), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const latest = await post('Another');
    const changed = await t.app.inject({
      method: 'GET',
      url: UNREAD,
      headers: { ...bearer(reader.token), 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    await markRead({ ID: latest });
    const read = await t.app.inject({
      method: 'GET',
      url: UNREAD,
      headers: { ...bearer(reader.token), 'if-none-match': changed.headers['etag'] as string },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { Unread: 0, LatestID: latest } });
  });

  it.each([
    [{}, 'ID'],
    [{ ID: -1 }, 'ID'],
    [{ ID: 1.5 }, 'ID'],
    [{ ID: '3' }, 'ID'],
    [{ ID: 2 ** 40 }, 'ID'],
    [[1], 'JSON object'],
  ])('refuses %j with a 400 that says why', async (payload, word) => {
    const response = await markRead(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(word);
    expect(await t.app.db.selectFrom('message_reads').selectAll().execute()).toEqual([]);
  });
});
