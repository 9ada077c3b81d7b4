import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readStoredValue, writeStoredValue } from './browser-storage';
import { useHydrated } from './hydration';

export const DEBUG_MODE_KEY = 'debug_mode';

export interface DebugModeInput {
  /** location.search, with or without the leading '?'. */
  readonly search: string;
  /** What localStorage holds under DEBUG_MODE_KEY. */
  readonly stored: string | null;
  /** True in the Vite dev server. */
  readonly isDev: boolean;
}

export interface DebugMode {
  readonly enabled: boolean;
  /** The value to remember, when the URL asked for a change; null otherwise. */
  readonly remember: '1' | '0' | null;
}

function parseFlag(value: string | null): boolean | null {
  if (value === '1') return true;
  if (value === '0') return false;
  return null;
}

/**
 * Debug mode: `?debug=1` / `?debug=0` wins and is remembered, then the remembered choice, then
 * on in the dev server and off in a production build.
 */
export function resolveDebugMode({ search, stored, isDev }: DebugModeInput): DebugMode {
  const fromUrl = parseFlag(new URLSearchParams(search).get('debug'));
  if (fromUrl !== null) return { enabled: fromUrl, remember: fromUrl ? '1' : '0' };
  return { enabled: parseFlag(stored) ?? isDev, remember: null };
}

/**
 * Whether debug mode is on for this page; remembers a `?debug=` choice in localStorage. Off while
 * the prerendered page hydrates (the HTML was built without it), on from the next render.
 */
export function useDebugMode(): boolean {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const mode = resolveDebugMode({
    search,
    stored: readStoredValue(DEBUG_MODE_KEY),
    isDev: import.meta.env.DEV,
  });
  useEffect(() => {
    if (mode.remember !== null) writeStoredValue(DEBUG_MODE_KEY, mode.remember);
  }, [mode.remember]);
  return hydrated && mode.enabled;
}
