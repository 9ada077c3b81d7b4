import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '#web/router';
import { type Session, setSession } from '#kit/session';

export const SESSIONS = {
  user: { username: 'ulla', role: 'User', token: 'token-user' },
  family: { username: 'frida', role: 'Family', token: 'token-family' },
  admin: { username: 'ada', role: 'Admin', token: 'token-admin' },
} as const satisfies Record<string, Session>;

/**
 * Reports the router's location after every navigation, so tests can check where a click led. A layout
 * effect runs in the same commit that puts the new page in the DOM, so whatever a test finds on screen,
 * the location already matches it.
 */
function LocationSpy({ onLocation }: { readonly onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}

/** Renders the whole app (shell and routes) at `path` with a memory router. */
export function renderApp(path = '/', { session }: { session?: Session } = {}) {
  if (session) setSession(session);
  let location: Location | undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationSpy
          onLocation={(next) => {
            location = next;
          }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** The router's current location. */
  function currentLocation(): Location {
    if (location === undefined) throw new Error('The router has not rendered yet');
    return location;
  }
  return { ...view, currentLocation, user };
}
