import { lazyDateFormat } from '../../../web/date-format';

const TIMESTAMP_PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** The wall-clock time written in a timestamp, as a UTC Date so it formats without shifting. */
function wallClock(timestamp: string): Date {
  const match = TIMESTAMP_PARTS.exec(timestamp);
  if (!match) return new Date(NaN);
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0));
}

const LONG_DAY = lazyDateFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const SHORT_DAY = lazyDateFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const TIME = lazyDateFormat('en-GB', {
  timeZone: 'UTC',
  hour: '2-digit',
  minute: '2-digit',
});
const MONTH = lazyDateFormat('en-GB', { timeZone: 'UTC', month: 'short' });
const MONTH_YEAR = lazyDateFormat('en-GB', {
  timeZone: 'UTC',
  month: 'short',
  year: 'numeric',
});

/** "Saturday 14 March 2026" for a `YYYY-MM-DD` day. */
export function formatLongDay(day: string): string {
  return LONG_DAY.format(wallClock(`${day}T00:00`)).replace(',', '');
}

/** "Sat 14 Mar 2026, 09:30": an entry's day and time as it was on the clock where it was saved. */
export function formatEntryMoment(timestamp: string): string {
  const moment = wallClock(timestamp);
  return `${SHORT_DAY.format(moment).replace(',', '')}, ${TIME.format(moment)}`;
}

/** "09:30" of a timestamp, on the clock where it was saved. */
export function formatEntryTime(timestamp: string): string {
  return TIME.format(wallClock(timestamp));
}

/** A month label for the heatmap: "Mar", or "Jan 2026" where a year begins. */
export function formatMonthLabel(month: string, withYear: boolean): string {
  const date = wallClock(`${month}-01T00:00`);
  return withYear ? MONTH_YEAR.format(date) : MONTH.format(date);
}

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
