import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { resolveCommit } from '../commit';

/** The API's security headers, as every answer under /api carries them. */
const API_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
} as const;

/** One request over a real socket: status, headers and the body's bytes as Node received them. */
function request(address: string, method: string, url: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .request(`${address}${url}`, { method }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject)
        .end();
    },
  );
}

describe.each(testDatabaseKinds())('health on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers ok with the configured commit at /api/health and /health', async () => {
    t = await buildTestApp(kind, { env: { GIT_COMMIT: 'feedfacecafebeef' } });
    for (const url of ['/api/health', '/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', commit: 'feedfacecafebeef' });
    }
  });

  it('answers 503 degraded, naming the database, when the database stops answering', async () => {
    t = await buildTestApp(kind);
    const before = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(before.json<{ status: string }>().status).toBe('ok');
    await t.app.db.destroy();
    // The previous answer is reused for up to a second; then the next probe finds the database gone.
    const { app } = t;
    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    await expect.poll(async () => (await health()).statusCode, { interval: 100 }).toBe(503);
    const response = await health();
    expect(response.json()).toEqual({
      status: 'degraded',
      commit: t.config.gitCommit,
      error: 'The database is not answering.',
    });
    expect(response.headers).toMatchObject({ ...API_HEADERS, 'retry-after': '5' });
  });

  it('answers over a real socket with the API headers, and to HEAD with its headers alone', async () => {
    t = await buildTestApp(kind, { env: { GIT_COMMIT: 'feedfacecafebeef' } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const expected = '{"status":"ok","commit":"feedfacecafebeef"}';
    // A query string does not make the alias a page: both paths answer as the API.
    for (const url of ['/api/health', '/health', '/health?probe=1']) {
      const get = await request(address, 'GET', url);
      expect(get.status).toBe(200);
      expect(get.body.toString('utf8')).toBe(expected);
      expect(get.headers).toMatchObject({
        ...API_HEADERS,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(expected)),
      });
      expect(get.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      // Helmet's document-only headers stay on the site's pages.
      expect(get.headers['referrer-policy']).toBeUndefined();

      const head = await request(address, 'HEAD', url);
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers).toMatchObject({
        ...API_HEADERS,
        'content-length': get.headers['content-length'],
      });
    }
  });

  it('answers 503 once a shutdown has begun, so load balancers drain', async () => {
    t = await buildTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The server's own request listener, also served on a second port that stays open once the
    // app has closed: what a request still arriving on an open connection during a drain meets.
    const [listener] = t.app.server.listeners('request') as http.RequestListener[];
    const draining = http.createServer(listener);
    await new Promise<void>((resolve) => draining.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(draining.address() as AddressInfo).port}`;
    try {
      await request(address, 'GET', '/api/health');
      expect((await request(address, 'GET', '/api/health')).status).toBe(200);
      const closing = t;
      t = undefined;
      await closing.close();
      const during = await request(address, 'GET', '/api/health');
      expect(during.status).toBe(503);
      expect(during.headers.connection).toBe('close');
    } finally {
      draining.closeAllConnections();
      await new Promise((resolve) => draining.close(resolve));
    }
  });

  it('is logged as a completed request when its route answers', async () => {
    const lines: string[] = [];
    t = await buildTestApp(kind, {
      build: { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const completed = lines
      .map((line) => JSON.parse(line) as { msg?: string; res?: { statusCode?: number } })
      .filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]?.res?.statusCode).toBe(200);
  });
});

describe('resolveCommit', () => {
  it('prefers GIT_COMMIT', () => {
    expect(resolveCommit('abc1234')).toBe('abc1234');
  });

  it('reads the git checkout when there is one, else says unknown', () => {
    expect(resolveCommit(undefined, '/')).toBe('unknown');
    const fromRepo = resolveCommit(undefined, process.cwd());
    expect(fromRepo === 'unknown' || /^[0-9a-f]{40}$/.test(fromRepo)).toBe(true);
  });
});
