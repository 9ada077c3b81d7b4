import type { ComponentType, LazyExoticComponent } from 'react';
import type { AppRoute, HubId } from '../shared/app-manifest';
import { APP_MANIFESTS } from './app-manifests';
import { lazyWithQueries } from './lazy-page';

export { APP_MANIFESTS };

type LazyPage = LazyExoticComponent<ComponentType>;

/** Every app page, loaded on first visit (with TanStack Query) so the shell stays small. */
const PAGES: Readonly<Record<string, LazyPage>> = {
  '/applications/transparencymapper': lazyWithQueries(
    () => import('../apps/transperator/web/transperator-page'),
  ),
  '/applications/emotional-excellence': lazyWithQueries(
    () => import('../apps/emotional-excellence/web/emotional-excellence-page'),
  ),
  '/quizzes/rbguesser': lazyWithQueries(() => import('../apps/rgb-guesser/web/rgb-guesser-page')),
  '/quizzes/sql': lazyWithQueries(() => import('../apps/sql-quiz/web/sql-quiz-page')),
  '/quizzes/timeline-tech': lazyWithQueries(
    () => import('../apps/timeline-quiz/web/timeline-tech-page'),
  ),
  '/quizzes/timeline-people': lazyWithQueries(
    () => import('../apps/timeline-quiz/web/timeline-people-page'),
  ),
  '/quizzes/timeline-conflicts': lazyWithQueries(
    () => import('../apps/timeline-quiz/web/timeline-conflicts-page'),
  ),
  '/games/wordweaver': lazyWithQueries(() => import('../apps/word-weaver/web/word-weaver-page')),
  '/games/flappyduo': lazyWithQueries(() => import('../apps/flappy-duo/web/flappy-duo-page')),
  '/message-board': lazyWithQueries(() => import('../apps/message-board/web/message-board-page')),
  '/family/ludde-analytics': lazyWithQueries(
    () => import('../apps/ludde/web/ludde-meal-tracker-page'),
  ),
  '/admin/s3_assets': lazyWithQueries(() => import('../apps/admin/web/s3-assets-page')),
  '/admin/users': lazyWithQueries(() => import('../apps/admin/web/users-page')),
  '/admin/api': lazyWithQueries(() => import('../apps/admin/web/api-status-page')),
};

export interface RegisteredRoute extends AppRoute {
  readonly appId: string;
  readonly Page: LazyPage;
}

function pageFor(path: string): LazyPage {
  const page = PAGES[path];
  if (!page) throw new Error(`No page registered for app route ${path}`);
  return page;
}

export const APP_ROUTES: readonly RegisteredRoute[] = APP_MANIFESTS.flatMap((app) =>
  app.routes.map((route) => ({ ...route, appId: app.id, Page: pageFor(route.path) })),
);

/** Paths that have a page, for the registry's own consistency test. */
export const PAGE_PATHS: readonly string[] = Object.keys(PAGES);

/** The app routes a hub shows as cards, in registry order. */
export function routesInHub(hub: HubId): readonly RegisteredRoute[] {
  return APP_ROUTES.filter((route) => route.hub === hub);
}

export function findAppRoute(path: string): RegisteredRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}
