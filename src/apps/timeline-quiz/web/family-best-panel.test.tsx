import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { startOfWeek } from '#kit/use-family-scores';
import { mockFetch } from '#tests/web/fetch-mock';
import { clearSession, setSession } from '#kit/session';
import { PEOPLE_DECK } from '../core/timeline-decks';
import { PEOPLE } from '../data/people';
import { TimelineQuiz } from './timeline-quiz';

const row = (username: string, score: number, timestamp: string) => ({
  username,
  score,
  mode: 'timeline',
  metadata: { accuracy: score * 5, totalItems: 20 },
  timestamp,
  created_at: timestamp,
});

function scoresPath(mode: string, since?: string): string {
  const query = new URLSearchParams({ game: 'timeline-people', mode, limit: '5' });
  if (since !== undefined) query.set('since', since);
  return `GET /api/games/scores?${query.toString()}`;
}

const renderPage = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TimelineQuiz deck={PEOPLE_DECK} items={PEOPLE} />
    </QueryClientProvider>,
  );

describe("a timeline quiz's Family Best panel", () => {
  afterEach(() => {
    clearSession();
  });

  it("lists the family's best of the deck all time and this week, per mode, to a member", async () => {
    setSession({ username: 'ada', role: 'User', token: 'token-ada', userId: 3 });
    const since = startOfWeek(new Date()).toISOString();
    mockFetch({
      [scoresPath('timeline')]: {
        body: {
          data: [row('bo', 19, '2026-01-02T10:00:00Z'), row('ada', 17, '2026-01-03T10:00:00Z')],
        },
      },
      [scoresPath('timeline', since)]: { body: { data: [row('ada', 12, since)] } },
      [scoresPath('guess')]: { body: { data: [] } },
      [scoresPath('guess', since)]: { body: { data: [] } },
    });
    renderPage();
    const allTime = screen.getByRole('region', { name: 'All time · Timeline' });
    const rows = await within(allTime).findAllByRole('row');
    expect(rows.map((tr) => tr.textContent)).toEqual([
      expect.stringMatching(/^#PlayerScore/),
      expect.stringMatching(/^1bo19\u00a0\/\u00a020/),
      expect.stringMatching(/^2ada17\u00a0\/\u00a020/),
    ]);
    const week = screen.getByRole('region', { name: 'This week · Timeline' });
    // Matched as the reader sees it: the no-break spaces read as spaces.
    expect(await within(week).findByText('12 / 20')).toBeInTheDocument();

    screen.getByRole('tab', { name: 'Year Guess' }).click();
    const guesses = await screen.findByRole('region', { name: 'All time · Year Guess' });
    expect(await within(guesses).findByText('No scores yet')).toBeInTheDocument();
  });

  it('is not there while nobody is signed in, and asks nothing', () => {
    const fetchMock = mockFetch({});
    renderPage();
    expect(screen.queryByText('Family Best')).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.startsWith('/api/')),
    ).toEqual([]);
  });
});
