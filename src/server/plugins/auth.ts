import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { hashToken } from '../auth/tokens';
import { findSessionUser, findSessionUserNow, type SessionUser } from '../auth/sessions.repository';
import type { DataVersions } from '../db/data-versions';
import { addRouteOnRequest, admitsOnlyUsers } from './access';

export type AuthState =
  | { kind: 'anonymous' }
  /** A token was sent but is unknown, expired or revoked. */
  | { kind: 'invalid' }
  | { kind: 'user'; user: SessionUser };

const RESOLVED_AUTH = Symbol('resolved auth');
const DATA_VERSIONS = Symbol('data versions');

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved for routes that admit only logged-in users; anonymous elsewhere. */
    readonly auth: AuthState;
    [RESOLVED_AUTH]: AuthState | null;
    /** The data versions read with the session (decision 018), on routes that resolve one. */
    [DATA_VERSIONS]: DataVersions | null;
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
  app.decorateRequest(DATA_VERSIONS, null);
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
    const tokenHash = hashToken(token);
    const now = new Date();
    // SQLite and a session kept under the current version: known without a tick (decision 018).
    let known: ReturnType<typeof findSessionUserNow>;
    try {
      known = findSessionUserNow(app.db, tokenHash, now);
    } catch {
      known = undefined; // the awaited lookup below reads again, and reports what fails
    }
    if (known?.user !== undefined) {
      request[RESOLVED_AUTH] = { kind: 'user', user: known.user };
      request[DATA_VERSIONS] = known.versions;
      done();
      return;
    }
    findSessionUser(app.db, tokenHash, now, known?.versions).then(({ user, versions }) => {
      request[RESOLVED_AUTH] = user ? { kind: 'user', user } : INVALID;
      request[DATA_VERSIONS] = versions;
      done();
    }, done);
  };
  app.addHook('onRoute', (route) => {
    if (admitsOnlyUsers(route)) addRouteOnRequest(route, resolveSession);
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

/**
 * The data version `name` as it was read with the caller's session, before the handler ran: a
 * handler may trust data it kept under that version (decision 018). Undefined on routes that do
 * not resolve a session, and for a name the database does not keep.
 */
export function requestDataVersion(request: FastifyRequest, name: string): number | undefined {
  return request[DATA_VERSIONS]?.[name];
}
