import { matchPath } from 'react-router';
import { APP_MANIFESTS } from './app-manifests';

/** The shell's own pages (spec §2) and their titles; `/` has none, and its tab says "Nook". */
const SHELL_PAGES: readonly { path: string; title?: string }[] = [
  { path: '/' },
  { path: '/about', title: 'About' },
  { path: '/applications', title: 'Applications' },
  { path: '/applications/quizzes', title: 'Quiz Center' },
  { path: '/quizzes', title: 'Quiz Center' },
  { path: '/applications/games', title: 'Game Center' },
  { path: '/games', title: 'Game Center' },
  { path: '/family', title: 'Family' },
  { path: '/admin', title: 'Admin' },
];

export const NOT_FOUND_TITLE = 'Page not found';
/** A path no page has: what it renders is the 404 page. */
export const NOT_FOUND_SAMPLE_PATH = '/this-page-does-not-exist';

/** Every page: the shell's, then every app route from the registry. Every path is static. */
export const PAGES: readonly { path: string; title?: string }[] = [
  ...SHELL_PAGES,
  ...APP_MANIFESTS.flatMap((app) => app.routes.map(({ path, title }) => ({ path, title }))),
];

export const PAGE_PATHS: readonly string[] = PAGES.map((page) => page.path);

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
