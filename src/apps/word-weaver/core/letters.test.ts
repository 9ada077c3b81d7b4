import { describe, expect, it } from 'vitest';
import {
  ALPHABET,
  isValidSeed,
  LETTER_FREQUENCIES,
  LETTER_PROBABILITIES,
  letterForDraw,
  letterSequence,
  MAX_SEED,
} from './letters';

describe('letter weights', () => {
  it('has E as the most frequent letter at 0.11 and Z as the rarest at 0.00074', () => {
    const byWeight = [...ALPHABET].sort((a, b) => LETTER_FREQUENCIES[b] - LETTER_FREQUENCIES[a]);
    expect(byWeight[0]).toBe('E');
    expect(LETTER_FREQUENCIES.E).toBe(0.11);
    expect(byWeight.at(-1)).toBe('Z');
    expect(LETTER_FREQUENCIES.Z).toBe(0.00074);
    expect(ALPHABET).toHaveLength(26);
  });

  it('normalises the probabilities so they sum to 1 and keep the raw proportions', () => {
    const total = ALPHABET.reduce((sum, letter) => sum + LETTER_PROBABILITIES[letter], 0);
    expect(total).toBeCloseTo(1, 12);
    expect(LETTER_PROBABILITIES.E / LETTER_PROBABILITIES.Z).toBeCloseTo(0.11 / 0.00074, 9);
  });

  it('maps the whole of [0, 1) onto letters, the ends included', () => {
    expect(letterForDraw(0)).toBe('A');
    expect(letterForDraw(0.999_999_999_9)).toBe('Z');
    expect(letterForDraw(LETTER_PROBABILITIES.A)).toBe('B');
  });
});

describe('letterSequence', () => {
  it('is a pure function of the seed', () => {
    expect(letterSequence(20261121, 25)).toEqual(letterSequence(20261121, 25));
    expect(letterSequence(20261121, 25)).toHaveLength(25);
    expect(letterSequence(20261121, 25).join('')).toMatch(/^[A-Z]{25}$/);
  });

  it('gives consecutive daily seeds different sequences', () => {
    const days = [20261120, 20261121, 20261122, 20261123].map((seed) =>
      letterSequence(seed, 25).join(''),
    );
    expect(new Set(days).size).toBe(4);
  });

  it('is a prefix-stable stream: more letters extend the same sequence', () => {
    expect(letterSequence(7, 40).slice(0, 25)).toEqual(letterSequence(7, 25));
  });

  it('keeps the letters of seeds already played, which the server replays', () => {
    expect(letterSequence(20261121, 25).join('')).toBe('PHNYNESHULHEWOETQNELOUHTS');
    expect(letterSequence(0, 25).join('')).toBe('EAEDKNOOINEBTIROSONCESGBS');
    expect(letterSequence(MAX_SEED, 25).join('')).toBe('IDHICWPYHFNURDHNSFCAMSDTE');
  });

  it('follows the letter weights over many seeds (chi-square, 25 degrees of freedom)', () => {
    const counts = new Map<string, number>(ALPHABET.map((letter) => [letter, 0]));
    const seeds = 4000;
    for (let seed = 0; seed < seeds; seed += 1) {
      for (const letter of letterSequence(20_000_000 + seed, 25)) {
        counts.set(letter, (counts.get(letter) ?? 0) + 1);
      }
    }
    const draws = seeds * 25;
    let chiSquare = 0;
    for (const letter of ALPHABET) {
      const expected = draws * LETTER_PROBABILITIES[letter];
      chiSquare += ((counts.get(letter) ?? 0) - expected) ** 2 / expected;
    }
    // 52.6 is the 99.9th percentile of chi-square with 25 degrees of freedom.
    expect(chiSquare).toBeLessThan(52.6);
    // And it is not suspiciously perfect either (0.1th percentile is 8.6).
    expect(chiSquare).toBeGreaterThan(8.6);
  });

  it('would catch a skewed generator: uniform letters fail the same check', () => {
    const draws = 100_000;
    let chiSquare = 0;
    for (const letter of ALPHABET) {
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
