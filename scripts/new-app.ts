/**
 * `npm run new-app -- <id> [--server] [--hub applications|quizzes|games]`: writes a working app into
 * src/apps/<id>/ from scripts/app-template/. Without --server (browser-only/): a page that counts
 * presses in browser storage, its core/ rule with a unit test and an end-to-end test. With --server
 * (with-server/): the whole path of a list that members add to, from the page through the API to
 * the database: shared schemas; routes, repository, table and migration with their API test and
 * permission rows; the page's fetchers, queries and form; a core/ rule with its unit test; and an
 * end-to-end test that logs in, adds an item and sees it listed. The shell and the server find it
 * by its folder; nothing outside it changes. It typechecks and passes its tests as made.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import type { AppManifest } from '../src/shared/app-manifest';

const PROJECT_ROOT = path.join(import.meta.dirname, '..');
const APPS_FOLDER = path.join(PROJECT_ROOT, 'src/apps');
const TEMPLATE_FOLDER = path.join(import.meta.dirname, 'app-template');
/** The templates of an app that lives in the browser, and of one with a server part. */
const TEMPLATE_KINDS = { browserOnly: 'browser-only', withServer: 'with-server' } as const;

/** The hubs a new public app can join, with the path its route gets there. */
const HUB_PATHS = {
  applications: '/applications',
  quizzes: '/quizzes',
  games: '/games',
} as const;
type NewAppHub = keyof typeof HUB_PATHS;

const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

interface NewApp {
  readonly id: string;
  readonly hub: NewAppHub;
  readonly server: boolean;
}

/** What a template's `__token__`s stand for, from the app's id (`bird-watch`) and its hub place. */
function namesFor(app: NewApp, position: number, now: Date): Record<string, string> {
  const { id } = app;
  const words = id.split('-');
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}-${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}`;
  return {
    __id__: id,
    __title__: capitalised.join(' '),
    __Name__: capitalised.join(''),
    __name__: words[0] + capitalised.slice(1).join(''),
    __table__: words.join('_'),
    __CONST__: words.join('_').toUpperCase(),
    __migration__: `${stamp}-${id}`,
    __path__: `${HUB_PATHS[app.hub]}/${id}`,
    __hub__: app.hub,
    __position__: String(position),
  };
}

function fillIn(text: string, names: Record<string, string>): string {
  return Object.entries(names).reduce(
    (filled, [token, name]) => filled.replaceAll(token, name),
    text,
  );
}

async function existingManifests(): Promise<AppManifest[]> {
  const ids = (await readdir(APPS_FOLDER)).filter((id) =>
    existsSync(path.join(APPS_FOLDER, id, 'manifest.ts')),
  );
  return Promise.all(
    ids.map(
      async (id) =>
        ((await import(path.join(APPS_FOLDER, id, 'manifest.ts'))) as { manifest: AppManifest })
          .manifest,
    ),
  );
}

/** The template files under `folder`, from it. */
async function templateFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.template'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function writeFormatted(file: string, text: string): Promise<void> {
  const options = await prettier.resolveConfig(file);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await prettier.format(text, { ...options, filepath: file }));
}

/** Writes the app's folder and returns the files written, from the project root. */
export async function createApp(app: NewApp, now = new Date()): Promise<string[]> {
  if (!ID_PATTERN.test(app.id)) {
    throw new Error(`'${app.id}' is not an app id: lowercase words joined by '-', e.g. bird-watch`);
  }
  const folder = path.join(APPS_FOLDER, app.id);
  if (existsSync(folder)) throw new Error(`src/apps/${app.id} exists already`);

  const manifests = await existingManifests();
  const routePath = `${HUB_PATHS[app.hub]}/${app.id}`;
  if (manifests.some((manifest) => manifest.routes.some((route) => route.path === routePath))) {
    throw new Error(`another app has the route ${routePath}`);
  }
  // After every card in the hub, and after the shell's own two in Applications (places 2 and 3).
  const taken = manifests.flatMap((manifest) =>
    manifest.routes.flatMap((route) => (route.hub?.name === app.hub ? [route.hub.position] : [])),
  );
  const position = Math.max(app.hub === 'applications' ? 3 : 0, ...taken) + 1;

  const names = namesFor(app, position, now);
  const written: string[] = [];
  const write = async (relative: string, text: string) => {
    await writeFormatted(path.join(folder, relative), text);
    written.push(path.join('src/apps', app.id, relative));
  };
  const templates = path.join(
    TEMPLATE_FOLDER,
    app.server ? TEMPLATE_KINDS.withServer : TEMPLATE_KINDS.browserOnly,
  );
  for (const template of await templateFiles(templates)) {
    const text = await readFile(path.join(templates, template), 'utf8');
    await write(fillIn(template.slice(0, -'.template'.length), names), fillIn(text, names));
  }
  return written;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      server: { type: 'boolean', default: false },
      hub: { type: 'string', default: 'applications' },
    },
  });
  const [id] = positionals;
  const hub = values.hub;
  if (!id || positionals.length > 1 || !(hub in HUB_PATHS)) {
    console.error('usage: npm run new-app -- <id> [--server] [--hub applications|quizzes|games]');
    process.exitCode = 2;
    return;
  }
  const written = await createApp({ id, hub: hub as NewAppHub, server: values.server });
  console.info(`Made src/apps/${id}:\n  ${written.join('\n  ')}`);
  console.info(
    `Open it at ${HUB_PATHS[hub as NewAppHub]}/${id} with npm run dev; its card is on the hub.`,
  );
}

if (process.argv[1] === import.meta.filename) {
  await main();
}
