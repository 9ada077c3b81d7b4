import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/test-app';

/** The API's security headers, as every answer under /api carries them. */
const API_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
} as const;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `parts` to a new connection, one after another, and reads until the server closes it. */
function rawExchange(port: number, ...parts: string[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    for (const part of parts) socket.write(part);
  });
}

describe('errors before any route', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function listening(env: Record<string, string> = {}): Promise<number> {
    t = await buildTestApp('sqlite', { env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as AddressInfo).port;
  }

  it('answers a path that is not a valid URL with 400 in the API shape and headers', async () => {
    const port = await listening();
    const answer = await rawExchange(
      port,
      'GET /api/% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatchObject(API_HEADERS);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The address is not a valid URL.' });
  });

  it('answers a malformed request line with 400 in the API shape and headers', async () => {
    const port = await listening();
    const answer = await rawExchange(port, 'GARBAGE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatchObject({ ...API_HEADERS, connection: 'close' });
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request is not valid HTTP.' });
  });

  it('answers oversized headers with 431 in the API shape and headers', async () => {
    const port = await listening();
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatchObject(API_HEADERS);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request headers are too large.' });
  });

  it('ends a request whose headers never finish with 408 after HEADERS_TIMEOUT_SECONDS', async () => {
    const port = await listening({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '60' });
    expect(t?.app.server.headersTimeout).toBe(1_000);
    const answer = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(answer.status).toBe(408);
    expect(answer.headers).toMatchObject(API_HEADERS);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request took too long to arrive.' });
  });

  it('ends a half-sent body with 408 after REQUEST_TIMEOUT_SECONDS', async () => {
    const port = await listening({ HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' });
    expect(t?.app.server.requestTimeout).toBe(2_000);
    const answer = await rawExchange(
      port,
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request took too long to arrive.' });
  });

  it('answers 503 in the API shape, with Retry-After, once a shutdown has begun', async () => {
    await listening();
    const app = t?.app;
    if (!app) throw new Error('no app');
    // The server's own request listener on a second port that stays open once the app has closed:
    // what a request still arriving on an open connection during a drain meets.
    const [listener] = app.server.listeners('request') as http.RequestListener[];
    const draining = http.createServer(listener);
    await new Promise<void>((resolve) => draining.listen(0, '127.0.0.1', resolve));
    try {
      const closing = t;
      t = undefined;
      await closing?.close();
      const answer = await rawExchange(
        (draining.address() as AddressInfo).port,
        'POST /api/data_models/message HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
      );
      expect(answer.status).toBe(503);
      expect(answer.headers).toMatchObject({
        ...API_HEADERS,
        connection: 'close',
        'retry-after': '5',
      });
      expect(JSON.parse(answer.body)).toEqual({
        error: 'The server is restarting. Please try again in a few seconds.',
      });
    } finally {
      draining.closeAllConnections();
      await new Promise((resolve) => draining.close(resolve));
    }
  });
});
