import type { FastifyInstance } from 'fastify';
import { canAccess, type Access } from '../../shared/app-manifest';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (as in the app manifests); every API route must declare it. */
    access?: Access;
  }
}

export const ACCESS_LEVELS: readonly Access[] = ['public', 'member', 'family', 'admin'];

/** The API: everything under /api, and the health check's development alias. */
export function isApiUrl(url: string): boolean {
  return url === '/health' || url === '/api' || url.startsWith('/api/');
}

/** Refuses to register an API route that does not say who may call it: the server does not start. */
export function requireAccessDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isApiUrl(route.url)) return;
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
 * role the route does not admit. Registered after the auth hook, which has resolved the caller.
 */
export function enforceAccess(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') {
      done();
      return;
    }
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
}
