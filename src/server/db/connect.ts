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
  type CompiledQuery,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import type pg from 'pg';
import { CurrentSchemaPostgresDialect } from './postgres-dialect';
import { preparedStatementName } from './prepared-statements';
import type { DB } from './schema';
import { VERSION_CHANNEL, VersionFeed, type VersionFeedOptions } from './version-feed';

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
    const writes: WriteObserver = { afterWrite: () => undefined };
    const db = new Kysely<DB>({
      dialect: new CurrentSchemaPostgresDialect({ pool: withNamedStatements(pool, writes) }),
    });
    feedStarters.set(db, (read) => {
      const feed = new VersionFeed({
        async connect() {
          const client = new pg.Client(connection);
          // Until the feed has its listeners on it, a lost connection must not crash the process.
          client.on('error', () => undefined);
          await client.connect();
          return client;
        },
        read,
        async announce(payload) {
          await pool.query('select pg_notify($1, $2)', [VERSION_CHANNEL, payload]);
        },
      });
      writes.afterWrite = () => feed.invalidate();
      writes.close = () => feed.close();
      return feed;
    });
    return db;
  }
  const { default: SQLite } = await import('better-sqlite3');
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'nook.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const database = withStatementCache(sqlite);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database }) });
  sqliteReaders.set(db, (query) => {
    // Inside an open transaction a read would see its uncommitted writes: wait for Kysely instead.
    if (sqlite.inTransaction) return undefined;
    return database.prepare(query.sql).all(query.parameters) as never[];
  });
  return db;
}

/** Told by the PostgreSQL pool when a statement that may have written has ended. */
interface WriteObserver {
  afterWrite: () => void;
  close?: () => Promise<void>;
}

type FeedStarter = (read: VersionFeedOptions['read']) => VersionFeed;

const feedStarters = new WeakMap<Database, FeedStarter>();
const versionFeeds = new WeakMap<Database, VersionFeed>();

/**
 * Starts following the data versions of a PostgreSQL database through its notifications (decision
 * 018), reading them with `read` when it must; does nothing on SQLite, which is read at once
 * anyway. See `followDataVersions`.
 */
export function startVersionFeed(db: Database, read: VersionFeedOptions['read']): void {
  if (versionFeeds.has(db)) return;
  const start = feedStarters.get(db);
  if (start) versionFeeds.set(db, start(read));
}

/** The version feed of a server's own PostgreSQL database, once started; undefined elsewhere. */
export function versionFeed(db: Database): VersionFeed | undefined {
  return versionFeeds.get(db);
}

/** Runs a read on a SQLite database's connection at once, or says it cannot (undefined). */
type SqliteReader = <Row>(query: CompiledQuery<Row>) => Row[] | undefined;

const sqliteReaders = new WeakMap<Database, SqliteReader>();

/**
 * The rows of a read, at once, without a promise: on SQLite, whose driver runs every statement
 * synchronously, when no transaction is open on the connection; otherwise (PostgreSQL, a
 * transaction's handle, a transaction open on the connection) undefined, and the caller runs the
 * query through Kysely as usual. Only for the hottest reads (decision 018): a logged-in request
 * then needs no tick of the event loop to know its caller.
 */
export function readNow<Row>(db: Database, query: CompiledQuery<Row>): Row[] | undefined {
  return sqliteReaders.get(db)?.(query);
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

/** A plain read, which cannot change a data version; anything else may have written. */
const PLAIN_READ = /^\s*select\s/iu;

/**
 * The pool as Kysely's PostgreSQL driver sees it, running the SQL texts registered with
 * `keepPrepared` as named statements: each connection parses and plans them once, and later runs
 * send only the values. Every statement that is not a plain read (writes, and a transaction's
 * commit or rollback) tells `writes` when it has ended, whether it succeeded or not.
 */
function withNamedStatements(pool: pg.Pool, writes: WriteObserver): PostgresPool {
  return {
    async end() {
      await writes.close?.();
      await pool.end();
    },
    async connect() {
      const client = await pool.connect();
      const lost = watchConnection(client);
      // pg's client as Kysely types it: the calls that need no name pass through unchanged.
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
        const name = preparedStatementName(sqlOrCursor);
        const result =
          name === undefined
            ? unnamed.query<R>(sqlOrCursor, parameters)
            : (client.query({
                name,
                text: sqlOrCursor,
                values: [...parameters],
              }) as unknown as Promise<PostgresQueryResult<R>>);
        if (PLAIN_READ.test(sqlOrCursor)) return result;
        return result.finally(() => writes.afterWrite());
      }
      // A client whose connection died is discarded, so the next request gets a new one.
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
