import { onlyRoles, type PermissionContext, type PermissionRow } from '#tests/permission-table';

/** A feeding time of its own for each request to delete. */
async function freshFeedingTimeUrl(t: PermissionContext): Promise<string> {
  const owner = await t.app.db
    .selectFrom('users')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await t.app.db
    .insertInto('ludde_feeding_times')
    .values({ timestamp: new Date().toISOString(), comment: '', created_by: owner.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `/api/data_models/ludde_feeding_times/${row.id}`;
}

export const PERMISSION_ROWS: readonly PermissionRow[] = [
  {
    method: 'GET',
    url: '/api/data_models/ludde_feeding_times',
    expected: onlyRoles(['Family', 'Admin'], 200),
  },
  {
    method: 'POST',
    url: '/api/data_models/ludde_feeding_times',
    payload: () => ({ timestamp: '2026-11-21T08:30:00+01:00', comment: 'Dry food' }),
    expected: onlyRoles(['Family', 'Admin'], 200),
  },
  {
    method: 'DELETE',
    url: freshFeedingTimeUrl,
    route: '/api/data_models/ludde_feeding_times/:ID',
    expected: onlyRoles(['Family', 'Admin'], 200),
  },
];
