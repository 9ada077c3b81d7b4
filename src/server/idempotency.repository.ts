import type { Database } from './kit/db/connect';

/** How long a key is kept: at least a day, as promised to clients (decision 020), and a day more. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** A first request that left its key unanswered this long (a crash) no longer holds it. */
export const IDEMPOTENCY_STALE_CLAIM_MS = 60 * 1000;

export interface IdempotentRequest {
  userId: number;
  key: string;
  route: string;
  requestHash: string;
}

/** What became of a claim on a key: ours now, answered before, or held by a request still running. */
export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'answered'; status: number; response: string; sameRequest: boolean }
  | { kind: 'running'; sameRequest: boolean };

/**
 * Claims `request.key` for this request, unless a request with it came first. A claim left
 * unanswered for IDEMPOTENCY_STALE_CLAIM_MS is taken over.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: IdempotentRequest,
  now: Date,
): Promise<IdempotencyClaim> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: request.userId,
      key: request.key,
      route: request.route,
      request_hash: request.requestHash,
      status: null,
      response: null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: 'claimed' };

  const existing = await db
    .selectFrom('idempotency_keys')
    .select(['route', 'request_hash', 'status', 'response', 'created_at'])
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .executeTakeFirst();
  if (existing === undefined) return claimIdempotencyKey(db, request, now);
  const sameRequest =
    existing.route === request.route && existing.request_hash === request.requestHash;
  if (existing.status !== null && existing.response !== null) {
    return { kind: 'answered', status: existing.status, response: existing.response, sameRequest };
  }
  const staleBefore = new Date(now.getTime() - IDEMPOTENCY_STALE_CLAIM_MS).toISOString();
  if (sameRequest && existing.created_at < staleBefore) {
    const taken = await db
      .updateTable('idempotency_keys')
      .set({ created_at: now.toISOString() })
      .where('user_id', '=', request.userId)
      .where('key', '=', request.key)
      .where('status', 'is', null)
      .where('created_at', '=', existing.created_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { kind: 'claimed' };
  }
  return { kind: 'running', sameRequest };
}

/** Keeps the first answer to a claimed key. */
export async function storeIdempotentAnswer(
  db: Database,
  request: Pick<IdempotentRequest, 'userId' | 'key'>,
  status: number,
  response: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status, response })
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .execute();
}

/** Gives a claimed key back when its request stored nothing, so a retry runs again. */
export async function releaseIdempotencyKey(
  db: Database,
  request: Pick<IdempotentRequest, 'userId' | 'key'>,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .where('status', 'is', null)
    .execute();
}

/** Forgets keys older than IDEMPOTENCY_KEY_LIFETIME_MS. */
export async function forgetOldIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString();
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
