import {
  UNREAD_PATH,
  UnreadResponseSchema,
} from '../apps/message-board/shared/message-reads.schemas';
import { manifest } from '../apps/message-board/manifest';
import { apiRequest } from './api-client';
import { getSession, subscribeToSession } from './session';
import { setUnreadCount } from './unread-count';

const BOARD_PATH = manifest.routes[0].path;

/** How often the unread count is asked for while the page is shown, and while it is hidden. */
export const UNREAD_CHECK_MS = { shown: 10_000, hidden: 60_000 } as const;

/**
 * Keeps the sidebar's unread count current: every few seconds while the page is shown, rarely while
 * hidden, at once when it is shown again or the connection returns. The browser revalidates the
 * answer with its ETag, so an unchanged count costs a 304 without a body (decision 026). The board
 * itself asks for nothing here: it marks what it shows as read and sets the count from the answer.
 */
export function pollUnreadCount(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  async function check(): Promise<void> {
    if (running) return;
    running = true;
    clearTimeout(timer);
    const session = getSession();
    try {
      if (session !== null && navigator.onLine && location.pathname !== BOARD_PATH) {
        const { data } = await apiRequest('GET', UNREAD_PATH, { schema: UnreadResponseSchema });
        if (getSession()?.token === session.token) setUnreadCount(data.Unread);
      }
    } catch {
      // Offline or the server busy: the count stays as it was until the next check.
    } finally {
      running = false;
      timer = setTimeout(
        () => void check(),
        document.hidden ? UNREAD_CHECK_MS.hidden : UNREAD_CHECK_MS.shown,
      );
    }
  }
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void check();
  });
  window.addEventListener('online', () => void check());
  let owner = getSession()?.token;
  subscribeToSession(() => {
    if (getSession()?.token === owner) return;
    owner = getSession()?.token;
    setUnreadCount(0);
    void check();
  });
  void check();
}
