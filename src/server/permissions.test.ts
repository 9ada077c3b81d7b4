import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_PERMISSION_ROWS } from '#tests/permission-rows';
import {
  everyone,
  IDENTITIES,
  loggedIn,
  onlyRoles,
  type Identity,
  type PermissionRow,
} from '#tests/permission-table';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import type { Access } from '../shared/app-manifest';

/** Each app's rows, kept beside its tests so that none of them ships. */
const APP_PERMISSION_ROWS = Object.values(
  import.meta.glob<readonly PermissionRow[]>('../apps/*/server/*.permissions.test-rows.ts', {
    eager: true,
    import: 'PERMISSION_ROWS',
  }),
).flat();

const ROWS = [...PLATFORM_PERMISSION_ROWS, ...APP_PERMISSION_ROWS];

const routeOf = (row: PermissionRow) =>
  row.route ?? (typeof row.url === 'string' ? row.url.split('?')[0] : '');

/** The statuses a declared access level gives each caller, for a route that answers `status`. */
function statusesFor(access: Access, status: number): Record<Identity, number> {
  switch (access) {
    case 'public':
      return everyone(status);
    case 'member':
      return loggedIn(status);
    case 'family':
      return onlyRoles(['Family', 'Admin'], status);
    case 'admin':
      return onlyRoles(['Admin'], status);
  }
}

describe.each(testDatabaseKinds())('permissions on %s', (kind) => {
  let t: TestApp;
  const userIds: Partial<Record<Identity, number>> = {};

  beforeAll(async () => {
    t = await buildTestApp(kind);
    for (const role of ['User', 'Family', 'Admin'] as const) {
      userIds[role] = (await t.createUser(role)).id;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh session per request, so that a logout in one row cannot affect another. */
  async function headersFor(identity: Identity): Promise<Record<string, string>> {
    if (identity === 'anonymous') return {};
    const userId = userIds[identity === 'expired' || identity === 'revoked' ? 'User' : identity];
    if (userId === undefined) throw new Error(`no user for ${identity}`);
    const state = identity === 'expired' || identity === 'revoked' ? identity : 'valid';
    return bearer(await t.issueToken(userId, state));
  }

  for (const row of ROWS) {
    const label = row.route ?? (typeof row.url === 'string' ? row.url : '(dynamic url)');
    for (const identity of IDENTITIES) {
      it(`${row.method} ${label} as ${identity} → ${row.expected[identity]}`, async () => {
        const url = typeof row.url === 'string' ? row.url : await row.url(t);
        const headers = await headersFor(identity);
        const payload = row.payload ? await row.payload(t) : undefined;
        const raw = row.rawBody ? await row.rawBody(t) : undefined;
        const response = await t.app.inject({
          method: row.method,
          url,
          headers: raw ? { ...headers, 'content-type': raw.contentType } : headers,
          ...(raw ? { payload: raw.body } : payload ? { payload } : {}),
        });
        expect(response.statusCode, response.body).toBe(row.expected[identity]);
        if (response.statusCode >= 400) {
          expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
        }
      });
    }
  }

  it('expects of each route what its declared access says', () => {
    const mismatches = ROWS.flatMap((row) => {
      const route = t.app.registeredRoutes.find(
        (registered) => registered.method === row.method && registered.url === routeOf(row),
      );
      if (!route?.access) return [`${row.method} ${routeOf(row)}: no declared access`];
      const declared = statusesFor(route.access, row.expected.Admin);
      return JSON.stringify(declared) === JSON.stringify(row.expected)
        ? []
        : [
            `${row.method} ${routeOf(row)}: declared ${route.access}, table ${JSON.stringify(row.expected)}`,
          ];
    });
    expect(mismatches).toEqual([]);
  });

  it('lists every route the server has', () => {
    const listed = new Set(
      ROWS.map(
        (row) => `${row.method} ${row.route ?? (typeof row.url === 'string' ? row.url : '')}`,
      ),
    );
    const missing = t.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
      .filter((route) => route.url.startsWith('/api') || route.url === '/health')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !listed.has(route));
    expect(missing).toEqual([]);
  });
});
