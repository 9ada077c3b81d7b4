import { describe, expect, it } from 'vitest';
import { autopilotFlaps } from './autopilot';
import {
  BIRD_HEIGHT,
  DESKTOP_CONFIG,
  GAP_MARGIN,
  HITBOX_INSET_Y,
  MOBILE_CONFIG,
  PIPE_WIDTH,
  gameConfig,
  layoutForWidth,
} from './flappy-config';
import {
  createGame,
  difficultyAt,
  formatSeconds,
  gameResult,
  groundTop,
  isDifficultyNoticeShown,
  levelAt,
  startGame,
  stepGame,
  stepsToSeconds,
  type GameState,
  type Pipe,
  type Player,
} from './flappy-game';

function playing(seed = 7, layout: 'desktop' | 'mobile' = 'desktop'): GameState {
  return startGame(createGame(seed, layout));
}

function run(state: GameState, steps: number, flaps: (state: GameState) => Player[] = () => []) {
  let current = state;
  for (let i = 0; i < steps; i += 1) current = stepGame(current, flaps(current));
  return current;
}

/** A playing game whose only pipe is the one given (no new pipe spawns for a while). */
function withPipe(state: GameState, pipe: Omit<Pipe, 'id'>): GameState {
  return { ...state, pipes: [{ id: 0, ...pipe }], nextPipeId: 1 };
}

describe('a new game', () => {
  it('puts the birds at x 250 and x 400 at the same height, idle until started', () => {
    const idle = createGame(1, 'desktop');
    expect(idle.status).toBe('idle');
    expect(idle.birds.map((bird) => bird.x)).toEqual([250, 400]);
    expect(idle.birds[0].y).toBe(idle.birds[1].y);
    expect(stepGame(idle, [0, 1])).toBe(idle);
    expect(startGame(idle).status).toBe('playing');
    expect(startGame(startGame(idle))).toEqual(startGame(idle));
  });
});

describe('gravity and the jump', () => {
  it.each([
    ['desktop', 0.3],
    ['mobile', 0.25],
  ] as const)('pulls a %s bird down by %d per step, faster every step', (layout, gravity) => {
    const start = playing(3, layout);
    const y0 = start.birds[0].y;
    for (const n of [1, 2, 10, 30]) {
      const after = run(start, n);
      expect(after.birds[0].vy).toBeCloseTo(gravity * n, 9);
      // Semi-implicit Euler: y grows by v after each step's v += g.
      expect(after.birds[0].y).toBeCloseTo(y0 + (gravity * n * (n + 1)) / 2, 9);
    }
  });

  it.each([
    ['desktop', -6.5, 0.3],
    ['mobile', -5.5, 0.25],
  ] as const)('a %s flap sets the speed to %d, then gravity slows the climb', (layout, jump, g) => {
    const start = run(playing(3, layout), 20);
    const before = start.birds[0];
    const flapped = stepGame(start, [0]);
    expect(flapped.birds[0].vy).toBe(jump);
    expect(flapped.birds[0].y).toBeCloseTo(before.y + jump, 9);
    const next = stepGame(flapped);
    expect(next.birds[0].vy).toBeCloseTo(jump + g, 9);
    expect(next.birds[0].y).toBeCloseTo(before.y + jump + jump + g, 9);
  });

  it('moves each bird only on its own player’s flaps', () => {
    const start = run(playing(), 10);
    const one = stepGame(start, [0]);
    expect(one.birds[0].vy).toBe(-6.5);
    expect(one.birds[1].vy).toBeCloseTo(start.birds[1].vy + 0.3, 9);
    const two = stepGame(start, [1]);
    expect(two.birds[1].vy).toBe(-6.5);
    expect(two.birds[0].vy).toBeCloseTo(start.birds[0].vy + 0.3, 9);
    expect(stepGame(start, [0, 1]).birds.map((bird) => bird.vy)).toEqual([-6.5, -6.5]);
  });

  it('records every applied flap with its step in the log', () => {
    const state = run(playing(), 5, (s) => (s.step === 2 ? [1] : s.step === 4 ? [0, 1] : []));
    expect(state.log).toEqual([
      { step: 2, player: 1 },
      { step: 4, player: 0 },
      { step: 4, player: 1 },
    ]);
  });
});

describe('collisions', () => {
  it('treats the ceiling as a wall: the bird stops against it and keeps flying', () => {
    const state = run(playing(), 60, () => [0, 1]);
    expect(state.status).toBe('playing');
    expect(state.birds[0].y).toBe(0);
    expect(state.birds[0].vy).toBe(0);
    expect(state.birds[0].status).toBe('flying');
    expect(state.birds[1].y).toBe(0);
    // Released, it falls again from the ceiling.
    expect(stepGame(state).birds[0].y).toBeCloseTo(0.3, 9);
  });

  it('ends the game when the birds reach the ground, at the step the hitbox touches it', () => {
    const start = playing(5);
    const y0 = start.birds[0].y;
    const ground = groundTop(DESKTOP_CONFIG);
    let expected = 1;
    while (y0 + (0.3 * expected * (expected + 1)) / 2 + BIRD_HEIGHT - HITBOX_INSET_Y < ground) {
      expected += 1;
    }
    const before = run(start, expected - 1);
    expect(before.status).toBe('playing');
    const over = stepGame(before);
    expect(over.status).toBe('over');
    expect(over.step).toBe(expected);
    expect(over.birds.map((bird) => [bird.status, bird.cause, bird.crashedAtStep])).toEqual([
      ['down', 'ground', expected],
      ['down', 'ground', expected],
    ]);
    expect(stepGame(over, [0])).toBe(over);
    expect(gameResult(over)).toEqual({
      seconds: [stepsToSeconds(expected), stepsToSeconds(expected)],
      winner: 'tie',
      gameSeconds: stepsToSeconds(expected),
    });
  });

  it('knocks a bird out when it flies into a pipe; the other lasts longer', () => {
    const start = run(playing(), 30);
    const bird = start.birds[0];
    // A pipe just ahead of player one whose gap is far below it.
    const state = withPipe(start, {
      x: bird.x + 26,
      gapTop: bird.y + 200,
      gapHeight: 150,
    });
    const hit = stepGame(state);
    expect(hit.birds[0].status).toBe('falling');
    expect(hit.birds[0].cause).toBe('pipe');
    expect(hit.birds[0].crashedAtStep).toBe(31);
    expect(hit.status).toBe('playing');
    // Flaps no longer lift a knocked-out bird; player two keeps flying with them.
    const later = run(hit, 5, () => [0, 1]);
    expect(later.birds[0].vy).toBeGreaterThan(0);
    expect(later.log.every((flap) => flap.player === 1)).toBe(true);

    const over = run(later, 400, (s) => (s.birds[1].vy > 2 ? [1] : []));
    expect(over.status).toBe('over');
    expect(over.birds[0].status).toBe('down');
    expect(over.birds[0].cause).toBe('pipe');
    expect(over.birds[1].status).toBe('flying');
    const result = gameResult(over);
    expect(result.winner).toBe(1);
    expect(result.seconds[0]).toBe(stepsToSeconds(31));
    expect(result.seconds[1]).toBe(stepsToSeconds(over.step));
    expect(result.seconds[1]).toBeGreaterThan(result.seconds[0]);
    expect(result.gameSeconds).toBe(result.seconds[1]);
  });

  it('forgives a graze: the hitbox is inset from the drawn bird', () => {
    const start = run(playing(), 1);
    const bird = start.birds[0];
    // The pipe's left edge overlaps the drawn bird by 3 units, but not its hitbox (inset 4).
    const beside = withPipe(start, { x: bird.x + 30 - 3 + 1, gapTop: 500, gapHeight: 40 });
    expect(stepGame(beside).birds[0].status).toBe('flying');
    // The gap's lower lip is 2 units into the drawn bird's belly: still fine.
    const lip = withPipe(start, {
      x: bird.x - 10,
      gapTop: bird.y - 150,
      gapHeight: 150 + BIRD_HEIGHT - 1,
    });
    expect(stepGame(lip).birds[0].status).toBe('flying');
    // Deeper into the lower pipe than the inset: knocked out.
    const deep = withPipe(start, {
      x: bird.x - 10,
      gapTop: bird.y - 150,
      gapHeight: 150 + BIRD_HEIGHT - HITBOX_INSET_Y - 3,
    });
    expect(stepGame(deep).birds[0].status).toBe('falling');
  });

  it('lets a bird through a gap it fits in', () => {
    const start = run(playing(), 1);
    const bird = start.birds[1];
    const state = withPipe(start, { x: bird.x - 20, gapTop: bird.y - 60, gapHeight: 200 });
    expect(stepGame(state).birds[1].status).toBe('flying');
  });
});

describe('pipes', () => {
  it('come from the seed: the same seed gives the same gaps, another seed others', () => {
    const gaps = (seed: number) =>
      run(playing(seed), 3000, autopilotFlaps).pipes.map((pipe) => pipe.gapTop);
    expect(gaps(11)).toEqual(gaps(11));
    expect(gaps(11)).not.toEqual(gaps(12));
  });

  it('start at the right edge, move at the speed and keep their gaps inside the sky', () => {
    const first = stepGame(playing(4));
    expect(first.pipes).toHaveLength(1);
    expect(first.pipes[0]?.x).toBe(800);
    expect(stepGame(first).pipes[0]?.x).toBe(799);
    const state = run(first, 4000, autopilotFlaps);
    for (const pipe of state.pipes) {
      expect(pipe.gapTop).toBeGreaterThanOrEqual(GAP_MARGIN);
      expect(pipe.gapTop + pipe.gapHeight).toBeLessThanOrEqual(
        groundTop(DESKTOP_CONFIG) - GAP_MARGIN,
      );
    }
  });

  it('leave the screen on the left', () => {
    const state = withPipe(run(playing(), 1), {
      x: -PIPE_WIDTH + 0.5,
      gapTop: 100,
      gapHeight: 300,
    });
    expect(stepGame(state).pipes.some((pipe) => pipe.id === 0)).toBe(false);
  });
});

describe('difficulty', () => {
  it('rises every 10 s: speed +0.5, gap -10, distance -20', () => {
    expect(levelAt(599)).toBe(0);
    expect(levelAt(600)).toBe(1);
    expect(levelAt(1199)).toBe(1);
    expect(levelAt(1200)).toBe(2);
    expect(difficultyAt(DESKTOP_CONFIG, 0)).toEqual({
      level: 0,
      speed: 1,
      gap: 300,
      distance: 600,
    });
    expect(difficultyAt(DESKTOP_CONFIG, 1)).toEqual({
      level: 1,
      speed: 1.5,
      gap: 290,
      distance: 580,
    });
    expect(difficultyAt(MOBILE_CONFIG, 3)).toEqual({
      level: 3,
      speed: 2.5,
      gap: 290,
      distance: 540,
    });
  });

  it('stops at the minimums: gap 100, distance 200 (speed keeps rising)', () => {
    expect(difficultyAt(DESKTOP_CONFIG, 20)).toMatchObject({ gap: 100, distance: 200 });
    expect(difficultyAt(DESKTOP_CONFIG, 19)).toMatchObject({ gap: 110, distance: 220 });
    expect(difficultyAt(DESKTOP_CONFIG, 40)).toEqual({
      level: 40,
      speed: 21,
      gap: 100,
      distance: 200,
    });
    expect(difficultyAt(MOBILE_CONFIG, 22)).toMatchObject({ gap: 100, distance: 200 });
    expect(difficultyAt(MOBILE_CONFIG, 21)).toMatchObject({ gap: 110, distance: 200 });
  });

  it('speeds the pipes up at step 600 and spawns the next pipes closer, with narrower gaps', () => {
    const start = run(playing(9), 590, autopilotFlaps);
    const pipeX = (state: GameState) => state.pipes[0]?.x ?? NaN;
    const at599 = run(start, 9, autopilotFlaps);
    expect(pipeX(stepGame(at599)) - pipeX(at599)).toBeCloseTo(-1, 9);
    const at600 = stepGame(at599);
    expect(at600.step).toBe(600);
    expect(pipeX(stepGame(at600)) - pipeX(at600)).toBeCloseTo(-1.5, 9);

    // Late in a long game: pipes spawn at the minimum distance with the minimum gap.
    const late: GameState = {
      ...run(playing(9), 1),
      step: 25 * 600,
      pipes: [{ id: 0, x: 800 - 200 + 1, gapTop: 200, gapHeight: 100 }],
      nextPipeId: 1,
    };
    const spawned = run(late, 2).pipes[1];
    expect(spawned?.gapHeight).toBe(100);
    expect((spawned?.x ?? 0) - (run(late, 2).pipes[0]?.x ?? 0)).toBeCloseTo(200, 9);
  });

  it('spaces and sizes every pipe of a long game by the level it was spawned at', () => {
    const spawnedAt = new Map<number, { step: number; pipe: Pipe; previous: Pipe | undefined }>();
    let state = playing(21);
    while (state.status === 'playing' && state.step < 3000) {
      const before = state;
      state = stepGame(state, autopilotFlaps(state));
      const newest = state.pipes[state.pipes.length - 1];
      if (newest && !spawnedAt.has(newest.id)) {
        const previous = state.pipes[state.pipes.length - 2];
        spawnedAt.set(newest.id, { step: before.step, pipe: newest, previous });
      }
    }
    expect(state.step).toBe(3000);
    expect(spawnedAt.size).toBeGreaterThan(8);
    for (const { step, pipe, previous } of spawnedAt.values()) {
      const difficulty = difficultyAt(DESKTOP_CONFIG, levelAt(step));
      expect(pipe.gapHeight).toBe(difficulty.gap);
      if (previous) expect(pipe.x - previous.x).toBeCloseTo(difficulty.distance, 9);
    }
  });

  it("shows 'Difficulty Increased!' for 1.5 s after each step", () => {
    const at = (step: number): GameState => ({ ...playing(), step });
    expect(isDifficultyNoticeShown(at(0))).toBe(false);
    expect(isDifficultyNoticeShown(at(599))).toBe(false);
    expect(isDifficultyNoticeShown(at(600))).toBe(true);
    expect(isDifficultyNoticeShown(at(689))).toBe(true);
    expect(isDifficultyNoticeShown(at(690))).toBe(false);
    expect(isDifficultyNoticeShown(at(1250))).toBe(true);
    expect(isDifficultyNoticeShown({ ...at(600), status: 'over' })).toBe(false);
  });
});

describe('mobile variant', () => {
  it('applies at 768 px and below with the spec’s softer constants', () => {
    expect(layoutForWidth(390)).toBe('mobile');
    expect(layoutForWidth(768)).toBe('mobile');
    expect(layoutForWidth(769)).toBe('desktop');
    expect(gameConfig('mobile')).toMatchObject({
      gravity: 0.25,
      jumpForce: -5.5,
      initialGap: 320,
      initialDistance: 600,
      initialSpeed: 1,
    });
    expect(gameConfig('desktop')).toMatchObject({
      gravity: 0.3,
      jumpForce: -6.5,
      initialGap: 300,
      initialDistance: 600,
      initialSpeed: 1,
    });
    expect(stepGame(playing(1, 'mobile')).pipes[0]?.gapHeight).toBe(320);
    expect(stepGame(playing(1, 'desktop')).pipes[0]?.gapHeight).toBe(300);
  });
});

describe('results', () => {
  it('formats times with one decimal', () => {
    expect(stepsToSeconds(744)).toBe(12.4);
    expect(stepsToSeconds(746)).toBe(12.4);
    expect(stepsToSeconds(747)).toBe(12.5);
    expect(formatSeconds(12.4)).toBe('12.4 s');
    expect(formatSeconds(7)).toBe('7.0 s');
  });

  it('gives the win to the bird still flying when the other reaches the ground', () => {
    const over = run(playing(2), 400, () => [1]);
    expect(over.status).toBe('over');
    expect(over.birds[0].status).toBe('down');
    expect(over.birds[0].crashedAtStep).toBe(over.step);
    expect(over.birds[1].status).toBe('flying');
    const result = gameResult(over);
    // The game ends at that step, so both times shown are the game's time.
    expect(result.seconds).toEqual([stepsToSeconds(over.step), stepsToSeconds(over.step)]);
    expect(result.winner).toBe(1);
    expect(result.gameSeconds).toBe(stepsToSeconds(over.step));

    const mirrored = run(playing(2), 400, () => [0]);
    expect(mirrored.birds.map((bird) => bird.status)).toEqual(['flying', 'down']);
    expect(gameResult(mirrored).winner).toBe(0);
  });

  it('gives the win to the bird still falling from a pipe when the other reaches the ground', () => {
    const start = run(playing(), 30);
    // Player two hits a pipe at step 31 and drops; player one dives and reaches the ground first.
    const state = withPipe(start, {
      x: start.birds[1].x + 26,
      gapTop: start.birds[1].y + 200,
      gapHeight: 150,
    });
    const hit = stepGame(state);
    expect(hit.birds[1].status).toBe('falling');
    const diving: GameState = {
      ...hit,
      birds: [{ ...hit.birds[0], vy: 12 }, hit.birds[1]],
    };
    const over = run(diving, 200);
    expect(over.status).toBe('over');
    expect(over.birds[0].status).toBe('down');
    expect(over.birds[1].status).toBe('falling');
    expect(over.birds[0].crashedAtStep).toBeGreaterThan(31);
    expect(gameResult(over).winner).toBe(0);
  });

  /** Both birds fly level into pipes far above their gaps, player two's `lag` steps later. */
  function bothIntoPipes(lag: number): GameState {
    const start = run(playing(), 30);
    const pipe = (player: Player, id: number, ahead: number): Pipe => ({
      id,
      x: start.birds[player].x + ahead,
      gapTop: start.birds[player].y + 200,
      gapHeight: 150,
    });
    return { ...start, pipes: [pipe(0, 0, 26), pipe(1, 1, 26 + lag)], nextPipeId: 2 };
  }

  it('gives the win to the bird that crashed a step later, even when both show the same tenth', () => {
    const over = run(bothIntoPipes(1), 400);
    expect(over.status).toBe('over');
    expect(over.birds.map((bird) => [bird.status, bird.cause, bird.crashedAtStep])).toEqual([
      ['down', 'pipe', 31],
      ['down', 'pipe', 32],
    ]);
    const result = gameResult(over);
    expect(result.seconds).toEqual([stepsToSeconds(31), stepsToSeconds(32)]);
    expect(result.seconds[0]).toBe(result.seconds[1]);
    expect(result.winner).toBe(1);
    expect(result.gameSeconds).toBe(stepsToSeconds(32));
  });

  it('calls a tie only when both birds crash in the same step', () => {
    const over = run(bothIntoPipes(0), 400);
    expect(over.status).toBe('over');
    expect(over.birds.map((bird) => [bird.status, bird.crashedAtStep])).toEqual([
      ['down', 31],
      ['down', 31],
    ]);
    expect(gameResult(over).winner).toBe('tie');
  });
});
