import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  calendarDayParts,
  daysBetween,
  firstOfMonthBefore,
  isCalendarDay,
  localCalendarDay,
  utcCalendarDay,
  utcMidnightOf,
  weekdayOf,
} from './calendar-day';

describe('calendar days', () => {
  it('tell real days from impossible ones', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-12-31')).toBe(true);
    expect(isCalendarDay('0050-01-01')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-00-10')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(isCalendarDay('26-1-1')).toBe(false);
    expect(isCalendarDay('2026-03-14T00:00')).toBe(false);
  });

  it('are written from their parts, rolling over like a calendar', () => {
    expect(calendarDay(2026, 3, 14)).toBe('2026-03-14');
    expect(calendarDay(2026, 13, 1)).toBe('2027-01-01');
    expect(calendarDay(2026, 3, 0)).toBe('2026-02-28');
    expect(calendarDay(50, 1, 1)).toBe('0050-01-01');
    expect(calendarDayParts('2026-03-14')).toEqual({ year: 2026, month: 3, day: 14 });
    expect(() => calendarDayParts('2026-02-30')).toThrow('Not a calendar day');
  });

  it('add days across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-31', -6)).toBe('2026-03-25');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('count the days between two days', () => {
    expect(daysBetween('2025-12-25', '2026-01-08')).toBe(14);
    expect(daysBetween('2026-01-08', '2025-12-25')).toBe(-14);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(utcMidnightOf('2026-03-14')).toBe(Date.UTC(2026, 2, 14));
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
    expect(firstOfMonthBefore('2026-03-31', 1)).toBe('2026-02-01');
  });

  it('name the day of an instant on the local clock and in UTC', () => {
    const lateEvening = new Date(2026, 2, 15, 23, 30);
    expect(localCalendarDay(lateEvening)).toBe('2026-03-15');
    expect(utcCalendarDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(utcCalendarDay(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
});
