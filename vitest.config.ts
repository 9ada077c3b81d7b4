import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest would take one worker on two cores; test files mostly wait (on disk syncs, the server,
    // the browser), so a second one finishes the run far sooner.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/web/**'],
          globalSetup: ['tests/global-setup.ts'],
          // Each file starts its own servers on its own databases, and the product's modules keep
          // no state between servers: files share a worker's loaded modules instead of loading the
          // server, its dependencies and WordWeaver's dictionary again for each file.
          isolate: false,
          // Guards against a hang only: tests wait for conditions, and a busy machine is slow.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['src/**/*.e2e.ts'],
          globalSetup: ['tests/e2e-setup.ts'],
          // As in the node project; the files a worker runs also share its Chromium (tests/e2e.ts).
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // A page under a loaded machine can take seconds to load a lazy chunk; a poll that gives
          // up after vitest's default second turns that into a failure.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
