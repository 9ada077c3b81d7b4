import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type FixedAnswer, FixedAnswerPaths, fixedJsonAnswer } from './fixed-answer';

/** One request over a real socket: status, the header that tells who answered, and the body. */
function request(port: number, method: string, url: string) {
  return new Promise<{ status: number; answeredBy: string | undefined; body: string }>(
    (resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, method, path: url }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              answeredBy: response.headers['x-answered-by'] as string | undefined,
              body,
            }),
          );
        })
        .on('error', reject)
        .end();
    },
  );
}

const FIXED = fixedJsonAnswer(200, '{"fixed":true}', { 'x-answered-by': 'fixed' });
const CLOSING = fixedJsonAnswer(503, '{"error":"closing"}', { 'x-answered-by': 'closing' });

describe('FixedAnswerPaths', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  /** A server whose requests pass `paths` first; the rest get the fallback's answer. */
  async function serve(paths: FixedAnswerPaths): Promise<number> {
    server = http.createServer(
      paths.listener((_request, response) => {
        response.writeHead(404, { 'x-answered-by': 'fallback' });
        response.end('fallback');
      }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return (server?.address() as AddressInfo).port;
  }

  it('sends the fixed answer to GET and HEAD of its exact path, and passes everything else on', async () => {
    const paths = new FixedAnswerPaths(CLOSING, 4_000);
    paths.answer('/api/fixed', () => FIXED);
    const port = await serve(paths);

    expect(await request(port, 'GET', '/api/fixed')).toEqual({
      status: 200,
      answeredBy: 'fixed',
      body: '{"fixed":true}',
    });
    expect(await request(port, 'HEAD', '/api/fixed')).toEqual({
      status: 200,
      answeredBy: 'fixed',
      body: '',
    });
    for (const [method, url] of [
      ['POST', '/api/fixed'],
      ['DELETE', '/api/fixed'],
      ['GET', '/api/fixed?probe=1'],
      ['GET', '/api/fixed/'],
      ['GET', '/api/other'],
    ] as const) {
      const answer = await request(port, method, url);
      expect(answer.answeredBy, `${method} ${url}`).toBe('fallback');
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
  });

  it('passes a request on when its source declines it, and answers every request once closed', async () => {
    const paths = new FixedAnswerPaths(CLOSING, 4_000);
    let current: FixedAnswer | null = null;
    paths.answer('/api/fixed', () => current);
    const port = await serve(paths);

    expect((await request(port, 'GET', '/api/fixed')).answeredBy).toBe('fallback');
    current = FIXED;
    expect((await request(port, 'GET', '/api/fixed')).answeredBy).toBe('fixed');
    paths.close();
    for (const [method, url] of [
      ['GET', '/api/fixed'],
      ['POST', '/api/other'],
    ] as const) {
      expect(await request(port, method, url)).toEqual({
        status: 503,
        answeredBy: 'closing',
        body: '{"error":"closing"}',
      });
    }
  });

  it('refuses a second source for the same path', () => {
    const paths = new FixedAnswerPaths(CLOSING, 4_000);
    paths.answer('/api/fixed', () => FIXED);
    expect(() => paths.answer('/api/fixed', () => FIXED)).toThrow(/already has a fixed answer/);
  });

  it("makes Fastify's server with Fastify's timeouts and the header timeout, Fastify answering what is not fixed", async () => {
    const paths = new FixedAnswerPaths(CLOSING, 4_000);
    paths.answer('/api/fixed', () => FIXED);
    const app = Fastify({
      serverFactory: paths.serverFactory,
      keepAliveTimeout: 5_000,
      requestTimeout: 7_000,
      connectionTimeout: 9_000,
      maxRequestsPerSocket: 100,
    });
    app.get('/api/fixed', () => ({ fixed: false }));
    app.get('/api/other', () => ({ other: true }));
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(app.server.keepAliveTimeout).toBe(5_000);
      expect(app.server.requestTimeout).toBe(7_000);
      // Fastify has no option for it: the paths carry it.
      expect(app.server.headersTimeout).toBe(4_000);
      expect(app.server.timeout).toBe(9_000);
      expect(app.server.maxRequestsPerSocket).toBe(100);
      const { port } = app.server.address() as AddressInfo;
      expect((await request(port, 'GET', '/api/fixed')).body).toBe('{"fixed":true}');
      expect((await request(port, 'GET', '/api/fixed?x=1')).body).toBe('{"fixed":false}');
      expect((await request(port, 'GET', '/api/other')).body).toBe('{"other":true}');
      // inject never reaches the HTTP server: the route answers it.
      expect((await app.inject({ method: 'GET', url: '/api/fixed' })).body).toBe('{"fixed":false}');
    } finally {
      await app.close();
    }
  });
});
