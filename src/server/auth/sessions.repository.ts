import { compiledQuery } from '../db/compiled-query';
import type { Database } from '../db/connect';
import {
  readDataVersions,
  readDataVersionsNow,
  SESSIONS_VERSION,
  type DataVersions,
} from '../db/data-versions';
import { VersionedCache } from '../db/versioned-cache';
import { revokeUserDeviceCredentials } from './device-credentials.repository';

export interface SessionUser {
  sessionId: number;
  userId: number;
  username: string;
  role: string;
}

/** Session lifetime by role: Admin sessions are short because they can do the most harm. */
export function sessionLifetimeMs(role: string): number {
  const DAY = 24 * 60 * 60 * 1000;
  return role === 'Admin' ? DAY : 30 * DAY;
}

export async function insertSession(
  db: Database,
  session: { tokenHash: string; userId: number; expiresAt: Date },
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
    })
    .execute();
}

// A kept session's miss runs this lookup: compiled once, run with the token's hash. No LIMIT:
// token_hash is unique, and SQLite plans a statement with a bound LIMIT again on every run.
const sessionUserRow = compiledQuery((db, values: { tokenHash: string; now: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'sessions.id as session_id',
      'sessions.expires_at',
      'users.id as user_id',
      'users.username',
      'roles.role_name',
    ])
    .where('sessions.token_hash', '=', values.tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', values.now)
    .where('users.deleted_at', 'is', null),
);

interface KeptSession {
  user: SessionUser;
  expiresAt: string;
}

async function lookUpSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await sessionUserRow(db, { tokenHash, now: now.toISOString() });
  if (row === undefined) return undefined;
  // Frozen: a kept session is shared by the requests that use it.
  const user: SessionUser = Object.freeze({
    sessionId: row.session_id,
    userId: row.user_id,
    username: row.username,
    role: row.role_name,
  });
  return { user, expiresAt: row.expires_at };
}

/**
 * Sessions found valid, by token hash, trusted while the sessions' data version (raised by every
 * change to sessions, users and roles) is the one they were found under, and until they expire.
 * Unknown tokens are never kept, so guessing cannot fill it.
 */
const keptSessions = new VersionedCache<KeptSession | undefined>(10_000);

/**
 * The user behind a token hash, with the role as the database has it now; undefined when the
 * session is unknown, expired, revoked, or its user deleted. Also every data version, read in the
 * same query (decision 018): a session kept from an earlier request under the same sessions version
 * costs no other query, and a logout, a deleted user or a changed role on any instance raises that
 * version, so the next request looks the session up again. `versions` are the ones just read, if
 * the caller has them.
 */
export async function findSessionUser(
  db: Database,
  tokenHash: string,
  now: Date,
  versions?: DataVersions,
): Promise<{ user: SessionUser | undefined; versions: DataVersions }> {
  const current = versions ?? (await readDataVersions(db));
  const version = current[SESSIONS_VERSION];
  const session =
    version === undefined
      ? await lookUpSession(db, tokenHash, now)
      : await keptSessions.read(
          db,
          tokenHash,
          version,
          () => lookUpSession(db, tokenHash, now),
          (found) => found !== undefined,
        );
  return { user: unexpiredUser(session, now), versions: current };
}

/**
 * The same at once, without a promise, when the database answers so (SQLite outside a
 * transaction, see `readNow`): `user` is set when a session kept under the current sessions
 * version is still valid, and absent when the session must be looked up (`findSessionUser`, given
 * these versions). Undefined when the versions cannot be read at once.
 */
export function findSessionUserNow(
  db: Database,
  tokenHash: string,
  now: Date,
): { user?: SessionUser; versions: DataVersions } | undefined {
  const versions = readDataVersionsNow(db);
  if (versions === undefined) return undefined;
  const version = versions[SESSIONS_VERSION];
  const kept = version === undefined ? undefined : keptSessions.peek(db, tokenHash, version);
  const user = unexpiredUser(kept?.value, now);
  return user === undefined ? { versions } : { user, versions };
}

function unexpiredUser(session: KeptSession | undefined, now: Date): SessionUser | undefined {
  return session !== undefined && session.expiresAt > now.toISOString() ? session.user : undefined;
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
