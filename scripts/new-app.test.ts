import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run new-app` in a copy of the project (so that no other test sees the new apps), checked as
 * their author would: an app with a server part and one without typecheck, lint, pass their own
 * unit, API and end-to-end tests (the latter against a build of the copy) and the permission table,
 * and the shell and the server find them. Each step can take minutes on a busy machine, hence the
 * long timeouts; the whole check takes minutes, so it runs in CI only (where CI is set).
 */
const PROJECT_ROOT = path.join(import.meta.dirname, '..');
const NOT_COPIED = new Set(['node_modules', 'dist', 'data', 'coverage', '.git']);
const MINUTES = 60_000;

const STAMP = Date.now().toString(36);
/** The app made with --server: a list that members add to, through its API. */
const ID = `scaffold-check-${STAMP}`;
/** The app made without it: a count kept in the browser. */
const BROWSER_ID = `scaffold-local-${STAMP}`;
const IDS = [ID, BROWSER_ID] as const;
const TITLE = ID.split('-')
  .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  .join(' ');
const ROUTE_PATH = `/applications/${ID}`;
const BROWSER_ROUTE_PATH = `/applications/${BROWSER_ID}`;

/** What the check reads of src/web/apps.ts and hubs.ts, loaded through Vite (they are browser code). */
interface WebApps {
  findAppRoute: (path: string) => { title: string; lead?: unknown } | undefined;
  pageSourceFiles: (path: string) => readonly string[];
}
interface WebHubs {
  applicationsHubCards: () => readonly { path: string }[];
}

let copy = '';
const appFolder = (id: string = ID) => path.join(copy, 'src/apps', id);
const appFolders = () => IDS.map((id) => `src/apps/${id}`);

/** Runs a command in the copy; rejects with its output when it fails. */
function run(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd: copy, env, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const output = stripVTControlCharacters(`${stdout}${stderr}`);
        if (error) reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`));
        else resolve(output);
      },
    );
  });
}

/** What Vitest sets in its workers' environment (NODE_ENV=test among it), which a build must not see. */
const TEST_RUNNER_ENV = /^(VITEST.*|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL)$/;

/** This process's environment as a shell would hand it to `npm run build`. */
function buildEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !TEST_RUNNER_ENV.test(name)),
  );
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

describe.skipIf(!process.env['CI'])('npm run new-app', () => {
  beforeAll(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'nook-new-app-'));
    await cp(PROJECT_ROOT, copy, {
      recursive: true,
      filter: (source) =>
        !NOT_COPIED.has(path.relative(PROJECT_ROOT, source).split(path.sep)[0] ?? ''),
    });
    await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    await run('npm', ['run', 'new-app', '--', ID, '--server']);
    await run('npm', ['run', 'new-app', '--', BROWSER_ID]);
  }, 5 * MINUTES);

  afterAll(async () => {
    if (!copy) return;
    await rm(copy, { recursive: true, force: true });
  });

  it('writes the whole path of an app with a server part, from its page to its table', () => {
    for (const file of [
      'manifest.ts',
      `core/${ID}.ts`,
      `core/${ID}.test.ts`,
      `shared/${ID}.schemas.ts`,
      `server/${ID}.server.ts`,
      `server/${ID}.routes.ts`,
      `server/${ID}.routes.test.ts`,
      `server/${ID}.permissions.test-rows.ts`,
      `server/${ID}.repository.ts`,
      `server/${ID}.table.ts`,
      `server/${ID}.migrations.ts`,
      `web/${ID}.api.ts`,
      `web/${ID}.queries.ts`,
      `web/${ID}-page.tsx`,
      `${ID}.e2e.ts`,
    ]) {
      expect(existsSync(path.join(appFolder(), file)), file).toBe(true);
    }
    // Its page keeps nothing in the browser: it reads and writes through the API.
    expect(existsSync(path.join(appFolder(), `web/${ID}-storage.ts`))).toBe(false);
  });

  it('writes an app without a server part that keeps its state in the browser', () => {
    for (const file of [
      'manifest.ts',
      `core/${BROWSER_ID}.ts`,
      `core/${BROWSER_ID}.test.ts`,
      `web/${BROWSER_ID}-page.tsx`,
      `web/${BROWSER_ID}-storage.ts`,
      `${BROWSER_ID}.e2e.ts`,
    ]) {
      expect(existsSync(path.join(appFolder(BROWSER_ID), file)), file).toBe(true);
    }
    for (const folder of ['server', 'shared']) {
      expect(existsSync(path.join(appFolder(BROWSER_ID), folder)), folder).toBe(false);
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
      // Each of the project's three programs, narrowed to the new apps' files (and whatever they
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
          const include = appFolders().flatMap((folder) =>
            parts.map((part) => `${folder}/${part}`),
          );
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
        run('npx', ['eslint', '--max-warnings', '0', ...appFolders()]),
        run('npx', ['prettier', '--check', ...appFolders()]),
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
        ...appFolders(),
      ]);
      expect(own).toContain(`src/apps/${ID}/core/${ID}.test.ts`);
      expect(own).toContain(`src/apps/${ID}/server/${ID}.routes.test.ts`);
      expect(own).toContain(`src/apps/${BROWSER_ID}/core/${BROWSER_ID}.test.ts`);
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
      expect(permissions).toContain(`GET /api/${ID}/items as anonymous → 200`);
      expect(permissions).toContain(`POST /api/${ID}/items as anonymous → 401`);
      expect(permissions).toContain(`POST /api/${ID}/items as User → 201`);
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
        expect(apps.findAppRoute(BROWSER_ROUTE_PATH)?.title).toEqual(expect.any(String));
        // Each new card goes after every other one in its hub.
        expect(
          hubs
            .applicationsHubCards()
            .slice(-2)
            .map((card) => card.path),
        ).toEqual([ROUTE_PATH, BROWSER_ROUTE_PATH]);
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
      const ids = JSON.parse(listed.trim().split('\n').at(-1) ?? '[]') as unknown;
      expect(ids).toContain(ID);
      expect(ids).not.toContain(BROWSER_ID);
    },
    5 * MINUTES,
  );

  it(
    'passes its end-to-end tests against the built site: a member logs in, adds an item and sees it listed',
    async () => {
      await run('npm', ['run', 'build'], buildEnv());
      const e2e = await run('npx', [
        'vitest',
        'run',
        '--reporter',
        'verbose',
        '--project',
        'e2e',
        ...IDS.map((id) => `src/apps/${id}/${id}.e2e.ts`),
      ]);
      expect(e2e).toContain(`src/apps/${ID}/${ID}.e2e.ts`);
      expect(e2e).toContain('lets a member who logs in add an item');
      expect(e2e).toContain(`src/apps/${BROWSER_ID}/${BROWSER_ID}.e2e.ts`);
      expect(e2e).toMatch(/Tests\s+2 passed/);
    },
    20 * MINUTES,
  );
});
