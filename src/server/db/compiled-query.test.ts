import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
  type TestDatabaseKind,
} from '../../../tests/test-app';
import { compiledQuery } from './compiled-query';
import { createDatabase, type Database } from './connect';
import { migrateToLatest } from './migrate';
import { PLATFORM_MIGRATIONS } from './migrations/index';

const rolesBetween = compiledQuery((db, range: { from: number; to: number }) =>
  db
    .selectFrom('roles')
    .select(['id', 'role_name'])
    .where('id', '>=', range.from)
    .where('id', '<=', range.to)
    .orderBy('id'),
);
const roleNamed = compiledQuery((db, values: { name: string }) =>
  db.selectFrom('roles').select('id').where('role_name', '=', values.name).limit(1),
);

/** A migrated database of `kind` for the enclosing describe; read `.db` inside tests. */
function useMigratedDatabase(kind: TestDatabaseKind): { db: Database } {
  const current = {} as { db: Database };
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    current.db = await createDatabase(database);
    await migrateToLatest(current.db, PLATFORM_MIGRATIONS);
  });
  afterAll(async () => {
    await current.db.destroy();
    await database.drop();
  });
  return current;
}

describe.each(testDatabaseKinds())('a query compiled once (%s)', (kind) => {
  const database = useMigratedDatabase(kind);

  it('answers each run with its own values, as the built query would', async () => {
    for (const range of [
      { from: 1, to: 2 },
      { from: 2, to: 4 },
      { from: 3, to: 3 },
      { from: 5, to: 1 },
    ]) {
      const expected = await database.db
        .selectFrom('roles')
        .select(['id', 'role_name'])
        .where('id', '>=', range.from)
        .where('id', '<=', range.to)
        .orderBy('id')
        .execute();
      expect(await rolesBetween(database.db, range)).toEqual(expected);
    }
  });

  it('keeps constants of the query beside the values (here the limit)', async () => {
    const [admin] = await roleNamed(database.db, { name: 'Admin' });
    expect(admin?.id).toEqual(expect.any(Number));
    expect(await roleNamed(database.db, { name: 'Nobody' })).toEqual([]);
  });

  it('passes values as parameters, never as SQL', async () => {
    expect(await roleNamed(database.db, { name: "Admin' or '1'='1" })).toEqual([]);
  });
});

describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))(
  'a query compiled once on %s',
  (kind) => {
    const database = useMigratedDatabase(kind);

    it('runs as a statement PostgreSQL prepares once per connection; other queries do not', async () => {
      const compiledSql = database.db
        .selectFrom('roles')
        .select('id')
        .where('role_name', '=', 'Admin')
        .limit(1)
        .compile().sql;
      const ordinary = database.db.selectFrom('roles').select('role_name').where('id', '=', 1);
      // Run one after the other, so the pool hands out the same connection for each.
      await roleNamed(database.db, { name: 'Admin' });
      await roleNamed(database.db, { name: 'Family' });
      await ordinary.execute();
      const prepared = async (text: string) =>
        (
          await sql<{ n: number }>`
            select count(*)::int as n from pg_prepared_statements where statement = ${text}`.execute(
            database.db,
          )
        ).rows[0]?.n;
      expect(await prepared(compiledSql)).toBe(1);
      expect(await prepared(ordinary.compile().sql)).toBe(0);
    });
  },
);
