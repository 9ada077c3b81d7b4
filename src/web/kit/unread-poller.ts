import { manifest } from '#apps/message-board/manifest';
import {
  UNREAD_PATH,
  UnreadResponseSchema,
} from '#apps/message-board/shared/message-reads.schemas';
import { apiRequest } from './api-client';
import { forgetUserStorage } from './user-storage';
import { getSession, subscribeToSession } from './session';
import badgeCss from '../unread-badge.css?inline';

const BOARD = { path: manifest.routes[0].path, label: manifest.routes[0].title };
const MENU_LABEL = 'Open menu';

/** How often the unread count is asked for while the page is shown, and while it is hidden. */
export const UNREAD_CHECK_MS = { shown: 10_000, hidden: 60_000 } as const;

let count = 0;

function markElement(element: HTMLElement | null, label: string, keepLabel: boolean): void {
  if (element === null) return;
  if (count > 0) {
    element.dataset['unread'] = String(count);
    element.setAttribute('aria-label', `${label}, ${count} unread`);
  } else {
    delete element.dataset['unread'];
    if (keepLabel) element.setAttribute('aria-label', label);
    else element.removeAttribute('aria-label');
  }
}

/**
 * Shows `unread` on the board's link in the sidebar and on the phone's menu button, in their names
 * too ("Message Board, 3 unread"). Set on the elements the shell rendered, from this chunk, so that
 * none of it weighs on the first page (decision 028); React leaves alone what it does not render.
 */
export function showUnreadCount(unread: number): void {
  count = unread;
  markElement(
    document.querySelector<HTMLElement>(`.sidebar__link[href="${BOARD.path}"]`),
    BOARD.label,
    false,
  );
  markElement(document.querySelector<HTMLElement>('.mobile-bar__menu'), MENU_LABEL, true);
}

let started = false;

/**
 * Keeps the sidebar's unread count current: every few seconds while the page is shown, rarely while
 * hidden, at once when it is shown again or the connection returns. The browser revalidates the
 * answer with its ETag, so an unchanged count costs a 304 without a body (decision 028). The board
 * itself asks for nothing here: it marks what it shows as read and shows the count from the answer.
 */
export function pollUnreadCount(): void {
  if (started) return;
  started = true;
  // Its own sheet, so that the first page's stylesheet and chunk list stay as they were.
  if ('adoptedStyleSheets' in document) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(badgeCss);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  async function check(): Promise<void> {
    if (running) return;
    running = true;
    clearTimeout(timer);
    const session = getSession();
    try {
      if (session !== null && navigator.onLine && location.pathname !== BOARD.path) {
        const { data } = await apiRequest('GET', UNREAD_PATH, { schema: UnreadResponseSchema });
        if (getSession()?.token === session.token) showUnreadCount(data.Unread);
      } else {
        // Shown again in case the shell drew its links anew.
        showUnreadCount(session === null ? 0 : count);
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
  // What this browser kept for someone else (their saved messages) goes when the session changes:
  // all of it at logout, all but the new user's at a login.
  forgetUserStorage(getSession());
  subscribeToSession(() => {
    if (getSession()?.token === owner) return;
    owner = getSession()?.token;
    forgetUserStorage(getSession());
    showUnreadCount(0);
    void check();
  });
  void check();
}

// Loaded after the first page for a member, or with the board: either way, the count starts.
pollUnreadCount();
