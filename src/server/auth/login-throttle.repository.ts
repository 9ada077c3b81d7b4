import type { Database } from '../db/connect';
import { lockScopes } from '../db/scope-lock';

/** Failures per IP and per username that lock nothing; the lock starts with the next one. */
export const FREE_LOGIN_FAILURES = 4;
/** The lock after the fifth failure; it doubles with every further failure up to the longest. */
export const FIRST_LOGIN_LOCK_MS = 60 * 1000;
export const LONGEST_LOGIN_LOCK_MS = 60 * 60 * 1000;
/** How long a failure keeps counting towards the back-off. */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Enough failures to reach the longest lock; older ones cannot lengthen it. */
const FAILURES_TO_LONGEST_LOCK =
  FREE_LOGIN_FAILURES + 1 + Math.ceil(Math.log2(LONGEST_LOGIN_LOCK_MS / FIRST_LOGIN_LOCK_MS));

export function ipScope(ip: string): string {
  return `login-ip:${ip}`;
}

export function usernameScope(username: string): string {
  return `login-user:${username.toLowerCase()}`;
}

/**
 * How long a scope stays locked after its latest failure, given how many failures it has within the
 * memory: nothing for the first four, then 1 minute, 2, 4, … up to an hour.
 */
export function loginLockMs(failures: number): number {
  if (failures <= FREE_LOGIN_FAILURES) return 0;
  const doublings = failures - FREE_LOGIN_FAILURES - 1;
  return Math.min(FIRST_LOGIN_LOCK_MS * 2 ** doublings, LONGEST_LOGIN_LOCK_MS);
}

/** Seconds until every one of the scopes may try to log in again, or 0 when none is locked. */
export async function loginRetryAfterSeconds(
  db: Database,
  scopes: readonly string[],
  now: Date,
): Promise<number> {
  const memoryStart = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS).toISOString();
  let retryAfter = 0;
  for (const scope of scopes) {
    const failures = await db
      .selectFrom('rate_limit_events')
      .select('occurred_at')
      .where('scope', '=', scope)
      .where('occurred_at', '>', memoryStart)
      .orderBy('occurred_at', 'desc')
      .limit(FAILURES_TO_LONGEST_LOCK)
      .execute();
    const latest = failures[0];
    const lockMs = loginLockMs(failures.length);
    // A parallel attempt may have counted itself a moment after `now`: free failures lock nothing.
    if (!latest || lockMs === 0) continue;
    const freeAt = new Date(latest.occurred_at).getTime() + lockMs;
    if (freeAt <= now.getTime()) continue;
    retryAfter = Math.max(retryAfter, Math.ceil((freeAt - now.getTime()) / 1000));
  }
  return retryAfter;
}

/** A login attempt let through, counted as a failure until the password proves right. */
export interface ClaimedLoginAttempt {
  readonly retryAfter: 0;
  /** Its events, one per scope: forgotten when the login succeeds. */
  readonly eventIds: readonly number[];
}

/**
 * Lets a login attempt through unless one of the scopes is locked, and then counts it as a failure
 * before its password is checked, all at once: parallel attempts are throttled exactly as the same
 * number of sequential ones. The scopes are locked for the transaction (`lockScopes`), so no two
 * attempts read the same count. Returns the seconds to wait when a scope is locked.
 */
export function claimLoginAttempt(
  db: Database,
  scopes: readonly string[],
  now: Date,
): Promise<ClaimedLoginAttempt | { readonly retryAfter: number }> {
  return db.transaction().execute(async (trx) => {
    await lockScopes(trx, scopes);
    const retryAfter = await loginRetryAfterSeconds(trx, scopes, now);
    if (retryAfter > 0) return { retryAfter };
    const events = await trx
      .insertInto('rate_limit_events')
      .values(scopes.map((scope) => ({ scope, occurred_at: now.toISOString() })))
      .returning('id')
      .execute();
    const memoryStart = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS).toISOString();
    await trx
      .deleteFrom('rate_limit_events')
      .where('scope', 'in', [...scopes])
      .where('occurred_at', '<', memoryStart)
      .execute();
    return { retryAfter: 0, eventIds: events.map((event) => event.id) };
  });
}

/** A claimed attempt that the server could not finish: it does not count. */
export async function releaseLoginAttempt(
  db: Database,
  attempt: ClaimedLoginAttempt,
): Promise<void> {
  await db
    .deleteFrom('rate_limit_events')
    .where('id', 'in', [...attempt.eventIds])
    .execute();
}

/** A claimed attempt whose password was right: its events, and the username's failures, are forgotten. */
export async function forgetLoginAttempt(
  db: Database,
  attempt: ClaimedLoginAttempt,
  username: string,
): Promise<void> {
  await db
    .deleteFrom('rate_limit_events')
    .where((eb) =>
      eb.or([eb('id', 'in', [...attempt.eventIds]), eb('scope', '=', usernameScope(username))]),
    )
    .execute();
}

/** A username whose failed logins lock it now, and for how many more seconds. */
export interface LoginLock {
  /** As the failures counted it: lower case. */
  readonly username: string;
  readonly retryAfter: number;
}

/** Every username locked now by its failed logins. */
export async function listLoginLocks(db: Database, now: Date): Promise<LoginLock[]> {
  const memoryStart = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS).toISOString();
  const scopes = await db
    .selectFrom('rate_limit_events')
    .select('scope')
    .distinct()
    .where('scope', 'like', `${usernameScope('')}%`)
    .where('occurred_at', '>', memoryStart)
    .execute();
  const locks: LoginLock[] = [];
  for (const { scope } of scopes) {
    const retryAfter = await loginRetryAfterSeconds(db, [scope], now);
    if (retryAfter > 0) {
      locks.push({ username: scope.slice(usernameScope('').length), retryAfter });
    }
  }
  return locks.sort((a, b) => a.username.localeCompare(b.username));
}

/**
 * Lifts a username's lock (an Admin's decision): forgets its failures, and the same attempts'
 * failures against their addresses, which were counted at the same instants; an address's other
 * failures stay counted.
 */
export async function liftLoginLock(db: Database, username: string): Promise<void> {
  const scope = usernameScope(username);
  await db.transaction().execute(async (trx) => {
    const times = trx
      .selectFrom('rate_limit_events')
      .select('occurred_at')
      .where('scope', '=', scope);
    await trx
      .deleteFrom('rate_limit_events')
      .where('scope', 'like', `${ipScope('')}%`)
      .where('occurred_at', 'in', times)
      .execute();
    await trx.deleteFrom('rate_limit_events').where('scope', '=', scope).execute();
  });
}
