/** A source of numbers in [0, 1), like Math.random; games and quizzes take one so tests can fix it. */
export type RandomSource = () => number;

/**
 * One step of mulberry32, a small, fast seeded generator, as a pure function: the state is a plain
 * number, so a game can keep it in its own state and be copied, compared and replayed.
 */
export function nextRandom(state: number): { readonly value: number; readonly state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

/**
 * A seeded generator (mulberry32): the same seed always gives the same sequence, which keeps
 * `?seed=` games, tests and screenshots repeatable.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    const step = nextRandom(state);
    state = step.state;
    return step.value;
  };
}

/**
 * A shuffled copy of `items` (Fisher–Yates, drawing from `random`); the input is left as it is.
 * The same random sequence always gives the same order.
 */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    // Clamped so that a source returning exactly 1 cannot reach past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const held = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = held;
  }
  return copy;
}
