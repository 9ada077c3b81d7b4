import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';
import { letterSequence } from '../core/letters';
import { dailySeed } from '../core/seed';

const listKey = (seed: number) => `GET /api/data_models/word_weaver_scores_with_users?seed=${seed}`;
const SCORE = 'POST /api/games/word_weaver';
const SAVE = 'POST /api/games/word_weaver/save';
const NO_WORDS = {
  longest_words_in_rows: ['', '', '', '', '', '', ''],
  longest_words_in_cols: ['', '', '', '', '', '', ''],
  row_definitions: ['', '', '', '', '', '', ''],
  col_definitions: ['', '', '', '', '', '', ''],
};

beforeEach(() => {
  window.localStorage.setItem('sound_muted', '1');
});

function press(key: string) {
  act(() => {
    fireEvent.keyDown(window, { key });
  });
}

describe('WordWeaver page', () => {
  it("shows today's board, its empty high-score list and no seed panel to a player", async () => {
    const today = dailySeed(new Date());
    mockFetch({ [listKey(today)]: { body: { data: [] } } });
    renderApp('/games/wordweaver', { session: SESSIONS.user });
    expect(await screen.findByText(`Today's board: ${today}`)).toBeInTheDocument();
    expect(
      await screen.findByText('No scores yet for this board. Be the first!'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Next board in \d+:\d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin: seed' })).not.toBeInTheDocument();
  });

  it('lets an Admin set a numeric seed and see its whole letter sequence', async () => {
    const today = dailySeed(new Date());
    const fetchMock = mockFetch({
      [listKey(today)]: { body: { data: [] } },
      [listKey(42)]: { body: { data: [] } },
    });
    const { user } = renderApp('/games/wordweaver', { session: SESSIONS.admin });
    const panel = await screen.findByRole('region', { name: 'Admin: seed' });
    const seedInput = within(panel).getByLabelText('Seed');
    await user.clear(seedInput);
    await user.click(within(panel).getByRole('button', { name: 'Set seed' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Enter a whole number from 0 to 2147483647.',
    );

    await user.type(seedInput, '42');
    await user.click(within(panel).getByRole('button', { name: 'Set seed' }));
    expect(await screen.findByText('Board 42 (chosen by an Admin)')).toBeInTheDocument();
    const sequence = within(panel).getByRole('list', { name: 'Letter sequence for seed 42' });
    expect(
      within(sequence)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(letterSequence(42, 25));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain(listKey(42).slice(4)),
    );
  });

  it('plays with the keyboard, lights the word for a second with its definition, saves and says TOP SCORE', async () => {
    const today = dailySeed(new Date());
    const letters = letterSequence(42, 3);
    // Three letters dropped in column 3 stack up: read top to bottom they are the reverse order.
    const word = [...letters].reverse().join('').toLowerCase();
    let saved: { seed: number; columns: number[]; score: number } | undefined;
    let listed: unknown[] = [];
    mockFetch({
      [listKey(today)]: { body: { data: [] } },
      [listKey(42)]: () => ({ body: { data: listed } }),
      [SCORE]: {
        body: {
          data: {
            ...NO_WORDS,
            // As the server answers: the board's capitals, the word class before the definition.
            longest_words_in_cols: ['', '', '', word.toUpperCase(), '', '', ''],
            col_definitions: ['', '', '', 'noun: a test word', '', '', ''],
          },
        },
      },
      [SAVE]: (init) => {
        saved = JSON.parse(init?.body as string) as typeof saved;
        const row = {
          ID: 7,
          score: 3,
          seed: 42,
          username: 'ada',
          timestamp: '2026-03-14T09:30:00.000Z',
        };
        listed = [row];
        return { body: { data: row } };
      },
    });
    const { user } = renderApp('/games/wordweaver', { session: SESSIONS.admin });
    const panel = await screen.findByRole('region', { name: 'Admin: seed' });
    await user.clear(within(panel).getByLabelText('Seed'));
    await user.type(within(panel).getByLabelText('Seed'), '42');
    await user.click(within(panel).getByRole('button', { name: 'Set seed' }));

    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByTestId('next-letter')).toHaveTextContent(letters[1] ?? '');
    press(' ');
    press(' ');
    press(' ');
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    const item = await screen.findByTestId('word-weaver-word');
    expect(item).toHaveTextContent(`Column 4${word.toUpperCase()}+3noun a test word`);
    // The word class is set apart from the definition, not shown as "noun:".
    expect(within(item).getByText('noun').tagName).toBe('EM');
    expect(item).not.toHaveTextContent('noun:');
    const board = screen.getByTestId('word-weaver-board');
    await waitFor(() =>
      expect(board.querySelectorAll('[data-highlighted="true"]')).toHaveLength(3),
    );

    expect(await screen.findByText('TOP SCORE')).toBeInTheDocument();
    expect(board.querySelectorAll('[data-highlighted="true"]')).toHaveLength(0);
    expect(screen.getByText('Your score is saved.')).toBeInTheDocument();
    expect(saved).toMatchObject({ seed: 42, columns: [3, 3, 3], score: 3 });
    expect(within(screen.getByRole('table')).getByText('ada')).toBeInTheDocument();
    // When it was saved, in the site's one date and time format.
    // (British English, 24-hour clock, in the browser's zone: the day may be 13, 14 or 15 March.)
    expect(
      within(screen.getByRole('table')).getByText(/^\w{3} 1[345] Mar 2026, \d{2}:\d{2}$/),
    ).toBeInTheDocument();
  });

  it('keeps an anonymous game in the browser and asks to log in', async () => {
    const today = dailySeed(new Date());
    mockFetch({
      [listKey(today)]: { body: { data: [] } },
      [SCORE]: { body: { data: NO_WORDS } },
    });
    const { user } = renderApp('/games/wordweaver');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    press('ArrowLeft');
    press(' ');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(
      await screen.findByText(
        'Log in to save your score. This game is kept in your browser until you do.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No words this time.')).toBeInTheDocument();
    expect(screen.queryByText('TOP SCORE')).not.toBeInTheDocument();
    const kept = JSON.parse(window.localStorage.getItem('word_weaver_kept_games') ?? '[]') as {
      seed?: number;
      columns?: number[];
    }[];
    expect(kept).toMatchObject([{ seed: today, columns: [2], writer: null, score: 0 }]);
  });

  it('drops a kept game it cannot read, says so in the console, and plays on', async () => {
    const today = dailySeed(new Date());
    mockFetch({ [listKey(today)]: { body: { data: [] } } });
    window.localStorage.setItem('word_weaver_pending_game', '{"seed": 20261121, "board": [[');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/games/wordweaver', { session: SESSIONS.user });
    expect(
      await screen.findByText('No scores yet for this board. Be the first!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Save that game' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('word_weaver_pending_game')).toBeNull();
    const discarded = warn.mock.calls.filter(([message]) =>
      String(message).includes('word_weaver_pending_game'),
    );
    expect(discarded).toHaveLength(1);
  });
});
