import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import {
  readStoredJson,
  readStoredValue,
  writeStoredJson,
  writeStoredValue,
} from './browser-storage';

/** localStorage keys from spec §3 ("Session (browser storage)"). */
export const SESSION_KEYS = {
  username: 'user_name',
  role: 'user_role',
  token: 'user_token',
} as const;

/**
 * localStorage key of the user's ID from the login's answer, beside the spec's three: the writer
 * the outbox keeps with each queued write (decision 020). A session stored before it was kept has
 * none until the server is next asked who it is.
 */
export const SESSION_USER_ID_KEY = 'user_id';

const NonEmpty = z.string().check(z.minLength(1));

export const SessionSchema = z.object({
  username: NonEmpty,
  role: NonEmpty,
  token: NonEmpty,
  userId: z.optional(z.number().check(z.int(), z.positive())),
});
export type Session = z.infer<typeof SessionSchema>;

function readUserId(): number | undefined {
  const raw = readStoredValue(SESSION_USER_ID_KEY);
  return raw !== null && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : undefined;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

/**
 * The stored session, or null when any part is missing or malformed. The same object is returned
 * while storage is unchanged, as useSyncExternalStore requires.
 */
export function getSession(): Session | null {
  const raw = {
    username: readStoredValue(SESSION_KEYS.username),
    role: readStoredValue(SESSION_KEYS.role),
    token: readStoredValue(SESSION_KEYS.token),
    userId: readUserId(),
  };
  const key = JSON.stringify(raw);
  if (key !== cachedRaw) {
    cachedRaw = key;
    const parsed = SessionSchema.safeParse(raw);
    cachedSession = parsed.success ? parsed.data : null;
  }
  return cachedSession;
}

/**
 * Keeps `<html data-role>` equal to the stored session. index.html sets it before the first paint,
 * so the prerendered sidebar shows the links of whoever is signed in; after that it follows here.
 */
function reflectSessionOnRoot(): void {
  if (typeof document === 'undefined') return;
  const role = getSession()?.role;
  if (role) document.documentElement.setAttribute('data-role', role);
  else document.documentElement.removeAttribute('data-role');
}

function notify(): void {
  reflectSessionOnRoot();
  for (const listener of listeners) listener();
}

/** Who was signed in when the server ended the session (a 401), until someone logs in again. */
export interface EndedSession {
  readonly username: string;
  readonly role: string;
}

/** localStorage key of the ended session, so every open tab of the site offers the login again. */
export const ENDED_SESSION_KEY = 'session_ended';

const EndedSessionSchema = z.object({ username: NonEmpty, role: NonEmpty });
let cachedEndedRaw: string | null = null;
let cachedEnded: EndedSession | null = null;

/**
 * The account whose session the server ended (password or role changed, user deleted, logged out
 * elsewhere), or null. Pages use it to offer the login in place and keep what was typed.
 */
export function getEndedSession(): EndedSession | null {
  const raw = readStoredValue(ENDED_SESSION_KEY);
  if (raw !== cachedEndedRaw) {
    cachedEnded = readStoredJson(ENDED_SESSION_KEY, EndedSessionSchema);
    // An unreadable record was removed just now; remember the store as it is after that.
    cachedEndedRaw = cachedEnded === null ? null : raw;
  }
  return cachedEnded;
}

function recordEndedSession(ended: EndedSession | null): void {
  writeStoredJson(ENDED_SESSION_KEY, ended);
}

export function setSession(session: Session): void {
  recordEndedSession(null);
  writeStoredValue(SESSION_KEYS.username, session.username);
  writeStoredValue(SESSION_KEYS.role, session.role);
  writeStoredValue(SESSION_KEYS.token, session.token);
  writeStoredValue(
    SESSION_USER_ID_KEY,
    session.userId === undefined ? null : String(session.userId),
  );
  notify();
}

function forgetSession(ended: EndedSession | null): void {
  recordEndedSession(ended);
  writeStoredValue(SESSION_KEYS.username, null);
  writeStoredValue(SESSION_KEYS.role, null);
  writeStoredValue(SESSION_KEYS.token, null);
  writeStoredValue(SESSION_USER_ID_KEY, null);
  notify();
}

/** Logout: clears the session (and any record of an ended one). */
export function clearSession(): void {
  forgetSession(null);
}

/**
 * Called on a 401: clears the session only if it still holds `token`, so a late 401 for an old token
 * cannot end a newer session. A session the server refused is remembered as ended.
 */
export function clearSessionIfToken(token: string | null): void {
  const current = getSession();
  if (current !== null && current.token === token) {
    forgetSession({ username: current.username, role: current.role });
  } else if (current !== null && token === null) {
    clearSession();
  }
}

function onStorage(event: StorageEvent): void {
  // key null means another tab called localStorage.clear().
  if (
    event.key === null ||
    event.key === ENDED_SESSION_KEY ||
    event.key === SESSION_USER_ID_KEY ||
    Object.values<string>(SESSION_KEYS).includes(event.key)
  ) {
    notify();
  }
}

/** Calls `listener` after every change of session (this tab or another); returns the unsubscribe. */
export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getServerSnapshot(): null {
  return null;
}

/** The current session; re-renders at once on login, logout, any 401, and changes made in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, getServerSnapshot);
}

/** The session the server ended, or null; re-renders when it is ended or someone logs in. */
export function useEndedSession(): EndedSession | null {
  return useSyncExternalStore(subscribeToSession, getEndedSession, getServerSnapshot);
}

/**
 * localStorage key of this browser's device credentials (decision 014): one per account logged in
 * here, newest first. Unlike the session they survive logout, so later logins count as trusted.
 */
export const DEVICE_CREDENTIALS_KEY = 'device_credentials';
/** Accounts this browser remembers a credential for; the server keeps a few per account as well. */
export const MAX_REMEMBERED_DEVICES = 5;

const DeviceCredentialsSchema = z.array(
  z.object({ username: NonEmpty, credential: NonEmpty.check(z.maxLength(128)) }),
);
type DeviceCredentials = z.infer<typeof DeviceCredentialsSchema>;

function readDeviceCredentials(): DeviceCredentials {
  return readStoredJson(DEVICE_CREDENTIALS_KEY, DeviceCredentialsSchema) ?? [];
}

/** Usernames are matched without regard to case, as the server does. */
function sameAccount(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The device credential this browser holds for the account, if any. */
export function deviceCredentialFor(username: string): string | undefined {
  return readDeviceCredentials().find((entry) => sameAccount(entry.username, username))?.credential;
}

/** Keeps the credential a login returned for the account, replacing the one it held before. */
export function rememberDeviceCredential(username: string, credential: string): void {
  const others = readDeviceCredentials().filter((entry) => !sameAccount(entry.username, username));
  const kept = [{ username, credential }, ...others].slice(0, MAX_REMEMBERED_DEVICES);
  writeStoredJson(DEVICE_CREDENTIALS_KEY, kept);
}
