import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { hashToken } from './auth/tokens';
import {
  findSessionUser,
  recordSessionSeen,
  sessionSeenIsStale,
  type SessionUser,
} from './auth/sessions.repository';
import { addRouteOnRequest, admitsOnlyUsers } from '../plugins/access';

export type AuthState =
  | { kind: 'anonymous' }
  /** A token was sent but is unknown, expired or revoked. */
  | { kind: 'invalid' }
  | { kind: 'user'; user: SessionUser };

const RESOLVED_AUTH = Symbol('resolved auth');

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved for routes that admit only logged-in users; anonymous elsewhere. */
    readonly auth: AuthState;
    [RESOLVED_AUTH]: AuthState | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,128})$/;
const ANONYMOUS: AuthState = Object.freeze({ kind: 'anonymous' });
const INVALID: AuthState = Object.freeze({ kind: 'invalid' });

/**
 * Resolves the bearer token against the database, once per request, on the routes that admit only
 * logged-in users; roles are never taken from the client. Public routes and the static site never
 * read the session, so they carry no hook for it and skip the lookup even when a token is sent.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest(RESOLVED_AUTH, null);
  app.decorateRequest('auth', {
    getter(this: FastifyRequest) {
      return this[RESOLVED_AUTH] ?? ANONYMOUS;
    },
  });
  // A callback hook: a request without a token passes without a promise or a tick.
  const resolveSession: onRequestHookHandler = (request, _reply, done) => {
    const header = request.headers.authorization;
    if (header === undefined) {
      done();
      return;
    }
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) {
      request[RESOLVED_AUTH] = INVALID;
      done();
      return;
    }
    const now = new Date();
    findSessionUser(app.db, hashToken(token), now).then((user) => {
      request[RESOLVED_AUTH] = user ? { kind: 'user', user } : INVALID;
      // The device list's "last seen": one conditional write per session every few minutes.
      if (user && sessionSeenIsStale(user.lastSeenAt, now)) {
        recordSessionSeen(app.db, user.sessionId, now).then(() => done(), done);
        return;
      }
      done();
    }, done);
  };
  app.addHook('onRoute', (route) => {
    if (admitsOnlyUsers(route) || route.config?.readsSession === true) {
      addRouteOnRequest(route, resolveSession);
    }
  });
}

/** The caller when a valid session was sent, on any route that reads the session; else null. */
export function optionalSessionUser(request: FastifyRequest): SessionUser | null {
  return request.auth.kind === 'user' ? request.auth.user : null;
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
