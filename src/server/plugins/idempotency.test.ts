import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { forgetOldIdempotencyKeys } from '../idempotency.repository';

const MEALS = '/api/data_models/ludde_feeding_times';
const MESSAGES = '/api/data_models/message';
const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('Idempotency-Key on writes, on %s', (kind) => {
  let t: TestApp;
  let family: { id: number; token: string };
  let otherToken: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const member = await t.createUser('Family');
    family = { id: member.id, token: await t.login(member.username, member.password) };
    otherToken = await t.tokenFor('Admin');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('idempotency_keys').execute();
    await t.app.db.deleteFrom('ludde_feeding_times').execute();
  });

  const postMeal = (key: string | undefined, comment = 'Dry food', token = family.token) =>
    t.app.inject({
      method: 'POST',
      url: MEALS,
      headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { timestamp: '2026-11-25T07:30:00Z', comment },
    });
  const mealCount = async () =>
    (await t.app.db.selectFrom('ludde_feeding_times').select('id').execute()).length;

  it('answers a repeated POST with the first answer and stores one row', async () => {
    const key = randomUUID();
    const first = await postMeal(key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await postMeal(key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.json()).toEqual(first.json());
    expect(await mealCount()).toBe(1);
  });

  it('stores every POST without a key, as the original client sends them', async () => {
    expect((await postMeal(undefined)).statusCode).toBe(200);
    expect((await postMeal(undefined)).statusCode).toBe(200);
    expect(await mealCount()).toBe(2);
  });

  it('keeps keys per user: the same key from someone else is their own write', async () => {
    const key = randomUUID();
    const mine = await postMeal(key);
    const theirs = await postMeal(key, 'Dry food', otherToken);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json<{ data: { ID: number } }>().data.ID).not.toBe(
      mine.json<{ data: { ID: number } }>().data.ID,
    );
    expect(await mealCount()).toBe(2);
  });

  it('refuses the same key with another body or on another route, and a malformed key', async () => {
    const key = randomUUID();
    await postMeal(key);
    const otherBody = await postMeal(key, 'Wet food');
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      error: 'Idempotency-Key was already used for a different request',
    });
    const otherRoute = await t.app.inject({
      method: 'POST',
      url: MESSAGES,
      headers: { ...bearer(family.token), 'idempotency-key': key },
      payload: { Content: 'Hello' },
    });
    expect(otherRoute.statusCode).toBe(422);
    for (const bad of ['', 'has space', 'x'.repeat(256), 'é']) {
      const response = await postMeal(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toEqual({
        error: 'Idempotency-Key: must be 1 to 255 printable characters',
      });
    }
    expect(await mealCount()).toBe(1);
  });

  it('answers 409 while the first request runs, and takes over a claim a crash left behind', async () => {
    const running = randomUUID();
    const first = await postMeal(running);
    // As if the first request were still running: its answer not yet kept.
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ status: null, response: null, created_at: new Date().toISOString() })
      .execute();
    const meanwhile = await postMeal(running);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.headers['retry-after']).toBe('1');
    // Two minutes on, nobody answered: the retry runs.
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 2 * 60 * 1000).toISOString() })
      .execute();
    const retried = await postMeal(running);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).not.toEqual(first.json());
    expect((await postMeal(running)).json()).toEqual(retried.json());
  });

  it('frees the key of a request that failed, so its retry runs', async () => {
    const key = randomUUID();
    const failed = await t.app.inject({
      method: 'POST',
      url: MEALS,
      headers: { ...bearer(family.token), 'idempotency-key': key },
      payload: { timestamp: '1969-07-20T20:17', comment: 'Dry food' },
    });
    expect(failed.statusCode).toBe(400);
    const rows = await t.app.db.selectFrom('idempotency_keys').select('key').execute();
    expect(rows).toEqual([]);
  });

  it('replays a posted message too', async () => {
    const key = randomUUID();
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: MESSAGES,
        headers: { ...bearer(family.token), 'idempotency-key': key },
        payload: { Content: `Once only ${key}` },
      });
    const first = await post();
    expect(first.statusCode).toBe(200);
    const second = await post();
    expect(second.json()).toEqual(first.json());
    const stored = await t.app.db
      .selectFrom('message')
      .select('id')
      .where('content', '=', `Once only ${key}`)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('keeps keys for at least a day and forgets them after two', async () => {
    const now = new Date();
    await postMeal('kept');
    await postMeal('forgotten');
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(now.getTime() - 25 * HOUR).toISOString() })
      .where('key', '=', 'kept')
      .execute();
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(now.getTime() - 49 * HOUR).toISOString() })
      .where('key', '=', 'forgotten')
      .execute();
    expect(await forgetOldIdempotencyKeys(t.app.db, now)).toBe(1);
    const left = await t.app.db.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((row) => row.key)).toEqual(['kept']);
    expect((await postMeal('kept')).headers['idempotent-replayed']).toBe('true');
  });
});

describe('Idempotency-Key in the API document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  interface Operation {
    description?: string;
    parameters?: { in: string; name: string; required?: boolean }[];
  }
  const operation = (path: string, method: string): Operation => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  };
  const headerNames = (found: Operation) =>
    (found.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);

  it.each([MEALS, MESSAGES])('names the optional header on POST %s', (path) => {
    const post = operation(path, 'post');
    expect(headerNames(post)).toEqual(['idempotency-key']);
    expect(post.parameters?.find((p) => p.in === 'header')?.required).not.toBe(true);
    expect(post.description).toContain('Idempotent-Replayed: true');
    expect(post.description).toContain('at least 24 hours');
  });

  it('does not offer it on writes that do not honour it', () => {
    const upload = operation('/api/upload', 'post');
    expect(headerNames(upload)).toEqual([]);
    expect(upload.description ?? '').not.toContain('Idempotency-Key');
  });
});
