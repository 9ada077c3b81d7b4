import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { isApiPath } from '#shared/api-path';
import { canAccess, type Access } from '#shared/app-manifest';
import { HttpError } from '../kit/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (as in the app manifests); every API route must declare it. */
    access?: Access;
    /**
     * A public route that still reads the caller when a token is sent (an upload is served to its
     * uploader): an absent or invalid token is simply anonymous there, never a 401.
     */
    readsSession?: boolean;
    /** For the document: who sees what, when `access` alone does not say it all. */
    accessNote?: string;
  }
}

export const ACCESS_LEVELS: readonly Access[] = ['public', 'member', 'family', 'admin'];

/** Appends `hook` to the route's own onRequest hooks, after any it already has. */
export function addRouteOnRequest(route: RouteOptions, hook: onRequestHookHandler): void {
  const existing = route.onRequest;
  route.onRequest = existing === undefined ? [hook] : [...[existing].flat(), hook];
}

/** True for routes that admit only logged-in users (member, family or admin). */
export function admitsOnlyUsers(route: RouteOptions): boolean {
  const access = route.config?.access;
  return access !== undefined && access !== 'public' && ACCESS_LEVELS.includes(access);
}

/** Refuses to register an API route that does not say who may call it: the server does not start. */
export function requireAccessDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const access = route.config?.access;
    if (access === undefined || !ACCESS_LEVELS.includes(access)) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `${methods} ${route.url} declares no access: add config: { access: ${ACCESS_LEVELS.map((level) => `'${level}'`).join(' | ')} } to its options`,
      );
    }
  });
}

/**
 * Enforces each route's declared access on every request: 401 without a valid session, 403 for a
 * role the route does not admit. The check is attached to each route that admits only logged-in
 * users, after the auth hook that resolves the caller (registerAuth, registered first); public
 * routes carry no hook at all.
 */
export function enforceAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined || !admitsOnlyUsers(route)) return;
    addRouteOnRequest(route, (request, _reply, done) => {
      const { auth } = request;
      if (auth.kind !== 'user') {
        done(
          new HttpError(
            401,
            auth.kind === 'invalid'
              ? 'Your session has expired. Please log in again.'
              : 'Please log in first.',
          ),
        );
        return;
      }
      if (!canAccess(access, auth.user.role)) {
        done(new HttpError(403, 'You do not have permission to do that.'));
        return;
      }
      done();
    });
  });
}
