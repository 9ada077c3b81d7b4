/**
 * mulberry32 as a pure step: the generator's state is a plain number kept in the game state, so a
 * game can be copied, compared and replayed without hidden mutable generators.
 */
export function nextRandom(state: number): { readonly value: number; readonly state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

/** The largest seed a player can type or share (seeds are whole numbers from 0). */
export const MAX_SEED = 999_999_999;

/** A seed from any source of numbers in [0, 1) (Math.random in the browser). */
export function seedFrom(random: () => number): number {
  return Math.floor(random() * (MAX_SEED + 1));
}
