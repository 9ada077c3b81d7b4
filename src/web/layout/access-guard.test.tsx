import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

const BLOCKED = 'You do not have access to this page.';
const LOG_IN = 'Log in with an account that has access.';

describe('access guard', () => {
  it('asks a visitor to log in for member, family and admin pages', async () => {
    mockFetch();
    for (const path of [
      '/message-board',
      '/family',
      '/family/ludde-analytics',
      '/admin',
      '/admin/users',
    ]) {
      const { unmount } = renderApp(path);
      expect(await screen.findByText(BLOCKED)).toBeInTheDocument();
      expect(screen.getByText(LOG_IN)).toBeInTheDocument();
      unmount();
    }
  });

  it('keeps a User out of Family and Admin pages without the login hint', async () => {
    mockFetch();
    renderApp('/family/ludde-analytics', { session: SESSIONS.user });
    expect(await screen.findByText(BLOCKED)).toBeInTheDocument();
    expect(screen.queryByText(LOG_IN)).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ludde Meal Tracker' }),
    ).toBeInTheDocument();
  });

  it('keeps a Family member out of Admin pages', async () => {
    mockFetch();
    renderApp('/admin/s3_assets', { session: SESSIONS.family });
    expect(await screen.findByText(BLOCKED)).toBeInTheDocument();
  });

  it('lets the right roles in', async () => {
    mockFetch();
    const { unmount } = renderApp('/message-board', { session: SESSIONS.user });
    expect(await screen.findByLabelText('Your message')).toBeInTheDocument();
    expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();
    unmount();

    const family = renderApp('/family/ludde-analytics', { session: SESSIONS.family });
    expect(await screen.findByRole('button', { name: 'Enter Data' })).toBeInTheDocument();
    expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();
    family.unmount();

    renderApp('/admin/api', { session: SESSIONS.admin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'API Status' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();
  });

  it('shows public apps to everyone', async () => {
    mockFetch();
    renderApp('/games/wordweaver');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WordWeaver' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(BLOCKED)).not.toBeInTheDocument();
  });
});
