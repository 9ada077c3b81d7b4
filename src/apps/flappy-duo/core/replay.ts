import type { Layout } from './flappy-config';
import {
  createGame,
  startGame,
  stepGame,
  type FlapEvent,
  type GameState,
  type Player,
} from './flappy-game';

/** Everything needed to fly a game again exactly: the seed, the layout and the input log. */
export interface RecordedRun {
  readonly seed: number;
  readonly layout: Layout;
  readonly log: readonly FlapEvent[];
}

/** A replay in progress: the game so far and the next unused entry of the log. */
export interface ReplayCursor {
  readonly run: RecordedRun;
  readonly state: GameState;
  readonly logIndex: number;
}

/** No game ends later than this: a log that would is not a real game. */
export const MAX_REPLAY_STEPS = 60 * 60 * 60;

/** The recording of a game (played or replayed). */
export function recordOf(state: GameState): RecordedRun {
  return { seed: state.seed, layout: state.config.layout, log: state.log };
}

/** A replay at its first step, already started. */
export function startReplay(run: RecordedRun): ReplayCursor {
  return { run, state: startGame(createGame(run.seed, run.layout)), logIndex: 0 };
}

/** Advances a replay by one step with the flaps the log holds for that step. */
export function stepReplay(cursor: ReplayCursor): ReplayCursor {
  if (cursor.state.status !== 'playing') return cursor;
  const { log } = cursor.run;
  const flaps: Player[] = [];
  let index = cursor.logIndex;
  while (index < log.length && (log[index]?.step ?? Infinity) <= cursor.state.step) {
    const event = log[index];
    if (event && event.step === cursor.state.step) flaps.push(event.player);
    index += 1;
  }
  return { ...cursor, state: stepGame(cursor.state, flaps), logIndex: index };
}

/**
 * Flies a recorded run from its seed to the end and returns the final state. The simulation is
 * deterministic, so this is the same game, to the step, as the one recorded.
 */
export function replayRun(run: RecordedRun): GameState {
  let cursor = startReplay(run);
  while (cursor.state.status === 'playing' && cursor.state.step < MAX_REPLAY_STEPS) {
    cursor = stepReplay(cursor);
  }
  return cursor.state;
}
