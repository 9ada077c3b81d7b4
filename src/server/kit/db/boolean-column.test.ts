import type { Generated } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabases } from '#tests/migration-databases';
import { testDatabaseKinds } from '#tests/test-app';
import { type BooleanColumn, booleanValue, readBoolean } from './boolean-column';

interface ChoresTable {
  id: Generated<number>;
  name: string;
  done: BooleanColumn;
}

describe('readBoolean', () => {
  it('reads SQLite’s 1 and 0 and PostgreSQL’s true and false', () => {
    expect([readBoolean(1), readBoolean(true)]).toEqual([true, true]);
    expect([readBoolean(0), readBoolean(false)]).toEqual([false, false]);
  });
});

/** A fresh table of chores, each done or not, in a database `openDatabase` opens. */
async function choresTable(openDatabase: ReturnType<typeof freshDatabases>) {
  const db = await openDatabase();
  const chores = db.withTables<{ chores: ChoresTable }>();
  await chores.schema
    .createTable('chores')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'varchar(40)', (col) => col.notNull())
    .addColumn('done', 'boolean', (col) => col.notNull())
    .execute();
  return chores;
}

describe.each(testDatabaseKinds())('a boolean column on %s', (kind) => {
  const openDatabase = freshDatabases(kind);

  it('stores both values, finds rows by them and reads them back as booleans', async () => {
    const chores = await choresTable(openDatabase);
    await chores
      .insertInto('chores')
      .values([
        { id: 1, name: 'dishes', done: booleanValue(true) },
        { id: 2, name: 'laundry', done: booleanValue(false) },
      ])
      .execute();
    await chores
      .updateTable('chores')
      .set({ done: booleanValue(true) })
      .where('id', '=', 2)
      .execute();
    await chores
      .insertInto('chores')
      .values({ id: 3, name: 'bins', done: booleanValue(false) })
      .execute();

    const rows = await chores.selectFrom('chores').select(['name', 'done']).orderBy('id').execute();
    // What each driver hands back: the reason for readBoolean.
    expect(rows.map((row) => row.done)).toEqual(
      kind === 'sqlite' ? [1, 1, 0] : [true, true, false],
    );
    expect(rows.map((row) => readBoolean(row.done))).toEqual([true, true, false]);

    const done = await chores
      .selectFrom('chores')
      .select('name')
      .where('done', '=', booleanValue(true))
      .orderBy('id')
      .execute();
    expect(done.map((row) => row.name)).toEqual(['dishes', 'laundry']);
  });
});

describe('a bare boolean on SQLite', () => {
  const openDatabase = freshDatabases('sqlite');

  it('is refused by the driver, which binds no booleans: the reason for booleanValue', async () => {
    const chores = await choresTable(openDatabase);
    await expect(
      chores
        .insertInto('chores')
        // @ts-expect-error a bare boolean is what BooleanColumn refuses, for this reason
        .values({ id: 1, name: 'dishes', done: true })
        .execute(),
    ).rejects.toThrow(/bind/);
  });
});
