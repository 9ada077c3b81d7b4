import { loggedIn, type PermissionRow } from '../../../../tests/permission-table';

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
];
