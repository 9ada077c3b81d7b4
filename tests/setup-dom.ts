import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A busy machine (a build beside the tests) can take seconds to render a lazy page: waits for what a
// test needs are given that long, never a fixed sleep.
configure({ asyncUtilTimeout: 15_000 });

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
