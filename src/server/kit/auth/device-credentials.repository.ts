import { createHash } from 'node:crypto';
import type { Database } from '../db/connect';
import { generateToken, hashToken } from './tokens';
import type { UserWithRole } from './users.repository';

/** Failed logins a trusted device may make; the last spends its credential (a success renews it). */
export const DEVICE_ATTEMPT_BUDGET = 5;
/** How long a device stays trusted without logging in; every login with it issues a new one. */
export const DEVICE_CREDENTIAL_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** Trusted devices per account; a new login beyond this forgets the oldest. */
export const MAX_DEVICE_CREDENTIALS = 5;

/**
 * What a device credential is bound to besides its user: the role and the password hash (which has
 * its own salt), so a password or role change ends every credential however it was made.
 */
export function userStamp(user: Pick<UserWithRole, 'role' | 'passwordHash'>): string {
  return createHash('sha256').update(`${user.role}\n${user.passwordHash}`).digest('hex');
}

/**
 * The id of the device credential `token` when it makes this client a trusted device for `user`.
 * Undefined when the credential is unknown, belongs to another account, has expired or no longer
 * matches the user's password and role; expired and outdated credentials are removed, another
 * account's is left alone. Its budget is counted by the login throttle (`newDeviceLoginAttempt`),
 * like every other login attempt.
 */
export async function findTrustedDevice(
  db: Database,
  token: string,
  user: UserWithRole,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('device_credentials')
    .select(['id', 'user_stamp', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.expires_at <= now.toISOString() || row.user_stamp !== userStamp(user)) {
    await deleteDeviceCredential(db, row.id);
    return undefined;
  }
  return row.id;
}

export async function deleteDeviceCredential(db: Database, credentialId: number): Promise<void> {
  await db.deleteFrom('device_credentials').where('id', '=', credentialId).execute();
}

/**
 * A new device credential for the user, replacing `replacing` when the login was made with one.
 * Expired credentials and those beyond the newest few are forgotten. Returns the credential; only
 * its SHA-256 is stored.
 */
export async function issueDeviceCredential(
  db: Database,
  user: UserWithRole,
  now: Date,
  replacing?: number,
): Promise<string> {
  const token = generateToken();
  await db.transaction().execute(async (trx) => {
    if (replacing !== undefined) await deleteDeviceCredential(trx, replacing);
    await trx
      .insertInto('device_credentials')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        user_stamp: userStamp(user),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + DEVICE_CREDENTIAL_LIFETIME_MS).toISOString(),
      })
      .execute();
    await trx
      .deleteFrom('device_credentials')
      .where('user_id', '=', user.id)
      .where('expires_at', '<=', now.toISOString())
      .execute();
    const older = await trx
      .selectFrom('device_credentials')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .offset(MAX_DEVICE_CREDENTIALS)
      .limit(1_000)
      .execute();
    if (older.length > 0) {
      await trx
        .deleteFrom('device_credentials')
        .where(
          'id',
          'in',
          older.map((row) => row.id),
        )
        .execute();
    }
  });
  return token;
}

/** Ends every device credential of a user: on deletion, password change or role change. */
export async function revokeUserDeviceCredentials(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('device_credentials').where('user_id', '=', userId).execute();
}
