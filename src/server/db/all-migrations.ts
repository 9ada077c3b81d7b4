import type { Migration } from 'kysely';
import { PLATFORM_MIGRATIONS } from './migrations/index';

type Migrations = Readonly<Record<string, Migration>>;
type AppMigrationsModule = Readonly<Record<string, unknown>>;

/** Where an app's migrations are, from this folder: `../../apps/<id>/server/<id>.migrations.ts`. */
const APP_MIGRATIONS_FILE = /^\.\.\/\.\.\/apps\/([^/]+)\/server\/([^/]+)\.migrations\.ts$/;

/**
 * Every `src/apps/<id>/server/*.migrations.ts`, by file: only the apps' tables, none of their
 * routes, so a restore loads no more than it migrates. Under Vite (the built server, the tests)
 * the list is globbed as the code is built; under tsx (`npm run dev`) the folder is read.
 */
const APP_MIGRATION_MODULES: Readonly<Record<string, AppMigrationsModule>> = import.meta.env
  ? import.meta.glob<AppMigrationsModule>('../../apps/*/server/*.migrations.ts', { eager: true })
  : await appMigrationModulesOnDisk();

async function appMigrationModulesOnDisk(): Promise<Record<string, AppMigrationsModule>> {
  const { readdir } = await import('node:fs/promises');
  const appsFolder = new URL('../../apps/', import.meta.url);
  const modules: Record<string, AppMigrationsModule> = {};
  for (const id of (await readdir(appsFolder)).sort()) {
    const files = await readdir(new URL(`${id}/server/`, appsFolder)).catch(() => []);
    for (const file of files.filter((name) => name.endsWith('.migrations.ts')).sort()) {
      const url = new URL(`${id}/server/${file}`, appsFolder);
      modules[`../../apps/${id}/server/${file}`] = (await import(
        /* @vite-ignore */ url.href
      )) as AppMigrationsModule;
    }
  }
  return modules;
}

/** The export an app's migrations module names after its id: `word-weaver` → `WORD_WEAVER_MIGRATIONS`. */
export function migrationsExportOf(id: string): string {
  return `${id.replaceAll('-', '_').toUpperCase()}_MIGRATIONS`;
}

function appMigrationsOf(file: string, module: AppMigrationsModule): Migrations {
  const [, folder, name] = APP_MIGRATIONS_FILE.exec(file) ?? [];
  if (!folder || name !== folder) {
    throw new Error(`${file}: an app's migrations are server/<id>.migrations.ts, <id> its folder`);
  }
  const migrations = module[migrationsExportOf(folder)];
  if (typeof migrations !== 'object' || migrations === null) {
    throw new Error(`${file} must export ${migrationsExportOf(folder)}`);
  }
  return migrations as Migrations;
}

/** Each app's migrations, in folder order. Adding an app edits nothing here. */
export const APP_MIGRATIONS: readonly Migrations[] = Object.entries(APP_MIGRATION_MODULES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, module]) => appMigrationsOf(file, module));

/** Every migration: the platform's, then each app's; names start with a date, so they run in one order. */
export function allMigrations(): Record<string, Migration> {
  return Object.assign({}, PLATFORM_MIGRATIONS, ...APP_MIGRATIONS) as Record<string, Migration>;
}
