/**
 * Writes the service worker again once the pages are prerendered (`npm run build` runs this after
 * scripts/prerender.ts): the worker `vite build` wrote lists index.html as it was before the home
 * page was rendered into it, and no other page. Same options (vite.config.ts), final files.
 *
 *   tsx scripts/service-worker.ts
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, resolveConfig, type Plugin } from 'vite';
import type { VitePluginPWAAPI } from 'vite-plugin-pwa';
import { precompressFile } from '../src/server/plugins/precompress';
import { ASSET_KEYS, assetUrl } from '../src/shared/asset-keys';
import {
  OUTBOX_SYNC_SCRIPT,
  SOUNDS_AND_ICONS_CACHE,
  SOUNDS_AND_ICONS_SCRIPT,
} from '../vite.config';

const projectRoot = path.join(import.meta.dirname, '..');
const config = await resolveConfig(
  { root: projectRoot, configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: 'warn' },
  'build',
  'production',
);
// Vite types a plugin's `api` as any: the PWA plugin's is read through its own type.
const plugin: { api?: VitePluginPWAAPI } | undefined = config.plugins.find(
  (candidate: Plugin) => candidate.name === 'vite-plugin-pwa',
);
const api = plugin?.api;
if (api === undefined) throw new Error('vite.config.ts has no vite-plugin-pwa');

const outDir = path.resolve(config.root, config.build.outDir);
const WORKER_FILE = /^(sw|sw-[\w-]+|workbox-[\w-]+)\.js(\.map|\.br|\.gz)?$/;
const workerFiles = async () => (await readdir(outDir)).filter((file) => WORKER_FILE.test(file));
// The first worker's files go, so the new one neither lists them nor leaves them behind.
for (const file of await workerFiles()) await rm(path.join(outDir, file));
// The API serves the sounds and icons, so they are not files of the build: the worker asks for each
// once as it installs (a failure leaves that one for the page to fetch), and the worker's route
// asks the network first for them afterwards.
await writeFile(
  path.join(outDir, SOUNDS_AND_ICONS_SCRIPT),
  `self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(${JSON.stringify(SOUNDS_AND_ICONS_CACHE)}).then((cache) =>
      Promise.all(
        ${JSON.stringify(ASSET_KEYS.map(assetUrl))}.map((url) => cache.add(url).catch(() => undefined)),
      ),
    ),
  );
});
`,
);
// The outbox's Background Sync, one classic script with the IndexedDB code it shares with the page.
await build({
  configFile: false,
  root: projectRoot,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: path.join(projectRoot, 'src/web/outbox-sync.worker.ts'),
      formats: ['iife'],
      name: 'nookOutboxSync',
      fileName: () => OUTBOX_SYNC_SCRIPT,
    },
  },
});
await api.generateSW();

// The worker and its Workbox runtime are served like every other script: Brotli or gzip.
const written = (await workerFiles()).filter((file) => file.endsWith('.js'));
for (const file of written) await precompressFile(path.join(outDir, file));
console.info(`service worker written: ${written.join(', ')}`);
