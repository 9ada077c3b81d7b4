import { formerLetterSequence } from '../core/former-letters';
import { BOARD_SIZE, LETTERS_PER_GAME, replayGame, sameBoard, type Board } from '../core/game';
import { letterSequence } from '../core/letters';

/** Each column's letters from the floor up, or null when a letter floats above a gap. */
function columnStacks(board: Board): string[][] | null {
  const stacks: string[][] = [];
  for (let column = 0; column < BOARD_SIZE; column += 1) {
    const stack: string[] = [];
    let reachedTop = false;
    for (let row = BOARD_SIZE - 1; row >= 0; row -= 1) {
      const cell = board[row]?.[column] ?? '';
      if (cell === '') reachedTop = true;
      else if (reachedTop) return null;
      else stack.push(cell);
    }
    stacks.push(stack);
  }
  return stacks;
}

/**
 * The columns the seed's letters were dropped into to make `board`, for clients that save a game
 * without its moves (the original client sends only the board, score and seed). Letters stack from
 * the floor, so each column's letters are the order they landed in it; the search interleaves the
 * columns to follow the seed's sequence and keeps the first order the game's rules can replay.
 * Null when no order makes the board. `letters` are the seed's own unless given.
 */
export function inferColumns(
  seed: number,
  board: Board,
  letters: readonly string[] = letterSequence(seed, LETTERS_PER_GAME),
): number[] | null {
  const found = columnStacks(board);
  if (!found) return null;
  const stacks = found;
  const count = stacks.reduce((total, stack) => total + stack.length, 0);
  if (count > LETTERS_PER_GAME) return null;
  const played = letters.slice(0, count);
  const heights = stacks.map(() => 0);
  const columns: number[] = [];
  const deadEnds = new Set<string>();

  function search(): boolean {
    const index = columns.length;
    if (index === count) {
      const replay = replayGame(seed, columns, letters);
      return replay.ok && sameBoard(replay.board, board);
    }
    const state = heights.join(',');
    if (deadEnds.has(state)) return false;
    for (let column = 0; column < BOARD_SIZE; column += 1) {
      const height = heights[column] ?? 0;
      if (stacks[column]?.[height] !== played[index]) continue;
      heights[column] = height + 1;
      columns.push(column);
      if (search()) return true;
      columns.pop();
      heights[column] = height;
    }
    deadEnds.add(state);
    return false;
  }

  return search() ? columns : null;
}

export type VerifiedGame =
  { readonly ok: true; readonly board: Board } | { readonly ok: false; readonly error: string };

/** Replays `board` with `letters`: with the columns played when sent, else the ones found. */
function verifyWith(
  seed: number,
  board: Board,
  columns: readonly number[] | undefined,
  letters: readonly string[],
): VerifiedGame {
  const played = columns ?? inferColumns(seed, board, letters);
  if (!played) {
    return { ok: false, error: `no order of seed ${seed}'s letters makes this board.` };
  }
  const replay = replayGame(seed, played, letters);
  if (!replay.ok) return replay;
  if (!sameBoard(replay.board, board)) {
    return {
      ok: false,
      error: `the board is not what seed ${seed}'s letters make in the columns played.`,
    };
  }
  return replay;
}

/**
 * The board a saved game made, replayed with the seed's letters (the columns sent, or found when a
 * client sends none), or why it cannot be. A game of a seed from before the letters were drawn as the
 * original client draws them may also have been played with the former letters, kept in a browser.
 */
export function verifyGame(
  seed: number,
  board: Board,
  columns: readonly number[] | undefined,
): VerifiedGame {
  const verified = verifyWith(seed, board, columns, letterSequence(seed, LETTERS_PER_GAME));
  if (verified.ok) return verified;
  const former = formerLetterSequence(seed, LETTERS_PER_GAME);
  const withFormer = former && verifyWith(seed, board, columns, former);
  return withFormer && withFormer.ok ? withFormer : verified;
}
