import { registerSW } from 'virtual:pwa-register';

export const UPDATE_PROMPT_TEXT = 'Update available — reload';
export const OFFLINE_NOTICE_TEXT =
  'You are offline. Quizzes, games and tools still work; pages that need the server load again when the connection returns.';

/** A fixed notice at the bottom of the window, outside React's root, so hydration never sees it. */
function notice(className: string): HTMLElement {
  const element = document.createElement('div');
  element.className = `site-notice ${className}`;
  element.setAttribute('role', 'status');
  element.hidden = true;
  document.body.append(element);
  return element;
}

/** Says so in words while the browser has no connection. */
function showOfflineNotice(): void {
  const element = notice('site-notice--offline');
  element.textContent = OFFLINE_NOTICE_TEXT;
  const update = () => (element.hidden = navigator.onLine);
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}

/**
 * Registers the service worker (decision 020). A new version waits until the visitor reloads from
 * the prompt, so an open page never mixes its chunks with a newer build's.
 */
export function startServiceWorker(): void {
  showOfflineNotice();
  const prompt = notice('site-notice--update');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = UPDATE_PROMPT_TEXT;
  prompt.append(button);
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      prompt.hidden = false;
    },
  });
  button.addEventListener('click', () => {
    button.disabled = true;
    // Activates the waiting worker and reloads the page once it controls it.
    void updateServiceWorker(true);
  });
}
