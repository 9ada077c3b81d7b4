import { STEPS_PER_SECOND } from './flappy-config';
import { gameResult, type FlapEvent, type GameResult, type GameState } from './flappy-game';
import { MAX_REPLAY_STEPS, replayRun, type RecordedRun } from './replay';

/** What flying a claimed run again found: the game and its result, or why it is not a game. */
export type RunVerdict =
  | { readonly kind: 'flown'; readonly state: GameState; readonly result: GameResult }
  | { readonly kind: 'refused'; readonly message: string };

/** Flaps are logged by step, and within a step player 1's before player 2's, each at most once. */
function comesAfter(flap: FlapEvent, previous: FlapEvent): boolean {
  return (
    flap.step > previous.step || (flap.step === previous.step && flap.player > previous.player)
  );
}

const MAX_MINUTES = MAX_REPLAY_STEPS / STEPS_PER_SECOND / 60;

function playerName(flap: FlapEvent): string {
  return `player ${flap.player + 1}`;
}

/**
 * Flies a recorded run again with the game's own simulation and says what it was: the finished
 * game and its result, or, in words for the player, why the log cannot be a game played here: flaps
 * out of order or repeated, a game that does not end within the replay bound, flaps after the end
 * or by a bird already out (a game played logs neither). The result is the replay's, never a claim.
 */
export function flyRecordedRun(run: RecordedRun): RunVerdict {
  const { log } = run;
  for (let index = 1; index < log.length; index += 1) {
    const flap = log[index];
    const previous = log[index - 1];
    if (flap && previous && !comesAfter(flap, previous)) {
      return {
        kind: 'refused',
        message: `The flaps are out of order: flap ${index + 1} (${playerName(flap)}, step ${flap.step}) does not come after flap ${index} (${playerName(previous)}, step ${previous.step}).`,
      };
    }
  }
  const state = replayRun(run);
  if (state.status !== 'over') {
    return {
      kind: 'refused',
      message: `The game does not end within ${MAX_MINUTES} minutes, so it cannot be checked.`,
    };
  }
  if (state.log.length !== log.length) {
    // The replay keeps the flaps it could apply, in order: the first it dropped tells why.
    const dropped = log.find((flap, index) => {
      const kept = state.log[index];
      return kept?.step !== flap.step || kept.player !== flap.player;
    });
    const afterEnd = dropped !== undefined && dropped.step >= state.step;
    return {
      kind: 'refused',
      message: afterEnd
        ? `The log has flaps after the game ended at step ${state.step}.`
        : `The log has a flap of ${dropped ? playerName(dropped) : 'a player'} after that bird was out.`,
    };
  }
  const result = gameResult(state);
  if (!(result.gameSeconds > 0)) {
    return { kind: 'refused', message: 'A game of 0 seconds is not a score.' };
  }
  return { kind: 'flown', state, result };
}

/**
 * The text that names one game played: its layout, seed and every flap. Two claims of the same
 * game give the same text; any other game, another text. The server keeps a score once per text.
 */
export function recordedRunKey(run: RecordedRun): string {
  return `${run.layout}:${run.seed}:${run.log.map((flap) => `${flap.step}.${flap.player}`).join(',')}`;
}
