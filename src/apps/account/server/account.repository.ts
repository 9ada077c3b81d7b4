import type { Database } from '#server-kit/db/connect';

/**
 * Sets a new password hash, only while the user still has the one that was checked: a password
 * changed meanwhile (another device, the Admin) is not overwritten. False when nothing changed.
 */
export async function replacePasswordHash(
  db: Database,
  userId: number,
  checkedHash: string,
  newHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: newHash, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .where('password_hash', '=', checkedHash)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
