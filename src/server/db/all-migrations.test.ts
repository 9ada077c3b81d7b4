import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { allMigrations, APP_MIGRATIONS, migrationsExportOf } from './all-migrations';
import { PLATFORM_MIGRATIONS } from './migrations/index';

const APPS_FOLDER = path.join(import.meta.dirname, '../../apps');

/** The apps whose folder has migrations, read from the disk as a person would. */
const FOLDERS_WITH_MIGRATIONS = readdirSync(APPS_FOLDER)
  .filter((id) => existsSync(path.join(APPS_FOLDER, id, 'server', `${id}.migrations.ts`)))
  .sort();

describe('every migration', () => {
  it('names each app migrations export after its folder', () => {
    expect(migrationsExportOf('ludde')).toBe('LUDDE_MIGRATIONS');
    expect(migrationsExportOf('word-weaver')).toBe('WORD_WEAVER_MIGRATIONS');
  });

  it("gathers the platform's and each app folder's, no name given twice", () => {
    expect(FOLDERS_WITH_MIGRATIONS).toEqual(
      expect.arrayContaining(['ludde', 'message-board', 'word-weaver']),
    );
    expect(APP_MIGRATIONS).toHaveLength(FOLDERS_WITH_MIGRATIONS.length);
    const names = [PLATFORM_MIGRATIONS, ...APP_MIGRATIONS].flatMap((part) => Object.keys(part));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(allMigrations()).sort()).toEqual(names.sort());
    expect(names).toEqual(
      expect.arrayContaining(['2026-11-21-0001-platform', '2026-11-21-0500-word-weaver']),
    );
  });

  it('finds the same under tsx, as npm run dev runs the server', async () => {
    const script = [
      `const { allMigrations } = await import(${JSON.stringify(path.join(import.meta.dirname, 'all-migrations.ts'))});`,
      'console.log(JSON.stringify(Object.keys(allMigrations()).sort()));',
    ].join('\n');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: path.join(import.meta.dirname, '../../..') },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '')).toEqual(
      Object.keys(allMigrations()).sort(),
    );
  });
});
