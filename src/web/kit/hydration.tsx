import { type ReactNode, useSyncExternalStore } from 'react';

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * False while React hydrates the prerendered HTML (and on the server), true in every render after.
 * Whatever reads browser-only state (storage, the session, the URL's query) must not change the
 * first render, or the markup would differ from the HTML the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Renders `fallback` on the server and while hydrating, then `children`: for pages whose content
 * depends on who is signed in or on what this browser has stored. A visit that starts elsewhere in
 * the site renders `children` at once.
 */
export function ClientOnly({
  children,
  fallback,
}: {
  readonly children: ReactNode;
  readonly fallback: ReactNode;
}) {
  return useHydrated() ? children : fallback;
}
