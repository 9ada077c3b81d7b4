import type { Layout } from '../core/flappy-config';
import {
  createGame,
  gameResult,
  isDifficultyNoticeShown,
  levelAt,
  PLAYERS,
  startGame,
  stepGame,
  stepsToSeconds,
  type GameResult,
  type GameState,
  type Player,
} from '../core/flappy-game';
import {
  advanceFrameClock,
  NEW_FRAME_CLOCK,
  pauseFrameClock,
  type FrameClock,
  type ScheduledFlap,
  type TimedFlap,
} from '../core/frame-clock';
import {
  recordOf,
  startReplay,
  stepReplay,
  type RecordedRun,
  type ReplayCursor,
} from '../core/replay';

/**
 * One browser session of Flappy Duo around the pure simulation: the page's phases (pause,
 * countdown, replay come on top of the core's idle → playing → over), the frame clock, the ghost
 * and the instant replay. Framework-free: React subscribes to its coarse view, the canvas asks it
 * for the states to draw each frame.
 */

export type Phase = 'idle' | 'playing' | 'paused' | 'countdown' | 'over' | 'replay';

/** The 3-2-1 before play resumes. */
export const COUNTDOWN_MS = 3000;

/** What the page renders from; changes a few times a game, never every frame. */
export interface SessionView {
  readonly phase: Phase;
  /** Counts finished games, so the page records each one once. */
  readonly gameNumber: number;
  readonly seed: number;
  readonly layout: Layout;
  readonly level: number;
  readonly noticeShown: boolean;
  /** 3, 2 or 1 during the countdown. */
  readonly countdown: number | null;
  readonly pausedBy: 'tab' | 'player' | null;
  readonly racingGhost: boolean;
  /** The last finished game and its result. */
  readonly finished: { readonly state: GameState; readonly result: GameResult } | null;
}

/** What the canvas draws: two states to interpolate between, and the ghost's. */
export interface SessionFrame {
  readonly previous: GameState;
  readonly current: GameState;
  readonly ghost: { readonly previous: GameState; readonly current: GameState } | null;
  readonly alpha: number;
  readonly phase: Phase;
  /** Page time of the last crash, for the (motion-permitting) shake. */
  readonly crashedAt: number | null;
}

export interface SessionEffects {
  readonly onFlap?: (player: Player) => void;
  readonly onCrash?: () => void;
  readonly onLevelUp?: (level: number) => void;
  /** Once per finished game, before the page shows the result. */
  readonly onGameOver?: (state: GameState, result: GameResult) => void;
}

export interface NewGame {
  readonly seed: number;
  readonly layout: Layout;
  /** The best run to race on the same pipes, or null. */
  readonly ghost: RecordedRun | null;
}

export interface SnapshotBird {
  readonly x: number;
  readonly y: number;
  readonly vy: number;
  readonly status: string;
}

/** A plain-object view of the running game for end-to-end tests and the benchmark. */
export interface TestSnapshot {
  readonly phase: Phase;
  readonly step: number;
  readonly seconds: number;
  readonly level: number;
  readonly noticeShown: boolean;
  readonly seed: number;
  readonly layout: Layout;
  readonly gravity: number;
  readonly jumpForce: number;
  readonly birds: readonly [SnapshotBird, SnapshotBird];
  readonly pipes: readonly { x: number; gapTop: number; gapHeight: number }[];
  readonly flaps: readonly [number, number];
  /** The whole simulation state (plain data), e.g. for the autopilot. */
  readonly game: GameState;
}

interface Running {
  previous: GameState;
  current: GameState;
  ghost: ReplayCursor | null;
  ghostPrevious: GameState | null;
}

const birdOf = ({ x, y, vy, status }: SnapshotBird): SnapshotBird => ({ x, y, vy, status });

export function createGameSession(initial: NewGame, effects: SessionEffects = {}) {
  let setup = initial;
  let running: Running = freshRun(initial);
  let clock: FrameClock = NEW_FRAME_CLOCK;
  let pending: (TimedFlap | ScheduledFlap)[] = [];
  let alpha = 0;
  let countdownEndsAt: number | null = null;
  let crashedAt: number | null = null;
  let replay: { cursor: ReplayCursor; previous: GameState; clock: FrameClock } | null = null;
  let view: SessionView = {
    phase: 'idle',
    gameNumber: 0,
    seed: initial.seed,
    layout: initial.layout,
    level: 0,
    noticeShown: false,
    countdown: null,
    pausedBy: null,
    racingGhost: initial.ghost !== null,
    finished: null,
  };
  const listeners = new Set<() => void>();

  function freshRun(game: NewGame): Running {
    const state = createGame(game.seed, game.layout);
    const ghost = game.ghost ? startReplay(game.ghost) : null;
    return { previous: state, current: state, ghost, ghostPrevious: ghost?.state ?? null };
  }

  function update(change: Partial<SessionView>) {
    const next = { ...view, ...change };
    const changed = (Object.keys(change) as (keyof SessionView)[]).some(
      (key) => next[key] !== view[key],
    );
    if (!changed) return;
    view = next;
    for (const listener of listeners) listener();
  }

  function finish(state: GameState) {
    const result = gameResult(state);
    effects.onGameOver?.(state, result);
    update({
      phase: 'over',
      gameNumber: view.gameNumber + 1,
      finished: { state, result },
      noticeShown: false,
      countdown: null,
      pausedBy: null,
    });
  }

  function stepOnce(flaps: readonly Player[], now: number) {
    const before = running.current;
    const after = stepGame(before, flaps);
    running.previous = before;
    running.current = after;
    if (running.ghost) {
      running.ghostPrevious = running.ghost.state;
      running.ghost = stepReplay(running.ghost);
    }
    const crashed = PLAYERS.some(
      (player) =>
        before.birds[player].status === 'flying' && after.birds[player].status !== 'flying',
    );
    if (crashed) {
      crashedAt = now;
      effects.onCrash?.();
    }
    if (levelAt(after.step) > levelAt(before.step)) effects.onLevelUp?.(levelAt(after.step));
  }

  return {
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    getView: (): SessionView => {
      return view;
    },

    /** Sets up the next game (idle, or after a game) without starting it. */
    prepare: (game: NewGame): void => {
      setup = game;
      if (view.phase === 'idle') {
        running = freshRun(game);
        update({
          seed: game.seed,
          layout: game.layout,
          racingGhost: game.ghost !== null,
          level: 0,
        });
      }
    },

    /** Start or Play again: a new game from the prepared seed, layout and ghost. */
    start: (game: NewGame = setup): void => {
      if (view.phase !== 'idle' && view.phase !== 'over') return;
      setup = game;
      running = freshRun(game);
      running.current = startGame(running.current);
      running.previous = running.current;
      clock = NEW_FRAME_CLOCK;
      pending = [];
      replay = null;
      crashedAt = null;
      alpha = 0;
      update({
        phase: 'playing',
        seed: game.seed,
        layout: game.layout,
        racingGhost: game.ghost !== null,
        level: 0,
        noticeShown: false,
        pausedBy: null,
        countdown: null,
      });
    },

    /** A player's flap at page time `at` (performance.now()). */
    flap: (player: Player, at: number): void => {
      if (view.phase !== 'playing') return;
      if (running.current.birds[player].status !== 'flying') return;
      pending.push({ player, at });
      effects.onFlap?.(player);
    },

    pause: (by: 'tab' | 'player'): void => {
      if (view.phase !== 'playing' && view.phase !== 'countdown') return;
      clock = pauseFrameClock(clock);
      pending = [];
      countdownEndsAt = null;
      update({ phase: 'paused', pausedBy: by, countdown: null });
    },

    /** Paused → a 3-2-1 countdown → playing. */
    resume: (now: number): void => {
      if (view.phase !== 'paused') return;
      countdownEndsAt = now + COUNTDOWN_MS;
      update({ phase: 'countdown', pausedBy: null, countdown: 3 });
    },

    /** Plays the last finished game again from its log. */
    watchReplay: (): void => {
      if (view.phase !== 'over' || !view.finished) return;
      const cursor = startReplay(recordOf(view.finished.state));
      replay = { cursor, previous: cursor.state, clock: NEW_FRAME_CLOCK };
      update({ phase: 'replay' });
    },

    stopReplay: (): void => {
      if (view.phase !== 'replay') return;
      replay = null;
      update({ phase: 'over' });
    },

    /** Runs the due simulation steps for the frame at page time `now`. */
    advance: (now: number): void => {
      if (view.phase === 'countdown' && countdownEndsAt !== null) {
        const left = countdownEndsAt - now;
        if (left <= 0) {
          countdownEndsAt = null;
          clock = pauseFrameClock(clock);
          update({ phase: 'playing', countdown: null });
        } else {
          update({ countdown: Math.ceil(left / 1000) });
          return;
        }
      }
      if (view.phase === 'replay' && replay) {
        const frame = advanceFrameClock(replay.clock, now, []);
        replay.clock = frame.clock;
        for (
          let i = 0;
          i < frame.steps.length && replay.cursor.state.status === 'playing';
          i += 1
        ) {
          replay.previous = replay.cursor.state;
          replay.cursor = stepReplay(replay.cursor);
        }
        alpha = frame.alpha;
        if (replay.cursor.state.status !== 'playing') {
          replay = null;
          update({ phase: 'over' });
        }
        return;
      }
      if (view.phase !== 'playing') return;
      const frame = advanceFrameClock(clock, now, pending);
      clock = frame.clock;
      pending = [...frame.pending];
      for (const flaps of frame.steps) {
        stepOnce(flaps, now);
        if (running.current.status !== 'playing') break;
      }
      alpha = frame.alpha;
      const state = running.current;
      if (state.status === 'over') {
        finish(state);
        return;
      }
      update({ level: levelAt(state.step), noticeShown: isDifficultyNoticeShown(state) });
    },

    frame: (): SessionFrame => {
      if (view.phase === 'replay' && replay) {
        return {
          previous: replay.previous,
          current: replay.cursor.state,
          ghost: null,
          alpha,
          phase: view.phase,
          crashedAt: null,
        };
      }
      const moving = view.phase === 'playing';
      const ghost =
        running.ghost && running.ghostPrevious
          ? { previous: running.ghostPrevious, current: running.ghost.state }
          : null;
      return {
        previous: running.previous,
        current: running.current,
        ghost: ghost && view.phase !== 'idle' ? ghost : null,
        alpha: moving ? alpha : 1,
        phase: view.phase,
        crashedAt,
      };
    },

    testSnapshot: (): TestSnapshot => {
      const state = view.phase === 'replay' && replay ? replay.cursor.state : running.current;
      const flapsOf = (player: Player) => state.log.filter((flap) => flap.player === player).length;
      return {
        phase: view.phase,
        step: state.step,
        seconds: stepsToSeconds(state.step),
        level: levelAt(state.step),
        noticeShown: isDifficultyNoticeShown(state),
        seed: state.seed,
        layout: state.config.layout,
        gravity: state.config.gravity,
        jumpForce: state.config.jumpForce,
        birds: [birdOf(state.birds[0]), birdOf(state.birds[1])],
        pipes: state.pipes.map(({ x, gapTop, gapHeight }) => ({ x, gapTop, gapHeight })),
        flaps: [flapsOf(0), flapsOf(1)],
        game: state,
      };
    },
  };
}

export type GameSession = ReturnType<typeof createGameSession>;
