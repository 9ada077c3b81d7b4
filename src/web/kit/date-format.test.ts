import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatMonth,
  formatTimeAgo,
  formatTime,
  formatWallClock,
  formatWallClockTime,
  formatWeekday,
} from './date-format';

describe('dates and times', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('show an instant on the browser’s clock, 24-hour, in every form', () => {
    const morning = new Date(2026, 2, 14, 9, 5);
    const evening = new Date(2026, 2, 14, 21, 30);
    expect(formatDateTime(morning)).toBe('Sat 14 Mar 2026, 09:05');
    expect(formatDateTime(evening.getTime())).toBe('Sat 14 Mar 2026, 21:30');
    expect(formatDateTime(evening.toISOString())).toBe('Sat 14 Mar 2026, 21:30');
    expect(formatDate(evening)).toBe('Sat 14 Mar 2026');
    expect(formatTime(evening)).toBe('21:30');
    expect(formatTime(new Date(2026, 2, 14, 0, 0))).toBe('00:00');
  });

  it('show unreadable text as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDate('')).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
  });

  it('show calendar days as written, whatever the zone', () => {
    expect(formatLongDay('2026-03-14')).toBe('Saturday 14 March 2026');
    expect(formatDay('2026-03-14')).toBe('Sat 14 Mar 2026');
    expect(formatWeekday('2026-03-16')).toBe('Mon');
    expect(formatMonth('2026-03-14', false)).toBe('Mar');
    expect(formatMonth('2027-01-01', true)).toBe('Jan 2027');
  });

  it('show a timestamp as its own clock read, whatever its offset', () => {
    expect(formatWallClock('2026-03-14T23:59:30.000+01:00')).toBe('Sat 14 Mar 2026, 23:59');
    expect(formatWallClock('2026-03-15T04:29:30.000+05:30')).toBe('Sun 15 Mar 2026, 04:29');
    expect(formatWallClockTime('2026-03-14T09:30:00.000-07:00')).toBe('09:30');
    expect(formatWallClock('not a time')).toBe('not a time');
  });

  it('count down as HH:MM:SS, never reaching zero early', () => {
    expect(formatCountdown(500)).toBe('00:00:01');
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(12 * 3_600_000)).toBe('12:00:00');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('makes no Intl.DateTimeFormat until it first formats', async () => {
    vi.resetModules();
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
    const fresh = await import('./date-format');
    expect(made).not.toHaveBeenCalled();
    expect(fresh.formatTime(new Date(2026, 0, 1, 8, 0))).toBe('08:00');
    expect(fresh.formatTime(new Date(2026, 0, 1, 9, 0))).toBe('09:00');
    expect(made).toHaveBeenCalledTimes(1);
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it.each([
    ['2026-11-27T12:00:00Z', 'just now'],
    ['2026-11-27T11:59:01Z', 'just now'],
    // Another device's clock a little ahead.
    ['2026-11-27T12:00:30Z', 'just now'],
    ['2026-11-27T11:59:00Z', '1 minute ago'],
    ['2026-11-27T11:35:00Z', '25 minutes ago'],
    ['2026-11-27T11:00:00Z', '1 hour ago'],
    ['2026-11-27T09:10:00Z', '2 hours ago'],
    ['2026-11-26T11:00:00Z', 'yesterday'],
    ['2026-11-24T12:00:00Z', '3 days ago'],
  ])('%s is %s', (instant, expected) => {
    expect(formatTimeAgo(instant, now)).toBe(expected);
  });

  it('gives the day from a week on, and unreadable text as it is', () => {
    expect(formatTimeAgo('2026-11-20T12:00:00Z', now)).toBe(formatDate('2026-11-20T12:00:00Z'));
    expect(formatTimeAgo('soon', now)).toBe('soon');
  });
});
