import { useCallback, useState } from 'react';
import { readStoredValue, writeStoredValue } from '../kit/browser-storage';
import { useHydrated } from '../kit/hydration';

export const SIDEBAR_COLLAPSED_KEY = 'sidebar_collapsed';
/** Set on `<html>` by index.html before the first paint, and kept in step with the choice here. */
export const SIDEBAR_COLLAPSED_ATTRIBUTE = 'data-sidebar-collapsed';

/**
 * The sidebar's collapsed state, remembered in localStorage as '1' or '0'. The first render (the
 * prerendered HTML, and hydration) is expanded; the stored choice applies from the next one, and
 * the `<html>` attribute has already drawn it collapsed in between.
 */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const collapsed = chosen ?? (hydrated && readStoredValue(SIDEBAR_COLLAPSED_KEY) === '1');
  const toggle = useCallback(() => {
    const next = !collapsed;
    writeStoredValue(SIDEBAR_COLLAPSED_KEY, next ? '1' : '0');
    if (next) document.documentElement.setAttribute(SIDEBAR_COLLAPSED_ATTRIBUTE, '');
    else document.documentElement.removeAttribute(SIDEBAR_COLLAPSED_ATTRIBUTE);
    setChosen(next);
  }, [collapsed]);
  return [collapsed, toggle];
}
