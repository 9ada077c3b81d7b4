import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../kit/api-client';
import { setSession } from '../kit/session';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

function sidebarLinkNames(): string[] {
  const nav = within(screen.getByTestId('sidebar')).getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('sidebar links by role', () => {
  it('shows Home and Applications when logged out', () => {
    mockFetch();
    renderApp('/about');
    expect(sidebarLinkNames()).toEqual(['Home', 'Applications']);
  });

  it('adds Message Board for a User', () => {
    mockFetch();
    renderApp('/about', { session: SESSIONS.user });
    expect(sidebarLinkNames()).toEqual(['Home', 'Message Board', 'Applications']);
  });

  it('adds Family for a Family member', () => {
    mockFetch();
    renderApp('/about', { session: SESSIONS.family });
    expect(sidebarLinkNames()).toEqual(['Home', 'Message Board', 'Applications', 'Family']);
  });

  it('shows everything to an Admin', () => {
    mockFetch();
    renderApp('/about', { session: SESSIONS.admin });
    expect(sidebarLinkNames()).toEqual([
      'Home',
      'Message Board',
      'Applications',
      'Family',
      'Admin',
    ]);
  });

  it('links to the spec routes and marks the current page', () => {
    mockFetch();
    renderApp('/applications/quizzes', { session: SESSIONS.admin });
    const sidebar = within(screen.getByTestId('sidebar'));
    expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(sidebar.getByRole('link', { name: 'Message Board' })).toHaveAttribute(
      'href',
      '/message-board',
    );
    expect(sidebar.getByRole('link', { name: 'Family' })).toHaveAttribute('href', '/family');
    expect(sidebar.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(sidebar.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(sidebar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('removes the Message Board link as soon as any request answers 401', async () => {
    mockFetch({ 'GET /api/anything': { status: 401, body: { error: 'Unauthorized' } } });
    renderApp('/about', { session: SESSIONS.user });
    expect(screen.getByRole('link', { name: 'Message Board' })).toBeInTheDocument();

    await act(() => apiRequest('GET', '/api/anything').catch(() => undefined));

    expect(screen.queryByRole('link', { name: 'Message Board' })).not.toBeInTheDocument();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('follows a login made in another tab', () => {
    mockFetch();
    renderApp('/about');
    act(() => {
      setSession(SESSIONS.family);
      window.dispatchEvent(new StorageEvent('storage', { key: 'user_token' }));
    });
    expect(screen.getByRole('link', { name: 'Family' })).toBeInTheDocument();
  });
});

describe('sidebar collapse', () => {
  it('toggles between collapsed and expanded and remembers it', async () => {
    mockFetch();
    const { user, unmount } = renderApp('/about');
    const sidebar = screen.getByTestId('sidebar');
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).not.toHaveClass('sidebar--collapsed');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(sidebar).toHaveClass('sidebar--collapsed');
    expect(localStorage.getItem('sidebar_collapsed')).toBe('1');
    // Labels stay readable when collapsed.
    expect(within(sidebar).getByRole('link', { name: 'Applications' })).toBeVisible();

    unmount();
    renderApp('/about');
    expect(screen.getByTestId('sidebar')).toHaveClass('sidebar--collapsed');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByTestId('sidebar')).not.toHaveClass('sidebar--collapsed');
    expect(localStorage.getItem('sidebar_collapsed')).toBe('0');
  });
});

describe('mobile menu', () => {
  function pretendNarrowScreen() {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 768px)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
  }

  it('opens over the page, moves focus in, and closes with Escape', async () => {
    pretendNarrowScreen();
    mockFetch();
    const { user } = renderApp('/about');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAttribute('aria-controls', 'sidebar');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('sidebar')).toHaveClass('sidebar--open');
    expect(screen.getByTestId('sidebar-overlay')).toBeInTheDocument();
    expect(within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes when the overlay is clicked or a link is followed', async () => {
    pretendNarrowScreen();
    mockFetch();
    const { user, currentLocation } = renderApp('/about');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menuButton);
    await user.click(screen.getByTestId('sidebar-overlay'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(
      within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Applications' }),
    );
    expect(currentLocation().pathname).toBe('/applications');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
  });

  it('offers Log in in the top bar, opening the menu at the login form, then names who is signed in', async () => {
    pretendNarrowScreen();
    mockFetch({
      'POST /api/login': { body: { data: { role: 'Family', token: 'fresh', username: 'frida' } } },
    });
    const { user } = renderApp('/about');
    const topBar = screen.getByRole('button', { name: 'Open menu' }).closest('header');
    if (topBar === null) throw new Error('no top bar');
    const bar = within(topBar);
    const logIn = bar.getByRole('button', { name: 'Log in' });
    expect(logIn).toHaveAttribute('aria-controls', 'sidebar');
    expect(bar.queryByText('frida')).not.toBeInTheDocument();

    await user.click(logIn);
    expect(screen.getByTestId('sidebar')).toHaveClass('sidebar--open');
    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(account.getByLabelText('Username')).toHaveFocus();

    await user.keyboard('frida');
    await user.type(account.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await account.findByText('Login successful!')).toBeInTheDocument();
    expect(bar.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(bar.getByText('frida')).toBeVisible();
  });
});
