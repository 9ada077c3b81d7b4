import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOfWeek } from '#kit/use-family-scores';
import { clearSession, setSession } from '#kit/session';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS } from '#tests/web/render-app';
import { FamilyScoresPanel } from './family-scores-panel';
import type { FamilyScoreStatus } from './flappy-duo.queries';

const ALL_TIME = '/api/games/scores?game=flappy_duo&mode=desktop&limit=5';

const row = (username: string, score: number) => ({
  username,
  score,
  mode: 'desktop',
  metadata: {},
  timestamp: '2026-11-27T09:30:00.000Z',
  created_at: '2026-11-27T09:30:00.000Z',
});

function renderPanel(status: FamilyScoreStatus | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FamilyScoresPanel layout="desktop" status={status} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('FamilyScoresPanel', () => {
  it('lists the family’s best times this week and of all time, for this layout', async () => {
    setSession(SESSIONS.family);
    const since = encodeURIComponent(startOfWeek(new Date()).toISOString());
    mockFetch({
      [`GET ${ALL_TIME}`]: { body: { data: [row('frida', 31.5), row('ulla', 12)] } },
      [`GET ${ALL_TIME}&since=${since}`]: { body: { data: [row('ulla', 12)] } },
    });
    renderPanel({ kind: 'saved' });
    const allTime = screen.getByRole('region', { name: 'Family best of all time' });
    const week = screen.getByRole('region', { name: 'Family best this week' });
    expect(await within(allTime).findByRole('cell', { name: '31.5 s' })).toBeInTheDocument();
    expect(within(allTime).getByRole('cell', { name: '12.0 s' })).toBeInTheDocument();
    expect(await within(week).findByRole('cell', { name: '12.0 s' })).toBeInTheDocument();
    expect(within(week).queryByRole('cell', { name: 'frida' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Your time is in the family scores.');
  });

  it('says why the server did not keep a time', () => {
    setSession(SESSIONS.user);
    mockFetch();
    renderPanel({ kind: 'refused', message: 'The log has flaps after the game ended at step 80.' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your time was not kept in the family scores: The log has flaps after the game ended at step 80.',
    );
  });

  it('shows nothing and asks nothing while signed out', () => {
    const fetchMock = mockFetch();
    const { container } = renderPanel({ kind: 'signed-out' });
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
