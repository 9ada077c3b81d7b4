import { type ReactNode, lazy, useEffect } from 'react';
import { Route, Routes, matchPath, useLocation } from 'react-router';
import { APP_ROUTES } from './apps';
import { AccessGuard } from './layout/access-guard';
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

interface PageRoute {
  readonly path: string;
  /** Shown in the tab as "<title> · Nook"; without one the tab says "Nook". */
  readonly title?: string;
  readonly element: ReactNode;
}

const NOT_FOUND_PATH = '*';

// Like the app pages, About loads on first visit: `/` does not need it (or the palette).
const AboutPage = lazy(() => import('./pages/about-page'));

/** Spec §2's route table: the shell's own pages, then every app route from the registry, then 404. */
const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/about', title: 'About', element: <AboutPage /> },
  { path: '/applications', title: 'Applications', element: <ApplicationsHubPage /> },
  { path: '/applications/quizzes', title: 'Quiz Center', element: <QuizHubPage /> },
  { path: '/quizzes', title: 'Quiz Center', element: <QuizHubPage /> },
  { path: '/applications/games', title: 'Game Center', element: <GameHubPage /> },
  { path: '/games', title: 'Game Center', element: <GameHubPage /> },
  {
    path: '/family',
    title: 'Family',
    element: (
      <AccessGuard access="family" title="Family">
        <FamilyHubPage />
      </AccessGuard>
    ),
  },
  {
    path: '/admin',
    title: 'Admin',
    element: (
      <AccessGuard access="admin" title="Admin">
        <AdminHubPage />
      </AccessGuard>
    ),
  },
  ...APP_ROUTES.map(({ path, title, access, Page }) => ({
    path,
    title,
    element: (
      <AccessGuard access={access} title={title}>
        <Page />
      </AccessGuard>
    ),
  })),
  { path: NOT_FOUND_PATH, title: 'Page not found', element: <NotFoundPage /> },
];

/** The title of the page `pathname` shows. Every path but '*' is static, so the first match is the route. */
function pageTitle(pathname: string): string | undefined {
  const route =
    PAGE_ROUTES.find((page) => page.path !== NOT_FOUND_PATH && matchPath(page.path, pathname)) ??
    PAGE_ROUTES.find((page) => page.path === NOT_FOUND_PATH);
  return route?.title;
}

/** Sets document.title from the current route's title. */
function useDocumentTitle(): void {
  const title = pageTitle(useLocation().pathname);
  useEffect(() => {
    document.title = title ? `${title} · Nook` : 'Nook';
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
