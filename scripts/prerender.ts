/**
 * Prerenders every page of the built SPA (the client build runs this once its bundle is written:
 * `prerenderedPages` in vite.config.ts): renders src/web/prerender.tsx through Vite's SSR loader,
 * fills the built index.html with each page's markup and title, and writes the pages beside the
 * assets. Their Brotli and gzip copies come with every other file's, after the service worker.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import {
  fillPageTemplate,
  type ManifestChunk,
  NOT_FOUND_PAGE,
  pageFile,
  pagePreloads,
  TEMPLATE_PAGE,
} from '../src/server/plugins/prerendered-pages.ts';

/** What src/web/prerender.tsx exports (typed here: the scripts' compiler does not read JSX). */
interface PrerenderModule {
  PAGE_PATHS: readonly string[];
  NOT_FOUND_SAMPLE_PATH: string;
  prerenderPage: (pathname: string) => Promise<{ html: string; title: string }>;
  pageSources: (pathname: string) => readonly string[];
}

/** Writes every page into `webRoot`, the built SPA of the project at `projectRoot`. */
export async function prerenderPages(
  projectRoot: string,
  webRoot: string,
): Promise<{ pages: number; bytes: number }> {
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
      bytes += html.length;
    }
    return { pages: pages.length, bytes };
  } finally {
    await vite.close();
  }
}
