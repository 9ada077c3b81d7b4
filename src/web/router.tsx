import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { APP_ROUTES } from './apps';
import { ClientOnly } from './hydration';
import { AccessGuard } from './layout/access-guard';
import { PagePlaceholder } from './layout/page-placeholder';
import { RouteErrorBoundary } from './layout/route-error-page';
import { ShellLayout } from './layout/shell-layout';
import { HomePage } from './pages/home-page';
import {
  AdminHubPage,
  ApplicationsHubPage,
  FamilyHubPage,
  GameHubPage,
  QuizHubPage,
} from './pages/hub-pages';
import { NotFoundPage } from './pages/not-found-page';
import { documentTitle } from './page-titles';

/** A page of the route table; its title is in page-titles.ts, which the build and tests read too. */
interface PageRoute {
  readonly path: string;
  readonly element: ReactNode;
}

const NOT_FOUND_PATH = '*';

/**
 * A page that depends on who is signed in or on this browser's storage: the prerendered HTML holds
 * the shell and the page's placeholder (its title and lead line above a loading line), and the page
 * renders once the script has hydrated the shell. The placeholder stays while the page's chunk
 * loads, so nothing on screen changes until the page itself is ready.
 */
function browserOnly(element: ReactNode, placeholder: ReactNode): ReactNode {
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>{element}</Suspense>
    </ClientOnly>
  );
}

// Like the app pages, About loads on first visit: `/` does not need it (or the palette).
const AboutPage = lazy(() => import('./pages/about-page'));

/** Spec §2's route table: the shell's own pages, then every app route from the registry, then 404. */
const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/applications', element: <ApplicationsHubPage /> },
  { path: '/applications/quizzes', element: <QuizHubPage /> },
  { path: '/quizzes', element: <QuizHubPage /> },
  { path: '/applications/games', element: <GameHubPage /> },
  { path: '/games', element: <GameHubPage /> },
  {
    path: '/family',
    element: browserOnly(
      <AccessGuard access="family" title="Family">
        <FamilyHubPage />
      </AccessGuard>,
      <PagePlaceholder title="Family" />,
    ),
  },
  {
    path: '/admin',
    element: browserOnly(
      <AccessGuard access="admin" title="Admin">
        <AdminHubPage />
      </AccessGuard>,
      <PagePlaceholder title="Admin" />,
    ),
  },
  ...APP_ROUTES.map(({ path, title, access, Page, lead }) => ({
    path,
    element: browserOnly(
      <AccessGuard access={access} title={title}>
        <Page />
      </AccessGuard>,
      <PagePlaceholder title={title} lead={lead} />,
    ),
  })),
  { path: NOT_FOUND_PATH, element: <NotFoundPage /> },
];

/** Every path of the route table but the 404's (page-titles.ts must list the same). */
export const ROUTE_PATHS: readonly string[] = PAGE_ROUTES.map((page) => page.path).filter(
  (path) => path !== NOT_FOUND_PATH,
);

/** Sets document.title from the current route's title (the prerendered HTML already has it). */
function useDocumentTitle(): void {
  const title = documentTitle(useLocation().pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Every route inside the shell; render it inside a router (BrowserRouter, or MemoryRouter in tests). */
export function AppRoutes() {
  useDocumentTitle();
  return (
    // Only when the shell itself fails; a failing page is caught inside the layout and keeps the sidebar.
    <RouteErrorBoundary standalone>
      <Routes>
        <Route element={<ShellLayout />}>
          {PAGE_ROUTES.map(({ path, element }) =>
            path === '/' ? (
              <Route key={path} index element={element} />
            ) : (
              <Route key={path} path={path} element={element} />
            ),
          )}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
