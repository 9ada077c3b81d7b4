import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, lazy } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './layout/route-error-page';
import { ShellLayout } from './layout/shell-layout';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

/** Spec §2's route table with the h1 each route shows (to an Admin, who may see everything). */
const ROUTE_TABLE: [string, string][] = [
  ['/', 'Nook'],
  ['/admin', 'Admin'],
  ['/admin/api', 'API Status'],
  ['/admin/users', 'Users'],
  ['/admin/s3_assets', 'S3 Assets'],
  ['/about', 'About Nook'],
  ['/message-board', 'Message Board'],
  ['/applications', 'Applications'],
  ['/applications/emotional-excellence', 'Emotional Excellence'],
  ['/applications/transparencymapper', 'Transperator'],
  ['/applications/quizzes', 'Quiz Center'],
  ['/quizzes', 'Quiz Center'],
  ['/quizzes/rbguesser', 'RGB Guesser'],
  ['/quizzes/sql', 'SQL Personality Quiz'],
  ['/quizzes/timeline-tech', 'Timeline Quiz: Innovations'],
  ['/quizzes/timeline-people', 'Timeline Quiz: Historical Figures'],
  ['/quizzes/timeline-conflicts', 'Timeline Quiz: Historical Conflicts'],
  ['/applications/games', 'Game Center'],
  ['/games', 'Game Center'],
  ['/games/wordweaver', 'WordWeaver'],
  ['/games/flappyduo', 'Flappy Duo'],
  ['/family', 'Family'],
  ['/family/ludde-analytics', 'Ludde Meal Tracker'],
];

const BOOM = new Error('boom');

function Broken(): never {
  throw BOOM;
}

/** The shell with `page` at /broken and a plain home page at /. */
function renderShellWith(page: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/broken']}>
        <Routes>
          <Route element={<ShellLayout />}>
            <Route index element={<h1>Home page</h1>} />
            <Route path="/broken" element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('router', () => {
  it.each(ROUTE_TABLE)('%s shows %s', async (path, title) => {
    localStorage.setItem('debug_mode', '0');
    mockFetch();
    renderApp(path, { session: SESSIONS.admin });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(document.title).toBe(
      path === '/' ? 'Nook' : `${title === 'About Nook' ? 'About' : title} · Nook`,
    );
  });

  it('shows a 404 page for anything else', () => {
    mockFetch();
    renderApp('/quizzes/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Nook');
  });

  it('shows a friendly error with a way home when a page fails, keeping the sidebar', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShellWith(<Broken />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Page failed:', BOOM);
  });

  it("shows the same error when a page's code fails to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Unloadable = lazy(() => Promise.reject(new Error('chunk failed to load')));
    renderShellWith(<Unloadable />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
  });

  it('leaves the error behind when the reader navigates away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderShellWith(<Broken />);
    await user.click(screen.getByRole('link', { name: 'Go home' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error page on its own when the shell itself fails', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <MemoryRouter>
        <RouteErrorBoundary standalone>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(container.querySelector('.standalone')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    );
    expect(consoleError).toHaveBeenCalledWith('Page failed:', BOOM);
  });
});
