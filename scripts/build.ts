/**
 * `npm run build`: each app's step before the site (src/apps/<id>/build.ts), the site (`vite build`:
 * the SPA, its prerendered pages, the service worker and the compressed copies, see vite.config.ts),
 * the server (`vite build --ssr`), then each app's step after it. Prints each step's time and the
 * total.
 *
 *   tsx scripts/build.ts
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { AppBuild, BuildOutput } from '../src/shared/app-build';
import { findAppBuildFiles, formatTimings, orderBuildSteps } from './build-steps';

const root = path.join(import.meta.dirname, '..');
const configFile = path.join(root, 'vite.config.ts');
const output: BuildOutput = {
  root,
  webDir: path.join(root, 'dist/web'),
  serverDir: path.join(root, 'dist/server'),
};

const apps = await Promise.all(
  (await findAppBuildFiles(path.join(root, 'src/apps'))).map(async ({ id, file }) => {
    const module = (await import(pathToFileURL(file).href)) as { build?: AppBuild };
    if (typeof module.build !== 'object') {
      throw new Error(`${path.relative(root, file)} exports no \`build\``);
    }
    return { id, build: module.build };
  }),
);

const steps = orderBuildSteps(apps, [
  {
    name: 'site: SPA, prerendered pages, service worker',
    run: async () => {
      await build({ root, configFile });
    },
  },
  {
    name: 'server',
    run: async () => {
      await build({ root, configFile, build: { ssr: true } });
    },
  },
]);

const timings: { name: string; milliseconds: number }[] = [];
for (const step of steps) {
  console.info(`\n▶ ${step.name}`);
  const start = performance.now();
  await step.run(output);
  timings.push({ name: step.name, milliseconds: performance.now() - start });
}
console.info(`\n${formatTimings(timings)}`);
