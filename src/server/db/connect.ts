import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresAdapter, SqliteDialect } from 'kysely';
import { CurrentSchemaPostgresDialect } from './postgres-dialect';
import type { DB } from './schema';

export type Database = Kysely<DB>;

const PG_INT8_OID = 20;

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * SQLite file under dataDir unless a PostgreSQL URL is given. Only the chosen driver is loaded, so
 * a SQLite server does not carry pg in memory, nor a PostgreSQL server better-sqlite3.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      // count(*) and bigint come back as strings by default; every number we store fits a double.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === PG_INT8_OID
            ? (value: string) => Number(value)
            : (pg.types.getTypeParser(oid, format ?? 'text') as (
                value: string,
              ) => unknown)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    return new Kysely<DB>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  }
  const { default: SQLite } = await import('better-sqlite3');
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'nook.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** True when the Kysely instance talks to PostgreSQL. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
