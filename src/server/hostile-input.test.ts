import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';

/** Values for path parameters that no route should accept, or choke on. */
const BAD_PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%82',
  'x'.repeat(2_000),
];

/** Query strings with wrong types, out-of-range numbers and broken encodings. */
const BAD_QUERIES = [
  '?limit=abc&before=yesterday',
  '?limit=-5&before=-1',
  '?limit=1e12&seed=%FF%FE',
  '?seed=&limit=&before=',
  '?seed[]=1&seed[]=2&limit[x]=1',
  `?seed=${'9'.repeat(400)}`,
];

/** JSON bodies of the wrong shape: every field a route reads gets a value of the wrong kind. */
const WRONG_KINDS = { string: 12, number: 'twelve', array: { not: 'an array' }, object: [1, 2] };
const BAD_BODIES: unknown[] = [
  null,
  [],
  'a string',
  42,
  {},
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
  {
    username: WRONG_KINDS.string,
    password: WRONG_KINDS.object,
    role: WRONG_KINDS.object,
    RoleID: WRONG_KINDS.number,
    Content: WRONG_KINDS.array,
    SentAt: WRONG_KINDS.string,
    timestamp: WRONG_KINDS.string,
    comment: WRONG_KINDS.object,
    board: WRONG_KINDS.object,
    score: WRONG_KINDS.number,
    seed: WRONG_KINDS.array,
    moves: WRONG_KINDS.array,
    columns: WRONG_KINDS.array,
    device_credential: WRONG_KINDS.string,
  },
  {
    username: '',
    password: '',
    Content: '',
    timestamp: '2026-13-45T25:61:00+99:00',
    board: '[[',
    score: -1,
    seed: -1,
    moves: [-1, 99, 1.5, null],
    columns: [-1, 99, 1.5, null],
    device_credential: '',
  },
  {
    Content: 'x'.repeat(60_000),
    username: 'x'.repeat(10_000),
    board: 'x'.repeat(60_000),
    device_credential: 'x'.repeat(60_000),
  },
  { nested: JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown },
];

/** Bodies that are not JSON at all, or claim a type they are not. */
const BAD_RAW_BODIES = [
  { contentType: 'application/json', body: '{"unterminated": ' },
  { contentType: 'application/json', body: '' },
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  { contentType: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nbroken' },
  { contentType: 'multipart/form-data', body: 'no boundary at all' },
];

interface Attempt {
  readonly method: string;
  readonly url: string;
  readonly body?: unknown;
  readonly raw?: { readonly contentType: string; readonly body: string };
}

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  let t: TestApp;
  let adminId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    adminId = (await t.createUser('Admin')).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every API route, with each bad parameter, query and body: as an Admin, who gets past every guard. */
  function attempts(): Attempt[] {
    const routes = t.app.registeredRoutes.filter(
      (route) =>
        (route.url.startsWith('/api') || route.url === '/health') &&
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(10);
    const all: Attempt[] = [];
    for (const { method, url } of routes) {
      const hasParams = url.includes(':');
      const urls = hasParams
        ? BAD_PARAMS.map((value) => url.replace(/:\w+/g, value))
        : BAD_QUERIES.map((query) => `${url}${query}`);
      for (const each of urls) all.push({ method, url: each });
      if (method === 'GET' || method === 'DELETE') continue;
      const target = hasParams ? url.replace(/:\w+/g, '1') : url;
      for (const body of BAD_BODIES) all.push({ method, url: target, body });
      for (const raw of BAD_RAW_BODIES) all.push({ method, url: target, raw });
    }
    return all;
  }

  it('answers every malformed request with a 4xx JSON error or a success, never a 5xx', async () => {
    const failures: string[] = [];
    let refused = 0;
    for (const attempt of attempts()) {
      // A fresh session each time: a logout among the attempts must not end the others'.
      const headers = bearer(await t.issueToken(adminId));
      const body = attempt.raw
        ? attempt.raw
        : attempt.body !== undefined
          ? { contentType: 'application/json', body: JSON.stringify(attempt.body) }
          : undefined;
      const response = await t.app.inject({
        method: attempt.method as 'GET',
        url: attempt.url,
        headers: body ? { ...headers, 'content-type': body.contentType } : headers,
        ...(body ? { payload: body.body } : {}),
      });
      const where = `${attempt.method} ${attempt.url.slice(0, 120)} ${
        attempt.raw ? attempt.raw.contentType : JSON.stringify(attempt.body ?? null).slice(0, 60)
      }`;
      if (response.statusCode >= 500) {
        failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      } else if (response.statusCode >= 400) {
        refused += 1;
        const body = response.headers['content-type']?.toString().includes('application/json')
          ? response.json<{ error?: unknown }>()
          : {};
        if (typeof body.error !== 'string' || body.error === '') {
          failures.push(`${where} → ${response.statusCode} without a JSON error`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The attempts reached the routes' validation: most of them are refused.
    expect(refused).toBeGreaterThan(200);
  });

  it('treats a hostile device credential on an otherwise good login as none, or refuses it with 400', async () => {
    const user = await t.createUser('User');
    const hostile: unknown[] = [
      '',
      ' ',
      "' OR '1'='1",
      '%00',
      '\u0000\u0000',
      '😀'.repeat(32),
      'x'.repeat(128),
      'x'.repeat(129),
      'x'.repeat(20_000),
      42,
      true,
      [],
      { $ne: null },
    ];
    for (const device_credential of hostile) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password: user.password, device_credential },
      });
      const label = JSON.stringify(device_credential).slice(0, 40);
      expect([200, 400], `${label}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 400) {
        expect(response.json<{ error: string }>().error, label).toMatch(/^device_credential: /);
      } else {
        expect(response.json<{ data: { username: string } }>().data.username, label).toBe(
          user.username,
        );
      }
    }
  });
});
