import { matchPath } from 'react-router';
import type { Access } from '../shared/app-manifest';
import { APP_MANIFESTS } from './app-manifests';
import { SHELL_PAGES } from './shell-pages';

/** A page of the route table as the tab, the build and the hubs know it. */
export interface Page {
  readonly path: string;
  /** Absent for `/`, whose tab says "Nook". */
  readonly title?: string;
  readonly access: Access;
}

export const NOT_FOUND_TITLE = 'Page not found';
/** A path no page has: what it renders is the 404 page. */
export const NOT_FOUND_SAMPLE_PATH = '/this-page-does-not-exist';

/** Every page: the shell's, then every app route from the registry. Every path is static. */
export const PAGES: readonly Page[] = [
  ...SHELL_PAGES.map(({ path, title, access }) =>
    title ? { path, title, access } : { path, access },
  ),
  ...APP_MANIFESTS.flatMap((app) =>
    app.routes.map(({ path, title, access }) => ({ path, title, access })),
  ),
];

/** Every page's path; the build prerenders each. */
export const PAGE_PATHS: readonly string[] = PAGES.map((page) => page.path);

/** The page at exactly `path`, or undefined when there is none (the 404 page shows). */
export function findPage(path: string): Page | undefined {
  return PAGES.find((page) => page.path === path);
}

/** Who may open the page at exactly `path`; a path with no page is a mistake in the caller. */
export function pageAccess(path: string): Access {
  const page = findPage(path);
  if (!page) throw new Error(`No page at ${path}`);
  return page.access;
}

/** The title of the page `pathname` shows (matched as the router matches), or the 404's. */
export function pageTitle(pathname: string): string | undefined {
  const page = PAGES.find((candidate) => matchPath(candidate.path, pathname));
  return page ? page.title : NOT_FOUND_TITLE;
}

/** What the tab shows for the page at `pathname`: "<title> · Nook", or "Nook". */
export function documentTitle(pathname: string): string {
  const title = pageTitle(pathname);
  return title ? `${title} · Nook` : 'Nook';
}
