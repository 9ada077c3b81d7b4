import { letterSequence } from './letters';

/**
 * The rules of a WordWeaver game as a pure reducer: time comes in as `tick` actions (one every
 * DROP_INTERVAL_MS from the page), so the same rules drive the browser and the server's replay.
 */

export const BOARD_SIZE = 7;
export const SPAWN_ROW = 0;
export const SPAWN_COLUMN = 3;
export const LETTERS_PER_GAME = 25;
export const DROP_INTERVAL_MS = 2000;

/** A cell: '' when empty, else one capital letter A–Z. */
export type Cell = string;
export type Board = readonly (readonly Cell[])[];

export interface FallingLetter {
  readonly letter: string;
  readonly row: number;
  readonly column: number;
}

export type GameStatus = 'idle' | 'playing' | 'over';
export type EndReason = 'stopped' | 'all-letters' | 'spawn-blocked';

export interface GameState {
  readonly seed: number;
  readonly letters: readonly string[];
  readonly board: Board;
  readonly falling: FallingLetter | null;
  /** The column each placed letter came to rest in, in order: what the server replays. */
  readonly columns: readonly number[];
  readonly status: GameStatus;
  readonly endReason: EndReason | null;
}

export type GameAction =
  | { readonly type: 'start' }
  | { readonly type: 'move'; readonly direction: 'left' | 'right' }
  /** One row down (↓ or the 2000 ms timer); a letter that cannot go lower comes to rest. */
  | { readonly type: 'down' }
  /** Straight down to rest (Space). */
  | { readonly type: 'drop' }
  | { readonly type: 'stop' };

export function emptyBoard(): Cell[][] {
  return Array.from({ length: BOARD_SIZE }, () => Array.from({ length: BOARD_SIZE }, () => ''));
}

/** A new game for `seed`, not yet started; `letters` are the seed's own unless given. */
export function createGame(
  seed: number,
  letters: readonly string[] = letterSequence(seed, LETTERS_PER_GAME),
): GameState {
  return {
    seed,
    letters,
    board: emptyBoard(),
    falling: null,
    columns: [],
    status: 'idle',
    endReason: null,
  };
}

/** Whether a letter may occupy the cell: inside the walls, above the floor, and empty. */
export function isCellFree(board: Board, row: number, column: number): boolean {
  return (
    row >= 0 &&
    row < BOARD_SIZE &&
    column >= 0 &&
    column < BOARD_SIZE &&
    board[row]?.[column] === ''
  );
}

/** The row a letter falling from `row` in `column` comes to rest in. */
export function restingRow(board: Board, row: number, column: number): number {
  let rest = row;
  while (isCellFree(board, rest + 1, column)) rest += 1;
  return rest;
}

/** The letter after the falling one, shown as a preview; null when none is left. */
export function nextLetter(state: GameState): string | null {
  if (state.status !== 'playing') return null;
  return state.letters[state.columns.length + 1] ?? null;
}

/** Spawns the next letter, or ends the game when all letters fell or the spawn cell is taken. */
function spawnNext(state: GameState): GameState {
  const letter = state.letters[state.columns.length];
  if (letter === undefined || state.columns.length >= LETTERS_PER_GAME) {
    return { ...state, falling: null, status: 'over', endReason: 'all-letters' };
  }
  if (!isCellFree(state.board, SPAWN_ROW, SPAWN_COLUMN)) {
    return { ...state, falling: null, status: 'over', endReason: 'spawn-blocked' };
  }
  return { ...state, falling: { letter, row: SPAWN_ROW, column: SPAWN_COLUMN } };
}

function land(state: GameState, falling: FallingLetter): GameState {
  const board = state.board.map((cells, row) =>
    row === falling.row
      ? cells.map((cell, column) => (column === falling.column ? falling.letter : cell))
      : cells,
  );
  return spawnNext({ ...state, board, columns: [...state.columns, falling.column] });
}

/** The game's rules: every key, button, swipe and timer tick becomes one of these actions. */
export function gameReducer(state: GameState, action: GameAction): GameState {
  if (action.type === 'start') {
    return spawnNext({ ...createGame(state.seed, state.letters), status: 'playing' });
  }
  const falling = state.falling;
  if (state.status !== 'playing' || falling === null) return state;
  switch (action.type) {
    case 'move': {
      const column = falling.column + (action.direction === 'left' ? -1 : 1);
      if (!isCellFree(state.board, falling.row, column)) return state;
      return { ...state, falling: { ...falling, column } };
    }
    case 'down':
      if (isCellFree(state.board, falling.row + 1, falling.column)) {
        return { ...state, falling: { ...falling, row: falling.row + 1 } };
      }
      return land(state, falling);
    case 'drop':
      return land(state, {
        ...falling,
        row: restingRow(state.board, falling.row, falling.column),
      });
    case 'stop':
      return { ...state, falling: null, status: 'over', endReason: 'stopped' };
  }
}

export type ReplayResult =
  { readonly ok: true; readonly board: Board } | { readonly ok: false; readonly error: string };

/**
 * Plays `columns` with the seed's letters through the same rules as the browser: each letter spawns,
 * moves sideways one column at a time to its column and drops. A move into a wall or an occupied cell,
 * or a letter after the game ended, makes the replay fail. `letters` are the seed's own unless given.
 */
export function replayGame(
  seed: number,
  columns: readonly number[],
  letters: readonly string[] = letterSequence(seed, LETTERS_PER_GAME),
): ReplayResult {
  let state = gameReducer(createGame(seed, letters), { type: 'start' });
  for (const [index, column] of columns.entries()) {
    const falling = state.falling;
    if (state.status !== 'playing' || falling === null) {
      return { ok: false, error: `Letter ${index + 1} was played after the game had ended.` };
    }
    if (!Number.isInteger(column) || column < 0 || column >= BOARD_SIZE) {
      return {
        ok: false,
        error: `Letter ${index + 1} went to column ${column}, outside the board.`,
      };
    }
    const direction = column < falling.column ? 'left' : 'right';
    while (state.falling !== null && state.falling.column !== column) {
      const before = state.falling.column;
      state = gameReducer(state, { type: 'move', direction });
      if (state.falling?.column === before) {
        return {
          ok: false,
          error: `Letter ${index + 1} (${falling.letter}) cannot reach column ${column}: the way is blocked.`,
        };
      }
    }
    state = gameReducer(state, { type: 'drop' });
  }
  return { ok: true, board: state.board };
}

/** Whether two boards hold the same letters in the same cells. */
export function sameBoard(a: Board, b: Board): boolean {
  if (a.length !== b.length) return false;
  return a.every((cells, row) => {
    const other = b[row];
    return (
      other !== undefined &&
      cells.length === other.length &&
      cells.every((cell, column) => cell === other[column])
    );
  });
}
