import { describe, expect, it } from 'vitest';
import {
  BOARD_SIZE,
  createGame,
  gameReducer,
  LETTERS_PER_GAME,
  nextLetter,
  replayGame,
  sameBoard,
  SPAWN_COLUMN,
  type GameAction,
  type GameState,
} from './game';
import { letterSequence } from './letters';

const SEED = 20261121;

function play(state: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce(gameReducer, state);
}

const started = () => gameReducer(createGame(SEED), { type: 'start' });
const drop: GameAction = { type: 'drop' };
const left: GameAction = { type: 'move', direction: 'left' };
const right: GameAction = { type: 'move', direction: 'right' };

describe('a game', () => {
  it('is idle until started, then spawns the first letter in the top row, column 3', () => {
    const idle = createGame(SEED);
    expect(idle.status).toBe('idle');
    expect(idle.falling).toBeNull();
    expect(gameReducer(idle, drop)).toBe(idle);
    const game = started();
    expect(game.status).toBe('playing');
    expect(game.falling).toEqual({
      letter: letterSequence(SEED, 1)[0],
      row: 0,
      column: SPAWN_COLUMN,
    });
  });

  it('previews the next letter', () => {
    const letters = letterSequence(SEED, 3);
    const game = started();
    expect(nextLetter(game)).toBe(letters[1]);
    expect(nextLetter(play(game, drop))).toBe(letters[2]);
  });

  it('moves one row down per tick and rests on the floor', () => {
    let game = started();
    for (let row = 1; row < BOARD_SIZE; row += 1) {
      game = gameReducer(game, { type: 'down' });
      expect(game.falling?.row).toBe(row);
    }
    const letter = game.falling?.letter;
    game = gameReducer(game, { type: 'down' });
    expect(game.board[BOARD_SIZE - 1]?.[SPAWN_COLUMN]).toBe(letter);
    expect(game.columns).toEqual([SPAWN_COLUMN]);
    expect(game.falling?.row).toBe(0);
  });

  it('drops to rest on another letter with Space', () => {
    const game = play(started(), drop, drop);
    const letters = letterSequence(SEED, 2);
    expect(game.board[6]?.[3]).toBe(letters[0]);
    expect(game.board[5]?.[3]).toBe(letters[1]);
  });

  it('stops at the side walls', () => {
    const game = play(started(), left, left, left, left, left);
    expect(game.falling?.column).toBe(0);
    const other = play(started(), right, right, right, right, right);
    expect(other.falling?.column).toBe(BOARD_SIZE - 1);
  });

  it('cannot move sideways into an occupied cell', () => {
    // Fill column 2 up to row 1, then a letter falling at row 1 in column 3 cannot enter it.
    let game = started();
    for (let index = 0; index < 6; index += 1) game = play(game, left, drop);
    expect(game.board[1]?.[2]).not.toBe('');
    game = play(game, { type: 'down' });
    expect(game.falling).toMatchObject({ row: 1, column: 3 });
    expect(play(game, left).falling?.column).toBe(3);
    // At row 0 the cell above the stack is still free.
    expect(play(started(), left).falling?.column).toBe(2);
  });

  it('ends after 25 letters', () => {
    let game = started();
    for (let index = 0; index < LETTERS_PER_GAME; index += 1) {
      expect(game.status).toBe('playing');
      const target = index % BOARD_SIZE;
      while ((game.falling?.column ?? target) > target) game = play(game, left);
      while ((game.falling?.column ?? target) < target) game = play(game, right);
      game = play(game, drop);
    }
    expect(game.status).toBe('over');
    expect(game.endReason).toBe('all-letters');
    expect(game.columns).toHaveLength(LETTERS_PER_GAME);
    expect(game.board.flat().filter((cell) => cell !== '')).toHaveLength(LETTERS_PER_GAME);
  });

  it('ends when the spawn cell is occupied', () => {
    let game = started();
    for (let index = 0; index < BOARD_SIZE; index += 1) game = play(game, drop);
    expect(game.status).toBe('over');
    expect(game.endReason).toBe('spawn-blocked');
    expect(game.columns).toEqual(Array.from({ length: BOARD_SIZE }, () => SPAWN_COLUMN));
    expect(game.falling).toBeNull();
  });

  it("ends on 'Stop' and ignores moves afterwards", () => {
    const game = play(started(), drop, { type: 'stop' });
    expect(game.status).toBe('over');
    expect(game.endReason).toBe('stopped');
    expect(play(game, drop, left)).toBe(game);
    expect(game.columns).toHaveLength(1);
  });
});

describe('replayGame', () => {
  it('rebuilds the board a player made with the same moves', () => {
    let game = started();
    const columns = [3, 0, 6, 2, 2, 5, 1, 4, 3];
    for (const target of columns) {
      while ((game.falling?.column ?? target) > target) game = play(game, left);
      while ((game.falling?.column ?? target) < target) game = play(game, right);
      game = play(game, { type: 'down' }, { type: 'down' }, drop);
    }
    const replay = replayGame(SEED, columns);
    expect(replay.ok).toBe(true);
    if (replay.ok) expect(sameBoard(replay.board, game.board)).toBe(true);
  });

  it('puts the letters in sequence order, so a board with two letters swapped does not match', () => {
    const replay = replayGame(SEED, [0, 1]);
    if (!replay.ok) throw new Error(replay.error);
    const letters = letterSequence(SEED, 2);
    expect(letters).toEqual(['I', 'N']);
    expect(replay.board[6]?.slice(0, 2)).toEqual(letters);
    const swapped = replay.board.map((cells) => [...cells]);
    swapped[6] = ['N', 'I', '', '', '', '', ''];
    expect(sameBoard(replay.board, swapped)).toBe(false);
  });

  it('refuses a column the letter cannot reach', () => {
    // Column 3 is full to the top after seven drops there, so the game is over.
    const blocked = replayGame(SEED, [3, 3, 3, 3, 3, 3, 3, 0]);
    expect(blocked.ok).toBe(false);
    expect(blocked.ok ? '' : blocked.error).toContain('after the game had ended');
    // Columns 2 and 4 full to the top wall column 3 in: nothing can reach column 0 or 6.
    const walled = [2, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4];
    expect(replayGame(SEED, walled).ok).toBe(true);
    const unreachable = replayGame(SEED, [...walled, 0]);
    expect(unreachable.ok).toBe(false);
    expect(unreachable.ok ? '' : unreachable.error).toContain('cannot reach column 0');
    expect(replayGame(SEED, [...walled, 3]).ok).toBe(true);
  });

  it('refuses more than 25 letters and columns outside the board', () => {
    const many = Array.from({ length: 26 }, (_, index) => index % 7);
    const tooMany = replayGame(SEED, many);
    expect(tooMany.ok ? '' : tooMany.error).toContain('Letter 26');
    expect(replayGame(SEED, [7]).ok).toBe(false);
    expect(replayGame(SEED, [-1]).ok).toBe(false);
    expect(replayGame(SEED, [1.5]).ok).toBe(false);
  });

  it('accepts an empty game (stopped before the first letter landed)', () => {
    const replay = replayGame(SEED, []);
    expect(replay.ok && replay.board.flat().every((cell) => cell === '')).toBe(true);
  });
});
