import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations } from '#server/db/all-migrations';
import { migrateToLatest } from '#server/db/migrate';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '#tests/test-app';
import { compiledQuery } from './compiled-query';
import { createDatabase, type Database } from './connect';

const rolesBetween = compiledQuery((db, range: { from: number; to: number }) =>
  db
    .selectFrom('roles')
    .select(['id', 'role_name'])
    .where('id', '>=', range.from)
    .where('id', '<=', range.to)
    .orderBy('id'),
);
const roleNamed = compiledQuery((db, values: { name: string }) =>
  db
    .selectFrom('roles')
    .select('id')
    .where('role_name', '=', values.name)
    .where('id', '>', 0)
    .limit(1),
);

describe.each(testDatabaseKinds())('a query compiled once (%s)', (kind) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = await createDatabase(database);
    await migrateToLatest(db, allMigrations());
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('answers each run with its own values, as the query built anew would', async () => {
    for (const range of [
      { from: 1, to: 2 },
      { from: 2, to: 4 },
      { from: 3, to: 3 },
      { from: 5, to: 1 },
    ]) {
      const built = await db
        .selectFrom('roles')
        .select(['id', 'role_name'])
        .where('id', '>=', range.from)
        .where('id', '<=', range.to)
        .orderBy('id')
        .execute();
      expect(await rolesBetween(db, range)).toEqual(built);
    }
    expect((await rolesBetween(db, { from: 1, to: 100 })).length).toBeGreaterThan(1);
  });

  it('keeps the constants of the query beside the values (here 0 and the limit)', async () => {
    const [admin] = await roleNamed(db, { name: 'Admin' });
    expect(admin?.id).toEqual(expect.any(Number));
    expect(await roleNamed(db, { name: 'Nobody' })).toEqual([]);
  });

  it('passes values as parameters, never as SQL', async () => {
    expect(await roleNamed(db, { name: "Admin' or '1'='1" })).toEqual([]);
  });

  it('refuses a run whose value is not a single value', async () => {
    const values = { from: 1, to: [2, 3] } as unknown as { from: number; to: number };
    await expect(rolesBetween(db, values)).rejects.toThrow(/"to" must be a string/);
    const missing = { from: 1 } as unknown as { from: number; to: number };
    await expect(rolesBetween(db, missing)).rejects.toThrow(/"to" must be a string/);
  });
});

describe('a query compiled once refuses a value that shapes it', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    db = await createDatabase(database);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('when a value chooses which query is built', async () => {
    const shaped = compiledQuery((db, values: { name: string | null }) => {
      const query = db.selectFrom('roles').select('id');
      return values.name === null ? query : query.where('id', '>', 0);
    });
    await expect(shaped(db, { name: 'Admin' })).rejects.toThrow(
      /"name" was read while the query was built but is none of its parameters/,
    );
  });

  it('when a value is computed with or written into the SQL', async () => {
    const computed = compiledQuery((db, values: { limit: number }) =>
      db
        .selectFrom('roles')
        .select('id')
        .limit(values.limit + 1),
    );
    await expect(computed(db, { limit: 1 })).rejects.toThrow(/"limit" was compared, printed/);
    const printed = compiledQuery((db, values: { name: string }) =>
      db.selectFrom('roles').select(sql.raw(`'${values.name}'`).as('name')),
    );
    await expect(printed(db, { name: 'Admin' })).rejects.toThrow(/"name" was compared, printed/);
  });
});
