import { sql } from 'kysely';
import { type Database, isPostgres } from './connect';

/**
 * Holds the scopes (`upload:user:3`, `login-ip:…`) until the transaction ends, so that what it reads
 * about them stays true until it writes: a check and the write it guards become one step, on every
 * instance sharing the database. Call it first in the transaction.
 *
 * PostgreSQL: an advisory transaction lock per scope, taken in order so two transactions never wait
 * on each other. SQLite: the database's write lock, taken by a write that changes nothing before
 * anything is read (what BEGIN IMMEDIATE does): one writer at a time, other processes included;
 * within a process, the one connection is the transaction's until it ends.
 */
export async function lockScopes(trx: Database, scopes: readonly string[]): Promise<void> {
  if (isPostgres(trx)) {
    for (const scope of [...new Set(scopes)].sort()) {
      await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':' || ${scope}))`.execute(
        trx,
      );
    }
    return;
  }
  await sql`delete from rate_limit_events where 0`.execute(trx);
}

/** The tail of each scope's queue on SQLite, where one process holds the database file. */
const sqliteScopeQueues = new Map<string, Promise<void>>();

/**
 * Runs `work` while holding `scope`, for work that is slow or leaves the database (storage writes):
 * others holding the same scope wait, others do not. PostgreSQL: an advisory lock in a transaction
 * that `work` writes in, on every instance. SQLite: a queue in this process, which is the only one
 * serving its file, so the database's one writer is not held while `work` waits on storage;
 * `work` writes in a transaction of its own (`inTransaction`).
 */
export async function withScopeLock<T>(
  db: Database,
  scope: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      await lockScopes(trx, [scope]);
      return work(trx);
    });
  }
  const ahead = sqliteScopeQueues.get(scope) ?? Promise.resolve();
  let release: () => void = () => undefined;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = ahead.then(() => mine);
  sqliteScopeQueues.set(scope, tail);
  await ahead;
  try {
    return await work(db);
  } finally {
    release();
    if (sqliteScopeQueues.get(scope) === tail) sqliteScopeQueues.delete(scope);
  }
}

/** Runs `work` in a transaction: the one `db` already is, or a new one. */
export function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
