import type { FastifyRequest } from 'fastify';

/** An invitation or reset link's token in an API path: a credential until it is used. */
const LINK_TOKEN_IN_PATH = /(\/api\/account-links\/)[A-Za-z0-9_-]{43}(?=\/|\?|$)/;

/** The request's path as the log keeps it: a link's token is replaced, so logs hold no credential. */
export function loggedUrl(url: string): string {
  return url.replace(LINK_TOKEN_IN_PATH, '$1[redacted]');
}

/** Fastify's request serializer, with the path through `loggedUrl`. */
export function serializeLoggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
