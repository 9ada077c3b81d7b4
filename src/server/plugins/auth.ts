import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../auth/tokens';
import { findSessionUser, type SessionUser } from '../auth/sessions.repository';

export type AuthState =
  | { kind: 'anonymous' }
  /** A token was sent but is unknown, expired or revoked. */
  | { kind: 'invalid' }
  | { kind: 'user'; user: SessionUser };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthState;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,128})$/;
const ANONYMOUS: AuthState = Object.freeze({ kind: 'anonymous' });
const INVALID: AuthState = Object.freeze({ kind: 'invalid' });

/** Resolves the bearer token of every API request against the database; roles are never taken from the client. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null as never);
  // A callback hook: most requests carry no token, and they pass without a promise or a tick.
  app.addHook('onRequest', (request, _reply, done) => {
    request.auth = ANONYMOUS;
    const header = request.headers.authorization;
    if (header === undefined || !request.url.startsWith('/api/')) {
      done();
      return;
    }
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) {
      request.auth = INVALID;
      done();
      return;
    }
    findSessionUser(app.db, hashToken(token), new Date()).then((user) => {
      request.auth = user ? { kind: 'user', user } : INVALID;
      done();
    }, done);
  });
}

/**
 * The caller of a route that admits only logged-in users (`member`, `family` or `admin`): the
 * access hook has already refused everyone else, so a missing user here is a bug in the route's
 * declaration, not the caller's mistake.
 */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (request.auth.kind === 'user') return request.auth.user;
  throw new Error(
    `${request.method} ${request.url} reads the session user but admits anonymous callers`,
  );
}
