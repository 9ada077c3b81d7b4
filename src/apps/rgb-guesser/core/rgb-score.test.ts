import { describe, expect, it } from 'vitest';
import { colourOfDay, seedOfDay } from './daily-colour';
import type { Rgb } from './rgb-colour';
import { MAX_GUESSES } from './rgb-game';
import { daysOpenForScores, REFUSALS, replayDay, scoreAsGuesses, scoreOfResult } from './rgb-score';

const DAY = '2026-11-27';
const ANSWER = colourOfDay(DAY);
/** Midday UTC on DAY. */
const NOON = new Date('2026-11-27T12:00:00Z');

/** A colour that misses the answer on every channel by `offset` (kept inside 0–255). */
function miss(offset: number, answer: Rgb = ANSWER): Rgb {
  const away = (value: number) => (value + offset <= 255 ? value + offset : value - offset);
  return { red: away(answer.red), green: away(answer.green), blue: away(answer.blue) };
}

function misses(count: number, answer: Rgb = ANSWER): Rgb[] {
  return Array.from({ length: count }, (_, index) => miss(index + 1, answer));
}

describe('the score of a finished day', () => {
  it('is 10 for a first-guess win, 1 for a win on the tenth, 0 for a loss', () => {
    expect(scoreOfResult({ day: DAY, won: true, guesses: 1 })).toBe(10);
    expect(scoreOfResult({ day: DAY, won: true, guesses: 4 })).toBe(7);
    expect(scoreOfResult({ day: DAY, won: true, guesses: MAX_GUESSES })).toBe(1);
    expect(scoreOfResult({ day: DAY, won: false, guesses: MAX_GUESSES })).toBe(0);
  });

  it('reads as the share text writes a result: guesses of a win out of ten, X for a loss', () => {
    expect(scoreAsGuesses(10)).toBe('1/10');
    expect(scoreAsGuesses(8)).toBe('3/10');
    expect(scoreAsGuesses(1)).toBe('10/10');
    expect(scoreAsGuesses(0)).toBe('X/10');
  });
});

describe('the days open for scores', () => {
  it('are the days that are today or yesterday somewhere on Earth', () => {
    expect(daysOpenForScores(NOON)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    // Just after UTC midnight, Samoa (UTC+14) is at 14:00 and Baker Island (UTC−12) still on the
    // 26th, whose yesterday is the 25th.
    expect(daysOpenForScores(new Date('2026-11-27T00:30:00Z'))).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(daysOpenForScores(new Date('2026-11-27T11:00:00Z'))).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('run over the ends of months and years', () => {
    expect(daysOpenForScores(new Date('2027-01-01T05:00:00Z'))).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });
});

describe('replaying a day', () => {
  it('scores a win by the guesses it took, with the day and its seed', () => {
    expect(replayDay(DAY, [...misses(2), ANSWER], NOON)).toEqual({
      kind: 'replayed',
      day: DAY,
      score: 8,
      won: true,
      guesses: 3,
      seed: seedOfDay(DAY),
    });
    expect(replayDay(DAY, [ANSWER], NOON)).toMatchObject({ score: 10, guesses: 1 });
  });

  it('scores ten misses as a loss', () => {
    expect(replayDay(DAY, misses(MAX_GUESSES), NOON)).toMatchObject({
      kind: 'replayed',
      score: 0,
      won: false,
      guesses: MAX_GUESSES,
    });
  });

  it('returns the replayed score whatever was claimed, and the same for the same guesses', () => {
    const guesses = [...misses(5), ANSWER];
    expect(replayDay(DAY, guesses, NOON)).toEqual(replayDay(DAY, guesses, NOON));
    expect(replayDay(DAY, guesses, NOON)).toMatchObject({ score: 5 });
  });

  it('reads the day with surrounding spaces', () => {
    expect(replayDay(` ${DAY} `, [ANSWER], NOON)).toMatchObject({ kind: 'replayed', day: DAY });
  });

  it("checks the guesses against that day's colour, not another day's", () => {
    const yesterday = '2026-11-26';
    expect(replayDay(yesterday, [colourOfDay(yesterday)], NOON)).toMatchObject({ score: 10 });
    expect(replayDay(yesterday, [...misses(2, colourOfDay(yesterday)), ANSWER], NOON)).toEqual({
      kind: 'refused',
      message: REFUSALS.unfinished,
    });
  });

  it('refuses a mode that is not a day', () => {
    for (const mode of ['2044', '2026-11-31', '27/11/2026', '']) {
      expect(replayDay(mode, [ANSWER], NOON)).toEqual({ kind: 'refused', message: REFUSALS.day });
    }
  });

  it('refuses a day that is no longer, or not yet, open', () => {
    for (const day of ['2026-11-25', '2026-11-29', '2025-11-27']) {
      expect(replayDay(day, [colourOfDay(day)], NOON)).toEqual({
        kind: 'refused',
        message: REFUSALS.closed,
      });
    }
  });

  it('refuses a guess the game could not have kept', () => {
    for (const guess of [
      { red: 256, green: 0, blue: 0 },
      { red: -1, green: 0, blue: 0 },
      { red: 12.5, green: 0, blue: 0 },
      { red: Number.NaN, green: 0, blue: 0 },
    ]) {
      expect(replayDay(DAY, [guess, ANSWER], NOON)).toEqual({
        kind: 'refused',
        message: REFUSALS.colour,
      });
    }
  });

  it('refuses guesses after the win, and more than ten', () => {
    expect(replayDay(DAY, [ANSWER, miss(1)], NOON)).toEqual({
      kind: 'refused',
      message: REFUSALS.afterWin,
    });
    expect(replayDay(DAY, [...misses(MAX_GUESSES), ANSWER], NOON)).toEqual({
      kind: 'refused',
      message: REFUSALS.afterWin,
    });
  });

  it('refuses a game still being played', () => {
    for (const guesses of [[], misses(1), misses(MAX_GUESSES - 1)]) {
      expect(replayDay(DAY, guesses, NOON)).toEqual({
        kind: 'refused',
        message: REFUSALS.unfinished,
      });
    }
  });
});
