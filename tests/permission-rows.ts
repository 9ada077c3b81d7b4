import { randomUUID } from 'node:crypto';
import { ADMIN_PERMISSION_ROWS } from '../src/apps/admin/server/admin.permissions';
import { LUDDE_PERMISSION_ROWS } from '../src/apps/ludde/server/ludde.permissions';
import { MESSAGE_BOARD_PERMISSION_ROWS } from '../src/apps/message-board/server/message-board.permissions';
import { WORD_WEAVER_PERMISSION_ROWS } from '../src/apps/word-weaver/server/word-weaver.permissions';
import { storeObject } from '../src/server/storage/object-store';
import type { TestApp } from './test-app';
import { makePng, uploadForm } from './upload-fixtures';

/**
 * The permission table: every API route with the status each kind of caller gets. Each app keeps
 * its rows in `src/apps/<id>/server/<id>.permissions.ts` and adds them to APP_PERMISSION_ROWS below;
 * src/server/permissions.test.ts runs them all and fails when a route exists that no row lists.
 */
export const IDENTITIES = ['anonymous', 'User', 'Family', 'Admin', 'expired', 'revoked'] as const;
export type Identity = (typeof IDENTITIES)[number];

export interface PermissionRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | ((t: TestApp) => Promise<string> | string);
  /** The route pattern as registered (e.g. `/api/data_models/users/:ID`), when url has parameters. */
  route?: string;
  /** A JSON body, made fresh for each request. */
  payload?: (t: TestApp) => Promise<object> | object;
  /** A raw body with its content type (multipart uploads), made fresh for each request. */
  rawBody?: (t: TestApp) => Promise<{ body: Buffer; contentType: string }>;
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

export const PLATFORM_PERMISSION_ROWS: PermissionRow[] = [
  { method: 'GET', url: '/api/health', expected: everyone(200) },
  { method: 'GET', url: '/health', expected: everyone(200) },
  {
    method: 'POST',
    url: '/api/login',
    payload: async (t) => {
      const user = await t.createUser('User');
      return { username: user.username, password: user.password };
    },
    expected: everyone(200),
  },
  { method: 'POST', url: '/api/logout', expected: loggedIn(204) },
  { method: 'GET', url: '/api/session', expected: loggedIn(200) },
  {
    method: 'POST',
    url: '/api/upload',
    rawBody: async () => uploadForm(makePng(), 'uploads/permission-check.png'),
    expected: loggedIn(200),
  },
  {
    method: 'GET',
    url: async (t) => {
      const stored = await storeObject(
        { db: t.app.db, storage: t.app.storage },
        {
          key: `assets/${randomUUID()}.png`,
          body: makePng(),
          contentType: 'image/png',
          ownerId: null,
        },
      );
      return `/api/fetch-object/${stored.etag}`;
    },
    route: '/api/fetch-object/:hash',
    expected: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/assets/quiz_success_sound',
    route: '/api/assets/:key',
    expected: everyone(200),
  },
];

/** Apps add their rows here, one line each. */
export const APP_PERMISSION_ROWS: PermissionRow[] = [
  ...ADMIN_PERMISSION_ROWS,
  ...MESSAGE_BOARD_PERMISSION_ROWS,
  ...LUDDE_PERMISSION_ROWS,
  ...WORD_WEAVER_PERMISSION_ROWS,
];
