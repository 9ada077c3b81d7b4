import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiRequest } from '#kit/api-client';
import { useOnline } from '#kit/use-online';
import { showUnreadCount } from '#kit/unread-poller';
import { READ_PATH, UnreadResponseSchema } from '../shared/message-reads.schemas';

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is shown (not a background tab or a minimised window); shown when prerendered. */
export function usePageShown(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/**
 * Marks the board read up to `newestId` once the page is shown and its list has loaded, and again
 * as newer messages arrive while it is shown; the sidebar's count follows the server's answer.
 */
export function useMarkRead(newestId: number | undefined): void {
  const shown = usePageShown();
  const online = useOnline();
  const marked = useRef(0);
  useEffect(() => {
    if (!shown || !online || newestId === undefined || newestId <= marked.current) return;
    marked.current = newestId;
    apiRequest('PUT', READ_PATH, { body: { ID: newestId }, schema: UnreadResponseSchema }).then(
      ({ data }) => showUnreadCount(data.Unread),
      () => {
        // Tried again when the page is next shown or the connection returns.
        if (marked.current === newestId) marked.current = 0;
      },
    );
  }, [shown, online, newestId]);
}
