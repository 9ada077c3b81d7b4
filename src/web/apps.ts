import type { ComponentType, LazyExoticComponent } from 'react';
import { manifest as admin } from '../apps/admin/manifest';
import { manifest as emotionalExcellence } from '../apps/emotional-excellence/manifest';
import { manifest as flappyDuo } from '../apps/flappy-duo/manifest';
import { manifest as ludde } from '../apps/ludde/manifest';
import { manifest as messageBoard } from '../apps/message-board/manifest';
import { manifest as rgbGuesser } from '../apps/rgb-guesser/manifest';
import { manifest as sqlQuiz } from '../apps/sql-quiz/manifest';
import { manifest as timelineQuiz } from '../apps/timeline-quiz/manifest';
import { manifest as transperator } from '../apps/transperator/manifest';
import { manifest as wordWeaver } from '../apps/word-weaver/manifest';
import type { AppManifest, AppRoute, HubId } from '../shared/app-manifest';
import { lazyWithQueries } from './lazy-page';

/**
 * The only place the shell reaches apps. Order matters: hubs list their cards in this order
 * (spec §2: quizzes rbguesser, sql, timeline-tech, timeline-people, timeline-conflicts; games
 * wordweaver, flappyduo).
 */
export const APP_MANIFESTS: readonly AppManifest[] = [
  transperator,
  emotionalExcellence,
  rgbGuesser,
  sqlQuiz,
  timelineQuiz,
  wordWeaver,
  flappyDuo,
  messageBoard,
  ludde,
  admin,
];

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
