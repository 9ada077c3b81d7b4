import { randomBytes } from 'node:crypto';
import { insertAccountLink } from '#server-kit/auth/account-links.repository';
import {
  loggedIn,
  onlyRoles,
  type PermissionContext,
  type PermissionRow,
} from '#tests/permission-table';

const freshName = () => `perm_${randomBytes(5).toString('hex')}`;

const userBody = (password: string) => () => {
  const username = freshName();
  return { username, email: `${username}@example.com`, password, access_role: 'User', comment: '' };
};

/** A new User to edit or delete, so that each request has a target of its own. */
const freshUserUrl = async (t: PermissionContext) =>
  `/api/data_models/users/${(await t.createUser('User')).id}`;

export const PERMISSION_ROWS: readonly PermissionRow[] = [
  { method: 'GET', url: '/api/data_models/users', expected: loggedIn(200) },
  {
    method: 'POST',
    url: '/api/data_models/users',
    payload: userBody('a long enough password'),
    expected: onlyRoles(['Admin'], 201),
  },
  {
    method: 'PUT',
    url: freshUserUrl,
    route: '/api/data_models/users/:ID',
    payload: userBody(''),
    expected: onlyRoles(['Admin'], 200),
  },
  {
    method: 'DELETE',
    url: freshUserUrl,
    route: '/api/data_models/users/:ID',
    expected: onlyRoles(['Admin'], 200),
  },
  { method: 'GET', url: '/api/login-locks', expected: onlyRoles(['Admin'], 200) },
  {
    method: 'DELETE',
    url: async (t: PermissionContext) => `/api/login-locks/${(await t.createUser('User')).id}`,
    route: '/api/login-locks/:ID',
    expected: onlyRoles(['Admin'], 200),
  },
  { method: 'GET', url: '/api/address-locks', expected: onlyRoles(['Admin'], 200) },
  {
    method: 'DELETE',
    url: '/api/address-locks/192.0.2.44',
    route: '/api/address-locks/:address',
    expected: onlyRoles(['Admin'], 200),
  },
  { method: 'GET', url: '/api/data_models/roles', expected: onlyRoles(['Admin'], 200) },
  {
    method: 'POST',
    url: '/api/account-links/invitations',
    payload: () => {
      const username = freshName();
      return { username, email: `${username}@example.com`, access_role: 'User' };
    },
    expected: onlyRoles(['Admin'], 201),
  },
  {
    method: 'POST',
    url: '/api/account-links/resets',
    payload: async (t: PermissionContext) => ({ user_id: (await t.createUser('User')).id }),
    expected: onlyRoles(['Admin'], 201),
  },
  { method: 'GET', url: '/api/account-links', expected: onlyRoles(['Admin'], 200) },
  {
    // A link of a new User's, for the Admin to take back.
    method: 'DELETE',
    url: async (t: PermissionContext) => {
      const user = await t.createUser('User');
      const link = await insertAccountLink(
        t.app.db,
        { userId: user.id, purpose: 'reset', createdBy: null },
        new Date(),
      );
      return `/api/account-links/${link.id}`;
    },
    route: '/api/account-links/:ID',
    expected: onlyRoles(['Admin'], 204),
  },
  { method: 'GET', url: '/api/s3-assets', expected: onlyRoles(['Admin'], 200) },
];
