import { type ReactNode, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { APP_ROUTES } from './apps';
import { ClientOnly } from './kit/hydration';
import { AccessGuard } from './layout/access-guard';
import { PagePlaceholder } from './layout/page-placeholder';
import { RouteErrorBoundary } from './layout/route-error-page';
import { ShellLayout } from './layout/shell-layout';
import { NotFoundPage } from './pages/not-found-page';
import { documentTitle } from './page-titles';
import { SHELL_PAGE_COMPONENTS } from './shell-page-components';
import { SHELL_PAGES, type ShellPage } from './shell-pages';

/** A page of the route table, made from the shell's table (shell-pages.ts) or an app's manifest. */
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

/** A shell page as the router renders it: guarded unless public, and prerendered as its table says. */
function shellPageElement({ title, access, prerender, page: name }: ShellPage): ReactNode {
  const Page = SHELL_PAGE_COMPONENTS[name];
  const page =
    access === 'public' ? (
      <Page />
    ) : (
      <AccessGuard access={access} title={title ?? 'Nook'}>
        <Page />
      </AccessGuard>
    );
  return prerender === 'whole'
    ? page
    : browserOnly(page, <PagePlaceholder title={title ?? 'Nook'} />);
}

/** Spec §2's route table: the shell's own pages, then every app route from the registry, then 404. */
const PAGE_ROUTES: readonly PageRoute[] = [
  ...SHELL_PAGES.map((page) => ({ path: page.path, element: shellPageElement(page) })),
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

/** Every path of the route table but the 404's (what page-titles.ts lists too). */
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
