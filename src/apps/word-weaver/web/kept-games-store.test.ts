import { describe, expect, it, vi } from 'vitest';
import { emptyBoard } from '../core/game';
import { MAX_UNSCORED_GAMES } from '../core/kept-games';
import {
  forgetStoredGameKeptForLogin,
  KEPT_GAMES_KEY,
  LEGACY_PENDING_GAME_KEY,
  LEGACY_UNSCORED_GAMES_KEY,
  readGameKeptForLogin,
  readKeptGames,
  updateKeptGames,
} from './kept-games-store';

const boardWith = (letter: string) => {
  const board = emptyBoard();
  board[6]![3] = letter;
  return board;
};
const FIRST = { seed: 20261126, board: boardWith('A'), columns: [3], writer: null, score: null };
const ALICES = { ...FIRST, columns: [3, 3], writer: { userId: 7, username: 'alice' } };
const stored = () => window.localStorage.getItem(KEPT_GAMES_KEY);

describe('the store of kept games', () => {
  it('stores games under one key, and removes the key when none are left', () => {
    expect(readKeptGames()).toEqual([]);
    updateKeptGames(() => [FIRST, ALICES]);
    expect(readKeptGames()).toEqual([FIRST, ALICES]);
    updateKeptGames((games) => games.filter((game) => game.writer !== null));
    expect(JSON.parse(stored() ?? 'null')).toEqual([ALICES]);
    updateKeptGames(() => []);
    expect(stored()).toBeNull();
  });

  it('reads and forgets the game kept for login', () => {
    updateKeptGames(() => [ALICES, { ...FIRST, score: 4 }]);
    expect(readGameKeptForLogin()).toEqual({ ...FIRST, score: 4 });
    forgetStoredGameKeptForLogin();
    expect(readGameKeptForLogin()).toBeNull();
    expect(readKeptGames()).toEqual([ALICES]);
  });

  it.each([
    ['not JSON', '[{"seed": 2026'],
    ['one game, not a list', JSON.stringify(FIRST)],
    ['a game without its writer', JSON.stringify([{ ...FIRST, writer: undefined }])],
    ['a board of the wrong size', JSON.stringify([{ ...FIRST, board: [['A']] }])],
    ['a lower-case letter', JSON.stringify([{ ...FIRST, board: boardWith('a') }])],
    ['a column off the board', JSON.stringify([{ ...FIRST, columns: [7] }])],
    ['a negative score', JSON.stringify([{ ...FIRST, score: -1 }])],
    [
      'a writer with an ID of 0',
      JSON.stringify([{ ...FIRST, writer: { userId: 0, username: 'a' } }]),
    ],
    [
      'more games than are ever kept',
      JSON.stringify(Array.from({ length: MAX_UNSCORED_GAMES + 2 }, () => FIRST)),
    ],
  ])('discards %s with a console message, once', (_label, value) => {
    window.localStorage.setItem(KEPT_GAMES_KEY, value);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readKeptGames()).toEqual([]);
    expect(stored()).toBeNull();
    expect(readKeptGames()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(KEPT_GAMES_KEY);
  });
});

describe('games kept under the legacy keys', () => {
  const legacyUnscored = [
    { seed: FIRST.seed, board: FIRST.board, columns: FIRST.columns },
    { seed: ALICES.seed, board: ALICES.board, columns: ALICES.columns, writer: ALICES.writer },
  ];
  const legacyPending = { seed: 20261125, board: boardWith('B'), columns: [3], score: 6 };

  it('moves both into the one store once, and removes the legacy keys', () => {
    window.localStorage.setItem(LEGACY_UNSCORED_GAMES_KEY, JSON.stringify(legacyUnscored));
    window.localStorage.setItem(LEGACY_PENDING_GAME_KEY, JSON.stringify(legacyPending));
    const moved = [FIRST, ALICES, { ...legacyPending, writer: null }];
    expect(readKeptGames()).toEqual(moved);
    expect(window.localStorage.getItem(LEGACY_UNSCORED_GAMES_KEY)).toBeNull();
    expect(window.localStorage.getItem(LEGACY_PENDING_GAME_KEY)).toBeNull();
    expect(JSON.parse(stored() ?? 'null')).toEqual(moved);
    // Forgotten here, it does not come back from the legacy keys.
    updateKeptGames(() => []);
    expect(readKeptGames()).toEqual([]);
  });

  it('adds them to games already in the new store, once each', () => {
    updateKeptGames(() => [ALICES, { ...FIRST, seed: 1, score: 2 }]);
    window.localStorage.setItem(LEGACY_UNSCORED_GAMES_KEY, JSON.stringify(legacyUnscored));
    window.localStorage.setItem(LEGACY_PENDING_GAME_KEY, JSON.stringify(legacyPending));
    // The game kept for login already here stays; Alice's game is one game, now the newest.
    expect(readKeptGames()).toEqual([FIRST, ALICES, { ...FIRST, seed: 1, score: 2 }]);
  });

  it('discards legacy data it cannot read with a console message, and moves the rest', () => {
    window.localStorage.setItem(LEGACY_UNSCORED_GAMES_KEY, '[{"seed": 2026');
    window.localStorage.setItem(LEGACY_PENDING_GAME_KEY, JSON.stringify(legacyPending));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readKeptGames()).toEqual([{ ...legacyPending, writer: null }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(LEGACY_UNSCORED_GAMES_KEY);
    expect(window.localStorage.getItem(LEGACY_UNSCORED_GAMES_KEY)).toBeNull();
    expect(window.localStorage.getItem(LEGACY_PENDING_GAME_KEY)).toBeNull();
  });

  it('leaves the legacy keys in place while the new store cannot be written', () => {
    window.localStorage.setItem(LEGACY_PENDING_GAME_KEY, JSON.stringify(legacyPending));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readKeptGames()).toEqual([{ ...legacyPending, writer: null }]);
    setItem.mockRestore();
    expect(window.localStorage.getItem(LEGACY_PENDING_GAME_KEY)).not.toBeNull();
  });
});
