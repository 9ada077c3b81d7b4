import type { ServerApp } from './kit/server-app';

interface ServerAppModule {
  readonly serverApp?: ServerApp;
}

/** Where an app's server part is, from this folder: `../apps/<id>/server/<id>.server.ts`. */
const SERVER_APP_FILE = /^\.\.\/apps\/([^/]+)\/server\/([^/]+)\.server\.ts$/;

/**
 * Every `src/apps/<id>/server/*.server.ts`, by file. Under Vite (the built server, the tests) the
 * list is globbed as the code is built. `npm run dev` and the bench run this file with tsx, which
 * has no import.meta.glob: there the apps folder is read as the server starts.
 */
const SERVER_APP_MODULES: Readonly<Record<string, ServerAppModule>> = import.meta.env
  ? import.meta.glob<ServerAppModule>('../apps/*/server/*.server.ts', { eager: true })
  : await serverAppModulesOnDisk();

async function serverAppModulesOnDisk(): Promise<Record<string, ServerAppModule>> {
  const { readdir } = await import('node:fs/promises');
  const appsFolder = new URL('../apps/', import.meta.url);
  const modules: Record<string, ServerAppModule> = {};
  for (const id of (await readdir(appsFolder)).sort()) {
    const files = await readdir(new URL(`${id}/server/`, appsFolder)).catch(() => []);
    for (const file of files.filter((name) => name.endsWith('.server.ts')).sort()) {
      const url = new URL(`${id}/server/${file}`, appsFolder);
      modules[`../apps/${id}/server/${file}`] = (await import(
        /* @vite-ignore */ url.href
      )) as ServerAppModule;
    }
  }
  return modules;
}

function serverAppOf(file: string, module: ServerAppModule): ServerApp {
  const [, folder, name] = SERVER_APP_FILE.exec(file) ?? [];
  if (!folder || name !== folder) {
    throw new Error(`${file}: an app's server part is server/<id>.server.ts, <id> its folder`);
  }
  const { serverApp } = module;
  if (serverApp?.id !== folder) {
    throw new Error(`${file} must export serverApp with id '${folder}'`);
  }
  return serverApp;
}

/**
 * The only place the platform reaches apps' server code: one ServerApp per app with an API, found
 * by its file, in folder order. Adding an app edits nothing here.
 */
export const SERVER_APPS: readonly ServerApp[] = Object.entries(SERVER_APP_MODULES)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, module]) => serverAppOf(file, module));
