import type { Database } from '../db/connect';
import {
  type AbandonedLoginAttempts,
  claimLoginAttempt,
  type LoginAttempt,
  releaseLoginAttempt,
  settleLoginAttempt,
} from './login-throttle.repository';

/** What a throttled password check found. */
export type ThrottledCheck =
  | { readonly kind: 'locked'; readonly retryAfter: number }
  /** The verdict came after the claim stopped counting: none was given. */
  | { readonly kind: 'too-slow' }
  | { readonly kind: 'checked'; readonly right: boolean };

/**
 * Checks a password as a login attempt does (decision 014's one rule): the attempt is claimed as a
 * failure before `check` runs, so parallel guesses are throttled; a wrong password stays counted,
 * a right one forgives; an attempt the server failed is taken back.
 */
export async function checkPasswordThrottled(
  db: Database,
  attempt: LoginAttempt,
  abandoned: AbandonedLoginAttempts,
  check: () => Promise<boolean>,
): Promise<ThrottledCheck> {
  let retryAfter: number;
  try {
    retryAfter = await claimLoginAttempt(db, attempt, abandoned);
  } catch (error) {
    // Whether the claim was stored is not known: it is taken back at the next claim.
    abandoned.add(attempt, new Date());
    throw error;
  }
  if (retryAfter > 0) return { kind: 'locked', retryAfter };
  let settled = false;
  try {
    const right = await check();
    settled = await settleLoginAttempt(db, attempt, { passwordRight: right });
    return settled ? { kind: 'checked', right } : { kind: 'too-slow' };
  } finally {
    if (!settled) {
      await releaseLoginAttempt(db, attempt).catch(() => abandoned.add(attempt, new Date()));
    }
  }
}
