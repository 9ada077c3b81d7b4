import { describe, expect, it } from 'vitest';
import { STEP_MS } from './flappy-config';
import { createGame, startGame, stepGame, type GameState } from './flappy-game';
import {
  advanceFrameClock,
  MAX_FRAME_MS,
  NEW_FRAME_CLOCK,
  pauseFrameClock,
  stepOfFlap,
  type FrameClock,
  type ScheduledFlap,
  type TimedFlap,
} from './frame-clock';

/** Presses on the page's clock (ms after the game started at t = 1000). */
const PRESSES: readonly TimedFlap[] = [
  { player: 0, at: 1000 + 90 },
  { player: 1, at: 1000 + 130 },
  { player: 0, at: 1000 + 505.5 },
  { player: 1, at: 1000 + 620 },
  { player: 1, at: 1000 + 1001 },
  { player: 0, at: 1000 + 1002 },
  { player: 0, at: 1000 + 1400 },
  { player: 1, at: 1000 + 1666.7 },
  { player: 0, at: 1000 + 1900 },
];

/**
 * Plays the game as the page does, with a frame every `frameMs` (optionally jittered): presses
 * reach the loop at the first frame after they happen.
 */
function playAtFrameRate(frameMs: (index: number) => number) {
  let game: GameState = startGame(createGame(2024, 'desktop'));
  let clock: FrameClock = NEW_FRAME_CLOCK;
  let pending: readonly ScheduledFlap[] = [];
  let now = 1000;
  let delivered = 0;
  let frames = 0;
  const alphas: number[] = [];
  while (game.status === 'playing' && frames < 10_000) {
    const fresh: TimedFlap[] = [];
    while (delivered < PRESSES.length && (PRESSES[delivered]?.at ?? Infinity) <= now) {
      fresh.push(PRESSES[delivered] as TimedFlap);
      delivered += 1;
    }
    const frame = advanceFrameClock(clock, now, [...pending, ...fresh]);
    for (const flaps of frame.steps) game = stepGame(game, flaps);
    clock = frame.clock;
    pending = frame.pending;
    alphas.push(frame.alpha);
    now += frameMs(frames);
    frames += 1;
  }
  return { game, frames, alphas };
}

describe('the fixed timestep', () => {
  it('plays the same game at 60 Hz, 144 Hz, 30 Hz and at uneven frame times', () => {
    const at60 = playAtFrameRate(() => 1000 / 60);
    const at144 = playAtFrameRate(() => 1000 / 144);
    const at30 = playAtFrameRate(() => 1000 / 30);
    const jittery = playAtFrameRate((index) => [3, 21, 9, 40, 7.3][index % 5] ?? 16);
    expect(at60.game.status).toBe('over');
    expect(at60.game.log.length).toBe(PRESSES.length);
    for (const other of [at144, at30, jittery]) {
      expect(other.game).toEqual(at60.game);
    }
    // The 144 Hz display drew more than twice as many frames for the same game.
    expect(at144.frames).toBeGreaterThan(2 * at60.frames);
    for (const alpha of [...at144.alphas, ...jittery.alphas]) {
      expect(alpha).toBeGreaterThanOrEqual(0);
      expect(alpha).toBeLessThan(1);
    }
  });

  it('applies a press at the first step starting at or after it', () => {
    const clock: FrameClock = { lastFrameAt: 1000, gameTimeMs: 0, stepsDone: 0 };
    expect(stepOfFlap(clock, 1000)).toBe(0);
    expect(stepOfFlap(clock, 1001)).toBe(1);
    expect(stepOfFlap(clock, 1000 + STEP_MS * 6)).toBe(6);
    expect(stepOfFlap(clock, 1000 + STEP_MS * 6 + 0.5)).toBe(7);
    // A press from before the last handed-out step applies at the next one, never in the past.
    expect(stepOfFlap({ ...clock, stepsDone: 4, gameTimeMs: 70 }, 1000 - 30)).toBe(4);
  });

  it('runs one step per 60 Hz frame and one step on most frames at 120 Hz', () => {
    let clock = advanceFrameClock(NEW_FRAME_CLOCK, 0, []).clock;
    const counts: number[] = [];
    for (let frame = 1; frame <= 60; frame += 1) {
      const advance = advanceFrameClock(clock, frame * (1000 / 60), []);
      counts.push(advance.steps.length);
      clock = advance.clock;
    }
    expect(counts.every((count) => count === 1)).toBe(true);
    expect(clock.stepsDone).toBe(60);

    clock = advanceFrameClock(NEW_FRAME_CLOCK, 0, []).clock;
    let steps = 0;
    for (let frame = 1; frame <= 120; frame += 1) {
      const advance = advanceFrameClock(clock, frame * (1000 / 120), []);
      expect(advance.steps.length).toBeLessThanOrEqual(1);
      steps += advance.steps.length;
      clock = advance.clock;
    }
    expect(steps).toBe(60);
  });

  it('catches up after a slow frame, but never by more than a second', () => {
    const clock = advanceFrameClock(NEW_FRAME_CLOCK, 500, []).clock;
    expect(advanceFrameClock(clock, 750, []).steps).toHaveLength(15);
    expect(advanceFrameClock(clock, 500 + 5000, []).steps).toHaveLength((MAX_FRAME_MS / 1000) * 60);
  });

  it('does not count a pause as play', () => {
    let clock = advanceFrameClock(NEW_FRAME_CLOCK, 0, []).clock;
    clock = advanceFrameClock(clock, 100, []).clock;
    const done = clock.stepsDone;
    const paused = pauseFrameClock(clock);
    const resumed = advanceFrameClock(paused, 60_000, []);
    expect(resumed.steps).toHaveLength(0);
    expect(advanceFrameClock(resumed.clock, 60_000 + STEP_MS, []).clock.stepsDone).toBe(done + 1);
  });

  it('keeps presses for later steps pending and uses each press once', () => {
    const clock = advanceFrameClock(NEW_FRAME_CLOCK, 0, []).clock;
    // At 20 ms step 0 is due; a press at 19 ms belongs to step 2 (which starts at 33.3 ms).
    const frame = advanceFrameClock(clock, 20, [
      { player: 0, at: 0 },
      { player: 1, at: 19 },
    ]);
    expect(frame.steps).toEqual([[0]]);
    expect(frame.pending).toEqual([{ player: 1, step: 2 }]);
    const waiting = advanceFrameClock(frame.clock, 40, frame.pending);
    expect(waiting.steps).toEqual([[]]);
    expect(waiting.pending).toEqual([{ player: 1, step: 2 }]);
    const next = advanceFrameClock(waiting.clock, 55, waiting.pending);
    expect(next.steps).toEqual([[1]]);
    expect(next.pending).toEqual([]);
  });
});
