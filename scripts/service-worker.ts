/**
 * The two scripts the service worker imports besides Workbox (decision 020), written into the
 * built site before vite-plugin-pwa writes the worker (`prerenderedPages` in vite.config.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { ASSET_KEYS, assetUrl } from '../src/shared/asset-keys.ts';

/** The worker's own addition: it asks for every sound and icon once, as it installs. */
export const SOUNDS_AND_ICONS_SCRIPT = 'sw-sounds-and-icons.js';
export const SOUNDS_AND_ICONS_CACHE = 'nook-assets';
/** The worker's other addition: Background Sync for the outbox (src/web/outbox-sync.worker.ts). */
export const OUTBOX_SYNC_SCRIPT = 'sw-outbox-sync.js';

/** Writes both scripts into `outDir`, the built SPA of the project at `projectRoot`. */
export async function writeServiceWorkerImports(
  projectRoot: string,
  outDir: string,
): Promise<void> {
  // The API serves the sounds and icons, so they are not files of the build: the worker asks for
  // each once as it installs (a failure leaves that one for the page to fetch), and the worker's
  // route asks the network first for them afterwards.
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
}
