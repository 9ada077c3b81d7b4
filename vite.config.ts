import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressAssets } from './scripts/precompress.ts';
import { prerenderPages } from './scripts/prerender.ts';
import {
  OUTBOX_SYNC_SCRIPT,
  SOUNDS_AND_ICONS_CACHE,
  SOUNDS_AND_ICONS_SCRIPT,
  writeServiceWorkerImports,
} from './scripts/service-worker.ts';
import { noTestCodeInBuild } from './scripts/test-code-check.ts';
import { API_PATH } from './src/shared/api-path.ts';

const apiTarget = `http://127.0.0.1:${process.env['PORT'] ?? '3000'}`;

/**
 * Once the SPA's bundle is written, and before vite-plugin-pwa writes the service worker (so that
 * it precaches the pages as they are served): every page prerendered (scripts/prerender.ts), and
 * the scripts the worker imports (scripts/service-worker.ts).
 */
function prerenderedPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'nook-prerendered-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler(error) {
        if (error) return;
        const { pages, bytes } = await prerenderPages(root, outDir);
        this.info(`prerendered ${pages} pages (${(bytes / 1024).toFixed(1)} KB of HTML)`);
        await writeServiceWorkerImports(root, outDir);
      },
    },
  };
}

/**
 * Whether the service worker sees a page's navigation, not the API's. Workbox copies a route's
 * function into the worker as source text, where no import reaches: the shared API_PATH goes in
 * as a literal.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- built from a constant pattern
const pageNavigation = new Function(
  '{ request, url }',
  `return request.mode === 'navigate' && !${String(API_PATH)}.test(url.pathname);`,
) as (options: { request: Request; url: URL }) => boolean;

/**
 * Last of all, once the service worker is written too: a Brotli and a gzip copy of every text file
 * of the SPA for the static server.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const result = await precompressAssets(outDir);
        this.info(
          `precompressed ${result.files} files: ${(result.bytes / 1024).toFixed(1)} KB → ${(result.brotliBytes / 1024).toFixed(1)} KB with Brotli`,
        );
      },
    },
  };
}

/**
 * The installable app: its web manifest, and a service worker that precaches the whole built site
 * (decision 020), written once the pages are prerendered (`prerenderedPages`).
 */
export function installableApp(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    // src/web/service-worker-registration.ts registers the worker after the page has loaded.
    injectRegister: false,
    // The icons are in public/ and so already in the precache list.
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Nook',
      short_name: 'Nook',
      description: 'Nook: a little slice of the internet.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#FAF4EA',
      background_color: '#FAF4EA',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: SERVICE_WORKER_OPTIONS,
  });
}

const PAGES_PREFIX = '_pages/';

/** What the service worker keeps, and how it answers (decision 020). */
const SERVICE_WORKER_OPTIONS = {
  globPatterns: ['**/*.{html,js,css,svg,png,ico,webmanifest,wasm,txt}'],
  // The prerenderer's template is never served as a page; source maps are for developers.
  globIgnores: [
    '_pages/_template.html',
    '**/*.map',
    '.vite/**',
    SOUNDS_AND_ICONS_SCRIPT,
    OUTBOX_SYNC_SCRIPT,
  ],
  // Fills the sounds and icons cache when the worker installs, and sends the outbox on Background
  // Sync (scripts/service-worker.ts writes both).
  importScripts: [`/${SOUNDS_AND_ICONS_SCRIPT}`, `/${OUTBOX_SYNC_SCRIPT}`],
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  // Each prerendered page is kept under the path it is served at (`_pages/about.html` → `/about`).
  manifestTransforms: [
    (entries: { url: string; revision: string | null; size: number }[]) => ({
      manifest: entries.map((entry) =>
        entry.url.startsWith(PAGES_PREFIX) && entry.url !== `${PAGES_PREFIX}404.html`
          ? { ...entry, url: `/${entry.url.slice(PAGES_PREFIX.length, -'.html'.length)}` }
          : entry,
      ),
      warnings: [],
    }),
  ],
  // Navigations that no page matches are the runtime route's below, not index.html's.
  navigateFallback: null,
  cleanupOutdatedCaches: true,
  // The new worker waits until the visitor reloads from the prompt: old pages never load new chunks.
  skipWaiting: false,
  // The first visit's page is taken over at once; an update never takes over a page, because the
  // new worker only activates from the prompt's reload.
  clientsClaim: true,
  runtimeCaching: [
    {
      // A path no page has goes to the server (its 404 page, with its status); without a
      // connection, the kept 404 page answers instead of the browser's error page.
      urlPattern: pageNavigation,
      handler: 'NetworkOnly' as const,
      options: { precacheFallback: { fallbackURL: `/${PAGES_PREFIX}404.html` } },
    },
    {
      // Sounds and icons by key: always asked for online; the last copy answers offline.
      urlPattern: ({ url }: { url: URL }) => url.pathname.startsWith('/api/assets/'),
      handler: 'NetworkFirst' as const,
      options: { cacheName: SOUNDS_AND_ICONS_CACHE, networkTimeoutSeconds: 10 },
    },
  ],
};

// `vite build` builds the SPA into dist/web and prerenders its pages; `vite build --ssr` compiles the
// server's entry points (SERVER_ENTRIES) into dist/server (its dependencies stay in node_modules).
/** The compiled server's entry points: `node dist/server/<name>.js`. */
const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  backup: 'src/server/backup.ts',
  restore: 'src/server/restore.ts',
};

/**
 * The first page's chunks (decision 016). Left alone, Rolldown moves the modules that later chunks
 * share with the entry (React, zod, browser storage) into a chunk of their own, so `/` fetched one
 * more file and Brotli compressed it alone; as one chunk with the entry it is about 1.5 KB smaller
 * on the wire, and later chunks import what they share from it. The service worker's registration,
 * loaded after the page, is one chunk with the Workbox code it loads, not two files in a row.
 */
const FIRST_PAGE_CHUNKS = [
  { name: 'index', tags: ['$initial' as const] },
  {
    name: 'service-worker-registration',
    test: /[\\/](service-worker-registration\.ts|workbox-window[\\/])|pwa-register/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), noTestCodeInBuild()]
    : [react(), noTestCodeInBuild(), prerenderedPages(), ...installableApp(), precompress()],
  worker: { plugins: () => [noTestCodeInBuild()] },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: !isSsrBuild,
    // Which chunks each source module became: the prerenderer preloads a page's lazy chunks.
    manifest: !isSsrBuild,
    // Shared chunks sit beside the entries, so paths taken from import.meta.url stay the same.
    rolldownOptions: isSsrBuild
      ? {
          input: SERVER_ENTRIES,
          output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
        }
      : { output: { codeSplitting: { groups: FIRST_PAGE_CHUNKS } } },
  },
  server: {
    // A key starting with ^ is a pattern: the API's paths go to the server.
    proxy: { [API_PATH.source]: apiTarget },
  },
}));
