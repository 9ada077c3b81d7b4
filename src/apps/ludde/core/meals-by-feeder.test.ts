import { describe, expect, it } from 'vitest';
import type { OffsetAt } from './feeding-stats';
import { mealsByFeeder, type LoggedMeal } from './meals-by-feeder';

const UTC: OffsetAt = () => 0;
const CET: OffsetAt = () => 60;
const now = new Date('2026-11-21T12:00:00Z');

function meal(iso: string, feederId: number, feederName: string): LoggedMeal {
  return { at: new Date(iso), feederId, feederName };
}

describe('mealsByFeeder', () => {
  it('counts meals per person, most first', () => {
    const meals = [
      meal('2026-11-21T07:00:00Z', 2, 'frida'),
      meal('2026-11-20T07:00:00Z', 3, 'olle'),
      meal('2026-11-20T18:00:00Z', 2, 'frida'),
      meal('2026-11-19T18:00:00Z', 2, 'frida'),
      meal('2026-11-19T07:00:00Z', 3, 'olle'),
      meal('2026-11-18T07:00:00Z', 7, 'User 7'),
    ];
    expect(mealsByFeeder(meals, now, UTC)).toEqual([
      { feederId: 2, name: 'frida', meals: 3 },
      { feederId: 3, name: 'olle', meals: 2 },
      { feederId: 7, name: 'User 7', meals: 1 },
    ]);
  });

  it('is empty without meals, or with meals only outside the window', () => {
    expect(mealsByFeeder([], now, UTC)).toEqual([]);
    expect(
      mealsByFeeder(
        [meal('2026-11-14T23:59:00Z', 2, 'frida'), meal('2026-11-22T08:00:00Z', 2, 'frida')],
        now,
        UTC,
      ),
    ).toEqual([]);
  });

  it('covers the same 7 local days as the stats: today and the six days before it', () => {
    const meals = [
      meal('2026-11-15T00:00:00Z', 2, 'frida'), // first minute of the window
      meal('2026-11-14T23:59:59Z', 3, 'olle'), // the day before it
      meal('2026-11-21T23:59:00Z', 3, 'olle'), // later today
    ];
    expect(mealsByFeeder(meals, now, UTC)).toEqual([
      { feederId: 2, name: 'frida', meals: 1 },
      { feederId: 3, name: 'olle', meals: 1 },
    ]);
    // An hour east of UTC, 23:30 UTC on the 14th is already the 15th, and 23:30 on the 21st the 22nd.
    const eastern = [
      meal('2026-11-14T23:30:00Z', 2, 'frida'),
      meal('2026-11-21T23:30:00Z', 3, 'olle'),
    ];
    expect(mealsByFeeder(eastern, now, CET)).toEqual([{ feederId: 2, name: 'frida', meals: 1 }]);
  });

  it('orders people with as many meals by name, ignoring case, then by ID', () => {
    const meals = [
      meal('2026-11-21T07:00:00Z', 4, 'Olle'),
      meal('2026-11-21T08:00:00Z', 9, 'User 9'),
      meal('2026-11-21T09:00:00Z', 2, 'frida'),
      meal('2026-11-21T10:00:00Z', 5, 'User 9'),
    ];
    expect(mealsByFeeder(meals, now, UTC).map((feeder) => feeder.feederId)).toEqual([2, 4, 5, 9]);
  });

  it('keeps two people with the same name apart, counting by ID', () => {
    const meals = [
      meal('2026-11-21T07:00:00Z', 4, 'frida'),
      meal('2026-11-21T08:00:00Z', 8, 'frida'),
      meal('2026-11-21T09:00:00Z', 8, 'frida'),
    ];
    expect(mealsByFeeder(meals, now, UTC)).toEqual([
      { feederId: 8, name: 'frida', meals: 2 },
      { feederId: 4, name: 'frida', meals: 1 },
    ]);
  });

  it('skips a meal with an invalid time', () => {
    const meals = [meal('not a time', 2, 'frida'), meal('2026-11-21T07:00:00Z', 3, 'olle')];
    expect(mealsByFeeder(meals, now, UTC)).toEqual([{ feederId: 3, name: 'olle', meals: 1 }]);
  });
});
