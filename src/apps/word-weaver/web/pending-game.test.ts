import { describe, expect, it, vi } from 'vitest';
import { emptyBoard } from '../core/game';
import { PENDING_GAME_KEY, readPendingGame, writePendingGame } from './pending-game';

const KEPT = { seed: 20261121, board: emptyBoard(), columns: [3], score: 0 };

describe('the kept game', () => {
  it('reads back what was written, and nothing once it is cleared', () => {
    writePendingGame(KEPT);
    expect(readPendingGame()).toEqual(KEPT);
    writePendingGame(null);
    expect(readPendingGame()).toBeNull();
    expect(window.localStorage.getItem(PENDING_GAME_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"seed": 2026'],
    ['an old game without its moves', JSON.stringify({ ...KEPT, columns: undefined })],
    ['a board of the wrong size', JSON.stringify({ ...KEPT, board: [['A']] })],
    ['a negative score', JSON.stringify({ ...KEPT, score: -1 })],
    ['a list', '[]'],
  ])('discards %s with a console message, once', (_label, stored) => {
    window.localStorage.setItem(PENDING_GAME_KEY, stored);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPendingGame()).toBeNull();
    expect(window.localStorage.getItem(PENDING_GAME_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(PENDING_GAME_KEY);
    // Gone, so the next read (the next page load) neither fails again nor says so again.
    expect(readPendingGame()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
