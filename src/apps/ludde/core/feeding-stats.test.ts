import { describe, expect, it } from 'vitest';
import {
  feedingStats,
  formatDuration,
  localDayOf,
  STATS_WINDOW_DAYS,
  type OffsetAt,
} from './feeding-stats';

const UTC: OffsetAt = () => 0;
const CET: OffsetAt = () => 60;
/** Central European time with its 2026 summer-time switch (29 March, 01:00 UTC). */
const STOCKHOLM: OffsetAt = (instant) =>
  instant.getTime() >= Date.parse('2026-03-29T01:00:00Z') ? 120 : 60;

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('localDayOf', () => {
  it('gives the calendar day on the local wall clock', () => {
    expect(localDayOf(at('2026-11-21T23:30:00Z'), UTC)).toBe('2026-11-21');
    expect(localDayOf(at('2026-11-21T23:30:00Z'), CET)).toBe('2026-11-22');
    expect(localDayOf(at('2026-11-21T03:00:00Z'), () => -300)).toBe('2026-11-20');
  });
});

describe('feedingStats', () => {
  const now = at('2026-11-21T12:00:00Z');

  it('has seven days, oldest first, ending today, and zeros without meals', () => {
    const stats = feedingStats([], now, UTC);
    expect(stats.days.map((day) => day.date)).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    expect(stats.days.every((day) => day.meals === 0)).toBe(true);
    expect(stats.mealsToday).toBe(0);
    expect(stats.mealsInWindow).toBe(0);
    expect(stats.averageMealsPerDay).toBe(0);
    expect(stats.gaps).toBeNull();
    expect(stats.mealsByHour).toHaveLength(24);
    expect(stats.mealsByHour.every((count) => count === 0)).toBe(true);
  });

  it('counts meals per local day and today, leaving out meals outside the 7-day window', () => {
    const stats = feedingStats(
      [
        at('2026-11-14T23:59:00Z'), // the day before the window
        at('2026-11-15T00:00:00Z'), // first minute of the window
        at('2026-11-18T08:00:00Z'),
        at('2026-11-18T18:00:00Z'),
        at('2026-11-21T07:00:00Z'),
        at('2026-11-21T20:00:00Z'), // later today still counts as today
        at('2026-11-22T00:00:00Z'), // tomorrow
      ],
      now,
      UTC,
    );
    expect(stats.days.map((day) => day.meals)).toEqual([1, 0, 0, 2, 0, 0, 2]);
    expect(stats.mealsToday).toBe(2);
    expect(stats.mealsInWindow).toBe(5);
    expect(stats.averageMealsPerDay).toBeCloseTo(5 / STATS_WINDOW_DAYS);
  });

  it('uses the viewer’s calendar: a meal at 23:30 UTC is tomorrow in CET', () => {
    const stats = feedingStats([at('2026-11-20T23:30:00Z')], at('2026-11-21T08:00:00Z'), CET);
    expect(stats.mealsToday).toBe(1);
    expect(stats.mealsByHour[0]).toBe(1);
    expect(feedingStats([at('2026-11-20T23:30:00Z')], now, UTC).mealsToday).toBe(0);
  });

  it('measures gaps across midnight in true time order, whatever order the meals come in', () => {
    const stats = feedingStats(
      [
        at('2026-11-21T06:00:00Z'),
        at('2026-11-20T22:00:00Z'), // 8 h before the 06:00 meal, across midnight
        at('2026-11-20T18:00:00Z'),
      ],
      now,
      UTC,
    );
    expect(stats.gaps).toEqual({ averageMs: 6 * HOUR, shortestMs: 4 * HOUR, longestMs: 8 * HOUR });
  });

  it('has no gaps with one meal, and a zero gap for two meals at the same time', () => {
    expect(feedingStats([at('2026-11-21T06:00:00Z')], now, UTC).gaps).toBeNull();
    const twice = feedingStats([at('2026-11-21T06:00:00Z'), at('2026-11-21T06:00:00Z')], now, UTC);
    expect(twice.gaps).toEqual({ averageMs: 0, shortestMs: 0, longestMs: 0 });
  });

  it('does not bridge a gap to a meal outside the window', () => {
    const stats = feedingStats(
      [at('2026-11-10T06:00:00Z'), at('2026-11-16T06:00:00Z'), at('2026-11-16T10:00:00Z')],
      now,
      UTC,
    );
    expect(stats.gaps).toEqual({ averageMs: 4 * HOUR, shortestMs: 4 * HOUR, longestMs: 4 * HOUR });
  });

  it('counts meals by local hour of day', () => {
    const stats = feedingStats(
      [at('2026-11-21T06:15:00Z'), at('2026-11-20T06:45:00Z'), at('2026-11-20T17:00:00Z')],
      now,
      CET,
    );
    expect(stats.mealsByHour[7]).toBe(2);
    expect(stats.mealsByHour[18]).toBe(1);
    expect(stats.mealsByHour.reduce((sum, count) => sum + count, 0)).toBe(3);
  });

  it('keeps whole calendar days and real gaps across a summer-time switch', () => {
    // The night of 28–29 March 2026 is an hour short in Stockholm.
    const stats = feedingStats(
      [at('2026-03-28T21:00:00Z'), at('2026-03-29T05:00:00Z')], // 22:00 CET, 07:00 CEST
      at('2026-03-31T10:00:00Z'),
      STOCKHOLM,
    );
    expect(stats.days[0]?.date).toBe('2026-03-25');
    expect(stats.days.find((day) => day.date === '2026-03-28')?.meals).toBe(1);
    expect(stats.days.find((day) => day.date === '2026-03-29')?.meals).toBe(1);
    expect(stats.gaps?.longestMs).toBe(8 * HOUR);
    expect(stats.mealsByHour[22]).toBe(1);
    expect(stats.mealsByHour[7]).toBe(1);
  });

  it('ignores meals with invalid times', () => {
    const stats = feedingStats([new Date('not a date'), at('2026-11-21T06:00:00Z')], now, UTC);
    expect(stats.mealsInWindow).toBe(1);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [45 * 60_000, '45 min'],
    [3 * HOUR, '3 h'],
    [26 * HOUR + 5 * 60_000, '26 h 5 min'],
    [HOUR + 29_999, '1 h'],
    [HOUR + 59 * 60_000 + 30_000, '2 h'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
