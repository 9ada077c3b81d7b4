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
