import { describe, expect, it } from 'vitest';
import { emptyBoard, replayGame, type Board } from '../core/game';
import { inferColumns } from './word-weaver.moves';

const SEED = 20261121;

function boardOf(columns: number[]): Board {
  const replay = replayGame(SEED, columns);
  if (!replay.ok) throw new Error(replay.error);
  return replay.board;
}

describe('inferColumns', () => {
  it.each([
    ['one letter in each column', [0, 1, 2, 3, 4, 5, 6]],
    ['letters stacked in one column', [3, 3, 3, 3, 3]],
    [
      'a full game of 25 letters',
      [0, 1, 2, 4, 5, 6, 0, 1, 2, 4, 5, 6, 0, 1, 2, 4, 5, 6, 0, 1, 2, 4, 5, 6, 3],
    ],
    ['no letters at all', []],
  ])('finds moves that make the board for %s', (_label, columns) => {
    const board = boardOf(columns);
    const inferred = inferColumns(SEED, board);
    expect(inferred).not.toBeNull();
    const replay = replayGame(SEED, inferred ?? []);
    expect(replay.ok && replay.board).toEqual(board);
  });

  it('finds nothing for a board the seed cannot make', () => {
    const board = boardOf([0, 1, 2]).map((cells) => [...cells]);
    const bottom = board[6] ?? [];
    // Swap two letters: a board of the right letters in an order the sequence never gives.
    [bottom[0], bottom[6]] = ['Q', 'Z'];
    expect(inferColumns(SEED, board)).toBeNull();
  });

  it('finds nothing for a letter floating above a gap', () => {
    const board = emptyBoard();
    board[3]![2] = 'E';
    expect(inferColumns(SEED, board)).toBeNull();
  });
});
