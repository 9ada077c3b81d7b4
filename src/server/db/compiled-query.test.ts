import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../tests/test-app';
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

describe.each(testDatabaseKinds())('a query compiled once (%s)', (kind) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = await createDatabase(database);
    await migrateToLatest(db, PLATFORM_MIGRATIONS);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('answers each run with its own values, as the built query would', async () => {
    for (const range of [
      { from: 1, to: 2 },
      { from: 2, to: 4 },
      { from: 3, to: 3 },
      { from: 5, to: 1 },
    ]) {
      const expected = await db
        .selectFrom('roles')
        .select(['id', 'role_name'])
        .where('id', '>=', range.from)
        .where('id', '<=', range.to)
        .orderBy('id')
        .execute();
      expect(await rolesBetween(db, range)).toEqual(expected);
    }
  });

  it('keeps constants of the query beside the values (here the limit)', async () => {
    const [admin] = await roleNamed(db, { name: 'Admin' });
    expect(admin?.id).toEqual(expect.any(Number));
    expect(await roleNamed(db, { name: 'Nobody' })).toEqual([]);
  });

  it('passes values as parameters, never as SQL', async () => {
    expect(await roleNamed(db, { name: "Admin' or '1'='1" })).toEqual([]);
  });
});

describe.each(testDatabaseKinds().filter((kind) => kind === 'postgres'))(
  'a query compiled once on %s',
  (kind) => {
    let database: TestDatabase;
    let db: Database;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      db = await createDatabase(database);
      await migrateToLatest(db, PLATFORM_MIGRATIONS);
    });
    afterAll(async () => {
      await db.destroy();
      await database.drop();
    });

    it('runs as a statement PostgreSQL prepares once per connection; other queries do not', async () => {
      const compiledSql = db
        .selectFrom('roles')
        .select('id')
        .where('role_name', '=', 'Admin')
        .limit(1)
        .compile().sql;
      const ordinary = db.selectFrom('roles').select('role_name').where('id', '=', 1);
      // Run one after the other, so the pool hands out the same connection for each.
      await roleNamed(db, { name: 'Admin' });
      await roleNamed(db, { name: 'Family' });
      await ordinary.execute();
      const prepared = async (text: string) =>
        (
          await sql<{ n: number }>`
            select count(*)::int as n from pg_prepared_statements where statement = ${text}`.execute(
            db,
          )
        ).rows[0]?.n;
      expect(await prepared(compiledSql)).toBe(1);
      expect(await prepared(ordinary.compile().sql)).toBe(0);
    });
  },
);
