import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LETTER,
  isValidSeed,
  LETTER_FREQUENCIES,
  LETTER_PROBABILITIES,
  LETTERS_BY_WEIGHT,
  letterForDraw,
  letterSequence,
  MAX_SEED,
} from './letters';
import { originalClientLetters as originalLetters } from './letters.test-fixtures';

describe('letter weights', () => {
  it("are the original client's, E highest at 0.11 and Z lowest at 0.00074, most frequent first", () => {
    expect(LETTERS_BY_WEIGHT.join('')).toBe('ETAOINSHRDLCUMWFGYPBVKJXQZ');
    expect(LETTER_FREQUENCIES.E).toBe(0.11);
    expect(LETTER_FREQUENCIES.Z).toBe(0.00074);
    expect(LETTERS_BY_WEIGHT).toHaveLength(26);
  });

  it('give E the share the weights leave over, so the chances sum to 1', () => {
    const total = LETTERS_BY_WEIGHT.reduce((sum, letter) => sum + LETTER_PROBABILITIES[letter], 0);
    expect(total).toBeCloseTo(1, 12);
    expect(LETTER_PROBABILITIES.E).toBeCloseTo(0.11 + (1 - 0.98919), 12);
    expect(LETTER_PROBABILITIES.T).toBe(0.09);
  });

  it('read a draw against the running totals, a total itself included, and fall back to E', () => {
    expect(letterForDraw(0)).toBe('E');
    expect(letterForDraw(0.11)).toBe('E');
    expect(letterForDraw(0.1100001)).toBe('T');
    expect(letterForDraw(0.9082)).toBe('G');
    expect(letterForDraw(0.98)).toBe('K');
    expect(letterForDraw(0.9888)).toBe('Z');
    expect(letterForDraw(0.9892)).toBe(FALLBACK_LETTER);
    expect(letterForDraw(0.995)).toBe(FALLBACK_LETTER);
    expect(FALLBACK_LETTER).toBe('E');
  });
});

describe('letterSequence', () => {
  it("gives the original client's letters: two boards worked out by hand", () => {
    // 20261127: sin(20261127)·10000 has fraction 0.0203 (E, under 0.11); the next draws are 0.9082
    // (G: past F's total 0.893, within G's 0.913), 0.4339 (N: past I's 0.43) and 0.5575 (S, under 0.563).
    expect(letterSequence(20261127, 25).join('')).toBe('EGNSAHVIASEIROTHWOSEMMEST');
    // Seed 0: sin(0) = 0 gives E; sin(1)·10000 = 8414.7098… gives 0.7098, D (past R's 0.684).
    expect(letterSequence(0, 25).join('')).toBe('EDVAVLMWHTCEAREFBETCNSNUA');
  });

  it("follows the original's generator for every day of ten years and the ends of the seed range", () => {
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 3653; day += 1) {
      const date = new Date(start + day * 86_400_000);
      const seed =
        date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
      expect(letterSequence(seed, 25).join('')).toBe(originalLetters(seed, 25));
    }
    for (const seed of [0, 1, 7, 2044, 99_999, MAX_SEED - 25, MAX_SEED]) {
      expect(letterSequence(seed, 25).join('')).toBe(originalLetters(seed, 25));
    }
  });

  it('is a pure function of the seed, and more letters extend the same sequence', () => {
    expect(letterSequence(20261121, 25)).toEqual(letterSequence(20261121, 25));
    expect(letterSequence(20261121, 25).join('')).toMatch(/^[A-Z]{25}$/);
    expect(letterSequence(7, 40).slice(0, 25)).toEqual(letterSequence(7, 25));
  });

  it('gives consecutive daily seeds different sequences', () => {
    const days = [20261120, 20261121, 20261122, 20261123].map((seed) =>
      letterSequence(seed, 25).join(''),
    );
    expect(new Set(days).size).toBe(4);
  });

  it('follows the letter weights over many seeds (chi-square, 25 degrees of freedom)', () => {
    // Letter i of seed s is letter 0 of seed s + i, so each seed's first letter is one draw.
    const counts = new Map<string, number>(LETTERS_BY_WEIGHT.map((letter) => [letter, 0]));
    const draws = 100_000;
    for (let seed = 20_000_000; seed < 20_000_000 + draws; seed += 1) {
      const [letter] = letterSequence(seed, 1);
      counts.set(letter ?? '', (counts.get(letter ?? '') ?? 0) + 1);
    }
    let chiSquare = 0;
    for (const letter of LETTERS_BY_WEIGHT) {
      const expected = draws * LETTER_PROBABILITIES[letter];
      chiSquare += ((counts.get(letter) ?? 0) - expected) ** 2 / expected;
    }
    // 52.6 is the 99.9th percentile of chi-square with 25 degrees of freedom.
    expect(chiSquare).toBeLessThan(52.6);
  });

  it('would catch a skewed generator: uniform letters fail the same check', () => {
    const draws = 100_000;
    let chiSquare = 0;
    for (const letter of LETTERS_BY_WEIGHT) {
      const expected = draws * LETTER_PROBABILITIES[letter];
      chiSquare += (draws / 26 - expected) ** 2 / expected;
    }
    expect(chiSquare).toBeGreaterThan(52.6);
  });
});

describe('isValidSeed', () => {
  it.each([
    [0, true],
    [20261121, true],
    [MAX_SEED, true],
    [MAX_SEED + 1, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])('%s → %s', (seed, valid) => {
    expect(isValidSeed(seed)).toBe(valid);
  });
});
