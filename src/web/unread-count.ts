import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession } from './session';

/** Messages on the board the signed-in member has not read, shown beside its link. */
let count = 0;
const listeners = new Set<() => void>();

export function setUnreadCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const zero = () => 0;

export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, () => count, zero);
}

let loading = false;

/** Loads the unread poller once someone is signed in: visitors never fetch its chunk. */
export function startUnreadCount(): void {
  const load = () => {
    if (loading || getSession() === null) return;
    loading = true;
    void import('./unread-poller').then((poller) => poller.pollUnreadCount());
  };
  subscribeToSession(load);
  load();
}
