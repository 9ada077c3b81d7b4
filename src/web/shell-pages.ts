import type { Access } from '../shared/app-manifest';

/** The shell's own page components (shell-page-components.tsx draws each). */
export type ShellPageName =
  'home' | 'about' | 'applications-hub' | 'quiz-hub' | 'game-hub' | 'family-hub' | 'admin-hub';

/**
 * One of the shell's own pages. The router, the tab titles, the sidebar, the hubs and the build's
 * prerenderer all read this table; app pages come from the manifests (app-manifests.ts). Plain
 * data, like a manifest, so that the build, the bench and the end-to-end tests may read it too.
 */
export interface ShellPage {
  readonly path: string;
  /** Its title in the tab and above the page; `/` has none, and its tab says "Nook". */
  readonly title?: string;
  /** Who may open it; anyone else is refused by the page's guard. */
  readonly access: Access;
  /**
   * What its prerendered HTML holds: the page `whole`, or a `placeholder` (its title above a
   * loading line) for a page that must know who is signed in before it shows anything.
   */
  readonly prerender: 'whole' | 'placeholder';
  readonly page: ShellPageName;
  /**
   * For a page loaded on first visit, its module from the project root: its prerendered HTML
   * preloads the chunk. None for a page that comes with the shell.
   */
  readonly lazySource?: string;
}

/** Spec §2's pages of the shell itself, in the order of its route table. */
export const SHELL_PAGES: readonly ShellPage[] = [
  { path: '/', access: 'public', prerender: 'whole', page: 'home' },
  {
    path: '/about',
    title: 'About',
    access: 'public',
    prerender: 'whole',
    page: 'about',
    lazySource: 'src/web/pages/about-page.tsx',
  },
  {
    path: '/applications',
    title: 'Applications',
    access: 'public',
    prerender: 'whole',
    page: 'applications-hub',
  },
  {
    path: '/applications/quizzes',
    title: 'Quiz Center',
    access: 'public',
    prerender: 'whole',
    page: 'quiz-hub',
  },
  {
    path: '/quizzes',
    title: 'Quiz Center',
    access: 'public',
    prerender: 'whole',
    page: 'quiz-hub',
  },
  {
    path: '/applications/games',
    title: 'Game Center',
    access: 'public',
    prerender: 'whole',
    page: 'game-hub',
  },
  { path: '/games', title: 'Game Center', access: 'public', prerender: 'whole', page: 'game-hub' },
  {
    path: '/family',
    title: 'Family',
    access: 'family',
    prerender: 'placeholder',
    page: 'family-hub',
  },
  { path: '/admin', title: 'Admin', access: 'admin', prerender: 'placeholder', page: 'admin-hub' },
];

/** The shell page at exactly `path`, if there is one. */
export function findShellPage(path: string): ShellPage | undefined {
  return SHELL_PAGES.find((page) => page.path === path);
}
