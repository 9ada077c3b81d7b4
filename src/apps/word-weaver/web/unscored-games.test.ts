import { describe, expect, it, vi } from 'vitest';
import { emptyBoard } from '../core/game';
import { earlierGamesText, waitingGameText } from './offline-texts';
import {
  forgetUnscoredGame,
  holdGame,
  isGameHeld,
  keepUnscoredGame,
  MAX_UNSCORED_GAMES,
  readUnscoredGames,
  UNSCORED_GAMES_KEY,
} from './unscored-games';

const boardWith = (letter: string) => {
  const board = emptyBoard();
  board[6]![3] = letter;
  return board;
};
const FIRST = { seed: 20261126, board: boardWith('A'), columns: [3] };
const SECOND = { seed: 20261126, board: boardWith('B'), columns: [3, 2] };

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
