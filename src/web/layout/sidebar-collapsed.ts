import { useCallback, useState } from 'react';
import { readStoredValue, writeStoredValue } from '../browser-storage';

export const SIDEBAR_COLLAPSED_KEY = 'sidebar_collapsed';

/** The sidebar's collapsed state, remembered in localStorage as '1' or '0'. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(() => readStoredValue(SIDEBAR_COLLAPSED_KEY) === '1');
  const toggle = useCallback(() => {
    const next = !collapsed;
    writeStoredValue(SIDEBAR_COLLAPSED_KEY, next ? '1' : '0');
    setCollapsed(next);
  }, [collapsed]);
  return [collapsed, toggle];
}
