import { describe, expect, it } from 'vitest';
import { flyFinishedGame } from '../core/flappy-duo.test-fixtures';
import { gameResult, type GameResult } from '../core/flappy-game';
import { fateOf, statusText, winnerText } from './flappy-duo-status';
import type { SessionView } from './game-session';

const IDLE: SessionView = {
  phase: 'idle',
  gameNumber: 0,
  seed: 42,
  layout: 'desktop',
  level: 0,
  noticeShown: false,
  countdown: null,
  pausedBy: null,
  racingGhost: false,
  finished: null,
};

const RESULT: GameResult = { seconds: [12.3, 8], winner: 0, gameSeconds: 12.3 };

describe('Flappy Duo texts', () => {
  it('names the winner, or a tie', () => {
    expect(winnerText(RESULT)).toBe('Player 1 lasted longer!');
    expect(winnerText({ ...RESULT, winner: 1 })).toBe('Player 2 lasted longer!');
    expect(winnerText({ ...RESULT, winner: 'tie' })).toBe('It’s a tie!');
  });

  it('tells what became of each bird', () => {
    const state = flyFinishedGame(7, 'desktop');
    expect(fateOf(state, 0)).toBe('still flying');
    expect(['hit a pipe', 'hit the ground']).toContain(fateOf(state, 1));
    const crashed = { ...state.birds[1], status: 'down' as const };
    const withCause = (cause: 'pipe' | 'ground') => ({
      ...state,
      birds: [state.birds[0], { ...crashed, cause }] as const,
    });
    expect(fateOf(withCause('pipe'), 1)).toBe('hit a pipe');
    expect(fateOf(withCause('ground'), 1)).toBe('hit the ground');
  });

  it('announces each phase, counting levels from one', () => {
    expect(statusText(IDLE)).toBe('Ready. Press Start, Space or Enter to play.');
    expect(statusText({ ...IDLE, phase: 'playing', level: 1 })).toBe('Playing, level 2.');
    expect(statusText({ ...IDLE, phase: 'playing', level: 2, noticeShown: true })).toBe(
      'Difficulty Increased! Now level 3.',
    );
    expect(statusText({ ...IDLE, phase: 'paused', pausedBy: 'player' })).toBe('Paused.');
    expect(statusText({ ...IDLE, phase: 'countdown', countdown: 2 })).toBe('Resuming in 2.');
    expect(statusText({ ...IDLE, phase: 'replay' })).toBe('Watching the replay of the last game.');
    expect(statusText({ ...IDLE, phase: 'over' })).toBe('Game over.');
  });

  it('announces the result with both times at game over', () => {
    const state = flyFinishedGame(7, 'desktop');
    const result = gameResult(state);
    const text = statusText({ ...IDLE, phase: 'over', finished: { state, result } });
    expect(text).toBe(
      `Game over. Player 1 lasted longer! Player 1: ${result.seconds[0].toFixed(1)} s. Player 2: ${result.seconds[1].toFixed(1)} s.`,
    );
  });
});
