import { compiledQuery } from '../db/compiled-query';
import type { Database } from '../db/connect';
import { revokeUserDeviceCredentials } from './device-credentials.repository';

export interface SessionUser {
  sessionId: number;
  userId: number;
  username: string;
  role: string;
  /** ISO time of the session's last recorded use; null before its first. */
  lastSeenAt: string | null;
}

/** A session's last use is recorded at most this often: not a write per request. */
export const SESSION_SEEN_STEP_MS = 5 * 60 * 1000;

/** Session lifetime by role: Admin sessions are short because they can do the most harm. */
export function sessionLifetimeMs(role: string): number {
  const DAY = 24 * 60 * 60 * 1000;
  return role === 'Admin' ? DAY : 30 * DAY;
}

export async function insertSession(
  db: Database,
  session: { tokenHash: string; userId: number; expiresAt: Date; device?: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: now.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: null,
      device: session.device ?? '',
      last_seen_at: now.toISOString(),
    })
    .execute();
}

// Every logged-in request runs this lookup: compiled once. No LIMIT: token_hash is unique, and
// SQLite plans a statement with a bound LIMIT again on every run.
const sessionUserRow = compiledQuery((db, values: { tokenHash: string; now: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'users.id as user_id',
      'users.username',
      'roles.role_name',
    ])
    .where('sessions.token_hash', '=', values.tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', values.now)
    .where('users.deleted_at', 'is', null),
);

/**
 * The user behind a token hash, with the role as the database has it now; undefined when the
 * session is unknown, expired, revoked, or its user deleted. Read on every request that needs it,
 * so a logout, a deleted user or a changed role counts at the next request on every instance.
 */
export async function findSessionUser(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const [row] = await sessionUserRow(db, { tokenHash, now: now.toISOString() });
  if (row === undefined) return undefined;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    username: row.username,
    role: row.role_name,
    lastSeenAt: row.last_seen_at,
  };
}

/** True when the session's last use is older than the step: time to record this one. */
export function sessionSeenIsStale(lastSeenAt: string | null, now: Date): boolean {
  return lastSeenAt === null || Date.parse(lastSeenAt) <= now.getTime() - SESSION_SEEN_STEP_MS;
}

/**
 * Records the session's use now, unless a request on any instance already did within the step:
 * the condition makes parallel requests write once.
 */
export async function recordSessionSeen(db: Database, sessionId: number, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - SESSION_SEEN_STEP_MS).toISOString();
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<=', stale)]))
    .execute();
}

/** A session still open, as the user's device list shows it. */
export interface OpenSession {
  id: number;
  device: string;
  createdAt: string;
  lastSeenAt: string;
}

/** The user's open sessions (not revoked, not expired), most recently used first. */
export async function listOpenSessions(
  db: Database,
  userId: number,
  now: Date,
): Promise<OpenSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'device', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at ?? row.created_at,
  }));
}

/** Ends one open session of the user's; false when the user has no such open session. */
export async function revokeOwnSession(
  db: Database,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends every open session of the user but the one kept; the number ended. */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends the session stored under `tokenHash`, if it is still open: a logout sent later by a browser
 * that kept only the hash. Nothing happens for a hash no open session has.
 */
export async function revokeSessionByTokenHash(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session and every device credential of a user: on deletion, password change or role
 * change.
 */
export async function revokeUserSessions(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await revokeUserDeviceCredentials(db, userId);
}
