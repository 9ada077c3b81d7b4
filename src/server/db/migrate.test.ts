import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds } from '#tests/test-app';
import { allMigrations } from './all-migrations';
import { migrateToLatest } from './migrate';

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  it('give two installations side by side (PostgreSQL: neighbouring schemas) each its own history', async () => {
    const first = await buildTestApp(kind);
    // On PostgreSQL the second starts while the first's schema, with its bookkeeping tables, exists.
    const second = await buildTestApp(kind);
    try {
      const expected = Object.keys(allMigrations()).sort();
      for (const t of [first, second]) {
        const { rows } = await sql<{
          name: string;
        }>`select name from kysely_migration order by name`.execute(t.app.db);
        expect(rows.map((row) => row.name)).toEqual(expected);
        // Running them again is a no-op, and the installation still works.
        await migrateToLatest(t.app.db, allMigrations());
        const { rows: again } = await sql<{ count: number | string }>`
          select count(*) as count from kysely_migration`.execute(t.app.db);
        expect(Number(again[0]?.count)).toBe(expected.length);
        // Introspection sees this installation's tables once each, whatever lives beside it.
        const tables = await t.app.db.introspection.getTables();
        const names = tables.map((table) => table.name);
        expect(new Set(names).size).toBe(names.length);
        expect(names).toEqual(expect.arrayContaining(['roles', 'users', 'sessions']));
        expect(names).not.toContain('kysely_migration');
        const users = tables.find((table) => table.name === 'users');
        expect(users?.columns.map((column) => column.name)).toEqual(
          expect.arrayContaining(['id', 'username']),
        );
        const withKysely = await t.app.db.introspection.getTables({
          withInternalKyselyTables: true,
        });
        expect(withKysely.map((table) => table.name)).toContain('kysely_migration');

        const created = await t.createUser('User');
        expect(await t.login(created.username, created.password)).toMatch(/^[\w-]{43}$/);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });
});
