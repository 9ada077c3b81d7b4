import type { Database } from '../db/connect';
import {
  clearRateLimitEvents,
  recordRateLimitEvent,
  retryAfterSeconds,
  type RateLimit,
} from '../rate-limit.repository';

/** Failures allowed per IP and per username inside the window before login answers 429. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_FAILURE_LIMIT: RateLimit = {
  max: MAX_LOGIN_FAILURES,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
};

export function ipScope(ip: string): string {
  return `login-ip:${ip}`;
}

export function usernameScope(username: string): string {
  return `login-user:${username.toLowerCase()}`;
}

/** Seconds until the first of the scopes may try to log in again, or 0 when none is locked. */
export function loginRetryAfterSeconds(db: Database, scopes: string[], now: Date): Promise<number> {
  return retryAfterSeconds(db, scopes, LOGIN_FAILURE_LIMIT, now);
}

export function recordLoginFailure(db: Database, scopes: string[], now: Date): Promise<void> {
  return recordRateLimitEvent(db, scopes, LOGIN_FAILURE_LIMIT, now);
}

export function clearLoginFailures(db: Database, scope: string): Promise<void> {
  return clearRateLimitEvents(db, scope);
}
