import type { Session } from './session';

/** Every key of data kept for one signed-in user starts with this; logout removes them all. */
const USER_STORAGE_PREFIX = 'nook.user.';

function ownerPrefix(session: Session): string {
  const owner = session.userId ?? `name:${encodeURIComponent(session.username)}`;
  return `${USER_STORAGE_PREFIX}${owner}/`;
}

/** The localStorage key of `name` kept for `session`'s user only. */
export function userStorageKey(session: Session, name: string): string {
  return `${ownerPrefix(session)}${name}`;
}

/** Removes what was kept for users, all of them or all but `keep`'s (a new login). */
export function forgetUserStorage(keep: Session | null = null): void {
  try {
    const kept = keep === null ? null : ownerPrefix(keep);
    const keys = Object.keys(window.localStorage);
    for (const key of keys) {
      if (key.startsWith(USER_STORAGE_PREFIX) && (kept === null || !key.startsWith(kept))) {
        window.localStorage.removeItem(key);
      }
    }
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
