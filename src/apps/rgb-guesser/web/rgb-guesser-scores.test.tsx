import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headersOf, mockFetch } from '#tests/web/fetch-mock';
import { setSession } from '#kit/session';
import { colourOfDay } from '../core/daily-colour';
import RgbGuesserPage from './rgb-guesser-page';

const DAY = '2026-11-23';
const ANSWER = colourOfDay(DAY);
const POST = 'POST /api/games/scores';
const SESSION = { username: 'ulla', role: 'User', token: 'token-user', userId: 4 };

const LIST_TODAY = `GET /api/games/scores?game=rgb_guesser&mode=${DAY}&limit=10`;

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/quizzes/rbguesser?debug=0']}>
        <RgbGuesserPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A row of the family's scores as the API lists it. */
const row = (username: string, score: number, timestamp: string) => ({
  username,
  score,
  mode: DAY,
  metadata: { won: score > 0, guesses: score > 0 ? 11 - score : 10, seed: 2059 },
  timestamp,
  created_at: timestamp,
});

/** The family panel's rows: rank, player and score as they read. */
function familyRows() {
  const panel = screen.getByRole('region', { name: 'Family best today' });
  return within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) =>
      within(tableRow)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
}

async function guess(red: number, green: number, blue: number) {
  for (const [name, value] of [
    ['Red', red],
    ['Green', green],
    ['Blue', blue],
  ] as const) {
    await act(async () => {
      fireEvent.change(screen.getByRole('spinbutton', { name }), {
        target: { value: String(value) },
      });
      await Promise.resolve();
    });
  }
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Guess' }));
    await Promise.resolve();
  });
}

function posts(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
}

describe("the RGB guesser's family score", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 14, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends a signed-in player's finished day with its guesses, as that player", async () => {
    setSession(SESSION);
    const fetchMock = mockFetch({
      [POST]: { body: { data: row('ulla', 9, '2026-11-23T13:00:00.000Z') } },
    });
    renderPage();
    await guess(1, 2, 3);
    expect(posts(fetchMock)).toEqual([]);
    await guess(ANSWER.red, ANSWER.green, ANSWER.blue);

    expect(await screen.findByRole('heading', { name: 'You found it!' })).toBeInTheDocument();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const [url, init] = posts(fetchMock)[0]!;
    expect(url).toBe('/api/games/scores');
    expect(JSON.parse(init?.body as string)).toEqual({
      game: 'rgb_guesser',
      mode: DAY,
      score: 9,
      metadata: { guesses: [{ red: 1, green: 2, blue: 3 }, ANSWER] },
    });
    expect(headersOf(init)).toMatchObject({ Authorization: 'Bearer token-user' });
    expect(headersOf(init)['Idempotency-Key']).toMatch(/\S/);
  });

  it("lists the family's best for today beside the stats, as guesses, and again after the day is saved", async () => {
    setSession(SESSION);
    let listed = [row('frida', 10, '2026-11-23T08:00:00.000Z')];
    const fetchMock = mockFetch({
      [LIST_TODAY]: () => ({ body: { data: listed } }),
      [POST]: () => {
        const saved = row('ulla', 9, '2026-11-23T13:00:00.000Z');
        listed = [...listed, saved];
        return { body: { data: saved } };
      },
    });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Family best today' });
    await within(panel).findByRole('cell', { name: 'frida' });
    expect(within(panel).getByRole('columnheader', { name: 'Guesses' })).toBeInTheDocument();
    expect(familyRows()).toEqual([['1', 'frida', '1/10']]);
    expect(screen.getByRole('heading', { name: 'Your stats' })).toBeInTheDocument();

    await guess(1, 2, 3);
    await guess(ANSWER.red, ANSWER.green, ANSWER.blue);
    await within(panel).findByRole('cell', { name: 'ulla' });
    expect(familyRows()).toEqual([
      ['1', 'frida', '1/10'],
      ['2', 'ulla', '2/10'],
    ]);
    const lists = fetchMock.mock.calls.filter(
      ([url, init]) => init?.method !== 'POST' && url === LIST_TODAY.slice(4),
    );
    expect(lists).toHaveLength(2);
  });

  it('sends a lost day with score 0', async () => {
    setSession(SESSION);
    const fetchMock = mockFetch({
      [POST]: { body: { data: row('ulla', 9, '2026-11-23T13:00:00.000Z') } },
    });
    renderPage();
    const away = (value: number) => (value < 128 ? value + 20 : value - 20);
    for (let index = 0; index < 10; index += 1) {
      await guess(away(ANSWER.red), away(ANSWER.green) + (index % 2), away(ANSWER.blue));
    }
    expect(await screen.findByRole('heading', { name: 'Out of guesses' })).toBeInTheDocument();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(posts(fetchMock)[0]![1]?.body as string)).toMatchObject({
      mode: DAY,
      score: 0,
    });
  });

  it('logs a refused score and shows nothing more', async () => {
    setSession(SESSION);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockFetch({ [POST]: { status: 422, body: { error: 'Not today.' } } });
    renderPage();
    await guess(ANSWER.red, ANSWER.green, ANSWER.blue);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(posts(fetchMock)).toHaveLength(1);
    expect(screen.queryByText('Not today.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'You found it!' })).toBeInTheDocument();
  });

  it('sends nothing while signed out', async () => {
    const fetchMock = mockFetch();
    renderPage();
    await guess(ANSWER.red, ANSWER.green, ANSWER.blue);
    expect(await screen.findByRole('heading', { name: 'You found it!' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Family best today' })).toBeNull();
  });
});
