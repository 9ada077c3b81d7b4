import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { WEB_ROOT } from './e2e';
import { provideSqliteTemplate } from './global-setup';

/** The end-to-end project's setup: the built site is there, and the SQLite template. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` before the end-to-end tests');
  }
  return provideSqliteTemplate(project);
}
