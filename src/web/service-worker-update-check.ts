/** How often a page left open asks whether a new version has been deployed. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Switching tabs back and forth asks at most this often. */
export const UPDATE_CHECK_MIN_GAP_MS = 60 * 1000;

/** The part of a service worker's registration the check uses. */
export type UpdatableRegistration = Pick<ServiceWorkerRegistration, 'update' | 'installing'>;

/**
 * Asks the browser to look for a new service worker when the page becomes visible again and every
 * hour while it is shown, so a page left open hears of a deploy without a navigation (the browser
 * itself looks only on navigations). A new worker waits, and the page offers its update prompt.
 * Returns a function that stops the checks.
 */
export function checkForUpdatesWhileOpen(registration: UpdatableRegistration): () => void {
  let lastCheck = -Infinity;
  const check = () => {
    // A hidden page is checked when it is shown again; offline, the fetch would only fail.
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    // A worker already installing is the update; asking again would restart nothing useful.
    if (registration.installing) return;
    const now = Date.now();
    if (now - lastCheck < UPDATE_CHECK_MIN_GAP_MS) return;
    lastCheck = now;
    registration.update().catch(() => {
      // The server could not be reached or sent no worker: the next check asks again.
    });
  };
  document.addEventListener('visibilitychange', check);
  const timer = window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  return () => {
    document.removeEventListener('visibilitychange', check);
    window.clearInterval(timer);
  };
}
