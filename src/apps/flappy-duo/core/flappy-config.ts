/**
 * Flappy Duo's constants (spec §9). Every speed and acceleration is per step of the fixed 1/60 s
 * simulation, in world units; the canvas scales the world to fit the screen.
 */

/** Simulation steps per second: the constants below are tuned to this rate. */
export const STEPS_PER_SECOND = 60;
export const STEP_MS = 1000 / STEPS_PER_SECOND;

/** The difficulty rises every 10 s of play. */
export const STEPS_PER_LEVEL = 10 * STEPS_PER_SECOND;
/** 'Difficulty Increased!' stays up for about 1.5 s after each rise. */
export const DIFFICULTY_NOTICE_STEPS = 1.5 * STEPS_PER_SECOND;

export const BIRD_WIDTH = 30;
export const BIRD_HEIGHT = 24;
/** The hitbox is this much smaller than the drawn bird on every side, so grazes forgive. */
export const HITBOX_INSET_X = 4;
export const HITBOX_INSET_Y = 3;
export const GROUND_HEIGHT = 25;
export const PIPE_WIDTH = 80;
/** Players one and two start at these x positions (left edge of the bird). */
export const START_X = [250, 400] as const;
/** A gap never comes closer than this to the ceiling or the ground. */
export const GAP_MARGIN = 50;

/** Viewports this wide or narrower (CSS px) play the mobile variant. */
export const MOBILE_MAX_WIDTH = 768;

export type Layout = 'desktop' | 'mobile';

export interface GameConfig {
  readonly layout: Layout;
  /** The world's size in units; the canvas keeps its aspect ratio. */
  readonly width: number;
  readonly height: number;
  readonly gravity: number;
  /** The vertical speed a flap sets (negative is up). */
  readonly jumpForce: number;
  readonly initialGap: number;
  readonly minGap: number;
  readonly gapStep: number;
  readonly initialDistance: number;
  readonly minDistance: number;
  readonly distanceStep: number;
  readonly initialSpeed: number;
  readonly speedStep: number;
}

const SHARED = {
  minGap: 100,
  gapStep: 10,
  initialDistance: 600,
  minDistance: 200,
  distanceStep: 20,
  initialSpeed: 1,
  speedStep: 0.5,
} as const;

/** Desktop: a landscape world. */
export const DESKTOP_CONFIG: GameConfig = {
  layout: 'desktop',
  width: 800,
  height: 600,
  gravity: 0.3,
  jumpForce: -6.5,
  initialGap: 300,
  ...SHARED,
};

/** Phones and small tablets (≤ 768 px): softer physics, a wider gap and a portrait world. */
export const MOBILE_CONFIG: GameConfig = {
  layout: 'mobile',
  width: 600,
  height: 800,
  gravity: 0.25,
  jumpForce: -5.5,
  initialGap: 320,
  ...SHARED,
};

/** The configuration of a layout. */
export function gameConfig(layout: Layout): GameConfig {
  return layout === 'mobile' ? MOBILE_CONFIG : DESKTOP_CONFIG;
}

/** The layout for a viewport width in CSS pixels (the spec's mobile variant at 768 px and below). */
export function layoutForWidth(viewportWidth: number): Layout {
  return viewportWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}
