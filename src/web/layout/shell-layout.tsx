import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { MenuIcon } from '../ui/icons';
import { NookLogo } from '../ui/nook-logo';
import { BackButton } from './back-button';
import { MobileAccount } from './mobile-account';
import { RouteErrorBoundary } from './route-error-page';
import { SIDEBAR_ID, Sidebar } from './sidebar';
import { useSidebarCollapsed } from './sidebar-collapsed';
import { useMediaQuery } from '../kit/use-media-query';

/** Spec §9: at 768px and narrower the sidebar leaves the page and opens from a menu button. */
export const MOBILE_QUERY = '(max-width: 768px)';

export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading…
    </p>
  );
}

/**
 * The page, as one element made once. Right after hydration the layout renders again (the stored
 * sidebar choice, the phone's media query); were this element new, React would hydrate the page's
 * boundary at once in that update, in one long task, instead of in small pieces.
 */
const PAGE = (
  <Suspense fallback={<PageLoading />}>
    {/* Inside the layout, so a failing page keeps the sidebar. */}
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  </Suspense>
);

/** Sidebar, mobile menu, back button and the page. */
export function ShellLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [menuRequested, setMenuRequested] = useState(false);
  const menuOpen = isMobile && menuRequested;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  // Opened by the top bar's "Log in": the login form's first field takes focus, not the first link.
  const openedToLogIn = useRef(false);
  const openToLogIn = useCallback(() => {
    openedToLogIn.current = true;
    setMenuRequested(true);
  }, []);

  const closeMenu = useCallback(() => {
    if (!menuOpen) return;
    setMenuRequested(false);
    menuButtonRef.current?.focus();
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const username = openedToLogIn.current
      ? document.getElementById(SIDEBAR_ID)?.querySelector<HTMLInputElement>('[name="username"]')
      : null;
    openedToLogIn.current = false;
    (username ?? firstLinkRef.current)?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') closeMenu();
    }
    document.addEventListener('keydown', onKeyDown);
    // The page behind the open menu should not scroll under the reader's thumb.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = previousOverflow;
    };
  }, [menuOpen, closeMenu]);

  return (
    <div className={collapsed ? 'shell shell--collapsed' : 'shell'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="mobile-bar">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button mobile-bar__menu"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={() => setMenuRequested((wasOpen) => !wasOpen)}
        >
          <MenuIcon />
        </button>
        <span className="mobile-bar__brand">
          <NookLogo size={24} />
          Nook
        </span>
        <MobileAccount onLogIn={openToLogIn} />
      </header>
      <Sidebar
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        open={menuOpen}
        onNavigate={closeMenu}
        firstLinkRef={firstLinkRef}
      />
      {menuOpen ? (
        <div
          className="sidebar-overlay"
          data-testid="sidebar-overlay"
          role="presentation"
          onClick={closeMenu}
        />
      ) : null}
      <div className="shell__content" inert={menuOpen}>
        <main id="main" className="shell__main" tabIndex={-1}>
          <BackButton />
          {PAGE}
        </main>
      </div>
    </div>
  );
}
