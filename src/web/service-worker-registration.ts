import { registerSW } from 'virtual:pwa-register';
import { checkForUpdatesWhileOpen } from './service-worker-update-check';

export const UPDATE_PROMPT_TEXT = 'Update available — reload';
export const OFFLINE_NOTICE_DISMISS_LABEL = 'Hide the offline notice';
export const OFFLINE_NOTICE_TEXT =
  'You are offline. Quizzes, games and tools still work; pages that need the server load again when the connection returns.';

/**
 * A notice outside React's root, so hydration never sees it: a bar above the page (`top`), which
 * pushes the page down rather than covering any of it, or fixed over the window's bottom edge.
 */
function notice(className: string, place: 'top' | 'bottom'): HTMLElement {
  const element = document.createElement('div');
  element.className = `site-notice ${className}`;
  element.setAttribute('role', 'status');
  element.hidden = true;
  if (place === 'top') document.body.prepend(element);
  else document.body.append(element);
  return element;
}

/** Set while the visitor has put the offline notice away; cleared when the connection returns. */
const OFFLINE_NOTICE_DISMISSED = 'nook.offline-notice-dismissed';

function noticeDismissed(): boolean {
  try {
    return sessionStorage.getItem(OFFLINE_NOTICE_DISMISSED) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(dismissed: boolean): void {
  try {
    if (dismissed) sessionStorage.setItem(OFFLINE_NOTICE_DISMISSED, '1');
    else sessionStorage.removeItem(OFFLINE_NOTICE_DISMISSED);
  } catch {
    // Storage refused (private mode, full): the notice simply comes back on the next page load.
  }
}

/**
 * Says so in words while the browser has no connection, in a bar above the page that the visitor
 * may put away until the connection next drops.
 */
function showOfflineNotice(): void {
  const element = notice('site-notice--offline', 'top');
  const text = document.createElement('p');
  text.className = 'site-notice__text';
  text.textContent = OFFLINE_NOTICE_TEXT;
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'button button--quiet site-notice__dismiss';
  dismiss.textContent = 'Hide';
  dismiss.setAttribute('aria-label', OFFLINE_NOTICE_DISMISS_LABEL);
  element.append(text, dismiss);
  const update = () => (element.hidden = navigator.onLine || noticeDismissed());
  dismiss.addEventListener('click', () => {
    rememberDismissal(true);
    update();
  });
  window.addEventListener('online', () => {
    rememberDismissal(false);
    update();
  });
  window.addEventListener('offline', update);
  update();
}

/**
 * Registers the service worker (decision 020). A new version waits until the visitor reloads from
 * the prompt, so an open page never mixes its chunks with a newer build's. An open page looks for
 * one when it is shown again and hourly, not only on navigations.
 */
export function startServiceWorker(): void {
  showOfflineNotice();
  const prompt = notice('site-notice--update', 'bottom');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = UPDATE_PROMPT_TEXT;
  prompt.append(button);
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      prompt.hidden = false;
    },
    onRegisteredSW(_url, registration) {
      if (registration) checkForUpdatesWhileOpen(registration);
    },
  });
  button.addEventListener('click', () => {
    button.disabled = true;
    // Activates the waiting worker and reloads the page once it controls it.
    void updateServiceWorker(true);
  });
}
