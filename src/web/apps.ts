import type { ComponentType, LazyExoticComponent } from 'react';
import { EmotionalExcellenceLead } from '../apps/emotional-excellence/web/emotional-excellence-lead';
import { FlappyDuoLead } from '../apps/flappy-duo/web/flappy-duo-lead';
import { RgbGuesserLead } from '../apps/rgb-guesser/web/rgb-guesser-lead';
import { SqlQuizLead } from '../apps/sql-quiz/web/sql-quiz-lead';
import { TransperatorLead } from '../apps/transperator/web/transperator-lead';
import { WordWeaverLead } from '../apps/word-weaver/web/word-weaver-lead';
import type { AppRoute, HubId } from '../shared/app-manifest';
import { APP_MANIFESTS } from './app-manifests';
import { lazyWithQueries } from './lazy-page';

export { APP_MANIFESTS };

type LazyPage = LazyExoticComponent<ComponentType>;

/** Every app page module, each its own chunk, loaded on first visit. */
const PAGE_LOADERS = import.meta.glob<{ default: ComponentType }>('../apps/*/web/*-page.tsx');

/** Each app route's page module (relative to this file; a key of PAGE_LOADERS). */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/applications/transparencymapper': '../apps/transperator/web/transperator-page.tsx',
  '/applications/emotional-excellence':
    '../apps/emotional-excellence/web/emotional-excellence-page.tsx',
  '/quizzes/rbguesser': '../apps/rgb-guesser/web/rgb-guesser-page.tsx',
  '/quizzes/sql': '../apps/sql-quiz/web/sql-quiz-page.tsx',
  '/quizzes/timeline-tech': '../apps/timeline-quiz/web/timeline-tech-page.tsx',
  '/quizzes/timeline-people': '../apps/timeline-quiz/web/timeline-people-page.tsx',
  '/quizzes/timeline-conflicts': '../apps/timeline-quiz/web/timeline-conflicts-page.tsx',
  '/games/wordweaver': '../apps/word-weaver/web/word-weaver-page.tsx',
  '/games/flappyduo': '../apps/flappy-duo/web/flappy-duo-page.tsx',
  '/message-board': '../apps/message-board/web/message-board-page.tsx',
  '/family/ludde-analytics': '../apps/ludde/web/ludde-meal-tracker-page.tsx',
  '/admin/s3_assets': '../apps/admin/web/s3-assets-page.tsx',
  '/admin/users': '../apps/admin/web/users-page.tsx',
  '/admin/api': '../apps/admin/web/api-status-page.tsx',
};

/**
 * The lead line under each app page's title that has one. They are small and part of the shell, so
 * the prerendered page shows title and lead while the page's own chunk loads.
 */
const PAGE_LEADS: Readonly<Record<string, ComponentType>> = {
  '/applications/transparencymapper': TransperatorLead,
  '/applications/emotional-excellence': EmotionalExcellenceLead,
  '/quizzes/rbguesser': RgbGuesserLead,
  '/quizzes/sql': SqlQuizLead,
  '/games/wordweaver': WordWeaverLead,
  '/games/flappyduo': FlappyDuoLead,
};

/** Every app page, loaded on first visit (with TanStack Query) so the shell stays small. */
const PAGES: Readonly<Record<string, LazyPage>> = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([path, module]) => {
    const load = PAGE_LOADERS[module];
    if (!load) throw new Error(`No page module ${module} for app route ${path}`);
    return [path, lazyWithQueries(load)];
  }),
);

/**
 * The source files (from the project root) a public app route loads on first visit: its page module
 * and TanStack Query's provider. The build preloads their chunks in the route's prerendered HTML.
 * None for a members' route, whose page a visitor never loads (an unused preload is a warning).
 */
export function pageSourceFiles(path: string): readonly string[] {
  const module = PAGE_MODULES[path];
  if (!module || findAppRoute(path)?.access !== 'public') return [];
  return [`src/${module.slice('../'.length)}`, 'src/web/query-provider.tsx'];
}

export interface RegisteredRoute extends AppRoute {
  readonly appId: string;
  readonly Page: LazyPage;
  /** The lead line under the page's title, or null when the page has none. */
  readonly Lead: ComponentType | null;
}

function pageFor(path: string): LazyPage {
  const page = PAGES[path];
  if (!page) throw new Error(`No page registered for app route ${path}`);
  return page;
}

export const APP_ROUTES: readonly RegisteredRoute[] = APP_MANIFESTS.flatMap((app) =>
  app.routes.map((route) => ({
    ...route,
    appId: app.id,
    Page: pageFor(route.path),
    Lead: PAGE_LEADS[route.path] ?? null,
  })),
);

/** Paths that have a page, for the registry's own consistency test. */
export const PAGE_PATHS: readonly string[] = Object.keys(PAGES);

/** Paths that have a lead line, for the same test. */
export const LEAD_PATHS: readonly string[] = Object.keys(PAGE_LEADS);

/** The app routes a hub shows as cards, in registry order. */
export function routesInHub(hub: HubId): readonly RegisteredRoute[] {
  return APP_ROUTES.filter((route) => route.hub === hub);
}

export function findAppRoute(path: string): RegisteredRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}
