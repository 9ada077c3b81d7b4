import { describe, expect, it } from 'vitest';
import { emptyBoard } from './game';
import {
  forgetGameKeptForLogin,
  forgetUnscoredGame,
  gameKeptForLogin,
  gamesToScore,
  isGameVisibleTo,
  isSameGame,
  keepGameForLogin,
  keepUnscoredGame,
  MAX_UNSCORED_GAMES,
  writerOf,
  type KeptGame,
} from './kept-games';

const boardWith = (letter: string) => {
  const board = emptyBoard();
  board[6]![3] = letter;
  return board;
};
const FIRST = { seed: 20261126, board: boardWith('A'), columns: [3], writer: null };
const SECOND = { seed: 20261126, board: boardWith('B'), columns: [3, 2], writer: null };
const ALICE = { userId: 7, username: 'alice' };
const BOB = { userId: 8, username: 'bob' };
const ALICES = { ...FIRST, writer: ALICE };
const BOBS = { ...SECOND, writer: BOB };

const unscored = (game: typeof FIRST | typeof ALICES | typeof BOBS): KeptGame => ({
  ...game,
  score: null,
});

describe('kept games', () => {
  it('keeps unscored games oldest first, once each, and forgets them one by one', () => {
    let kept = keepUnscoredGame([], FIRST);
    kept = keepUnscoredGame(kept, SECOND);
    // The same game again (one seed, the same columns) is still one game, now the newest.
    kept = keepUnscoredGame(kept, { ...FIRST, board: boardWith('A') });
    expect(kept).toEqual([unscored(SECOND), unscored(FIRST)]);
    kept = forgetUnscoredGame(kept, SECOND);
    expect(kept).toEqual([unscored(FIRST)]);
    expect(forgetUnscoredGame(kept, SECOND)).toEqual([unscored(FIRST)]);
    expect(forgetUnscoredGame(kept, FIRST)).toEqual([]);
  });

  it(`keeps the newest ${MAX_UNSCORED_GAMES} unscored games, and the game kept for login besides`, () => {
    let kept = keepGameForLogin([], { ...SECOND, seed: 99, score: 4 });
    for (let seed = 1; seed <= MAX_UNSCORED_GAMES + 2; seed += 1) {
      kept = keepUnscoredGame(kept, { ...FIRST, seed });
    }
    const seeds = gamesToScore(kept, null).map((game) => game.seed);
    expect(seeds).toHaveLength(MAX_UNSCORED_GAMES);
    expect(seeds[0]).toBe(3);
    expect(seeds.at(-1)).toBe(MAX_UNSCORED_GAMES + 2);
    expect(gameKeptForLogin(kept)).toMatchObject({ seed: 99, score: 4 });
  });

  it('gives a game only to its writer, and a game played while nobody was signed in to anyone', () => {
    const kept = [ALICES, BOBS, FIRST].reduce(keepUnscoredGame, [] as KeptGame[]);
    expect(gamesToScore(kept, ALICE)).toEqual([unscored(ALICES), unscored(FIRST)]);
    expect(gamesToScore(kept, BOB)).toEqual([unscored(BOBS), unscored(FIRST)]);
    expect(gamesToScore(kept, null)).toEqual([unscored(FIRST)]);
    // A session stored before it named the user's ID is matched by username, in any case.
    expect(isGameVisibleTo(ALICES, { username: ' Alice ' })).toBe(true);
    expect(isGameVisibleTo(ALICES, { username: 'bob' })).toBe(false);
    // Another user of the same name later (a deleted and re-made account) is not the writer.
    expect(isGameVisibleTo(ALICES, { userId: 9, username: 'alice' })).toBe(false);
  });

  it("tells two writers' games of the same moves apart", () => {
    expect(isSameGame(ALICES, { ...ALICES, writer: BOB })).toBe(false);
    expect(isSameGame(ALICES, { ...ALICES, writer: { username: 'alice' } })).toBe(false);
    expect(isSameGame(ALICES, { ...ALICES, board: boardWith('Z') })).toBe(true);
    const kept = keepUnscoredGame(keepUnscoredGame([], ALICES), { ...ALICES, writer: BOB });
    expect(forgetUnscoredGame(kept, ALICES)).toEqual([unscored({ ...ALICES, writer: BOB })]);
  });

  it('keeps one scored game for login in place of the one before, forgetting its unscored copy', () => {
    let kept = keepUnscoredGame(keepUnscoredGame([], FIRST), ALICES);
    kept = keepGameForLogin(kept, { ...SECOND, score: 2 });
    kept = keepGameForLogin(kept, { ...FIRST, score: 5 });
    // Alice's game has the same moves, but it is hers: it stays to be scored.
    expect(kept).toEqual([unscored(ALICES), { ...FIRST, score: 5 }]);
    expect(gameKeptForLogin(kept)).toEqual({ ...FIRST, score: 5 });
    expect(gamesToScore(kept, null)).toEqual([]);
    kept = forgetGameKeptForLogin(kept);
    expect(kept).toEqual([unscored(ALICES)]);
    expect(gameKeptForLogin(kept)).toBeNull();
  });

  it("names the signed-in user as a new game's writer (without the token), or nobody", () => {
    expect(writerOf({ ...ALICE, token: 't' } as typeof ALICE)).toEqual(ALICE);
    expect(writerOf({ username: 'alice' })).toEqual({ username: 'alice' });
    expect(writerOf(null)).toBeNull();
  });
});
