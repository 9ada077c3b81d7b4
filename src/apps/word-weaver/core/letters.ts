/**
 * The letters of a WordWeaver game, drawn from the seed the way the original client draws them, so
 * that one day is one board for every client: letter i comes from frac(sin(seed + i) × 10000), read
 * against the running total of the letter weights below, in their order; a draw above the last total
 * is an E. The same seed gives the same letters in the browser and on the server, which is what lets
 * the server replay a finished game.
 */

/**
 * The original client's letter weights, most frequent first (E highest at 0.11, Z lowest at 0.00074).
 * The order matters: draws are read against the running total in this order. The weights add up to
 * 0.98919, and the share they leave over goes to E.
 */
export const LETTER_FREQUENCIES = {
  E: 0.11,
  T: 0.09,
  A: 0.08,
  O: 0.075,
  I: 0.075,
  N: 0.07,
  S: 0.063,
  H: 0.061,
  R: 0.06,
  D: 0.043,
  L: 0.04,
  C: 0.028,
  U: 0.028,
  M: 0.024,
  W: 0.024,
  F: 0.022,
  G: 0.02,
  Y: 0.02,
  P: 0.019,
  B: 0.015,
  V: 0.0098,
  K: 0.0077,
  J: 0.0015,
  X: 0.0015,
  Q: 0.00095,
  Z: 0.00074,
} as const satisfies Record<string, number>;

export type Letter = keyof typeof LETTER_FREQUENCIES;

/** The letters in the order draws are read against them (the weights' order, not A to Z). */
export const LETTERS_BY_WEIGHT = Object.keys(LETTER_FREQUENCIES) as Letter[];

/** The letter a draw above every running total falls back to. */
export const FALLBACK_LETTER: Letter = 'E';

/** Running totals of the weights, added in order as the original adds them, so that ties agree. */
const RUNNING_TOTALS: readonly number[] = (() => {
  let running = 0;
  return LETTERS_BY_WEIGHT.map((letter) => (running += LETTER_FREQUENCIES[letter]));
})();

/**
 * Each letter's chance of being drawn: its weight, and for E also the share above the last running
 * total.
 */
export const LETTER_PROBABILITIES: Readonly<Record<Letter, number>> = Object.fromEntries(
  LETTERS_BY_WEIGHT.map((letter) => [
    letter,
    LETTER_FREQUENCIES[letter] +
      (letter === FALLBACK_LETTER ? 1 - (RUNNING_TOTALS.at(-1) ?? 1) : 0),
  ]),
) as Record<Letter, number>;

/** Seeds are integers that fit a signed 32-bit column on both databases. */
export const MIN_SEED = 0;
export const MAX_SEED = 2_147_483_647;

/** True for a whole number between MIN_SEED and MAX_SEED. */
export function isValidSeed(seed: number): boolean {
  return Number.isInteger(seed) && seed >= MIN_SEED && seed <= MAX_SEED;
}

/** The draw for letter `index` of `seed`: the fractional part of sin(seed + index) × 10000. */
export function letterDraw(seed: number, index: number): number {
  const scaled = Math.sin(seed + index) * 10_000;
  return scaled - Math.floor(scaled);
}

/** The first letter whose running total reaches `draw`, or E when none does. */
export function letterForDraw(draw: number): Letter {
  for (let index = 0; index < RUNNING_TOTALS.length; index += 1) {
    if (draw <= (RUNNING_TOTALS[index] ?? 0)) return LETTERS_BY_WEIGHT[index] ?? FALLBACK_LETTER;
  }
  return FALLBACK_LETTER;
}

/** The first `count` letters for `seed`, in the order they fall. */
export function letterSequence(seed: number, count: number): Letter[] {
  return Array.from({ length: count }, (_, index) => letterForDraw(letterDraw(seed, index)));
}
