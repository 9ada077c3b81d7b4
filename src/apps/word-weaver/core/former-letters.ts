/**
 * The letters Nook drew before it drew them as the original client does (`letters.ts`). Games kept in
 * a browser from those days, offline or before their player logged in, were played with these, so
 * the server still verifies a game of a seed up to FORMER_LETTERS_LAST_SEED against them.
 */
import { seededRandom } from '#shared/seeded-random';

/** The last daily seed a page may have played with the former letters. */
// Two weeks after the change: an installed copy of the site runs its former build until it reloads.
export const FORMER_LETTERS_LAST_SEED = 20261211;

/** The former weights, read in alphabetical order after dividing by their total. */
const FORMER_WEIGHTS: readonly (readonly [string, number])[] = [
  ['A', 0.082],
  ['B', 0.015],
  ['C', 0.028],
  ['D', 0.043],
  ['E', 0.11],
  ['F', 0.022],
  ['G', 0.02],
  ['H', 0.061],
  ['I', 0.07],
  ['J', 0.0015],
  ['K', 0.0077],
  ['L', 0.04],
  ['M', 0.024],
  ['N', 0.067],
  ['O', 0.075],
  ['P', 0.019],
  ['Q', 0.00095],
  ['R', 0.06],
  ['S', 0.063],
  ['T', 0.091],
  ['U', 0.028],
  ['V', 0.0098],
  ['W', 0.024],
  ['X', 0.0015],
  ['Y', 0.02],
  ['Z', 0.00074],
];

const FORMER_BOUNDS: readonly number[] = (() => {
  const total = FORMER_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let running = 0;
  const bounds = FORMER_WEIGHTS.map(([, weight]) => (running += weight / total));
  bounds[bounds.length - 1] = 1;
  return bounds;
})();

/** The former sequence of `seed` (mulberry32), or null for a seed no page played with it. */
export function formerLetterSequence(seed: number, count: number): string[] | null {
  return seed > FORMER_LETTERS_LAST_SEED ? null : drawFormerLetters(seed, count);
}

/** The former sequence of any seed: mulberry32's draws read against the former weights. */
export function drawFormerLetters(seed: number, count: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const draw = random();
    const index = FORMER_BOUNDS.findIndex((bound) => draw < bound);
    return FORMER_WEIGHTS[index === -1 ? FORMER_WEIGHTS.length - 1 : index]?.[0] ?? 'Z';
  });
}
