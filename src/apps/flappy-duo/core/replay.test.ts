import { describe, expect, it } from 'vitest';
import { autopilotFlaps } from './autopilot';
import { createGame, gameResult, startGame, stepGame, type GameState } from './flappy-game';
import { recordOf, replayRun, startReplay, stepReplay, type RecordedRun } from './replay';

function playWithAutopilot(seed: number, layout: 'desktop' | 'mobile'): GameState {
  let state = startGame(createGame(seed, layout));
  // Player two gives up after 20 s, so the game ends with a knock-out or a ground crash.
  while (state.status === 'playing') {
    const flaps = autopilotFlaps(state).filter((player) => player === 0 || state.step < 1200);
    state = stepGame(state, flaps);
  }
  return state;
}

describe('replays', () => {
  it.each([
    [31, 'desktop'],
    [8, 'mobile'],
  ] as const)(
    'a recorded game (seed %d, %s) replays to the same end, to the step',
    (seed, layout) => {
      const played = playWithAutopilot(seed, layout);
      expect(played.status).toBe('over');
      expect(played.log.length).toBeGreaterThan(20);
      const replayed = replayRun(recordOf(played));
      expect(replayed).toEqual(played);
      expect(replayed.step).toBe(played.step);
      expect(gameResult(replayed)).toEqual(gameResult(played));
    },
  );

  it('replays a hand-written log exactly as it was flown live', () => {
    const run: RecordedRun = {
      seed: 5,
      layout: 'desktop',
      log: [
        { step: 12, player: 0 },
        { step: 30, player: 1 },
        { step: 31, player: 0 },
        { step: 55, player: 0 },
        { step: 55, player: 1 },
        { step: 80, player: 1 },
      ],
    };
    let live = startGame(createGame(run.seed, run.layout));
    while (live.status === 'playing') {
      const step = live.step;
      live = stepGame(
        live,
        run.log.filter((flap) => flap.step === step).map((flap) => flap.player),
      );
    }
    const replayed = replayRun(run);
    expect(replayed.log).toEqual(run.log);
    expect(replayed.step).toBe(live.step);
    expect(replayed.birds).toEqual(live.birds);
    // One flap fewer is a different game.
    expect(replayRun({ ...run, log: run.log.slice(0, -1) }).step).not.toBe(live.step);
  });

  it('steps a replay one step at a time for the instant replay and the ghost', () => {
    const played = playWithAutopilot(3, 'desktop');
    let cursor = startReplay(recordOf(played));
    const heights: number[] = [];
    while (cursor.state.status === 'playing') {
      cursor = stepReplay(cursor);
      heights.push(cursor.state.birds[0].y);
    }
    expect(heights).toHaveLength(played.step);
    expect(cursor.state.birds).toEqual(played.birds);
    expect(stepReplay(cursor)).toBe(cursor);
  });
});
