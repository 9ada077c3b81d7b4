import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Seconds a caller is asked to wait before trying again while the server restarts. */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;

const SHUTDOWN_BODY = JSON.stringify({
  error: 'The server is restarting. Please try again in a few seconds.',
});

/**
 * From the start of a shutdown, every request is answered 503 in the API's shape, with its headers
 * and Retry-After, and its connection closed, so that load balancers drain and the drain can
 * finish. Fastify's own answer (`return503OnClosing`) has another shape; the server turns it off.
 */
export function answerShutdownWith503(
  app: FastifyInstance,
  apiHeaders: Readonly<Record<string, string>>,
): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) {
      done();
      return;
    }
    // Sent as text: a route's response schema for 503 (health's) describes another answer.
    void reply
      .headers({
        ...apiHeaders,
        'retry-after': String(SHUTDOWN_RETRY_AFTER_SECONDS),
        connection: 'close',
      })
      .code(503)
      .type('application/json; charset=utf-8')
      .send(SHUTDOWN_BODY);
  });
}

/** Why Node gave up on a connection before Fastify saw a request, in words a caller can act on. */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are too large.' };
    default:
      return { status: 400, message: 'The request is not valid HTTP.' };
  }
}

/**
 * Fastify's `clientErrorHandler`: a request line Node cannot parse, headers too large, a request
 * that took too long to arrive (the request and header timeouts). Written straight to the socket,
 * as no request exists yet, with the API's error shape and headers; then the connection closes.
 */
export function clientErrorHandler(
  apiHeaders: Readonly<Record<string, string>>,
): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = clientErrorAnswer(error.code);
    const body = JSON.stringify({ error: message });
    const headers = {
      ...apiHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable) {
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${body}`);
    } else {
      socket.destroy();
    }
  };
}

/**
 * Fastify's `frameworkErrors`: a path that is not a valid URL (`/api/%`), a parameter too long,
 * before any route is found; answered in the API's shape, with its headers.
 */
export function frameworkErrorHandler(apiHeaders: Readonly<Record<string, string>>) {
  return (
    error: { code?: string; statusCode?: number },
    _request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const status =
      error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
    const message =
      error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not a valid URL.'
        : 'The address is not valid.';
    void reply.headers(apiHeaders).code(status).send({ error: message });
  };
}
