/** Colours and the rules of one guess: channels, clamping and the per-channel hints (spec §5). */

/** The three channels in the order the page and the hints use them. */
export const CHANNELS = ['red', 'green', 'blue'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The channel names as the page shows them. */
export const CHANNEL_NAMES: Readonly<Record<Channel, string>> = {
  red: 'Red',
  green: 'Green',
  blue: 'Blue',
};

export const CHANNEL_MIN = 0;
export const CHANNEL_MAX = 255;

/** Within this distance (inclusive) a miss is 'Slightly higher' / 'Slightly lower'. */
export const NEAR_DISTANCE = 10;

/** A colour with whole channels from 0 to 255. */
export interface Rgb {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
}

/** The spec's hint texts for one channel of a guess. */
export const HINTS = ['Correct!', 'Slightly higher', 'Slightly lower', 'Higher', 'Lower'] as const;
export type Hint = (typeof HINTS)[number];

export type ChannelHints = Readonly<Record<Channel, Hint>>;

/**
 * A typed channel value as the guess uses it: rounded to a whole number, then clamped to 0–255
 * (300 → 255, −5 → 0, 12.6 → 13). Not-a-number counts as 0.
 */
export function clampChannel(value: number): number {
  if (Number.isNaN(value)) return CHANNEL_MIN;
  // Math.max turns the −0 that Math.round(−0.4) gives into 0.
  return Math.min(CHANNEL_MAX, Math.max(CHANNEL_MIN, Math.round(value)));
}

/** Clamps and rounds all three channels of a typed colour. */
export function clampColour(colour: Rgb): Rgb {
  return {
    red: clampChannel(colour.red),
    green: clampChannel(colour.green),
    blue: clampChannel(colour.blue),
  };
}

/**
 * The hint for one channel: where the answer lies from the guess. 'Correct!' on the value, the
 * 'Slightly' texts when the answer is at most 10 away, plain 'Higher' / 'Lower' beyond.
 */
export function hintFor(guess: number, answer: number): Hint {
  const distance = answer - guess;
  if (distance === 0) return 'Correct!';
  if (Math.abs(distance) <= NEAR_DISTANCE)
    return distance > 0 ? 'Slightly higher' : 'Slightly lower';
  return distance > 0 ? 'Higher' : 'Lower';
}

/** The three hints of a guess, by channel. */
export function hintsFor(guess: Rgb, answer: Rgb): ChannelHints {
  return {
    red: hintFor(guess.red, answer.red),
    green: hintFor(guess.green, answer.green),
    blue: hintFor(guess.blue, answer.blue),
  };
}

export function sameColour(a: Rgb, b: Rgb): boolean {
  return a.red === b.red && a.green === b.green && a.blue === b.blue;
}

/** CSS and display form, e.g. `rgb(12, 200, 99)`. */
export function formatRgb(colour: Rgb): string {
  return `rgb(${colour.red}, ${colour.green}, ${colour.blue})`;
}

/** Upper-case hex with a leading '#', e.g. `#0CC863`. */
export function formatHex(colour: Rgb): string {
  return `#${CHANNELS.map((channel) =>
    colour[channel].toString(16).padStart(2, '0').toUpperCase(),
  ).join('')}`;
}

/**
 * Reads a hex colour as people type it: six digits or the three-digit shorthand, with or without
 * '#', any case, surrounding spaces ignored. Anything else gives null.
 */
export function parseHex(text: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return {
    red: Number.parseInt(digits.slice(0, 2), 16),
    green: Number.parseInt(digits.slice(2, 4), 16),
    blue: Number.parseInt(digits.slice(4, 6), 16),
  };
}
