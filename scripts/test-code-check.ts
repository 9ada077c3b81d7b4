import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Whether a source file exists only for the tests: a test (`.test.`, `.e2e.`), a test's support file
 * named after it (`.test-rows.ts`, `.test-fixtures.ts`), or anything under `tests/` or a `testing/`
 * folder. `file` is absolute; `root` is the project's folder.
 */
export function isTestCode(file: string, root: string): boolean {
  const relative = path.relative(root, file.split('?')[0] ?? file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false;
  const parts = relative.split(path.sep);
  const name = parts.at(-1) ?? '';
  return (
    parts[0] === 'tests' ||
    parts.slice(0, -1).includes('testing') ||
    /\.(test|e2e)\./.test(name) ||
    /\.test-[a-z-]+\.tsx?$/.test(name)
  );
}

/**
 * Fails the build when a module written for the tests is bundled into a chunk: permission rows,
 * fixtures and harness code never ship. Runs in both builds (the SPA and the server).
 */
export function noTestCodeInBuild(): Plugin {
  let root = '';
  return {
    name: 'nook-no-test-code-in-build',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const found = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? output.moduleIds
              .filter((id) => isTestCode(id, root))
              .map((id) => `${path.relative(root, id)} (in ${output.fileName})`)
          : [],
      );
      if (found.length > 0) {
        this.error(`test code reached the build:\n  ${found.join('\n  ')}`);
      }
    },
  };
}
