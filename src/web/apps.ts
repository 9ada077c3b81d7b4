import type { ComponentType, LazyExoticComponent } from 'react';
import type { AppRoute, HubId } from '../shared/app-manifest';
import { APP_MANIFESTS } from './app-manifests';
import { lazyWithQueries } from './lazy-page';

export { APP_MANIFESTS };

type LazyPage = LazyExoticComponent<ComponentType>;

/** Every app page module, each its own chunk, loaded on first visit. */
const PAGE_LOADERS = import.meta.glob<{ default: ComponentType }>('../apps/*/web/*-page.tsx');

export interface RegisteredRoute extends AppRoute {
  readonly appId: string;
  /** The page, loaded on first visit (with TanStack Query) so the shell stays small. */
  readonly Page: LazyPage;
  /** The page's source file from the project root, e.g. `src/apps/sql-quiz/web/sql-quiz-page.tsx`. */
  readonly pageSource: string;
}

export const APP_ROUTES: readonly RegisteredRoute[] = APP_MANIFESTS.flatMap((app) =>
  app.routes.map((route) => {
    const load = PAGE_LOADERS[`../apps/${app.id}/${route.page}`];
    if (!load) throw new Error(`No page module ${route.page} in ${app.id} for ${route.path}`);
    return {
      ...route,
      appId: app.id,
      Page: lazyWithQueries(load),
      pageSource: `src/apps/${app.id}/${route.page}`,
    };
  }),
);

/**
 * The source files (from the project root) a public app route loads on first visit: its page module
 * and TanStack Query's provider. The build preloads their chunks in the route's prerendered HTML.
 * None for a members' route, whose page a visitor never loads (an unused preload is a warning).
 */
export function pageSourceFiles(path: string): readonly string[] {
  const route = findAppRoute(path);
  if (route?.access !== 'public') return [];
  return [route.pageSource, 'src/web/query-provider.tsx'];
}

/** The app routes a hub shows as cards, in their manifests' order of place. */
export function routesInHub(hub: HubId): readonly RegisteredRoute[] {
  return APP_ROUTES.filter((route) => route.hub?.name === hub).sort(
    (a, b) => (a.hub?.position ?? 0) - (b.hub?.position ?? 0),
  );
}

export function findAppRoute(path: string): RegisteredRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}
