import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new-app` in a copy of the project (so that no other test sees the new app), checked as
 * its author would: it typechecks, lints, passes its own tests and the permission table, and the
 * shell and the server find it. Each step can take minutes on a busy machine, hence the long
 * timeouts.
 */
const PROJECT_ROOT = path.join(import.meta.dirname, '..');
const NOT_COPIED = new Set(['node_modules', 'dist', 'data', 'coverage', '.git']);
const MINUTES = 60_000;

const ID = `scaffold-check-${Date.now().toString(36)}`;
const TITLE = ID.split('-')
  .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  .join(' ');
const ROUTE_PATH = `/applications/${ID}`;

/** What the check reads of src/web/apps.ts and hubs.ts, loaded through Vite (they are browser code). */
interface WebApps {
  findAppRoute: (path: string) => { title: string; lead?: unknown } | undefined;
  pageSourceFiles: (path: string) => readonly string[];
}
interface WebHubs {
  applicationsHubCards: () => readonly { path: string }[];
}

let copy = '';
const appFolder = () => path.join(copy, 'src/apps', ID);

/** Runs a command in the copy; rejects with its output when it fails. */
function run(command: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: copy, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const output = stripVTControlCharacters(`${stdout}${stderr}`);
      if (error) reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`));
      else resolve(output);
    });
  });
}

/** The project's TypeScript files under the folders that merge into a module's or the global types. */
async function filesDeclaringModules(folders: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const folder of folders) {
    const entries = await readdir(path.join(copy, folder), { recursive: true });
    for (const entry of entries) {
      const file = path.join(folder, entry).split(path.sep).join('/');
      if (!/\.tsx?$/.test(file)) continue;
      const text = await readFile(path.join(copy, file), 'utf8');
      if (/^declare (module|global)\b/m.test(text)) found.push(file);
    }
  }
  return found;
}

describe('npm run new-app', () => {
  beforeAll(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'nook-new-app-'));
    await cp(PROJECT_ROOT, copy, {
      recursive: true,
      filter: (source) =>
        !NOT_COPIED.has(path.relative(PROJECT_ROOT, source).split(path.sep)[0] ?? ''),
    });
    await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    await run('npm', ['run', 'new-app', '--', ID, '--server']);
  }, 5 * MINUTES);

  afterAll(async () => {
    if (!copy) return;
    await rm(appFolder(), { recursive: true, force: true });
    await rm(copy, { recursive: true, force: true });
  });

  it('writes the manifest, a core module and its test, a page and its end-to-end test, and the server part', () => {
    for (const file of [
      'manifest.ts',
      `core/${ID}.ts`,
      `core/${ID}.test.ts`,
      `web/${ID}-page.tsx`,
      `${ID}.e2e.ts`,
      `shared/${ID}.schemas.ts`,
      `server/${ID}.server.ts`,
      `server/${ID}.routes.ts`,
      `server/${ID}.routes.test.ts`,
      `server/${ID}.permissions.test-rows.ts`,
      `server/${ID}.migrations.ts`,
    ]) {
      expect(existsSync(path.join(appFolder(), file)), file).toBe(true);
    }
  });

  it('refuses an id it cannot use', async () => {
    await expect(run('npm', ['run', 'new-app', '--', ID])).rejects.toThrow('exists already');
    await expect(run('npm', ['run', 'new-app', '--', 'Bird_Watch'])).rejects.toThrow(
      'is not an app id',
    );
  });

  it(
    'typechecks, lints and is formatted as made',
    async () => {
      // Each of the project's three programs, narrowed to the new app's files (and whatever they
      // import): the rest of the project is typechecked by npm run typecheck in the same run.
      const programs = {
        web: ['manifest.ts', 'core', 'data', 'shared', 'web'],
        node: ['manifest.ts', 'core', 'data', 'shared', 'server', '*.e2e.ts'],
        core: ['manifest.ts', 'core', 'data', 'shared'],
      };
      // The server's types are completed by declaration merging (each table adds itself to the
      // database's interface), so the node program also takes every file that declares one.
      const augmenting = await filesDeclaringModules(['src', 'tests']);
      const configs = await Promise.all(
        Object.entries(programs).map(async ([name, parts]) => {
          const file = `tsconfig.${ID}.${name}.json`;
          const include = parts.map((part) => `src/apps/${ID}/${part}`);
          if (name === 'core') include.push('src/core-globals.d.ts');
          if (name === 'node') include.push(...augmenting.filter((f) => !f.includes('/web/')));
          await writeFile(
            path.join(copy, file),
            JSON.stringify({ extends: `./tsconfig.${name}.json`, include }),
          );
          return file;
        }),
      );
      await Promise.all([
        ...configs.map((config) => run('npx', ['tsc', '-p', config])),
        run('npx', ['eslint', '--max-warnings', '0', `src/apps/${ID}`]),
        run('npx', ['prettier', '--check', `src/apps/${ID}`]),
      ]);
    },
    15 * MINUTES,
  );

  it(
    'passes its unit and API tests, and its rows of the permission table',
    async () => {
      const own = await run('npx', [
        'vitest',
        'run',
        '--reporter',
        'verbose',
        '--project',
        'node',
        `src/apps/${ID}`,
      ]);
      expect(own).toContain(`src/apps/${ID}/core/${ID}.test.ts`);
      expect(own).toContain(`src/apps/${ID}/server/${ID}.routes.test.ts`);
      const permissions = await run('npx', [
        'vitest',
        'run',
        '--reporter',
        'verbose',
        'src/server/permissions.test.ts',
        '-t',
        `/api/${ID}/|expects of each route|lists every route`,
      ]);
      expect(permissions).toMatch(/Tests\s+\d+ passed/);
      expect(permissions).toContain(`POST /api/${ID}/presses as anonymous → 401`);
    },
    10 * MINUTES,
  );

  it(
    'is in the shell, with its page, lead line and card, and on the server',
    async () => {
      const vite = await createServer({
        root: copy,
        configFile: path.join(copy, 'vite.config.ts'),
        logLevel: 'silent',
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
      });
      try {
        const apps = (await vite.ssrLoadModule('/src/web/apps.ts')) as WebApps;
        const route = apps.findAppRoute(ROUTE_PATH);
        expect(route?.title).toBe(TITLE);
        expect(route?.lead).toEqual(expect.any(String));
        expect(apps.pageSourceFiles(ROUTE_PATH)[0]).toBe(`src/apps/${ID}/web/${ID}-page.tsx`);
        const hubs = (await vite.ssrLoadModule('/src/web/hubs.ts')) as WebHubs;
        expect(hubs.applicationsHubCards().at(-1)?.path).toBe(ROUTE_PATH);
      } finally {
        await vite.close();
      }

      // Under tsx, as npm run dev starts the server (the API test above ran it under Vite).
      const listed = await run(process.execPath, [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { SERVER_APPS } = await import('./src/server/apps.ts'); console.log(JSON.stringify(SERVER_APPS.map((app) => app.id)));",
      ]);
      expect(JSON.parse(listed.trim().split('\n').at(-1) ?? '[]')).toContain(ID);
    },
    5 * MINUTES,
  );
});
