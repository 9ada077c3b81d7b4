import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Files that render as the server does (`@vitest-environment node`) have no window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.history.replaceState(null, '');
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
