/** The largest seed a player can type or share (seeds are whole numbers from 0). */
export const MAX_SEED = 999_999_999;

/** A seed from any source of numbers in [0, 1) (Math.random in the browser). */
export function seedFrom(random: () => number): number {
  return Math.floor(random() * (MAX_SEED + 1));
}
