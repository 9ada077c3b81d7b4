import { describe, expect, it } from 'vitest';
import { dailySeed, formatCountdown, msUntilNextBoard, seedsOpenForScores } from './seed';

describe('daily seed', () => {
  it('is the UTC date as YYYYMMDD digits', () => {
    expect(dailySeed(new Date('2026-11-21T12:00:00Z'))).toBe(20261121);
    expect(dailySeed(new Date('2026-01-05T00:00:00Z'))).toBe(20260105);
  });

  it('follows UTC, not the local clock', () => {
    expect(dailySeed(new Date('2026-11-21T23:59:59-05:00'))).toBe(20261122);
    expect(dailySeed(new Date('2026-11-22T00:30:00+02:00'))).toBe(20261121);
  });

  it('counts down to the next UTC midnight', () => {
    expect(msUntilNextBoard(new Date('2026-11-21T23:59:59.000Z'))).toBe(1000);
    expect(msUntilNextBoard(new Date('2026-11-21T00:00:00.000Z'))).toBe(24 * 3600 * 1000);
    expect(msUntilNextBoard(new Date('2026-12-31T12:00:00.000Z'))).toBe(12 * 3600 * 1000);
  });

  it('formats the countdown as H:MM:SS', () => {
    expect(formatCountdown(0)).toBe('0:00:00');
    expect(formatCountdown(1)).toBe('0:00:01');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(24 * 3600 * 1000)).toBe('24:00:00');
  });

  it("keeps today's and yesterday's boards open for scores", () => {
    expect(seedsOpenForScores(new Date('2026-03-01T00:10:00Z'))).toEqual([20260301, 20260228]);
  });
});
