import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayGame } from '../apps/word-weaver/core/game';
import { dailySeed } from '../apps/word-weaver/core/seed';
import { bearer, buildTestApp, TEST_ADMIN, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { makePng, uploadForm } from '#tests/upload-fixtures';

/**
 * Spec §7, replayed as the original client makes each call: its payloads, the statuses it checks
 * and the response fields it reads. The site's time zone is not UTC, so that a `datetime-local`
 * value read in the wrong zone would be caught.
 */
const SITE_TIME_ZONE = 'Europe/Stockholm';
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The list the original reads: `data.data` when present, else `data` (spec §7). */
function listOf(body: unknown): unknown[] {
  const data = (body as { data?: unknown }).data;
  if (Array.isArray(data)) return data;
  const nested = (data as { data?: unknown } | undefined)?.data;
  if (Array.isArray(nested)) return nested;
  throw new Error(`no list in ${JSON.stringify(body).slice(0, 200)}`);
}

describe.each(testDatabaseKinds())('the original client’s calls (spec §7) on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let familyToken: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { SITE_TIME_ZONE } });
    adminToken = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
    familyToken = await t.tokenFor('Family');
  });
  afterAll(async () => {
    await t.close();
  });

  /** What the original's fetch calls send: JSON with the stored bearer token. */
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    body?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(body === undefined ? {} : { payload: body }),
    });

  it('POST /api/login: data.role, data.token and data.username; a failure carries the error', async () => {
    const response = await call('POST', '/api/login', undefined, {
      username: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { role: string; token: string; username: string } }>();
    expect(data.role).toBe('Admin');
    expect(data.username).toBe(TEST_ADMIN.username);
    expect((await call('GET', '/api/session', data.token)).statusCode).toBe(200);

    const refused = await call('POST', '/api/login', undefined, {
      username: TEST_ADMIN.username,
      password: 'not the password',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Invalid username or password' });
  });

  it('GET /api/health and its development fallback GET /health: status and commit', async () => {
    for (const url of ['/api/health', '/health']) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ status: string; commit: string }>();
      expect(body.status).toBe('ok');
      expect(body.commit.slice(0, 7)).toBe('0123456');
    }
  });

  it('POST /api/upload (multipart image and path) answers 200; GET /api/fetch-object/{hash} the blob', async () => {
    const png = makePng(2, 2);
    const form = uploadForm(png, 'transperator/ludde-transparent.png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...bearer(adminToken), 'content-type': form.contentType },
      payload: form.body,
    });
    expect(uploaded.statusCode).toBe(200);

    const listed = await call('GET', '/api/s3-assets', adminToken);
    expect(listed.statusCode).toBe(200);
    const assets = listed.json<{
      assets: {
        Key: string;
        ETag: string;
        LastModified: string;
        Size: number;
        StorageClass: string;
      }[];
    }>().assets;
    const asset = assets.find((each) => each.Key.endsWith('ludde-transparent.png'));
    expect(asset?.Size).toBe(png.length);
    expect(asset?.StorageClass).toEqual(expect.any(String));
    expect(asset?.LastModified).toMatch(ISO_UTC);

    // The client sends its token on every request (spec §6): an upload is served to its uploader.
    const blob = await call('GET', `/api/fetch-object/${asset?.ETag ?? ''}`, adminToken);
    expect(blob.statusCode).toBe(200);
    expect(blob.headers['content-type']).toBe('image/png');
    expect(blob.rawPayload.equals(png)).toBe(true);
  });

  it('users: list, create, edit with an empty password (kept), delete answering 200 with JSON', async () => {
    const roles = await call('GET', '/api/data_models/roles', adminToken);
    expect(roles.statusCode).toBe(200);
    const roleNames = listOf(roles.json()).map((role) => (role as { role_name: string }).role_name);
    expect(roleNames).toEqual(expect.arrayContaining(['Admin', 'Family', 'User']));

    // The form's fields exactly as the original sends them on create.
    const form = {
      username: 'grandma',
      email: 'grandma@example.com',
      password: 'knitting needles 4ever',
      access_role: 'Family',
      comment: 'Loves Ludde',
    };
    const created = await call('POST', '/api/data_models/users', adminToken, form);
    // The original checks no status here; Nook answers 201 Created.
    expect(created.statusCode).toBe(201);

    const users = listOf((await call('GET', '/api/data_models/users', adminToken)).json()) as {
      ID: number;
      username: string;
      email: string;
      access_role: string;
      comment: string;
      CreatedAt: string;
      UpdatedAt: string;
      DeletedAt: string | null;
    }[];
    const grandma = users.find((user) => user.username === 'grandma');
    expect(grandma).toMatchObject({
      email: 'grandma@example.com',
      access_role: 'Family',
      comment: 'Loves Ludde',
      DeletedAt: null,
    });
    expect(grandma?.CreatedAt).toMatch(ISO_UTC);
    expect(grandma?.UpdatedAt).toMatch(ISO_UTC);
    const id = grandma?.ID ?? 0;

    // Edit without touching the password: the original form sends it as ''.
    const edited = await call('PUT', `/api/data_models/users/${id}`, adminToken, {
      ...form,
      email: 'grandma@family.example',
      password: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(await t.login('grandma', form.password)).toEqual(expect.any(String));
    const afterEdit = listOf((await call('GET', '/api/data_models/users', adminToken)).json());
    expect(afterEdit).toContainEqual(
      expect.objectContaining({ ID: id, email: 'grandma@family.example' }),
    );

    const deleted = await call('DELETE', `/api/data_models/users/${id}`, adminToken);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.headers['content-type']).toMatch(/^application\/json/);
    expect(deleted.json()).toEqual({ data: { ID: id, deleted: true } });
    // The original refetches the list and offers Edit and Delete on every row: a deleted user
    // must not come back in it.
    const afterDelete = listOf((await call('GET', '/api/data_models/users', adminToken)).json());
    expect(afterDelete.map((user) => (user as { ID: number }).ID)).not.toContain(id);
    expect(afterDelete).toContainEqual(
      expect.objectContaining({ username: TEST_ADMIN.username, DeletedAt: null }),
    );
    for (const user of afterDelete) expect((user as { DeletedAt: unknown }).DeletedAt).toBeNull();
  });

  it('messages: POST {Content, SentAt} answers 200; the list has Content, SentAt and SenderID', async () => {
    const poster = await t.createUser('User');
    const token = await t.login(poster.username, poster.password);
    const sent = await call('POST', '/api/data_models/message', token, {
      Content: 'Hej från mormor!',
      SentAt: new Date().toISOString(),
    });
    expect(sent.statusCode).toBe(200);

    const listed = await call('GET', '/api/data_models/message', token);
    expect(listed.statusCode).toBe(200);
    const messages = listOf(listed.json()) as {
      Content: string;
      SentAt: string;
      SenderID: number;
    }[];
    expect(messages[0]).toMatchObject({ Content: 'Hej från mormor!', SenderID: poster.id });
    expect(messages[0]?.SentAt).toMatch(ISO_UTC);

    // The sender's name comes from the users list by ID.
    const names = listOf((await call('GET', '/api/data_models/users', token)).json());
    expect(names).toContainEqual({ ID: poster.id, username: poster.username });
  });

  it('feeding times: a datetime-local value is saved with 200 as the site-zone instant, and deleted with 200', async () => {
    // The meal tracker sends its <input type="datetime-local"> value as it is.
    const saved = await call('POST', '/api/data_models/ludde_feeding_times', familyToken, {
      timestamp: '2026-11-22T16:20',
      comment: 'Wet food',
    });
    expect(saved.statusCode).toBe(200);
    const row = saved.json<{ data: { ID: number; timestamp: string; comment: string } }>().data;
    // 16:20 in Stockholm in November (UTC+1) is 15:20 UTC.
    expect(Number.isInteger(row.ID)).toBe(true);
    expect(row).toMatchObject({
      ID: row.ID,
      timestamp: '2026-11-22T15:20:00.000Z',
      comment: 'Wet food',
    });

    // In summer Stockholm is UTC+2; an ISO timestamp with an offset is read by its offset.
    const summer = await call('POST', '/api/data_models/ludde_feeding_times', familyToken, {
      timestamp: '2026-07-01T07:05',
      comment: '',
    });
    expect(summer.json<{ data: { timestamp: string } }>().data.timestamp).toBe(
      '2026-07-01T05:05:00.000Z',
    );
    const withOffset = await call('POST', '/api/data_models/ludde_feeding_times', familyToken, {
      timestamp: '2026-11-22T16:20:00-05:00',
      comment: '',
    });
    expect(withOffset.json<{ data: { timestamp: string } }>().data.timestamp).toBe(
      '2026-11-22T21:20:00.000Z',
    );

    const listed = await call('GET', '/api/data_models/ludde_feeding_times', familyToken);
    expect(listed.statusCode).toBe(200);
    expect(listOf(listed.json())).toContainEqual(row);

    const deleted = await call(
      'DELETE',
      `/api/data_models/ludde_feeding_times/${row.ID}`,
      familyToken,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { ID: row.ID, deleted: true } });
    expect(
      listOf((await call('GET', '/api/data_models/ludde_feeding_times', familyToken)).json()),
    ).not.toContainEqual(row);
  });

  it('WordWeaver: scoring a board, saving {board as JSON text, score, seed}, and the high scores', async () => {
    const seed = dailySeed(new Date());
    const replay = replayGame(seed, [3, 0, 6, 1, 5, 2, 4, 3]);
    if (!replay.ok) throw new Error(replay.error);
    const board = replay.board.map((cells) => [...cells]);

    const scored = await call('POST', '/api/games/word_weaver', undefined, { board });
    expect(scored.statusCode).toBe(200);
    const result = scored.json<{
      data: {
        longest_words_in_rows: string[];
        longest_words_in_cols: string[];
        row_definitions: string[];
        col_definitions: string[];
      };
    }>().data;
    for (const list of Object.values(result)) expect(list).toHaveLength(7);
    // The original matches each word against the board's capitals, case-sensitively, and shows each
    // definition as sent: "noun: …".
    const rowText = board.map((cells) => cells.map((cell) => cell || '.').join(''));
    result.longest_words_in_rows.forEach((word, row) => {
      expect(rowText[row]).toContain(word);
      if (word !== '') expect(result.row_definitions[row]).toMatch(/^[a-z]+: \S/);
    });
    for (const word of result.longest_words_in_cols) expect(word).toBe(word.toUpperCase());
    const score = [...result.longest_words_in_rows, ...result.longest_words_in_cols].reduce(
      (total, word) => total + word.length,
      0,
    );

    // The original sends no moves: the server finds them from the board and the seed.
    const player = await t.createUser('User', 'weaver_original');
    const token = await t.login(player.username, player.password);
    const saved = await call('POST', '/api/games/word_weaver/save', token, {
      board: JSON.stringify(board),
      score,
      seed,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const high = await call('GET', `/api/data_models/word_weaver_scores_with_users?seed=${seed}`);
    expect(high.statusCode).toBe(200);
    const scores = listOf(high.json()) as {
      score: number;
      seed: number;
      username: string;
      timestamp: string;
    }[];
    expect(scores).toContainEqual(
      expect.objectContaining({ score, seed, username: 'weaver_original' }),
    );
  });

  it('the family scores: WordWeaver posts {game, mode, score, metadata} and reads data.data', async () => {
    const seed = dailySeed(new Date());
    const replay = replayGame(seed, [6, 5, 4, 3, 2, 1, 0]);
    if (!replay.ok) throw new Error(replay.error);
    // The original's board: each cell's letter, a space for blank.
    const finalState = replay.board.map((cells) => cells.map((cell) => cell || ' '));
    const scored = await call('POST', '/api/games/word_weaver', undefined, { board: finalState });
    const words = scored.json<{
      data: { longest_words_in_rows: string[]; longest_words_in_cols: string[] };
    }>().data;
    const score = [...words.longest_words_in_rows, ...words.longest_words_in_cols].reduce(
      (total, word) => total + word.length,
      0,
    );
    const player = await t.createUser('User', 'weaver_family');
    const token = await t.login(player.username, player.password);
    const saved = await call('POST', '/api/games/scores', token, {
      game: 'word_weaver',
      mode: String(seed),
      score,
      metadata: { board: finalState, language: 'en' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const listed = await call(
      'GET',
      `/api/games/scores?game=word_weaver&mode=${seed}&limit=10`,
      token,
    );
    expect(listed.statusCode).toBe(200);
    const scores = listOf(listed.json()) as {
      username: string;
      score: number;
      timestamp: string;
    }[];
    expect(scores).toContainEqual(expect.objectContaining({ username: 'weaver_family', score }));
    for (const row of scores) expect(row.timestamp).toMatch(ISO_UTC);

    // The timelines read username, score, metadata.accuracy and created_at; their claim cannot be
    // checked, so it is refused and the list the original shows stays as it was.
    const claim = await call('POST', '/api/games/scores', token, {
      game: 'timeline-tech',
      mode: 'timeline',
      score: 90,
      metadata: { accuracy: 90, totalItems: 10 },
    });
    expect(claim.statusCode).toBe(422);
    const timeline = await call(
      'GET',
      '/api/games/scores?game=timeline-tech&mode=timeline&limit=10',
      token,
    );
    expect(timeline.statusCode).toBe(200);
    expect(listOf(timeline.json())).toEqual([]);

    // The Admin's API card for game scores.
    const card = await call('GET', '/api/games/scores?game=_ping&limit=1', adminToken);
    expect(card.statusCode).toBe(200);
  });

  it('the API cards: the five data_models lists answer 200 with a list for the Admin', async () => {
    for (const path of [
      '/api/data_models/users',
      '/api/data_models/roles',
      '/api/data_models/message',
      '/api/data_models/ludde_feeding_times',
      '/api/data_models/word_weaver_scores',
    ]) {
      const response = await call('GET', path, adminToken);
      expect(response.statusCode, path).toBe(200);
      expect(Array.isArray(listOf(response.json())), path).toBe(true);
    }
  });
});
