import {
  everyone,
  loggedIn,
  type PermissionContext,
  type PermissionRow,
} from '#tests/permission-table';
import { insertAccountLink } from '#server-kit/auth/account-links.repository';

/** A new User's open reset link: its token, so that each request has a link of its own. */
async function freshLinkToken(t: PermissionContext): Promise<string> {
  const user = await t.createUser('User');
  const link = await insertAccountLink(
    t.app.db,
    { userId: user.id, purpose: 'reset', createdBy: null },
    new Date(),
  );
  return link.token;
}

export const PERMISSION_ROWS: readonly PermissionRow[] = [
  { method: 'GET', url: '/api/account', expected: loggedIn(200) },
  {
    // A new password too short: every signed-in caller reaches the check (and no throttle counts).
    method: 'PUT',
    url: '/api/account/password',
    payload: () => ({ current_password: 'whatever it is', new_password: 'short' }),
    expected: loggedIn(400),
  },
  { method: 'GET', url: '/api/account/sessions', expected: loggedIn(200) },
  {
    // A session nobody has: every signed-in caller is let through to the 404.
    method: 'DELETE',
    url: '/api/account/sessions/2147483647',
    route: '/api/account/sessions/:ID',
    expected: loggedIn(404),
  },
  { method: 'POST', url: '/api/account/sessions/sign-out-others', expected: loggedIn(200) },
  {
    // The link is the credential: whoever holds it, signed in or not.
    method: 'GET',
    url: async (t) => `/api/account-links/${await freshLinkToken(t)}`,
    route: '/api/account-links/:token',
    expected: everyone(200),
  },
  {
    method: 'POST',
    url: async (t) => `/api/account-links/${await freshLinkToken(t)}/password`,
    route: '/api/account-links/:token/password',
    payload: () => ({ new_password: 'a password from a link' }),
    expected: everyone(200),
  },
  {
    method: 'POST',
    url: async (t) => `/api/account-links/${await freshLinkToken(t)}/passkey/options`,
    route: '/api/account-links/:token/passkey/options',
    expected: everyone(200),
  },
  {
    // An answer that is not one: whoever holds the link reaches the check, signed in or not.
    method: 'POST',
    url: async (t) => `/api/account-links/${await freshLinkToken(t)}/passkey`,
    route: '/api/account-links/:token/passkey',
    payload: () => ({ response: { id: 'AAAA' } }),
    expected: everyone(400),
  },
  { method: 'GET', url: '/api/account/passkeys', expected: loggedIn(200) },
  { method: 'POST', url: '/api/account/passkeys/options', expected: loggedIn(200) },
  {
    // An answer that is not one: every signed-in caller reaches the check.
    method: 'POST',
    url: '/api/account/passkeys',
    payload: () => ({ response: { id: 'AAAA' } }),
    expected: loggedIn(400),
  },
  {
    // A passkey nobody has: every signed-in caller is let through to the 404.
    method: 'PATCH',
    url: '/api/account/passkeys/2147483647',
    route: '/api/account/passkeys/:ID',
    payload: () => ({ name: 'Phone' }),
    expected: loggedIn(404),
  },
  {
    method: 'DELETE',
    url: '/api/account/passkeys/2147483647',
    route: '/api/account/passkeys/:ID',
    expected: loggedIn(404),
  },
];
