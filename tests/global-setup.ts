import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { allMigrations } from '../src/server/db/all-migrations';
import { ensureFirstAdmin } from '../src/server/kit/auth/first-admin';
import { createDatabase } from '../src/server/kit/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import { TEST_ADMIN } from './test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file with the test Admin, copied for each test server's database. */
    sqliteTemplate: string;
  }
}

/**
 * Migrates one SQLite database for the whole run; each test server starts on a copy of it, which is
 * much cheaper than running every migration again with synchronous=FULL.
 */
export async function provideSqliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-template-'));
  const db = await createDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrateToLatest(db, allMigrations());
    await ensureFirstAdmin(db, { ...TEST_ADMIN, announce: () => undefined });
  } finally {
    // Closing the only connection checkpoints the WAL into the file, so the file alone is whole.
    await db.destroy();
  }
  project.provide('sqliteTemplate', path.join(dataDir, 'nook.sqlite'));
  return () => rm(dataDir, { recursive: true, force: true });
}

/** The node project's setup: the SQLite template, and one line when PostgreSQL is not tested. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!process.env['TEST_DATABASE_URL']) {
    console.info('TEST_DATABASE_URL is not set: the PostgreSQL suites are skipped.');
  }
  return provideSqliteTemplate(project);
}
