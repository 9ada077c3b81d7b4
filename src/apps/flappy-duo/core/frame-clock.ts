import { STEP_MS, STEPS_PER_SECOND } from './flappy-config';
import type { Player } from './flappy-game';

/**
 * The fixed-timestep accumulator between the display's frames and the 1/60 s simulation. Frames
 * come at whatever rate the screen runs (60, 120, 144 Hz, or a throttled few a second); each frame
 * says which simulation steps are due and with which flaps. A flap is applied at the first step
 * that starts at or after the moment it was pressed, so the same presses give the same game at
 * any frame rate.
 */
export interface FrameClock {
  /** When the previous frame ran (the page's clock, ms); null before the first frame. */
  readonly lastFrameAt: number | null;
  /** Game time simulated or owed so far, ms. */
  readonly gameTimeMs: number;
  /** Steps already handed out. */
  readonly stepsDone: number;
}

/** A flap as the input handlers record it: who, and when on the page's clock (ms). */
export interface TimedFlap {
  readonly player: Player;
  readonly at: number;
}

/** A flap converted to the step it applies at. */
export interface ScheduledFlap {
  readonly player: Player;
  readonly step: number;
}

export interface FrameAdvance {
  readonly clock: FrameClock;
  /** Flaps per due step, in order; each entry is one step to simulate. */
  readonly steps: readonly (readonly Player[])[];
  /** Flaps that belong to steps not due yet; hand them back with the next frame. */
  readonly pending: readonly ScheduledFlap[];
  /** How far the game is between the last due step and the next (0..1), for interpolation. */
  readonly alpha: number;
}

/**
 * A frame longer than this (a stalled tab, a debugger) is clipped so the game never leaps ahead
 * by more than a second at once.
 */
export const MAX_FRAME_MS = 1000;

export const NEW_FRAME_CLOCK: FrameClock = { lastFrameAt: null, gameTimeMs: 0, stepsDone: 0 };

/** Forgets the wall-clock time of the last frame, so a pause is not counted as play. */
export function pauseFrameClock(clock: FrameClock): FrameClock {
  return { ...clock, lastFrameAt: null };
}

/** The step a flap pressed at page time `at` applies to, given the clock before this frame. */
export function stepOfFlap(clock: FrameClock, at: number): number {
  const gameTime = clock.gameTimeMs + (clock.lastFrameAt === null ? 0 : at - clock.lastFrameAt);
  // Tiny tolerance: a press exactly on a step boundary belongs to that step despite rounding.
  const step = Math.ceil((gameTime * STEPS_PER_SECOND) / 1000 - 1e-9);
  return Math.max(clock.stepsDone, step);
}

/**
 * Advances the clock to the frame at page time `now` and hands out the due steps. `flaps` are
 * the presses since the last frame plus the pending ones from before.
 */
export function advanceFrameClock(
  clock: FrameClock,
  now: number,
  flaps: readonly (TimedFlap | ScheduledFlap)[],
): FrameAdvance {
  const scheduled = flaps.map((flap) =>
    'step' in flap ? flap : { player: flap.player, step: stepOfFlap(clock, flap.at) },
  );
  const elapsed =
    clock.lastFrameAt === null ? 0 : Math.min(MAX_FRAME_MS, Math.max(0, now - clock.lastFrameAt));
  const gameTimeMs = clock.gameTimeMs + elapsed;
  const dueSteps = Math.floor((gameTimeMs * STEPS_PER_SECOND) / 1000 + 1e-9);
  const steps: Player[][] = [];
  for (let step = clock.stepsDone; step < dueSteps; step += 1) {
    const players = scheduled
      .filter((flap) => flap.step <= step)
      .map((flap) => flap.player)
      .filter((player, index, all) => all.indexOf(player) === index);
    steps.push(players);
    // A flap is used once: later steps only see flaps scheduled for them.
    for (let index = scheduled.length - 1; index >= 0; index -= 1) {
      if ((scheduled[index]?.step ?? Infinity) <= step) scheduled.splice(index, 1);
    }
  }
  const stepsDone = Math.max(clock.stepsDone, dueSteps);
  return {
    clock: { lastFrameAt: now, gameTimeMs, stepsDone },
    steps,
    pending: scheduled,
    alpha: Math.min(1, Math.max(0, (gameTimeMs - stepsDone * STEP_MS) / STEP_MS)),
  };
}
