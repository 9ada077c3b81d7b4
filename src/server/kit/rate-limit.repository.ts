import type { Database } from './db/connect';
import { lockScopes } from './db/scope-lock';

/** At most `max` events per scope inside any window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Seconds until every one of the scopes is under its limit again, or 0 when none is over it. The
 * events live in the database so that every instance behind a load balancer counts the same ones.
 */
export async function retryAfterSeconds(
  db: Database,
  scopes: readonly string[],
  limit: RateLimit,
  now: Date,
): Promise<number> {
  const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
  let retryAfter = 0;
  for (const scope of scopes) {
    const events = await db
      .selectFrom('rate_limit_events')
      .select('occurred_at')
      .where('scope', '=', scope)
      .where('occurred_at', '>', windowStart)
      .orderBy('occurred_at', 'desc')
      .limit(limit.max)
      .execute();
    const oldest = events[limit.max - 1];
    if (!oldest) continue;
    // The scope is free again when the oldest of its last `max` events leaves the window.
    const freeAt = new Date(oldest.occurred_at).getTime() + limit.windowMs;
    retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
  return retryAfter;
}

/**
 * Counts one event for each scope unless one of them is over its limit, as one step: the scopes are
 * locked for the transaction (`lockScopes`), so N parallel calls are let through exactly as N in
 * turn, on every instance. Forgets those scopes' events older than the window. Returns 0 when the
 * event was counted, else the seconds until the scopes are under the limit again.
 */
export function claimRateLimitEvent(
  db: Database,
  scopes: readonly string[],
  limit: RateLimit,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockScopes(trx, scopes);
    const retryAfter = await retryAfterSeconds(trx, scopes, limit, now);
    if (retryAfter > 0) return retryAfter;
    await trx
      .insertInto('rate_limit_events')
      .values(scopes.map((scope) => ({ scope, occurred_at: now.toISOString() })))
      .execute();
    const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
    await trx
      .deleteFrom('rate_limit_events')
      .where('scope', 'in', [...scopes])
      .where('occurred_at', '<', windowStart)
      .execute();
    return 0;
  });
}
