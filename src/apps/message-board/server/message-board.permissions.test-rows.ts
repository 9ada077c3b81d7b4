import { loggedIn, type PermissionRow } from '../../../../tests/permission-table';

export const PERMISSION_ROWS: readonly PermissionRow[] = [
  { method: 'GET', url: '/api/data_models/message', expected: loggedIn(200) },
  {
    method: 'POST',
    url: '/api/data_models/message',
    payload: () => ({
      Content: 'Hello from the permission table',
      SentAt: new Date().toISOString(),
    }),
    expected: loggedIn(200),
  },
];
