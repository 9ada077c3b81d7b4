import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mockFetch, type MockReply } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';
import { setSession } from '#kit/session';
import { replayGame } from '../core/game';
import { letterSequence } from '../core/letters';
import { dailySeed } from '../core/seed';
import {
  earlierGamesText,
  HIGH_SCORES_OFFLINE_TEXT,
  HIGH_SCORES_STALE_TEXT,
  waitingGameText,
} from './offline-texts';
import { KEPT_GAMES_RETRY_MS } from '../core/finish-sequence';
import { KEPT_GAMES_KEY, LEGACY_UNSCORED_GAMES_KEY } from './kept-games-store';

const listKey = (seed: number) => `GET /api/data_models/word_weaver_scores_with_users?seed=${seed}`;
const SCORE = 'POST /api/games/word_weaver';
const SAVE = 'POST /api/games/word_weaver/save';
const EMPTY = ['', '', '', '', '', '', ''];
const NO_WORDS = {
  longest_words_in_rows: EMPTY,
  longest_words_in_cols: EMPTY,
  row_definitions: EMPTY,
  col_definitions: EMPTY,
};

let onLine: MockInstance<() => boolean>;

beforeEach(() => {
  window.localStorage.setItem('sound_muted', '1');
  onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

/** The browser loses or regains its connection, as Chromium tells a page. */
function setOnline(online: boolean) {
  onLine.mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function press(key: string) {
  act(() => {
    fireEvent.keyDown(window, { key });
  });
}

/** Today's first three letters dropped in column 4: read top to bottom they make the "word". */
function threeLetterGame() {
  const seed = dailySeed(new Date());
  const columns = [3, 3, 3];
  const replay = replayGame(seed, columns);
  if (!replay.ok) throw new Error(replay.error);
  const word = [...letterSequence(seed, 3)].reverse().join('');
  const result = {
    ...NO_WORDS,
    longest_words_in_cols: ['', '', '', word, '', '', ''],
    col_definitions: ['', '', '', 'noun: a test word', '', '', ''],
  };
  return { seed, columns, board: replay.board, word, result };
}

/** A server for today's board: scoring fails while offline; saves are counted. */
function mockServer(game: ReturnType<typeof threeLetterGame>, scoreReply?: MockReply) {
  const saves: { seed: number; columns: number[]; score: number }[] = [];
  let listed: unknown[] = [];
  const unreachable = () => {
    throw new TypeError('Failed to fetch');
  };
  const fetchMock = mockFetch({
    [listKey(game.seed)]: () => (navigator.onLine ? { body: { data: listed } } : unreachable()),
    [SCORE]: () =>
      navigator.onLine ? (scoreReply ?? { body: { data: game.result } }) : unreachable(),
    [SAVE]: (init) => {
      if (!navigator.onLine) unreachable();
      saves.push(JSON.parse(init?.body as string) as (typeof saves)[number]);
      const row = {
        ID: 7,
        score: 3,
        seed: game.seed,
        username: 'ulla',
        timestamp: '2026-11-26T09:30:00.000Z',
      };
      listed = [row];
      return { body: { data: row } };
    },
  });
  return { saves, fetchMock };
}

/** The writer of SESSIONS.user's games: that session names no user ID. */
const ULLA = { username: SESSIONS.user.username };
const ALICE = { username: 'alice', role: 'Family', token: 'token-alice', userId: 41 };

/** Today's three-letter game, kept on an earlier visit in the older store, by the writer or by nobody named. */
function keptOnEarlierVisit(writer?: typeof ULLA) {
  const game = threeLetterGame();
  window.localStorage.setItem(
    LEGACY_UNSCORED_GAMES_KEY,
    JSON.stringify([{ seed: game.seed, board: game.board, columns: game.columns, writer }]),
  );
  return game;
}

function storedGames(): { score: number | null }[] {
  return JSON.parse(window.localStorage.getItem(KEPT_GAMES_KEY) ?? '[]') as {
    score: number | null;
  }[];
}

/** The unscored games in the store, as kept (without their score), or null when there are none. */
function keptGames(): unknown {
  const unscored = storedGames()
    .filter((game) => game.score === null)
    .map(({ score: _score, ...game }) => game);
  return unscored.length === 0 ? null : unscored;
}

/** The game kept for whoever logs in next, or null. */
function keptForLogin(): unknown {
  return storedGames().find((game) => game.score !== null) ?? null;
}

describe('WordWeaver without a connection', () => {
  it('keeps a game finished offline, says so, and scores, lights and saves it once when the connection returns', async () => {
    const game = threeLetterGame();
    const { saves, fetchMock } = mockServer(game);
    const { user } = renderApp('/games/wordweaver', { session: SESSIONS.user });
    expect(
      await screen.findByText('No scores yet for this board. Be the first!'),
    ).toBeInTheDocument();

    setOnline(false);
    // The list already loaded stays, marked as perhaps out of date.
    expect(screen.getByText(HIGH_SCORES_STALE_TEXT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    press(' ');
    press(' ');
    press(' ');
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await screen.findByText(waitingGameText('offline', true))).toBeInTheDocument();
    expect(screen.queryByText(/could not be scored/)).not.toBeInTheDocument();
    expect(screen.queryByText('No words this time.')).not.toBeInTheDocument();
    expect(keptGames()).toEqual([
      { seed: game.seed, board: game.board, columns: game.columns, writer: ULLA },
    ]);
    // Another game may be played meanwhile.
    expect(screen.getByRole('button', { name: 'Play again' })).toBeEnabled();
    expect(saves).toHaveLength(0);

    // The connection returns (Chromium may say so twice): one sequence, one save.
    setOnline(true);
    setOnline(true);
    const item = await screen.findByTestId('word-weaver-word');
    expect(item).toHaveTextContent(`Column 4${game.word}+3`);
    const board = screen.getByTestId('word-weaver-board');
    await waitFor(() =>
      expect(board.querySelectorAll('[data-highlighted="true"]')).toHaveLength(3),
    );
    expect(await screen.findByText('Your score is saved.')).toBeInTheDocument();
    expect(screen.queryByText(waitingGameText('offline', true))).not.toBeInTheDocument();
    expect(saves).toEqual([
      { seed: game.seed, columns: game.columns, score: 3, board: JSON.stringify(game.board) },
    ]);
    expect(keptGames()).toBeNull();
    expect(within(screen.getByRole('table')).getByText('ulla')).toBeInTheDocument();
    const scoreCalls = fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/games/word_weaver' && init?.method === 'POST',
    );
    // One try offline, one when the connection returned.
    expect(scoreCalls).toHaveLength(2);
  });

  it('scores and saves a game kept on an earlier visit when the page opens with a connection', async () => {
    const game = keptOnEarlierVisit(ULLA);
    const { saves } = mockServer(game);
    renderApp('/games/wordweaver', { session: SESSIONS.user });
    expect(
      await screen.findByText(
        `Your earlier board ${game.seed} scored 3 points. Your score is saved.`,
      ),
    ).toBeInTheDocument();
    expect(saves).toEqual([
      { seed: game.seed, columns: game.columns, score: 3, board: JSON.stringify(game.board) },
    ]);
    expect(keptGames()).toBeNull();
    // The list is loaded again with the new score.
    expect(await within(await screen.findByRole('table')).findByText('ulla')).toBeInTheDocument();
  });

  it("neither scores, saves nor shows another user's kept game, and saves it as its writer at their login", async () => {
    const game = threeLetterGame();
    const alicesGame = {
      seed: game.seed,
      board: game.board,
      columns: game.columns,
      writer: { userId: ALICE.userId, username: ALICE.username },
    };
    window.localStorage.setItem(LEGACY_UNSCORED_GAMES_KEY, JSON.stringify([alicesGame]));
    const { saves, fetchMock } = mockServer(game);
    renderApp('/games/wordweaver', { session: SESSIONS.user });
    expect(
      await screen.findByText('No scores yet for this board. Be the first!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Earlier boards' })).not.toBeInTheDocument();
    expect(screen.queryByText(/You finished a game before logging in/)).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(
        ([url]) => typeof url === 'string' && url.startsWith('/api/games/word_weaver'),
      ),
    ).toEqual([]);
    expect(keptGames()).toEqual([alicesGame]);

    act(() => setSession(ALICE));
    expect(
      await screen.findByText(
        `Your earlier board ${game.seed} scored 3 points. Your score is saved.`,
      ),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    const save = fetchMock.mock.calls.find(([url]) => url === '/api/games/word_weaver/save');
    expect(new Headers(save?.[1]?.headers).get('Authorization')).toBe(`Bearer ${ALICE.token}`);
    expect(keptGames()).toBeNull();
  });

  it('offers a game kept before games kept their writer, and saves it only on that choice', async () => {
    const game = keptOnEarlierVisit();
    const { saves } = mockServer(game);
    const { user } = renderApp('/games/wordweaver', { session: SESSIONS.user });
    expect(
      await screen.findByText(
        `Your earlier board ${game.seed} scored 3 points. It was played before anyone logged in: save it below if it is yours.`,
      ),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    expect(keptGames()).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Save that game' }));
    expect(
      await screen.findByText(/^Saved your earlier game: \d+ points on board \d+\.$/),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(1);
  });

  it('opening offline: says the high scores and a kept game wait for the connection, then loads both', async () => {
    const game = keptOnEarlierVisit(ULLA);
    onLine.mockReturnValue(false);
    const { saves } = mockServer(game);
    renderApp('/games/wordweaver', { session: SESSIONS.user });
    expect(await screen.findByText(HIGH_SCORES_OFFLINE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(earlierGamesText(1, true))).toBeInTheDocument();
    expect(screen.queryByText('Loading high scores…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();

    setOnline(true);
    expect(
      await screen.findByText(/^Your earlier board \d+ scored 3 points\. Your score is saved\.$/),
    ).toBeInTheDocument();
    expect(await within(await screen.findByRole('table')).findByText('ulla')).toBeInTheDocument();
    expect(screen.queryByText(HIGH_SCORES_OFFLINE_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(earlierGamesText(1, true))).not.toBeInTheDocument();
    expect(saves).toHaveLength(1);
  });

  it("keeps an anonymous player's game finished offline for their login once it is scored", async () => {
    const game = threeLetterGame();
    const { saves } = mockServer(game);
    const { user } = renderApp('/games/wordweaver');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    setOnline(false);
    press(' ');
    press(' ');
    press(' ');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText(waitingGameText('offline', false))).toBeInTheDocument();

    setOnline(true);
    expect(
      await screen.findByText(
        'Log in to save your score. This game is kept in your browser until you do.',
      ),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    expect(keptGames()).toBeNull();
    expect(keptForLogin()).toMatchObject({
      seed: game.seed,
      columns: game.columns,
      score: 3,
    });
  });

  it('drops a kept game the server refuses to score, and says so', async () => {
    const game = keptOnEarlierVisit();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { saves } = mockServer(game, { status: 400, body: { error: 'The board is not 7x7.' } });
    renderApp('/games/wordweaver', { session: SESSIONS.user });
    expect(
      await screen.findByText(
        `Your earlier board ${game.seed} could not be scored: The board is not 7x7.`,
      ),
    ).toBeInTheDocument();
    expect(keptGames()).toBeNull();
    expect(saves).toHaveLength(0);
    expect(error).toHaveBeenCalled();
  });

  it('keeps the game when the save cannot reach the server, and saves it later', async () => {
    const game = threeLetterGame();
    const { saves } = mockServer(game);
    let saveReachable = false;
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) => {
      if (!saveReachable && input === '/api/games/word_weaver/save') {
        throw new TypeError('Failed to fetch');
      }
      return answer(input, init);
    });
    const { user } = renderApp('/games/wordweaver', { session: SESSIONS.user });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    press(' ');
    press(' ');
    press(' ');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    // Scored online; the save, sent as the word lights up, finds no server.
    await screen.findByTestId('word-weaver-word');
    expect(await screen.findByText(waitingGameText('unreachable', true))).toBeInTheDocument();
    expect(keptGames()).toHaveLength(1);
    expect(saves).toHaveLength(0);

    saveReachable = true;
    setOnline(true);
    expect(await screen.findByText('Your score is saved.')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(keptGames()).toBeNull();
  });

  it('tries again now and then while the browser is online but the server does not answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const game = threeLetterGame();
      const { saves } = mockServer(game);
      let serverUp = false;
      const fetchMock = vi.mocked(fetch);
      const answer = fetchMock.getMockImplementation()!;
      fetchMock.mockImplementation((input, init) => {
        if (!serverUp && init?.method === 'POST') throw new TypeError('Failed to fetch');
        return answer(input, init);
      });
      const { user } = renderApp('/games/wordweaver', {
        session: SESSIONS.user,
      });
      await user.click(await screen.findByRole('button', { name: 'Start' }));
      press(' ');
      press(' ');
      press(' ');
      await user.click(screen.getByRole('button', { name: 'Stop' }));
      expect(await screen.findByText(waitingGameText('unreachable', true))).toBeInTheDocument();

      serverUp = true;
      act(() => {
        vi.advanceTimersByTime(KEPT_GAMES_RETRY_MS);
      });
      expect(await screen.findByText('Your score is saved.')).toBeInTheDocument();
      expect(saves).toHaveLength(1);
      expect(keptGames()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('WordWeaver when the tab may close at once', () => {
  function playThreeLetters(user: ReturnType<typeof renderApp>['user']) {
    return (async () => {
      await user.click(await screen.findByRole('button', { name: 'Start' }));
      press(' ');
      press(' ');
      press(' ');
      await user.click(screen.getByRole('button', { name: 'Stop' }));
    })();
  }

  /** Today's three-letter game played by nobody signed in, up to the moment its three words light up. */
  async function playUntilWordsLightUpSignedOut() {
    const game = threeLetterGame();
    const { saves } = mockServer(game);
    const { user } = renderApp('/games/wordweaver');
    await playThreeLetters(user);
    const board = screen.getByTestId('word-weaver-board');
    await waitFor(() =>
      expect(board.querySelectorAll('[data-highlighted="true"]')).toHaveLength(3),
    );
    return { game, saves, board, user };
  }

  it('keeps the game in the browser the moment the board ends, before the server answers', async () => {
    const game = threeLetterGame();
    const { saves } = mockServer(game);
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    // The server takes the board and never answers.
    fetchMock.mockImplementation((input, init) =>
      input === '/api/games/word_weaver' ? new Promise<Response>(() => {}) : answer(input, init),
    );
    const { user } = renderApp('/games/wordweaver', { session: SESSIONS.user });
    await playThreeLetters(user);
    expect(await screen.findByText('Scoring your board…')).toBeInTheDocument();
    expect(keptGames()).toEqual([
      { seed: game.seed, board: game.board, columns: game.columns, writer: ULLA },
    ]);
    expect(saves).toHaveLength(0);
  });

  it('saves the score as soon as the board is scored, before the words light up, and says so after', async () => {
    const game = threeLetterGame();
    const { saves } = mockServer(game);
    const { user } = renderApp('/games/wordweaver', { session: SESSIONS.user });
    await playThreeLetters(user);
    const board = screen.getByTestId('word-weaver-board');
    await waitFor(() =>
      expect(board.querySelectorAll('[data-highlighted="true"]')).toHaveLength(3),
    );
    // While the word is lit the score is already saved and the kept copy gone.
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(board.querySelectorAll('[data-highlighted="true"]')).toHaveLength(3);
    expect(keptGames()).toBeNull();
    expect(screen.queryByText('Your score is saved.')).not.toBeInTheDocument();
    // The page tells of the save after the lighting, as before.
    expect(await screen.findByText('Your score is saved.')).toBeInTheDocument();
    expect(saves).toEqual([
      { seed: game.seed, columns: game.columns, score: 3, board: JSON.stringify(game.board) },
    ]);
  });

  it("keeps an anonymous player's game for their login before the words light up", async () => {
    const { game, saves, board } = await playUntilWordsLightUpSignedOut();
    await waitFor(() =>
      expect(keptForLogin()).toMatchObject({
        seed: game.seed,
        columns: game.columns,
        score: 3,
      }),
    );
    expect(board.querySelectorAll('[data-highlighted="true"]')).toHaveLength(3);
    expect(keptGames()).toBeNull();
    expect(
      await screen.findByText(
        'Log in to save your score. This game is kept in your browser until you do.',
      ),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('offers the game to a player who logs in while its words light up, and saves it on that choice', async () => {
    const { saves, user } = await playUntilWordsLightUpSignedOut();
    expect(keptForLogin()).not.toBeNull();
    act(() => setSession(SESSIONS.user));
    expect(
      await screen.findByText(
        'This game was played before you logged in. Save it below to keep its score.',
      ),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Save that game' }));
    expect(
      await screen.findByText(/^Saved your earlier game: 3 points on board/),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(keptForLogin()).toBeNull();
    expect(keptGames()).toBeNull();
  });
});
