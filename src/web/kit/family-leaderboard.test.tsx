import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headersOf, mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS } from '#tests/web/render-app';
import { clearSession, setSession } from './session';
import { ApiError } from './api-client';
import { FamilyLeaderboard, type FamilyLeaderboardProps } from './family-leaderboard';
import { saveFamilyScore } from './use-family-scores';

const URL_OF_DAY = '/api/games/scores?game=word_weaver&mode=20261127&limit=10';

const row = (username: string, score: number, timestamp: string) => ({
  username,
  score,
  mode: '20261127',
  metadata: {},
  timestamp,
  created_at: timestamp,
});

function renderBoard(props: Partial<FamilyLeaderboardProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <FamilyLeaderboard game="word_weaver" mode="20261127" title="Family best" {...props} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('FamilyLeaderboard', () => {
  it("lists the family's best with rank, player, score and when, asking as the member", async () => {
    setSession(SESSIONS.family);
    const fetchMock = mockFetch({
      [`GET ${URL_OF_DAY}`]: {
        body: {
          data: [
            row('frida', 31, '2026-11-27T08:00:00.000Z'),
            row('ulla', 12, '2026-11-27T09:30:00.000Z'),
          ],
        },
      },
    });
    renderBoard({ formatScore: (score) => `${score} pts` });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((tr) => Array.from(tr.querySelectorAll('th, td'), (cell) => cell.textContent)),
    ).toEqual([
      ['#', 'Player', 'Score', 'When'],
      ['1', 'frida', '31 pts', expect.any(String)],
      ['2', 'ulla', '12 pts', expect.any(String)],
    ]);
    expect(rows[1]!.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-27T08:00:00.000Z',
    );
    expect(screen.getByRole('heading', { name: 'Family best' })).toBeInTheDocument();
    expect(headersOf(fetchMock.mock.calls[0]?.[1])['Authorization']).toBe('Bearer token-family');
  });

  it('says when no one has a score yet', async () => {
    setSession(SESSIONS.user);
    mockFetch({ [`GET ${URL_OF_DAY}`]: { body: { data: [] } } });
    renderBoard();
    expect(await screen.findByText('No scores yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows that it is loading, then that the scores could not be loaded', async () => {
    setSession(SESSIONS.user);
    mockFetch({ [`GET ${URL_OF_DAY}`]: { status: 500, body: { error: 'Internal Server Error' } } });
    renderBoard();
    expect(screen.getByText("Loading the family's scores…")).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The family's scores could not be loaded right now.",
    );
  });

  it('shows nothing and asks nothing while signed out', () => {
    const fetchMock = mockFetch();
    const { container } = renderBoard();
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for every mode and the limit given', async () => {
    setSession(SESSIONS.user);
    mockFetch({
      'GET /api/games/scores?game=flappy_duo&limit=5': {
        body: { data: [row('ulla', 12.5, '2026-11-27T09:30:00.000Z')] },
      },
    });
    renderBoard({ game: 'flappy_duo', mode: undefined, limit: 5, scoreHeading: 'Seconds' });
    expect(await screen.findByRole('columnheader', { name: 'Seconds' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '12.5' })).toBeInTheDocument();
  });
});

/** The JSON body a mocked fetch call sent. */
const bodyOf = (init: RequestInit | undefined): unknown =>
  JSON.parse(typeof init?.body === 'string' ? init.body : 'null');

describe('saveFamilyScore', () => {
  it("sends the claim as the member and answers the kept row, or the server's reason", async () => {
    setSession(SESSIONS.user);
    const kept = row('ulla', 9, '2026-11-27T10:00:00.000Z');
    const claim = { game: 'word_weaver', mode: '20261127', score: 9, metadata: { board: [] } };
    const fetchMock = mockFetch({
      'POST /api/games/scores': (init) =>
        (bodyOf(init) as { score: number }).score === 9
          ? { body: { data: kept } }
          : { status: 422, body: { error: 'The score could not be verified.' } },
    });
    expect(await saveFamilyScore(claim)).toEqual(kept);
    expect(bodyOf(fetchMock.mock.calls[0]?.[1])).toEqual(claim);
    expect(headersOf(fetchMock.mock.calls[0]?.[1])['Authorization']).toBe('Bearer token-user');
    const refused = saveFamilyScore({ ...claim, score: 10 });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toThrow('The score could not be verified.');
  });
});
