import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '#tests/test-app';
import { createDatabase, type Database } from './connect';
import { StatementNames } from './statement-names';

describe('statement names', () => {
  it('names a data statement from its second run on, always with the same name', () => {
    const names = new StatementNames();
    const text = 'select "id" from "users" where "id" = $1';
    expect(names.nameFor(text)).toBeUndefined();
    const name = names.nameFor(text);
    expect(name).toMatch(/^nook_\d+$/);
    expect(names.nameFor(text)).toBe(name);
  });

  it('gives each text a name of its own', () => {
    const names = new StatementNames();
    const texts = [
      'select 1 ',
      'insert into "a" values ($1)',
      'update "a" set "b" = $1',
      'delete from "a"',
      'with "x" as (select 1) select * from "x"',
    ];
    const named = texts.map((text) => {
      names.nameFor(text);
      return names.nameFor(text);
    });
    expect(named.every((name) => name !== undefined)).toBe(true);
    expect(new Set(named).size).toBe(texts.length);
  });

  it('never names a schema change or a transaction command', () => {
    const names = new StatementNames();
    for (const text of [
      'create table "a" ("b" integer)',
      'alter table "a" add column "c" text',
      'begin',
      'commit',
      'drop table "a"',
    ]) {
      names.nameFor(text);
      expect(names.nameFor(text)).toBeUndefined();
    }
  });

  it('names no more texts than its limit', () => {
    const names = new StatementNames(3);
    const named = Array.from({ length: 5 }, (_, index) => {
      const text = `select ${index} `;
      names.nameFor(text);
      return names.nameFor(text);
    });
    expect(named.filter((name) => name !== undefined)).toHaveLength(3);
    expect(names.nameFor('select 0 ')).toBe(named[0]);
  });
});

describeOnPostgres('named statements on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('keeps a repeated query prepared on its connection and answers it as before', async () => {
    database = await createTestDatabase('postgres');
    db = await createDatabase(database);
    const answers = await db.connection().execute(async (connection) => {
      const answers: number[] = [];
      for (const value of [1, 2, 3]) {
        const { rows } = await sql<{
          doubled: number;
        }>`select ${value}::integer * 2 as doubled`.execute(connection);
        answers.push(rows[0]?.doubled ?? NaN);
      }
      const { rows: prepared } = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements where name like 'nook_%'`.execute(connection);
      return { answers, prepared: prepared.map((row) => row.statement) };
    });
    expect(answers.answers).toEqual([2, 4, 6]);
    expect(answers.prepared).toContain('select $1::integer * 2 as doubled');
  });
});
