import type { FastifyInstance } from 'fastify';

/**
 * The permission table: every API route with the status each kind of caller gets. The platform's
 * rows are in tests/permission-rows.ts, each app's beside its tests in
 * `src/apps/<id>/server/<id>.permissions.test-rows.ts`; src/server/permissions.test.ts runs them
 * all, checks them against the routes' declared access, and fails when a route exists that no row
 * lists.
 */
export const IDENTITIES = ['anonymous', 'User', 'Family', 'Admin', 'expired', 'revoked'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** What a row may use to prepare its request: the running server and a way to add users. */
export interface PermissionContext {
  app: FastifyInstance;
  createUser: (role: string) => Promise<{ id: number; username: string; password: string }>;
}

export interface PermissionRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string | ((t: PermissionContext) => Promise<string> | string);
  /** The route pattern as registered (e.g. `/api/data_models/users/:ID`), when url has parameters. */
  route?: string;
  /** A JSON body, made fresh for each request. */
  payload?: (t: PermissionContext) => Promise<object> | object;
  /** A raw body with its content type (multipart uploads), made fresh for each request. */
  rawBody?: (t: PermissionContext) => Promise<{ body: Buffer; contentType: string }>;
  expected: Record<Identity, number>;
}

/** Every caller gets the same status. */
export function everyone(status: number): Record<Identity, number> {
  return {
    anonymous: status,
    User: status,
    Family: status,
    Admin: status,
    expired: status,
    revoked: status,
  };
}

/** Logged-in roles in `allowed` get `status`; other roles 403; anonymous, expired and revoked 401. */
export function onlyRoles(
  allowed: readonly ('User' | 'Family' | 'Admin')[],
  status: number,
): Record<Identity, number> {
  const forRole = (role: 'User' | 'Family' | 'Admin') => (allowed.includes(role) ? status : 403);
  return {
    anonymous: 401,
    User: forRole('User'),
    Family: forRole('Family'),
    Admin: forRole('Admin'),
    expired: 401,
    revoked: 401,
  };
}

/** Any logged-in role gets `status`. */
export function loggedIn(status: number): Record<Identity, number> {
  return onlyRoles(['User', 'Family', 'Admin'], status);
}
