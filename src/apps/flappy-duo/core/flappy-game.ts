import {
  BIRD_HEIGHT,
  BIRD_WIDTH,
  DIFFICULTY_NOTICE_STEPS,
  GAP_MARGIN,
  GROUND_HEIGHT,
  HITBOX_INSET_X,
  HITBOX_INSET_Y,
  PIPE_WIDTH,
  START_X,
  STEPS_PER_LEVEL,
  STEPS_PER_SECOND,
  gameConfig,
  type GameConfig,
  type Layout,
} from './flappy-config';
import { nextRandom } from '#shared/seeded-random';

/** Player one (W, left half) is 0; player two (Up Arrow, right half) is 1. */
export type Player = 0 | 1;
export const PLAYERS: readonly Player[] = [0, 1];

export type GameStatus = 'idle' | 'playing' | 'over';

/**
 * - flying: in play;
 * - falling: knocked out by a pipe, dropping to the ground while the other bird flies on;
 * - down: on the ground. The game is over as soon as either bird is down.
 */
export type BirdStatus = 'flying' | 'falling' | 'down';
export type CrashCause = 'pipe' | 'ground';

export interface Bird {
  /** Left edge of the drawn bird, in world units. */
  readonly x: number;
  /** Top edge of the drawn bird; y grows downwards. */
  readonly y: number;
  /** Vertical speed in units per step (negative is up). */
  readonly vy: number;
  readonly status: BirdStatus;
  /** The step count when the bird crashed; its survived time. */
  readonly crashedAtStep: number | null;
  readonly cause: CrashCause | null;
}

export interface Pipe {
  /** Counts up from 0 through a game, so renderers can match a pipe across two states. */
  readonly id: number;
  /** Left edge. */
  readonly x: number;
  readonly gapTop: number;
  readonly gapHeight: number;
}

/** One flap in a game's input log: applied at the step with this number. */
export interface FlapEvent {
  readonly step: number;
  readonly player: Player;
}

export interface GameState {
  readonly config: GameConfig;
  readonly seed: number;
  readonly status: GameStatus;
  /** Steps simulated since the start: the game's clock (60 a second). */
  readonly step: number;
  readonly randomState: number;
  readonly pipes: readonly Pipe[];
  readonly nextPipeId: number;
  readonly birds: readonly [Bird, Bird];
  /** How far the world has scrolled, in units; the parallax sky follows it. */
  readonly scroll: number;
  /** Every flap applied so far, in order: with the seed and layout it replays the game exactly. */
  readonly log: readonly FlapEvent[];
}

export interface Difficulty {
  readonly level: number;
  /** Pipe speed in units per step. */
  readonly speed: number;
  /** Height of the gap of pipes spawned at this level. */
  readonly gap: number;
  /** Horizontal distance from one pipe to the next at this level. */
  readonly distance: number;
}

/** The y of the ground's top edge. */
export function groundTop(config: GameConfig): number {
  return config.height - GROUND_HEIGHT;
}

/** Both birds start level, a little above the middle of the sky. */
export function startY(config: GameConfig): number {
  return Math.round(groundTop(config) * 0.42 - BIRD_HEIGHT / 2);
}

/** A fresh game waiting for Start: birds in place, no pipes yet. */
export function createGame(seed: number, layout: Layout): GameState {
  const config = gameConfig(layout);
  const bird = (player: Player): Bird => ({
    x: START_X[player],
    y: startY(config),
    vy: 0,
    status: 'flying',
    crashedAtStep: null,
    cause: null,
  });
  return {
    config,
    seed,
    status: 'idle',
    step: 0,
    randomState: seed >>> 0,
    pipes: [],
    nextPipeId: 0,
    birds: [bird(0), bird(1)],
    scroll: 0,
    log: [],
  };
}

/** idle → playing; any other state is returned unchanged. */
export function startGame(state: GameState): GameState {
  return state.status === 'idle' ? { ...state, status: 'playing' } : state;
}

/** The difficulty level after `step` steps: one more every 10 s. */
export function levelAt(step: number): number {
  return Math.floor(step / STEPS_PER_LEVEL);
}

/** Speed, gap and distance at a level, with the spec's minimums. */
export function difficultyAt(config: GameConfig, level: number): Difficulty {
  return {
    level,
    speed: config.initialSpeed + config.speedStep * level,
    gap: Math.max(config.minGap, config.initialGap - config.gapStep * level),
    distance: Math.max(config.minDistance, config.initialDistance - config.distanceStep * level),
  };
}

/** Whether 'Difficulty Increased!' is showing: for 1.5 s after each 10 s step, while playing. */
export function isDifficultyNoticeShown(state: GameState): boolean {
  return (
    state.status === 'playing' &&
    levelAt(state.step) >= 1 &&
    state.step % STEPS_PER_LEVEL < DIFFICULTY_NOTICE_STEPS
  );
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The bird's fair hitbox: inset from the drawn 30×24 so a graze does not count. */
export function birdHitbox(bird: Pick<Bird, 'x' | 'y'>): Box {
  return {
    left: bird.x + HITBOX_INSET_X,
    top: bird.y + HITBOX_INSET_Y,
    right: bird.x + BIRD_WIDTH - HITBOX_INSET_X,
    bottom: bird.y + BIRD_HEIGHT - HITBOX_INSET_Y,
  };
}

/** Whether the bird's hitbox touches the pipe above or below its gap. */
export function hitsPipe(bird: Pick<Bird, 'x' | 'y'>, pipe: Pipe): boolean {
  const box = birdHitbox(bird);
  const overlapsColumn = box.right > pipe.x && box.left < pipe.x + PIPE_WIDTH;
  return overlapsColumn && (box.top < pipe.gapTop || box.bottom > pipe.gapTop + pipe.gapHeight);
}

/** Whether the bird's hitbox reaches the ground. */
export function hitsGround(bird: Pick<Bird, 'y'>, config: GameConfig): boolean {
  return bird.y + BIRD_HEIGHT - HITBOX_INSET_Y >= groundTop(config);
}

function movePipes(state: GameState, difficulty: Difficulty) {
  const { config } = state;
  const pipes = state.pipes
    .map((pipe) => ({ ...pipe, x: pipe.x - difficulty.speed }))
    .filter((pipe) => pipe.x + PIPE_WIDTH > 0);
  let { randomState, nextPipeId } = state;
  const last = pipes[pipes.length - 1];
  // Spawn from the last pipe so spacing stays exact whatever the speed.
  if (!last || last.x <= config.width - difficulty.distance) {
    const random = nextRandom(randomState);
    randomState = random.state;
    const room = groundTop(config) - difficulty.gap - 2 * GAP_MARGIN;
    pipes.push({
      id: nextPipeId,
      x: last ? last.x + difficulty.distance : config.width,
      gapTop: Math.round(GAP_MARGIN + random.value * room),
      gapHeight: difficulty.gap,
    });
    nextPipeId += 1;
  }
  return { pipes, randomState, nextPipeId };
}

function moveBird(
  bird: Bird,
  flapped: boolean,
  pipes: readonly Pipe[],
  config: GameConfig,
  stepsAfter: number,
): Bird {
  if (bird.status === 'down') return bird;
  const flying = bird.status === 'flying';
  const vy = flying && flapped ? config.jumpForce : bird.vy + config.gravity;
  let y = bird.y + vy;
  let nextVy = vy;
  // The ceiling is a wall: the bird stops against it rather than leaving the screen or dying.
  if (y < 0) {
    y = 0;
    nextVy = Math.max(0, vy);
  }
  const moved: Bird = { ...bird, y, vy: nextVy };
  if (hitsGround(moved, config)) {
    return {
      ...moved,
      y: groundTop(config) - BIRD_HEIGHT + HITBOX_INSET_Y,
      vy: 0,
      status: 'down',
      crashedAtStep: bird.crashedAtStep ?? stepsAfter,
      cause: bird.cause ?? 'ground',
    };
  }
  if (flying && pipes.some((pipe) => hitsPipe(moved, pipe))) {
    return {
      ...moved,
      vy: Math.max(0, nextVy),
      status: 'falling',
      crashedAtStep: stepsAfter,
      cause: 'pipe',
    };
  }
  return moved;
}

/**
 * Advances a playing game by one 1/60 s step. `flaps` are the players who flap at this step; a
 * flap sets the bird's speed to the jump force, otherwise gravity adds to it. Pipes move at the
 * current level's speed and new ones come from the seeded generator. A bird that hits a pipe is
 * knocked out and drops; the game is over when either bird is on the ground. Pure: the same state
 * and flaps always give the same next state.
 */
export function stepGame(state: GameState, flaps: readonly Player[] = []): GameState {
  if (state.status !== 'playing') return state;
  const difficulty = difficultyAt(state.config, levelAt(state.step));
  const moved = movePipes(state, difficulty);
  const stepsAfter = state.step + 1;
  const applied = PLAYERS.filter(
    (player) => flaps.includes(player) && state.birds[player].status === 'flying',
  );
  const birds = [
    moveBird(state.birds[0], applied.includes(0), moved.pipes, state.config, stepsAfter),
    moveBird(state.birds[1], applied.includes(1), moved.pipes, state.config, stepsAfter),
  ] as const;
  const over = birds.some((bird) => bird.status === 'down');
  return {
    ...state,
    ...moved,
    birds,
    status: over ? 'over' : 'playing',
    step: stepsAfter,
    scroll: state.scroll + difficulty.speed,
    log:
      applied.length === 0
        ? state.log
        : [...state.log, ...applied.map((player) => ({ step: state.step, player }))],
  };
}

/** Steps to seconds, rounded to one decimal as the game shows them. */
export function stepsToSeconds(steps: number): number {
  return Math.round((steps / STEPS_PER_SECOND) * 10) / 10;
}

/** A time as the game shows it, e.g. '12.4 s'. */
export function formatSeconds(seconds: number): string {
  return `${seconds.toFixed(1)} s`;
}

/** How many steps a bird survived: to its crash, or the whole game while it still flies. */
export function survivedSteps(state: GameState, player: Player): number {
  return state.birds[player].crashedAtStep ?? state.step;
}

export interface GameResult {
  /** Survived time of each player in seconds (one decimal), as the game shows it. */
  readonly seconds: readonly [number, number];
  /** The bird that flew on longer; a tie only when both crashed in the same step. */
  readonly winner: Player | 'tie';
  /** The game's survived time: the longer of the two, the time that goes into the high scores. */
  readonly gameSeconds: number;
}

/**
 * Who lasted longer and both survived times. The winner is decided on the steps: a bird still
 * flying beats one that crashed, a later crash beats an earlier one, and only two crashes in the
 * same step are a tie. The game ends at the step the first bird is down, so a bird still flying
 * shows the same time as the one that just landed; the verdict is what tells them apart.
 */
export function gameResult(state: GameState): GameResult {
  const steps = [survivedSteps(state, 0), survivedSteps(state, 1)] as const;
  const flightEnd = (player: Player) => state.birds[player].crashedAtStep ?? Infinity;
  let winner: Player | 'tie' = 'tie';
  if (flightEnd(0) !== flightEnd(1)) winner = flightEnd(0) > flightEnd(1) ? 0 : 1;
  return {
    seconds: [stepsToSeconds(steps[0]), stepsToSeconds(steps[1])],
    winner,
    gameSeconds: stepsToSeconds(Math.max(steps[0], steps[1])),
  };
}
