import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  SqliteDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type pg from 'pg';
import { CurrentSchemaPostgresDialect } from '#server/db/postgres-dialect';
import type { DB } from './schema';
import { StatementNames } from './statement-names';

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
    const connection = {
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      // count(*) and bigint come back as strings by default; every number we store fits a double.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === PG_INT8_OID
            ? (value: string) => Number(value)
            : (pg.types.getTypeParser(oid, format ?? 'text') as (
                value: string,
              ) => unknown)) as typeof pg.types.getTypeParser,
      },
    };
    const pool = new pg.Pool({ ...connection, max: 10 });
    // A client losing its connection must not crash the process: idle ones are the pool's to
    // report, every other is watched from the moment it exists (see watchConnection).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => watchConnection(client));
    return new Kysely<DB>({
      dialect: new CurrentSchemaPostgresDialect({ pool: discardingLostClients(pool) }),
    });
  }
  const { default: SQLite } = await import('better-sqlite3');
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'nook.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Most distinct statements kept prepared; the app has a few hundred queries at most. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The database as Kysely's SQLite driver sees it, with each SQL text prepared once and reused:
 * preparing costs more than running a small query. Kysely runs one query at a time on its single
 * connection, so a statement is never in use twice at once.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  // SQLite ends a transaction itself on some errors (SQLITE_FULL, an I/O error); Kysely's rollback
  // would then fail with "no transaction is active" and hide the error that matters.
  const rollback = sqlite.prepare('rollback');
  const rollbackIfOpen: SqliteStatement = {
    reader: false,
    all: () => [],
    run: () => (sqlite.inTransaction ? rollback.run() : { changes: 0, lastInsertRowid: 0 }),
    iterate: () => [][Symbol.iterator](),
  };
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      if (sql === 'rollback') return rollbackIfOpen;
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * The pool as Kysely's PostgreSQL driver sees it: the texts that `StatementNames` names run as
 * named statements, and each client is released with the error that ended its connection if one
 * did, so that pg discards it and the next request gets a new one.
 */
function discardingLostClients(pool: pg.Pool): PostgresPool {
  const names = new StatementNames();
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      const lost = watchConnection(client);
      // pg's client as Kysely types it: a cursor and an unnamed text pass through unchanged.
      const unnamed = client as unknown as PostgresPoolClient;
      function query<R>(
        sql: string,
        parameters: readonly unknown[],
      ): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(
        sqlOrCursor: string | PostgresCursor<R>,
        parameters: readonly unknown[] = [],
      ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        if (typeof sqlOrCursor !== 'string') return unnamed.query(sqlOrCursor);
        const name = names.nameFor(sqlOrCursor);
        if (name === undefined) return unnamed.query<R>(sqlOrCursor, parameters);
        return client.query({
          name,
          text: sqlOrCursor,
          values: [...parameters],
        }) as unknown as Promise<PostgresQueryResult<R>>;
      }
      return { query, release: () => client.release(lost.error) };
    },
  };
}

/** The error that ended a pool client's connection, once one has. */
interface ConnectionWatch {
  error: Error | undefined;
}

const connectionWatches = new WeakMap<pg.PoolClient, ConnectionWatch>();

/**
 * Listens for the end of a checked-out client's connection (PostgreSQL restarting, a terminated
 * backend, a reset): pg emits 'error' on the client, and with nobody listening Node would end the
 * process. The pool listens only while a client is idle, so every client is watched from its
 * creation on: even a connection ended in the same packet that made it ready (before the code that
 * asked for it runs) is covered. The query in flight fails on its own; the watch remembers the
 * error so that the client is discarded when it is released.
 */
function watchConnection(client: pg.PoolClient): ConnectionWatch {
  let watch = connectionWatches.get(client);
  if (watch === undefined) {
    const created: ConnectionWatch = { error: undefined };
    client.on('error', (error: Error) => {
      created.error ??= error;
    });
    connectionWatches.set(client, created);
    watch = created;
  }
  return watch;
}

/** True when the Kysely instance talks to PostgreSQL. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
