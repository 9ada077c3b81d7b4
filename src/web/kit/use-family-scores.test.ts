import { describe, expect, it } from 'vitest';
import { familyScoresKey, startOfWeek } from './use-family-scores';

describe('a week of family scores', () => {
  it('starts on Monday at midnight, local time', () => {
    const friday = new Date(2026, 10, 27, 18, 30);
    expect(startOfWeek(friday)).toEqual(new Date(2026, 10, 23, 0, 0, 0, 0));
    const monday = new Date(2026, 10, 23, 0, 0, 0, 1);
    expect(startOfWeek(monday)).toEqual(new Date(2026, 10, 23));
    const sunday = new Date(2026, 10, 29, 23, 59);
    expect(startOfWeek(sunday)).toEqual(new Date(2026, 10, 23));
    // Across a month's end.
    expect(startOfWeek(new Date(2026, 11, 2, 9))).toEqual(new Date(2026, 10, 30));
  });

  it('keeps a week’s list apart from the all-time list, both under the game’s key', () => {
    const week = familyScoresKey('flappy_duo', 'desktop', 5, '2026-11-22T23:00:00.000Z');
    const allTime = familyScoresKey('flappy_duo', 'desktop', 5);
    expect(week).not.toEqual(allTime);
    const game = familyScoresKey('flappy_duo');
    expect(week.slice(0, game.length)).toEqual(game);
    expect(allTime.slice(0, game.length)).toEqual(game);
  });
});
