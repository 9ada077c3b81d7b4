import { sql, type Kysely } from 'kysely';
import { compiledQuery } from './compiled-query';
import { isPostgres, startVersionFeed, versionFeed, type Database } from './connect';
import { VERSION_CHANNEL } from './version-feed';

/**
 * Versions the database keeps beside data that servers keep answers of (decision 018): one row per
 * name in `data_versions`, raised by triggers in the same transaction as every change to the
 * tables it covers, whoever writes. A server that finds a version unchanged knows that the data
 * behind it is unchanged too, on every instance.
 */
export type DataVersions = Readonly<Record<string, number>>;

/** Sessions, users and roles: what decides who a token belongs to and with which role. */
export const SESSIONS_VERSION = 'sessions';

export type DataChange = 'insert' | 'update' | 'delete';

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  return name;
}

/** The table of versions and, on PostgreSQL, the trigger function that raises one. */
export async function createDataVersionsTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  if (isPostgres(db)) {
    await sql`
      create function data_version_raise() returns trigger language plpgsql as $$
      begin
        update data_versions set version = version + 1 where name = TG_ARGV[0];
        return null;
      end $$`.execute(db);
  }
}

export async function dropDataVersionsTable(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop function data_version_raise()`.execute(db);
  await db.schema.dropTable('data_versions').execute();
}

/**
 * On PostgreSQL, every raised or added version is announced on VERSION_CHANNEL when its
 * transaction commits, as `schema name version`, so that servers need not read the versions on
 * every request (decision 018). Nothing on SQLite, whose one file is read at once.
 */
export async function createDataVersionNotices(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function data_version_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(VERSION_CHANNEL)},
        TG_TABLE_SCHEMA || ' ' || NEW.name || ' ' || NEW.version);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger data_version_notice after insert or update on data_versions
    for each row execute function data_version_notice()`.execute(db);
}

export async function dropDataVersionNotices(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger data_version_notice on data_versions`.execute(db);
  await sql`drop function data_version_notice()`.execute(db);
}

function triggerName(name: string, table: string, change?: DataChange): string {
  return identifier(['data_version', name, table, change].filter(Boolean).join('_'));
}

/**
 * Adds the version `name`, raised by every `changes` to each of `tables`: a statement trigger per
 * table on PostgreSQL (a TRUNCATE counts as a delete), a row trigger per table and change on
 * SQLite.
 */
export async function addDataVersion(
  db: Kysely<unknown>,
  name: string,
  tables: readonly string[],
  changes: readonly DataChange[],
): Promise<void> {
  await sql`insert into data_versions (name, version) values (${identifier(name)}, 0)`.execute(db);
  for (const table of tables.map(identifier)) {
    if (isPostgres(db)) {
      const events = [...changes, ...(changes.includes('delete') ? ['truncate'] : [])];
      await sql`
        create trigger ${sql.raw(triggerName(name, table))}
        after ${sql.raw(events.join(' or '))} on ${sql.raw(table)}
        for each statement execute function data_version_raise(${sql.lit(name)})`.execute(db);
      continue;
    }
    for (const change of changes) {
      await sql`
        create trigger ${sql.raw(triggerName(name, table, change))}
        after ${sql.raw(change)} on ${sql.raw(table)}
        begin
          update data_versions set version = version + 1 where name = ${sql.lit(name)};
        end`.execute(db);
    }
  }
}

/** Removes what addDataVersion added. */
export async function dropDataVersion(
  db: Kysely<unknown>,
  name: string,
  tables: readonly string[],
  changes: readonly DataChange[],
): Promise<void> {
  for (const table of tables.map(identifier)) {
    const triggers = isPostgres(db)
      ? [`${triggerName(name, table)} on ${table}`]
      : changes.map((change) => triggerName(name, table, change));
    for (const trigger of triggers) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`delete from data_versions where name = ${identifier(name)}`.execute(db);
}

// Every logged-in request reads this (decision 018): compiled once, a handful of rows.
const allVersions = compiledQuery((db, _none: Record<string, never>) =>
  db.selectFrom('data_versions').select(['name', 'version']),
);

function toVersions(rows: readonly { name: string; version: number }[]) {
  const versions: Record<string, number> = {};
  for (const row of rows) versions[row.name] = Number(row.version);
  return versions;
}

async function readStoredVersions(db: Database): Promise<DataVersions> {
  return toVersions(await allVersions(db, {}));
}

/**
 * Every version the database keeps, as it is now: from PostgreSQL's notifications while the
 * server's feed of them is live, else read.
 */
export async function readDataVersions(db: Database): Promise<DataVersions> {
  return versionFeed(db)?.current() ?? readStoredVersions(db);
}

/**
 * On PostgreSQL, follows the versions through the database's notices from now on instead of
 * reading them per request (decision 018); once the migrations have run. Nothing on SQLite.
 */
export function followDataVersions(db: Database): void {
  startVersionFeed(db, () => readStoredVersions(db));
}

/**
 * The same at once, without a promise, where that is possible: SQLite outside a transaction, and
 * PostgreSQL while the feed is live; otherwise undefined, and the caller awaits
 * `readDataVersions`.
 */
export function readDataVersionsNow(db: Database): DataVersions | undefined {
  const pushed = versionFeed(db)?.current();
  if (pushed !== undefined) return pushed;
  const rows = allVersions.now(db, {});
  return rows === undefined ? undefined : toVersions(rows);
}
