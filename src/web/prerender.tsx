/**
 * The build's prerenderer (scripts/prerender.ts loads it through Vite): the HTML of one page as a
 * visitor's browser first renders it, so the shell and the static pages paint before any script
 * runs. Pages that depend on the session or on browser storage prerender as shell and loading line
 * (see `browserOnly` in router.tsx).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { documentTitle, NOT_FOUND_SAMPLE_PATH, PAGE_PATHS } from './page-titles';
import { pageSourceFiles } from './apps';
import { AppRoutes } from './router';
import { findShellPage } from './shell-pages';

export { NOT_FOUND_SAMPLE_PATH, PAGE_PATHS };

/**
 * The source modules `pathname` imports once hydrated (About's page, an app's page), whose chunks
 * its prerendered HTML preloads so they download beside the entry script instead of after it.
 */
export function pageSources(pathname: string): readonly string[] {
  const shellPage = findShellPage(pathname);
  if (shellPage) return shellPage.lazySource ? [shellPage.lazySource] : [];
  return pageSourceFiles(pathname);
}

export interface PrerenderedPage {
  /** The markup for `<div id="root">`. */
  readonly html: string;
  /** The document's title. */
  readonly title: string;
}

/** Renders `pathname` as main.tsx hydrates it; lazy pages (About) are awaited, not left loading. */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const html = await renderHtml(pathname);
  // The CSP admits no inline script, so nothing may be left for one to complete.
  if (html.includes('<script') || html.includes('<template')) {
    throw new Error(`prerendering ${pathname} left a boundary to be completed by script`);
  }
  return { html, title: documentTitle(pathname) };
}

async function renderHtml(pathname: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, however large: React would otherwise move big ones (About's
      // palette) to the end of the document and put them in place with an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) {
    throw new Error(`prerendering ${pathname} failed`, { cause: errors[0] });
  }
  return html;
}
