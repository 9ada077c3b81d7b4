import { describe, expect, it, vi } from 'vitest';
import { emptyBoard } from '../core/game';
import { earlierGamesText, waitingGameText } from './offline-texts';
import {
  forgetUnscoredGame,
  holdGame,
  isGameHeld,
  isGameVisibleTo,
  keepUnscoredGame,
  MAX_UNSCORED_GAMES,
  readUnscoredGames,
  readUnscoredGamesFor,
  UNSCORED_GAMES_KEY,
  writerOf,
} from './unscored-games';

const boardWith = (letter: string) => {
  const board = emptyBoard();
  board[6]![3] = letter;
  return board;
};
const FIRST = { seed: 20261126, board: boardWith('A'), columns: [3], writer: null };
const SECOND = { seed: 20261126, board: boardWith('B'), columns: [3, 2], writer: null };

const ALICE = { username: 'alice', role: 'Family', token: 'alice-token', userId: 7 };
const BOB = { username: 'bob', role: 'Family', token: 'bob-token', userId: 8 };
const ALICES = { ...FIRST, writer: { userId: 7, username: 'alice' } };
const BOBS = { ...SECOND, writer: { userId: 8, username: 'bob' } };

describe('games kept until they are scored', () => {
  it('keeps games oldest first, once each, and forgets them one by one', () => {
    expect(readUnscoredGames()).toEqual([]);
    keepUnscoredGame(FIRST);
    keepUnscoredGame(SECOND);
    // The same game again (one seed, the same columns) is still one game, now the newest.
    keepUnscoredGame({ ...FIRST, board: boardWith('A') });
    expect(readUnscoredGames()).toEqual([SECOND, FIRST]);
    forgetUnscoredGame(SECOND);
    expect(readUnscoredGames()).toEqual([FIRST]);
    forgetUnscoredGame(SECOND);
    expect(readUnscoredGames()).toEqual([FIRST]);
    forgetUnscoredGame(FIRST);
    expect(readUnscoredGames()).toEqual([]);
    expect(window.localStorage.getItem(UNSCORED_GAMES_KEY)).toBeNull();
  });

  it(`keeps the newest ${MAX_UNSCORED_GAMES} games`, () => {
    for (let seed = 1; seed <= MAX_UNSCORED_GAMES + 2; seed += 1) {
      keepUnscoredGame({ ...FIRST, seed });
    }
    const seeds = readUnscoredGames().map((game) => game.seed);
    expect(seeds).toHaveLength(MAX_UNSCORED_GAMES);
    expect(seeds[0]).toBe(3);
    expect(seeds.at(-1)).toBe(MAX_UNSCORED_GAMES + 2);
  });

  it.each([
    ['not JSON', '[{"seed": 2026'],
    ['one game, not a list', JSON.stringify(FIRST)],
    ['a game without its moves', JSON.stringify([{ ...FIRST, columns: undefined }])],
    ['a board of the wrong size', JSON.stringify([{ ...FIRST, board: [['A']] }])],
    ['a lower-case letter', JSON.stringify([{ ...FIRST, board: boardWith('a') }])],
    ['a column off the board', JSON.stringify([{ ...FIRST, columns: [7] }])],
    ['a negative seed', JSON.stringify([{ ...FIRST, seed: -1 }])],
    ['a writer without a name', JSON.stringify([{ ...FIRST, writer: { userId: 7 } }])],
    [
      'a writer with an ID of 0',
      JSON.stringify([{ ...FIRST, writer: { userId: 0, username: 'a' } }]),
    ],
    [
      'more games than are ever kept',
      JSON.stringify(Array.from({ length: MAX_UNSCORED_GAMES + 1 }, () => FIRST)),
    ],
  ])('discards %s with a console message, once', (_label, stored) => {
    window.localStorage.setItem(UNSCORED_GAMES_KEY, stored);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readUnscoredGames()).toEqual([]);
    expect(window.localStorage.getItem(UNSCORED_GAMES_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(UNSCORED_GAMES_KEY);
    expect(readUnscoredGames()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("keeps each game's writer, and gives a game only to its writer", () => {
    keepUnscoredGame(ALICES);
    keepUnscoredGame(BOBS);
    keepUnscoredGame(FIRST);
    expect(readUnscoredGames()).toEqual([ALICES, BOBS, FIRST]);
    // Alice sees her own game and the one played while nobody was signed in, never Bob's.
    expect(readUnscoredGamesFor(ALICE)).toEqual([ALICES, FIRST]);
    expect(readUnscoredGamesFor(BOB)).toEqual([BOBS, FIRST]);
    expect(readUnscoredGamesFor(null)).toEqual([FIRST]);
    // A session stored before it named the user's ID is matched by username.
    expect(isGameVisibleTo(ALICES, { ...ALICE, userId: undefined })).toBe(true);
    expect(isGameVisibleTo(ALICES, { ...BOB, userId: undefined })).toBe(false);
    // Another user of the same name later (a deleted and re-made account) is not the writer.
    expect(isGameVisibleTo(ALICES, { ...ALICE, userId: 9 })).toBe(false);
  });

  it("tells two writers' games of the same moves apart", () => {
    keepUnscoredGame(ALICES);
    keepUnscoredGame({ ...ALICES, writer: BOBS.writer });
    expect(readUnscoredGames()).toHaveLength(2);
    forgetUnscoredGame(ALICES);
    expect(readUnscoredGames()).toEqual([{ ...ALICES, writer: BOBS.writer }]);
    expect(isGameHeld(ALICES)).toBe(false);
    const release = holdGame(ALICES);
    expect(isGameHeld({ ...ALICES, writer: BOBS.writer })).toBe(false);
    release();
  });

  it("names the signed-in user as a new game's writer, or nobody", () => {
    expect(writerOf(ALICE)).toEqual({ userId: 7, username: 'alice' });
    expect(writerOf({ ...ALICE, userId: undefined })).toEqual({ username: 'alice' });
    expect(writerOf(null)).toBeNull();
  });

  it('reads a game kept before games kept their writer as played while nobody was signed in', () => {
    const old = { seed: FIRST.seed, board: FIRST.board, columns: FIRST.columns };
    window.localStorage.setItem(UNSCORED_GAMES_KEY, JSON.stringify([old]));
    expect(readUnscoredGames()).toEqual([FIRST]);
    expect(readUnscoredGamesFor(ALICE)).toEqual([FIRST]);
  });

  it('holds a game while one part of the page scores it, until every holder lets go', () => {
    expect(isGameHeld(FIRST)).toBe(false);
    const releaseOne = holdGame(FIRST);
    const releaseTwo = holdGame({ ...FIRST });
    expect(isGameHeld(FIRST)).toBe(true);
    expect(isGameHeld(SECOND)).toBe(false);
    releaseOne();
    releaseOne();
    expect(isGameHeld(FIRST)).toBe(true);
    releaseTwo();
    expect(isGameHeld(FIRST)).toBe(false);
  });

  it('says why a game waits and what happens when the connection returns', () => {
    expect(waitingGameText('offline', true)).toBe(
      'You are offline. Your board is kept in this browser and will be scored and saved when the connection returns.',
    );
    expect(waitingGameText('offline', false)).toContain('will be scored when the connection');
    expect(waitingGameText('unreachable', true)).toMatch(/^The server cannot be reached/);
    expect(earlierGamesText(1, true)).toBe(
      '1 earlier board is kept in this browser and will be scored and saved when the connection returns.',
    );
    expect(earlierGamesText(2, false)).toMatch(/^2 earlier boards are kept/);
  });
});
