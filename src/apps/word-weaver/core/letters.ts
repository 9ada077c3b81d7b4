/**
 * The letters of a WordWeaver game: a seeded PRNG drawing from English letter frequencies. The same
 * seed gives the same letters in the browser and on the server, which is what lets the server replay
 * a finished game.
 */
import { seededRandom } from '../../../shared/seeded-random';

/** Raw relative frequencies of letters in English text (E highest at 0.11, Z lowest at 0.00074). */
export const LETTER_FREQUENCIES = {
  A: 0.082,
  B: 0.015,
  C: 0.028,
  D: 0.043,
  E: 0.11,
  F: 0.022,
  G: 0.02,
  H: 0.061,
  I: 0.07,
  J: 0.0015,
  K: 0.0077,
  L: 0.04,
  M: 0.024,
  N: 0.067,
  O: 0.075,
  P: 0.019,
  Q: 0.00095,
  R: 0.06,
  S: 0.063,
  T: 0.091,
  U: 0.028,
  V: 0.0098,
  W: 0.024,
  X: 0.0015,
  Y: 0.02,
  Z: 0.00074,
} as const satisfies Record<string, number>;

export type Letter = keyof typeof LETTER_FREQUENCIES;

export const ALPHABET = Object.keys(LETTER_FREQUENCIES) as Letter[];

const FREQUENCY_TOTAL = ALPHABET.reduce((sum, letter) => sum + LETTER_FREQUENCIES[letter], 0);

/**
 * Each letter's probability: the raw frequencies divided by their total, so that they sum to 1 and
 * no letter gains the share the raw table leaves over.
 */
export const LETTER_PROBABILITIES: Readonly<Record<Letter, number>> = Object.fromEntries(
  ALPHABET.map((letter) => [letter, LETTER_FREQUENCIES[letter] / FREQUENCY_TOTAL]),
) as Record<Letter, number>;

/** Upper bounds of each letter's slice of [0, 1); the last is exactly 1 so every draw lands somewhere. */
const CUMULATIVE_BOUNDS: readonly number[] = (() => {
  let running = 0;
  const bounds = ALPHABET.map((letter) => (running += LETTER_PROBABILITIES[letter]));
  bounds[bounds.length - 1] = 1;
  return bounds;
})();

/** Seeds are integers that fit a signed 32-bit column on both databases. */
export const MIN_SEED = 0;
export const MAX_SEED = 2_147_483_647;

/** True for a whole number between MIN_SEED and MAX_SEED. */
export function isValidSeed(seed: number): boolean {
  return Number.isInteger(seed) && seed >= MIN_SEED && seed <= MAX_SEED;
}

/** The letter whose slice of [0, 1) holds `draw`. */
export function letterForDraw(draw: number): Letter {
  for (let index = 0; index < CUMULATIVE_BOUNDS.length; index += 1) {
    if (draw < (CUMULATIVE_BOUNDS[index] ?? 1)) return ALPHABET[index] ?? 'E';
  }
  return ALPHABET[ALPHABET.length - 1] ?? 'Z';
}

/** The first `count` letters for `seed`, in the order they fall. */
export function letterSequence(seed: number, count: number): Letter[] {
  // mulberry32 mixes well, so neighbouring seeds such as consecutive dates give unrelated letters.
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => letterForDraw(random()));
}
