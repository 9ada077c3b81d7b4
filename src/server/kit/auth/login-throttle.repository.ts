import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { Database } from '../db/connect';
import { lockScopes } from '../db/scope-lock';
import {
  DEVICE_ATTEMPT_BUDGET,
  DEVICE_CREDENTIAL_LIFETIME_MS,
  deleteDeviceCredential,
} from './device-credentials.repository';

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

/** A trusted browser's own budget (decision 014): its device credential's attempts. */
export function deviceScope(credentialId: number): string {
  return `login-device:${credentialId}`;
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

/** How a scope's failures refuse the attempts after them. */
export interface LoginLimit {
  /** How long a failure keeps counting. */
  readonly memoryMs: number;
  /** The most failures that can matter; older ones cannot lengthen the refusal. */
  readonly mostFailures: number;
  /** How long the scope refuses attempts after its latest failure, given its failures. */
  refusalMs(failures: number): number;
}

/** Addresses and usernames: four free failures, then a lock that doubles up to an hour. */
export const LOGIN_BACK_OFF: LoginLimit = {
  memoryMs: LOGIN_FAILURE_MEMORY_MS,
  mostFailures: FAILURES_TO_LONGEST_LOCK,
  refusalMs: loginLockMs,
};

/** A device credential: its budget of failures for as long as it lives; the last one spends it. */
export const DEVICE_BUDGET: LoginLimit = {
  memoryMs: DEVICE_CREDENTIAL_LIFETIME_MS,
  mostFailures: DEVICE_ATTEMPT_BUDGET,
  refusalMs: (failures) => (failures >= DEVICE_ATTEMPT_BUDGET ? DEVICE_CREDENTIAL_LIFETIME_MS : 0),
};

/**
 * How long a login attempt may wait for its verdict. Until then its claim counts as a failure; a
 * claim left without a verdict longer (the server failed and could not take it back) counts no more,
 * and a verdict that comes later is not given.
 */
export const LOGIN_VERDICT_MS = 30 * 1000;

/**
 * Seconds until every one of the scopes may try to log in again, or 0 when none is locked. Counts
 * the failures, and with `waiting` also the attempts still waiting for their verdict as if each
 * were one.
 */
export async function loginRetryAfterSeconds(
  db: Database,
  scopes: readonly string[],
  now: Date,
  { waiting = true, limit = LOGIN_BACK_OFF }: { waiting?: boolean; limit?: LoginLimit } = {},
): Promise<number> {
  const memoryStart = new Date(now.getTime() - limit.memoryMs).toISOString();
  const verdictStart = new Date(now.getTime() - LOGIN_VERDICT_MS).toISOString();
  let retryAfter = 0;
  for (const scope of scopes) {
    const failures = await db
      .selectFrom('rate_limit_events')
      .select('occurred_at')
      .where('scope', '=', scope)
      .where('occurred_at', '>', memoryStart)
      .where((eb) =>
        waiting
          ? eb.or([eb('pending_attempt', 'is', null), eb('occurred_at', '>', verdictStart)])
          : eb('pending_attempt', 'is', null),
      )
      .orderBy('occurred_at', 'desc')
      .limit(limit.mostFailures)
      .execute();
    const latest = failures[0];
    const lockMs = limit.refusalMs(failures.length);
    // A parallel attempt may have counted itself a moment after `now`: free failures lock nothing.
    if (!latest || lockMs === 0) continue;
    const freeAt = new Date(latest.occurred_at).getTime() + lockMs;
    if (freeAt <= now.getTime()) continue;
    retryAfter = Math.max(retryAfter, Math.ceil((freeAt - now.getTime()) / 1000));
  }
  return retryAfter;
}

/**
 * A login attempt: its id, the scopes it is counted against and their limit, and the scopes whose
 * failures a right password forgets.
 */
export interface LoginAttempt {
  readonly id: string;
  readonly scopes: readonly string[];
  readonly limit: LoginLimit;
  readonly forgiven: readonly string[];
  /** A trusted browser's attempt: refused once its credential is gone, which its last failure does. */
  readonly credentialId?: number;
}

/** An attempt without a trusted device credential: counted against its address and username. */
export function newLoginAttempt(ip: string, username: string): LoginAttempt {
  return {
    id: randomUUID(),
    scopes: [ipScope(ip), usernameScope(username)],
    limit: LOGIN_BACK_OFF,
    forgiven: [usernameScope(username)],
  };
}

/**
 * An attempt counted against its address only: a guess at something secret other than a password
 * (an invitation link's token), which shares the address's budget with failed logins.
 */
export function newAddressAttempt(ip: string): LoginAttempt {
  return { id: randomUUID(), scopes: [ipScope(ip)], limit: LOGIN_BACK_OFF, forgiven: [] };
}

/** An attempt with a trusted device credential: counted only against the credential's budget. */
export function newDeviceLoginAttempt(credentialId: number): LoginAttempt {
  const scope = deviceScope(credentialId);
  return {
    id: randomUUID(),
    scopes: [scope],
    limit: DEVICE_BUDGET,
    forgiven: [scope],
    credentialId,
  };
}

/**
 * Attempts this server failed and could not take back at once (the database was away): its next
 * claim takes them back. Kept in memory for as long as they would count.
 */
export class AbandonedLoginAttempts {
  readonly #abandonedAt = new Map<string, number>();

  add(attempt: LoginAttempt, now: Date): void {
    this.#abandonedAt.set(attempt.id, now.getTime());
  }

  /** The ids that would still count, at most `max` of them. */
  current(now: Date, max = 500): string[] {
    const ids: string[] = [];
    for (const [id, at] of this.#abandonedAt) {
      if (at <= now.getTime() - LOGIN_VERDICT_MS) this.#abandonedAt.delete(id);
      else if (ids.length < max) ids.push(id);
    }
    return ids;
  }

  forget(ids: readonly string[]): void {
    for (const id of ids) this.#abandonedAt.delete(id);
  }
}

/** How long an attempt waits before it looks again at the attempts ahead of it, at most. */
const LONGEST_CLAIM_WAIT_MS = 200;

/**
 * Lets a login attempt through unless one of its scopes is locked, and then counts it as a failure
 * waiting for its verdict, all at once, under a lock on the scopes: parallel attempts are throttled
 * exactly as the same number of sequential ones. An attempt that would be refused only if the
 * attempts still waiting for their verdicts all fail waits for those verdicts, as it would have
 * behind them in a sequence. The attempts this server abandoned are taken back first. Returns the
 * seconds to wait when a scope is locked, else 0; a device credential that is gone refuses for its
 * whole lifetime.
 */
export async function claimLoginAttempt(
  db: Database,
  attempt: LoginAttempt,
  abandoned: AbandonedLoginAttempts,
  clock: () => Date = () => new Date(),
): Promise<number> {
  for (let waitMs = 10; ; waitMs = Math.min(waitMs * 2, LONGEST_CLAIM_WAIT_MS)) {
    const outcome = await tryClaimLoginAttempt(db, attempt, abandoned, clock());
    if (outcome !== 'undecided') return outcome;
    await setTimeout(waitMs);
  }
}

async function tryClaimLoginAttempt(
  db: Database,
  attempt: LoginAttempt,
  abandoned: AbandonedLoginAttempts,
  now: Date,
): Promise<number | 'undecided'> {
  const abandonedIds = abandoned.current(now);
  const outcome = await db.transaction().execute(async (trx) => {
    await lockScopes(trx, attempt.scopes);
    if (abandonedIds.length > 0) {
      await trx
        .deleteFrom('rate_limit_events')
        .where('pending_attempt', 'in', abandonedIds)
        .execute();
    }
    if (attempt.credentialId !== undefined) {
      const credential = await trx
        .selectFrom('device_credentials')
        .select('id')
        .where('id', '=', attempt.credentialId)
        .executeTakeFirst();
      if (!credential) return Math.ceil(attempt.limit.memoryMs / 1000);
    }
    const { limit } = attempt;
    if ((await loginRetryAfterSeconds(trx, attempt.scopes, now, { limit })) > 0) {
      const retryAfter = await loginRetryAfterSeconds(trx, attempt.scopes, now, {
        waiting: false,
        limit,
      });
      return retryAfter > 0 ? retryAfter : 'undecided';
    }
    await trx
      .insertInto('rate_limit_events')
      .values(
        attempt.scopes.map((scope) => ({
          scope,
          occurred_at: now.toISOString(),
          pending_attempt: attempt.id,
        })),
      )
      .execute();
    const memoryStart = new Date(now.getTime() - attempt.limit.memoryMs).toISOString();
    const verdictStart = new Date(now.getTime() - LOGIN_VERDICT_MS).toISOString();
    await trx
      .deleteFrom('rate_limit_events')
      .where('scope', 'in', [...attempt.scopes])
      .where((eb) =>
        eb.or([
          eb('occurred_at', '<', memoryStart),
          eb.and([eb('pending_attempt', 'is not', null), eb('occurred_at', '<', verdictStart)]),
        ]),
      )
      .execute();
    return 0;
  });
  abandoned.forget(abandonedIds);
  return outcome;
}

/**
 * Gives a claimed attempt its verdict under its scopes' lock, if it is still waiting for one: a
 * wrong password keeps it as counted failures (a device credential's last one spends it); a right
 * one forgets it and the failures of the scopes it forgives (the username, or the credential).
 * False when the verdict came too late: the claim had stopped counting, so no verdict is given.
 */
export function settleLoginAttempt(
  db: Database,
  attempt: LoginAttempt,
  verdict: { readonly passwordRight: boolean },
  clock: () => Date = () => new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockScopes(trx, attempt.scopes);
    // The time is read under the lock: a claim that saw this attempt stop counting came before.
    const now = clock();
    const verdictStart = new Date(now.getTime() - LOGIN_VERDICT_MS).toISOString();
    const waiting = await trx
      .selectFrom('rate_limit_events')
      .select('id')
      .where('pending_attempt', '=', attempt.id)
      .where('occurred_at', '>', verdictStart)
      .execute();
    if (waiting.length === 0) {
      await trx.deleteFrom('rate_limit_events').where('pending_attempt', '=', attempt.id).execute();
      return false;
    }
    if (!verdict.passwordRight) {
      await trx
        .updateTable('rate_limit_events')
        .set({ pending_attempt: null })
        .where('pending_attempt', '=', attempt.id)
        .execute();
      if (
        attempt.credentialId !== undefined &&
        (await loginRetryAfterSeconds(trx, attempt.scopes, now, {
          waiting: false,
          limit: attempt.limit,
        })) > 0
      ) {
        await deleteDeviceCredential(trx, attempt.credentialId);
        await trx
          .deleteFrom('rate_limit_events')
          .where('scope', 'in', [...attempt.scopes])
          .execute();
      }
      return true;
    }
    await trx
      .deleteFrom('rate_limit_events')
      .where((eb) =>
        // PostgreSQL refuses an empty `in ()`: an attempt that forgives nothing only goes itself.
        attempt.forgiven.length === 0
          ? eb('pending_attempt', '=', attempt.id)
          : eb.or([
              eb('pending_attempt', '=', attempt.id),
              eb.and([eb('scope', 'in', [...attempt.forgiven]), eb('pending_attempt', 'is', null)]),
            ]),
      )
      .execute();
    return true;
  });
}

/** Takes back an attempt the server could not finish: it does not count. */
export async function releaseLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.deleteFrom('rate_limit_events').where('pending_attempt', '=', attempt.id).execute();
}

/** A username whose failed logins lock it now, and for how many more seconds. */
export interface LoginLock {
  /** As the failures counted it: lower case. */
  readonly username: string;
  readonly retryAfter: number;
}

/** An address whose failed logins lock it now, and for how many more seconds. */
export interface AddressLock {
  readonly address: string;
  readonly retryAfter: number;
}

/** The scopes starting with `prefix` that are locked now: what follows the prefix, and the seconds. */
async function lockedScopes(
  db: Database,
  prefix: string,
  now: Date,
): Promise<{ name: string; retryAfter: number }[]> {
  const memoryStart = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS).toISOString();
  const scopes = await db
    .selectFrom('rate_limit_events')
    .select('scope')
    .distinct()
    .where('scope', 'like', `${prefix}%`)
    .where('occurred_at', '>', memoryStart)
    .execute();
  const locks: { name: string; retryAfter: number }[] = [];
  for (const { scope } of scopes) {
    const retryAfter = await loginRetryAfterSeconds(db, [scope], now);
    if (retryAfter > 0) locks.push({ name: scope.slice(prefix.length), retryAfter });
  }
  return locks.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every username locked now by its failed logins. */
export async function listLoginLocks(db: Database, now: Date): Promise<LoginLock[]> {
  return (await lockedScopes(db, usernameScope(''), now)).map(({ name, retryAfter }) => ({
    username: name,
    retryAfter,
  }));
}

/** Every address locked now by the failed logins that came from it. */
export async function listAddressLocks(db: Database, now: Date): Promise<AddressLock[]> {
  return (await lockedScopes(db, ipScope(''), now)).map(({ name, retryAfter }) => ({
    address: name,
    retryAfter,
  }));
}

/**
 * Lifts a username's lock (an Admin's decision): forgets its failures, and the same attempts'
 * failures against their addresses, which were counted at the same instants; an address's other
 * failures stay counted, and so do attempts still waiting for their verdict.
 */
export async function liftLoginLock(db: Database, username: string): Promise<void> {
  const scope = usernameScope(username);
  await db.transaction().execute(async (trx) => {
    const times = trx
      .selectFrom('rate_limit_events')
      .select('occurred_at')
      .where('scope', '=', scope)
      .where('pending_attempt', 'is', null);
    await trx
      .deleteFrom('rate_limit_events')
      .where('scope', 'like', `${ipScope('')}%`)
      .where('pending_attempt', 'is', null)
      .where('occurred_at', 'in', times)
      .execute();
    await trx
      .deleteFrom('rate_limit_events')
      .where('scope', '=', scope)
      .where('pending_attempt', 'is', null)
      .execute();
  });
}

/**
 * Lifts an address's lock (an Admin's decision): forgets the failures counted against it; the
 * usernames those attempts named keep theirs.
 */
export async function liftAddressLock(db: Database, address: string): Promise<void> {
  await db
    .deleteFrom('rate_limit_events')
    .where('scope', '=', ipScope(address))
    .where('pending_attempt', 'is', null)
    .execute();
}

/**
 * A passkey sign-in whose passkey is not known: counted against its address only, as nothing names
 * an account to count it against; none of its failures is forgiven.
 */
export function newAddressLoginAttempt(ip: string): LoginAttempt {
  return { id: randomUUID(), scopes: [ipScope(ip)], limit: LOGIN_BACK_OFF, forgiven: [] };
}
