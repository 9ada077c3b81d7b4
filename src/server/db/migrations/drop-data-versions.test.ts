import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabases, insertUserRow } from '#tests/migration-databases';
import { testDatabaseKinds } from '#tests/test-app';
import { allMigrations } from '../all-migrations';
import { isPostgres, type Database } from '#server-kit/db/connect';
import { migrateToLatest, migrateUpTo } from '../migrate';

const BEFORE_THE_DROP = '2026-11-25-1400-idempotency-keys';
/** The tables whose changes raised a version, and which changes, as decision 018 had them. */
const VERSIONED = [
  { name: 'sessions', table: 'sessions', changes: ['update', 'delete'] },
  { name: 'sessions', table: 'users', changes: ['update', 'delete'] },
  { name: 'sessions', table: 'roles', changes: ['update', 'delete'] },
  { name: 'message_list', table: 'message', changes: ['insert', 'update', 'delete'] },
] as const;

/** What the migrations of decision 018 left in a database, made again as they made it. */
async function installDataVersions(db: Database): Promise<void> {
  await sql`create table data_versions (name varchar(64) primary key, version bigint not null)`.execute(
    db,
  );
  await sql`insert into data_versions (name, version) values ('sessions', 0), ('message_list', 0)`.execute(
    db,
  );
  if (isPostgres(db)) {
    await sql`
      create function data_version_raise() returns trigger language plpgsql as $$
      begin
        update data_versions set version = version + 1 where name = TG_ARGV[0];
        return null;
      end $$`.execute(db);
    await sql`
      create function data_version_notice() returns trigger language plpgsql as $$
      begin
        perform pg_notify('nook_data_versions', TG_TABLE_SCHEMA || ' ' || NEW.name || ' ' || NEW.version);
        return null;
      end $$`.execute(db);
    await sql`
      create trigger data_version_notice after insert or update on data_versions
      for each row execute function data_version_notice()`.execute(db);
    for (const { name, table, changes } of VERSIONED) {
      const events = [...changes, 'truncate'].join(' or ');
      await sql`
        create trigger ${sql.raw(`data_version_${name}_${table}`)}
        after ${sql.raw(events)} on ${sql.raw(table)}
        for each statement execute function data_version_raise(${sql.lit(name)})`.execute(db);
    }
    return;
  }
  for (const { name, table, changes } of VERSIONED) {
    for (const change of changes) {
      await sql`
        create trigger ${sql.raw(`data_version_${name}_${table}_${change}`)}
        after ${sql.raw(change)} on ${sql.raw(table)}
        begin
          update data_versions set version = version + 1 where name = ${sql.lit(name)};
        end`.execute(db);
    }
  }
}

async function versionObjects(db: Database): Promise<string[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string }>`
      select tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = current_schema()::regnamespace and tgname like 'data_version%'
      union all
      select proname from pg_proc
      where pronamespace = current_schema()::regnamespace and proname like 'data_version%'
      union all
      select tablename from pg_tables
      where schemaname = current_schema() and tablename = 'data_versions'`.execute(db);
    return rows.map((row) => row.name).sort();
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where name like 'data_version%'`.execute(db);
  return rows.map((row) => row.name).sort();
}

describe.each(testDatabaseKinds())('dropping the data versions on %s', (kind) => {
  const openDatabase = freshDatabases(kind);

  it('removes the table, triggers and functions a database kept since decision 018', async () => {
    const db = await openDatabase();
    await migrateUpTo(db, allMigrations(), BEFORE_THE_DROP);
    await installDataVersions(db);
    // The installed triggers work as they did: a post raises the board's version.
    const { roleId, userId } = await insertUserRow(db, 'poster', new Date().toISOString());
    const post = () =>
      db
        .insertInto('message')
        .values({ content: 'hi', sent_at: new Date().toISOString(), sender_id: userId })
        .execute();
    await post();
    const raised = await sql<{ version: number }>`
      select version from data_versions where name = 'message_list'`.execute(db);
    expect(Number(raised.rows[0]?.version)).toBe(1);
    expect((await versionObjects(db)).length).toBeGreaterThan(1);

    await migrateToLatest(db, allMigrations());
    expect(await versionObjects(db)).toEqual([]);
    // Every table that carried a trigger takes its changes without one.
    await post();
    await db.updateTable('message').set({ content: 'edited' }).execute();
    await db.deleteFrom('message').execute();
    await db.updateTable('users').set({ comment: 'changed' }).where('id', '=', userId).execute();
    await db.updateTable('roles').set({ role_name: 'User' }).where('id', '=', roleId).execute();
    await db.deleteFrom('sessions').execute();
  });

  it('changes nothing in a database made after it', async () => {
    const db = await openDatabase();
    await migrateToLatest(db, allMigrations());
    expect(await versionObjects(db)).toEqual([]);
  });
});
