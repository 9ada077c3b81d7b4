import { describe, expect, it } from 'vitest';
import { addDays, localCalendarDay } from '#shared/calendar-day';
import {
  colourForSeed,
  colourOfDay,
  dailySeed,
  msUntilNextColour,
  seedOfDay,
} from './daily-colour';

describe('the daily seed', () => {
  it('is the sum of the local year, month and day', () => {
    expect(dailySeed(new Date(2026, 2, 15, 0, 0, 1))).toBe(2026 + 3 + 15);
    expect(dailySeed(new Date(2026, 2, 15, 23, 59, 59))).toBe(2044);
    expect(dailySeed(new Date(2026, 0, 1))).toBe(2028);
    expect(dailySeed(new Date(2026, 11, 31))).toBe(2069);
  });

  it('is read from the local date, not the UTC one', () => {
    const lateEvening = new Date(2026, 2, 15, 23, 30);
    expect(dailySeed(lateEvening)).toBe(seedOfDay(localCalendarDay(lateEvening)));
    expect(localCalendarDay(lateEvening)).toBe('2026-03-15');
  });

  it('repeats across some dates of a year, as the spec has it (ADR 007)', () => {
    expect(seedOfDay('2026-01-12')).toBe(seedOfDay('2026-12-01'));
    expect(colourOfDay('2026-01-12')).toEqual(colourOfDay('2026-12-01'));
  });

  it('differs between any two consecutive days, across months and years', () => {
    let day = '2025-12-01';
    for (let i = 0; i < 800; i += 1) {
      const next = addDays(day, 1);
      expect(seedOfDay(next), next).not.toBe(seedOfDay(day));
      day = next;
    }
  });
});

describe('the colour of a seed', () => {
  it('is the same for the same date, whatever the time of day', () => {
    const morning = colourForSeed(dailySeed(new Date(2026, 10, 23, 0, 0, 0)));
    const night = colourForSeed(dailySeed(new Date(2026, 10, 23, 23, 59, 59)));
    expect(night).toEqual(morning);
    expect(colourOfDay('2026-11-23')).toEqual(morning);
    // Pinned, so that a change of generator (which would change everyone's colours) is noticed.
    expect(colourOfDay('2026-11-23')).toEqual({ red: 46, green: 81, blue: 169 });
  });

  it('has three whole channels from 0 to 255', () => {
    for (let seed = 0; seed < 500; seed += 1) {
      for (const value of Object.values(colourForSeed(seed))) {
        expect(Number.isInteger(value) && value >= 0 && value <= 255).toBe(true);
      }
    }
  });

  it('spreads over the whole RGB cube across the seeds of a century', () => {
    // Every seed from 2000-01-01 (2002) to 2100-12-31 (2143).
    const colours = Array.from({ length: 2143 - 2002 + 1 }, (_, i) => colourForSeed(2002 + i));
    expect(new Set(colours.map((c) => `${c.red},${c.green},${c.blue}`)).size).toBe(colours.length);
    // All 27 cells of the cube cut in thirds along each channel are reached.
    const cells = new Set(
      colours.map((c) => [c.red, c.green, c.blue].map((v) => Math.floor(v / 86)).join()),
    );
    expect(cells.size).toBe(27);
    for (const channel of ['red', 'green', 'blue'] as const) {
      const values = colours.map((c) => c[channel]);
      expect(Math.min(...values)).toBeLessThan(16);
      expect(Math.max(...values)).toBeGreaterThan(239);
    }
  });
});

describe('the next colour', () => {
  it('counts down to the next local midnight', () => {
    expect(msUntilNextColour(new Date(2026, 5, 15, 23, 59, 59, 500))).toBe(500);
    expect(msUntilNextColour(new Date(2026, 5, 15, 12, 0, 0))).toBe(12 * 3600 * 1000);
  });
});
