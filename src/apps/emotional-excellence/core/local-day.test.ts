import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  firstOfMonthBefore,
  isCalendarDay,
  localDay,
  localTimestamp,
  weekdayOf,
} from './local-day';

describe('local timestamps', () => {
  it('write the clock time and offset of the time zone', () => {
    const instant = new Date('2026-03-14T22:59:30.250Z');
    expect(localTimestamp(instant, 'Europe/Stockholm')).toBe('2026-03-14T23:59:30.250+01:00');
    expect(localTimestamp(instant, 'UTC')).toBe('2026-03-14T22:59:30.250+00:00');
    expect(localTimestamp(instant, 'America/Los_Angeles')).toBe('2026-03-14T15:59:30.250-07:00');
    expect(localTimestamp(instant, 'Asia/Kolkata')).toBe('2026-03-15T04:29:30.250+05:30');
    expect(localTimestamp(new Date('2026-07-01T12:00:00Z'), 'America/St_Johns')).toBe(
      '2026-07-01T09:30:00.000-02:30',
    );
  });

  it('name the same instant whatever the zone', () => {
    const instant = new Date('2026-10-25T00:30:00.000Z');
    for (const zone of ['Europe/Stockholm', 'Pacific/Auckland', 'America/Sao_Paulo', 'UTC']) {
      expect(Date.parse(localTimestamp(instant, zone))).toBe(instant.getTime());
    }
  });

  it('give the local day, which differs from the UTC day near midnight', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-12-31');
    expect(localDay(instant, 'Europe/Stockholm')).toBe('2027-01-01');
    expect(localDay(instant, 'America/New_York')).toBe('2026-12-31');
  });
});

describe('calendar days', () => {
  it('add days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2025-12-25', '2026-01-08')).toBe(14);
  });

  it('know the weekday, Monday first', () => {
    expect(weekdayOf('2026-03-16')).toBe(0); // a Monday
    expect(weekdayOf('2026-03-22')).toBe(6); // a Sunday
    expect(weekdayOf('1969-12-29')).toBe(0);
  });

  it('step back whole months from any day', () => {
    expect(firstOfMonthBefore('2026-03-14', 12)).toBe('2025-03-01');
    expect(firstOfMonthBefore('2026-01-31', 1)).toBe('2025-12-01');
    expect(firstOfMonthBefore('2026-01-31', 0)).toBe('2026-01-01');
  });

  it('tell real dates from impossible ones', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
  });
});
