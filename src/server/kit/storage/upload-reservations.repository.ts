import type { Database } from '../db/connect';
import { lockScopes } from '../db/scope-lock';

/**
 * Bytes a user's uploads hold: those stored (the objects table) and those in flight (live
 * reservations). A name is counted once, at its largest: while a file is being replaced, the old
 * bytes are still stored and the new ones on their way.
 */
export async function bytesHeldBy(db: Database, userId: number, now: Date): Promise<number> {
  const held = db
    .selectFrom('objects')
    .select(['key', 'size'])
    .where('owner_id', '=', userId)
    .unionAll(
      db
        .selectFrom('upload_reservations')
        .select(['key', 'bytes as size'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now.toISOString()),
    );
  const row = await db
    .selectFrom(
      db
        .selectFrom(held.as('held'))
        .select((eb) => ['held.key', eb.fn.max('held.size').as('size')])
        .groupBy('held.key')
        .as('per_key'),
    )
    .select((eb) => eb.fn.sum<number | string | null>('per_key.size').as('used'))
    .executeTakeFirst();
  // PostgreSQL sums integers as bigint, which arrives as text.
  return Number(row?.used ?? 0);
}

/** The most a name holds now: its stored bytes or a live reservation for it, whichever is larger. */
async function bytesHeldAt(db: Database, userId: number, key: string, now: Date): Promise<number> {
  const stored = await db
    .selectFrom('objects')
    .select('size')
    .where('key', '=', key)
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  const reserved = await db
    .selectFrom('upload_reservations')
    .select((eb) => eb.fn.max('bytes').as('bytes'))
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Math.max(stored?.size ?? 0, Number(reserved?.bytes ?? 0));
}

export interface UploadReservationRequest {
  userId: number;
  /** Where the upload will be stored. */
  key: string;
  bytes: number;
  quota: number;
  now: Date;
  /** How long the reservation counts if nothing releases it (a crash). */
  holdMs: number;
}

/**
 * Counts an upload's bytes against its uploader's quota until it is stored or refused, if they fit
 * beside what the user's uploads hold, as one step: the user's quota is locked for the transaction
 * (`lockScopes`), so parallel uploads are judged exactly as uploads in turn, on every instance.
 * Forgets the user's expired reservations. Returns the reservation's id, or what the uploads hold
 * when these bytes would pass the quota.
 */
export function reserveUploadBytes(
  db: Database,
  request: UploadReservationRequest,
): Promise<{ reservationId: number } | { used: number }> {
  const { userId, key, bytes, quota, now } = request;
  return db.transaction().execute(async (trx) => {
    await lockScopes(trx, [`upload-quota:user:${userId}`]);
    await trx
      .deleteFrom('upload_reservations')
      .where('user_id', '=', userId)
      .where('expires_at', '<=', now.toISOString())
      .execute();
    const used = await bytesHeldBy(trx, userId, now);
    const atKey = await bytesHeldAt(trx, userId, key, now);
    // A file that replaces one of the same name frees that one's bytes once it is stored.
    if (used - atKey + Math.max(atKey, bytes) > quota) return { used };
    const { id } = await trx
      .insertInto('upload_reservations')
      .values({
        user_id: userId,
        key,
        bytes,
        expires_at: new Date(now.getTime() + request.holdMs).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { reservationId: id };
  });
}

/** The upload was stored, refused or failed: its bytes no longer count as in flight. */
export async function releaseUploadReservation(db: Database, reservationId: number): Promise<void> {
  await db.deleteFrom('upload_reservations').where('id', '=', reservationId).execute();
}
