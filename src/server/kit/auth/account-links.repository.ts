import type { Database } from '../db/connect';
import type { AccountLinkPurpose } from './account-links.table';
import { revokeUserSessions } from './sessions.repository';
import { generateToken, hashToken } from './tokens';
import type { UserWithRole } from './users.repository';

/** How long a link may be used after it is made. */
export const ACCOUNT_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Why a link cannot be used: never made (or mistyped), used once already, too old, or taken back. */
export type ClosedAccountLinkReason = 'unknown' | 'used' | 'expired' | 'revoked';

/** A link that may be used now, and whose password it sets. */
export interface OpenAccountLink {
  id: number;
  userId: number;
  username: string;
  purpose: AccountLinkPurpose;
  createdAt: string;
  expiresAt: string;
}

export type AccountLinkLookup =
  | { readonly open: true; readonly link: OpenAccountLink }
  | { readonly open: false; readonly reason: ClosedAccountLinkReason };

/** A new link: its token (shown once, never stored) and what the Admin's list shows of it. */
export interface NewAccountLink {
  id: number;
  token: string;
  createdAt: string;
  expiresAt: string;
}

function selectLinks(db: Database) {
  return db
    .selectFrom('account_links')
    .innerJoin('users', 'users.id', 'account_links.user_id')
    .select([
      'account_links.id',
      'account_links.user_id',
      'account_links.purpose',
      'account_links.created_at',
      'account_links.expires_at',
      'account_links.used_at',
      'account_links.revoked_at',
      'users.username',
      'users.deleted_at',
    ]);
}

type LinkRow = Awaited<ReturnType<ReturnType<typeof selectLinks>['executeTakeFirstOrThrow']>>;

/** What a stored link is now: open, or why not. A deleted person's links count as taken back. */
function lookupOf(row: LinkRow | undefined, now: Date): AccountLinkLookup {
  if (!row) return { open: false, reason: 'unknown' };
  if (row.used_at !== null) return { open: false, reason: 'used' };
  if (row.revoked_at !== null || row.deleted_at !== null) return { open: false, reason: 'revoked' };
  if (row.expires_at <= now.toISOString()) return { open: false, reason: 'expired' };
  return {
    open: true,
    link: {
      id: row.id,
      userId: row.user_id,
      username: row.username,
      purpose: row.purpose,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    },
  };
}

/** The link with this token if it may be used now, or why it may not. */
export async function findAccountLink(
  db: Database,
  token: string,
  now: Date,
): Promise<AccountLinkLookup> {
  const row = await selectLinks(db)
    .where('account_links.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return lookupOf(row, now);
}

/** The link with this id, as `findAccountLink` would answer for its token. */
export async function findAccountLinkById(
  db: Database,
  id: number,
  now: Date,
): Promise<AccountLinkLookup> {
  return lookupOf(await selectLinks(db).where('account_links.id', '=', id).executeTakeFirst(), now);
}

/**
 * Makes a link for the user, valid for ACCOUNT_LINK_LIFETIME_MS, and takes back their open links of
 * the same purpose: only the newest one works. Run it in a transaction (with the user's creation,
 * for an invitation).
 */
export async function insertAccountLink(
  trx: Database,
  link: { userId: number; purpose: AccountLinkPurpose; createdBy: number | null },
  now: Date,
): Promise<NewAccountLink> {
  const token = generateToken();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + ACCOUNT_LINK_LIFETIME_MS).toISOString();
  await trx
    .updateTable('account_links')
    .set({ revoked_at: createdAt })
    .where('user_id', '=', link.userId)
    .where('purpose', '=', link.purpose)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await trx
    .insertInto('account_links')
    .values({
      user_id: link.userId,
      purpose: link.purpose,
      token_hash: hashToken(token),
      created_by: link.createdBy,
      created_at: createdAt,
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token, createdAt, expiresAt };
}

/** The links that may be used now, newest first. */
export async function listOpenAccountLinks(db: Database, now: Date): Promise<OpenAccountLink[]> {
  const rows = await selectLinks(db)
    .where('account_links.used_at', 'is', null)
    .where('account_links.revoked_at', 'is', null)
    .where('account_links.expires_at', '>', now.toISOString())
    .where('users.deleted_at', 'is', null)
    .orderBy('account_links.id', 'desc')
    .execute();
  return rows.flatMap((row) => {
    const lookup = lookupOf(row, now);
    return lookup.open ? [lookup.link] : [];
  });
}

/** Takes back a link that may still be used; false when it may not (used, expired, revoked, none). */
export async function revokeAccountLink(db: Database, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('account_links')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Uses the link, once: one conditional UPDATE, so of parallel uses exactly one wins on either
 * database. The winner also takes back the person's other open links (they have set their password
 * now). False when the link may not be used any more. Run it in the transaction that does what the
 * link was used for.
 */
export async function useAccountLink(trx: Database, linkId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await trx
    .updateTable('account_links')
    .set({ used_at: at })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'account_links.user_id')
          .where('users.deleted_at', 'is', null),
      ),
    )
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  const link = await trx
    .selectFrom('account_links')
    .select('user_id')
    .where('id', '=', linkId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('account_links')
    .set({ revoked_at: at })
    .where('user_id', '=', link.user_id)
    .where('id', '!=', linkId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
  return true;
}

/**
 * Ends every session and device credential of the link's person: whoever had the old password (or
 * a device signed in with it) is out. Run it in the same transaction as `useAccountLink`.
 */
export async function endAccessBeforeLink(trx: Database, userId: number, now: Date): Promise<void> {
  await revokeUserSessions(trx, userId, now);
}

/**
 * The password path of a link: uses it, sets the password hash and ends every session and device
 * credential of the person, in one transaction. Returns the person to sign in, or undefined when
 * the link could no longer be used (a parallel use won, or it was taken back meanwhile).
 */
export function setPasswordThroughLink(
  db: Database,
  link: OpenAccountLink,
  passwordHash: string,
  now: Date,
): Promise<UserWithRole | undefined> {
  return useAccountLinkFor(db, link, now, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', link.userId)
      .execute();
  });
}

/**
 * Uses the link for `action` (setting a password, keeping a new passkey), in one transaction that
 * also ends every session and device credential of the person: the action happens only if the link
 * is used, and the link is used only if the action succeeds. Returns the person to sign in, or
 * undefined when the link could no longer be used (a parallel use won, or it was taken back).
 */
export async function useAccountLinkFor(
  db: Database,
  link: OpenAccountLink,
  now: Date,
  action: (trx: Database) => Promise<void>,
): Promise<UserWithRole | undefined> {
  return db.transaction().execute(async (trx) => {
    if (!(await useAccountLink(trx, link.id, now))) return undefined;
    await action(trx);
    await endAccessBeforeLink(trx, link.userId, now);
    const user = await trx
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select(['users.id', 'users.username', 'users.password_hash', 'roles.role_name'])
      .where('users.id', '=', link.userId)
      .executeTakeFirstOrThrow();
    return {
      id: user.id,
      username: user.username,
      passwordHash: user.password_hash,
      role: user.role_name,
    };
  });
}
