import { describe, expect, it } from 'vitest';
import { HIGH_SCORE_LIMIT, recordHighScore, type HighScore } from './high-scores';

const at = (seconds: number, day = 1): HighScore => ({
  seconds,
  date: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});

describe('high scores', () => {
  it('keeps the five best times, best first', () => {
    let scores: readonly HighScore[] = [];
    const times = [3.2, 12.4, 7.7, 1.1, 9.0, 15.3, 0.4];
    times.forEach((seconds, index) => {
      scores = recordHighScore(scores, at(seconds, index + 1)).scores;
    });
    expect(HIGH_SCORE_LIMIT).toBe(5);
    expect(scores.map((score) => score.seconds)).toEqual([15.3, 12.4, 9.0, 7.7, 3.2]);
  });

  it('reports the new entry’s place, or null when it does not make the list', () => {
    const full = [20, 18, 16, 14, 12].map((seconds, index) => at(seconds, index + 1));
    expect(recordHighScore(full, at(19, 9)).rank).toBe(1);
    expect(recordHighScore(full, at(19, 9)).scores).toHaveLength(5);
    expect(recordHighScore(full, at(12.1, 9)).rank).toBe(4);
    expect(recordHighScore(full, at(11.9, 9))).toEqual({ scores: full, rank: null });
    // Equal to the fifth: the earlier game keeps its place.
    expect(recordHighScore(full, at(12, 9)).rank).toBeNull();
    expect(recordHighScore([], at(0.1)).rank).toBe(0);
  });

  it('never saves zero or negative times', () => {
    expect(recordHighScore([], at(0))).toEqual({ scores: [], rank: null });
    expect(recordHighScore([], at(-3))).toEqual({ scores: [], rank: null });
    expect(recordHighScore([at(5)], at(Number.NaN))).toEqual({ scores: [at(5)], rank: null });
  });

  it('does not change the list it was given', () => {
    const scores = [at(5, 2), at(8, 1)];
    const copy = [...scores];
    recordHighScore(scores, at(6, 3));
    expect(scores).toEqual(copy);
  });
});
