/**
 * Prerenders every page of the built SPA (`npm run build` runs this after `vite build`): renders
 * src/web/prerender.tsx through Vite's SSR loader, fills the built index.html with each page's
 * markup and title, and writes the pages with their Brotli and gzip copies beside the assets.
 *
 *   tsx scripts/prerender.ts [webRoot]   (default dist/web)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import { precompressFile } from '../src/server/plugins/precompress';
import {
  fillPageTemplate,
  type ManifestChunk,
  NOT_FOUND_PAGE,
  pageFile,
  pagePreloads,
  TEMPLATE_PAGE,
} from '../src/server/plugins/prerendered-pages';

/** What src/web/prerender.tsx exports (typed here: the scripts' compiler does not read JSX). */
interface PrerenderModule {
  PAGE_PATHS: readonly string[];
  NOT_FOUND_SAMPLE_PATH: string;
  prerenderPage: (pathname: string) => Promise<{ html: string; title: string }>;
  pageSources: (pathname: string) => readonly string[];
}

const projectRoot = path.join(import.meta.dirname, '..');
const webRoot = path.resolve(projectRoot, process.argv[2] ?? 'dist/web');

const vite = await createServer({
  root: projectRoot,
  configFile: path.join(projectRoot, 'vite.config.ts'),
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
});
try {
  const prerender = (await vite.ssrLoadModule('/src/web/prerender.tsx')) as PrerenderModule;
  // The page shell as Vite built it; kept aside, because index.html becomes the home page.
  const templateFile = path.join(webRoot, TEMPLATE_PAGE);
  const template = await readFile(templateFile, 'utf8').catch(async () => {
    const built = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    await mkdir(path.dirname(templateFile), { recursive: true });
    await writeFile(templateFile, built);
    return built;
  });
  // Vite's record of which chunks each source module became (`build.manifest` in vite.config.ts).
  const manifest = JSON.parse(
    await readFile(path.join(webRoot, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const pages = [
    ...prerender.PAGE_PATHS.map((pathname) => ({ pathname, file: pageFile(pathname) })),
    { pathname: prerender.NOT_FOUND_SAMPLE_PATH, file: NOT_FOUND_PAGE },
  ];
  let bytes = 0;
  for (const { pathname, file } of pages) {
    const page = await prerender.prerenderPage(pathname);
    const html = fillPageTemplate(
      template,
      page,
      pagePreloads(manifest, prerender.pageSources(pathname)),
    );
    const target = path.join(webRoot, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
    await precompressFile(target);
    bytes += html.length;
  }
  console.info(
    `prerendered ${pages.length} pages into ${path.relative(projectRoot, webRoot) || '.'} (${(bytes / 1024).toFixed(1)} KB of HTML)`,
  );
} finally {
  await vite.close();
}
