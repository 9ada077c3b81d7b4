import type { Database } from '../db/connect';
import {
  clearRateLimitEvents,
  recordRateLimitEvent,
  type RateLimit,
} from '../rate-limit.repository';

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
const LOGIN_FAILURE_LIMIT: RateLimit = {
  max: FAILURES_TO_LONGEST_LOCK,
  windowMs: LOGIN_FAILURE_MEMORY_MS,
};

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
    if (!latest) continue;
    const freeAt = new Date(latest.occurred_at).getTime() + loginLockMs(failures.length);
    if (freeAt <= now.getTime()) continue;
    retryAfter = Math.max(retryAfter, Math.ceil((freeAt - now.getTime()) / 1000));
  }
  return retryAfter;
}

/** Counts a failure against each scope and forgets those scopes' failures older than the memory. */
export function recordLoginFailure(
  db: Database,
  scopes: readonly string[],
  now: Date,
): Promise<void> {
  return recordRateLimitEvent(db, scopes, LOGIN_FAILURE_LIMIT, now);
}

export function clearLoginFailures(db: Database, scope: string): Promise<void> {
  return clearRateLimitEvents(db, scope);
}
