import { utcMidnightOf, type CalendarDay } from '#shared/calendar-day';

/**
 * The site's dates and times, one style everywhere: British English with a 24-hour clock
 * ("Sat 14 Mar 2026, 09:30"). Instants are shown in the browser's time zone; calendar days and
 * wall-clock timestamps are shown as written, whatever the zone.
 */

/** A moment: a Date, milliseconds since the epoch, or ISO 8601 text. */
export type Instant = Date | number | string;

const LOCALE = 'en-GB';

/**
 * An Intl.DateTimeFormat made when it first formats, not when its module loads. The first one a
 * page makes loads the browser's locale and time-zone data, about 100 ms of main thread on
 * Lighthouse's emulated phone (25 ms unthrottled, measured in Chromium); made at import it lengthened
 * the task that starts an app even when the page had no date to show.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (value: Date | number) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (value) => {
    made ??= new Intl.DateTimeFormat(LOCALE, options);
    // Parts joined by single spaces: ICU versions differ on the comma after a weekday.
    return made
      .formatToParts(value)
      .map((part) => (part.type === 'literal' && !part.value.includes(':') ? ' ' : part.value))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  };
}

const DATE = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const localDate = lazyFormat(DATE);
const localTime = lazyFormat(TIME);
const utcDate = lazyFormat({ ...DATE, timeZone: 'UTC' });
const utcTime = lazyFormat({ ...TIME, timeZone: 'UTC' });
const utcLongDay = lazyFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const utcWeekday = lazyFormat({ weekday: 'short', timeZone: 'UTC' });
const utcMonth = lazyFormat({ month: 'short', timeZone: 'UTC' });
const utcMonthYear = lazyFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' });

function toTime(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  return typeof instant === 'number' ? instant : Date.parse(instant);
}

/** Text that is no readable moment is shown as it is rather than as "Invalid Date". */
function unreadable(instant: Instant): string {
  return typeof instant === 'string' ? instant : '';
}

/** "Sat 14 Mar 2026": the day of an instant in the browser's zone. */
export function formatDate(instant: Instant): string {
  const time = toTime(instant);
  return Number.isNaN(time) ? unreadable(instant) : localDate(time);
}

/** "09:30": the time of an instant in the browser's zone. */
export function formatTime(instant: Instant): string {
  const time = toTime(instant);
  return Number.isNaN(time) ? unreadable(instant) : localTime(time);
}

/** "Sat 14 Mar 2026, 09:30": an instant in the browser's zone. */
export function formatDateTime(instant: Instant): string {
  const time = toTime(instant);
  return Number.isNaN(time) ? unreadable(instant) : `${localDate(time)}, ${localTime(time)}`;
}

/** "Saturday 14 March 2026" for a calendar day. */
export function formatLongDay(day: CalendarDay): string {
  return utcLongDay(utcMidnightOf(day));
}

/** "Sat 14 Mar 2026" for a calendar day. */
export function formatDay(day: CalendarDay): string {
  return utcDate(utcMidnightOf(day));
}

/** "Sat" for a calendar day. */
export function formatWeekday(day: CalendarDay): string {
  return utcWeekday(utcMidnightOf(day));
}

/** "Mar", or "Mar 2026" with the year, for the month of a calendar day. */
export function formatMonth(day: CalendarDay, withYear: boolean): string {
  const midnight = utcMidnightOf(day);
  return withYear ? utcMonthYear(midnight) : utcMonth(midnight);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** The clock time written in a timestamp, as a UTC moment, so it formats without moving. */
function wallClock(timestamp: string): number {
  const match = WALL_CLOCK.exec(timestamp);
  if (!match) return NaN;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year ?? 0, (month ?? 1) - 1, day ?? 1);
  date.setUTCHours(hour ?? 0, minute ?? 0);
  return date.getTime();
}

/**
 * "Sat 14 Mar 2026, 09:30" as the clock read where a timestamp with its offset was written
 * (`2026-03-14T09:30:00+01:00`), whatever the zone it is read in.
 */
export function formatWallClock(timestamp: string): string {
  const moment = wallClock(timestamp);
  return Number.isNaN(moment) ? timestamp : `${utcDate(moment)}, ${utcTime(moment)}`;
}

/** "09:30" as the clock read where a timestamp with its offset was written. */
export function formatWallClockTime(timestamp: string): string {
  const moment = wallClock(timestamp);
  return Number.isNaN(moment) ? timestamp : utcTime(moment);
}

/** A duration as HH:MM:SS, partial seconds rounded up so that it never shows 00:00:00 early. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

const relative = (() => {
  let made: Intl.RelativeTimeFormat | undefined;
  return () => (made ??= new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));
})();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an instant was, as people say it: "just now", "5 minutes ago", "2 hours ago",
 * "yesterday", "3 days ago"; from a week on, the day ("Sat 14 Mar 2026"). A moment a little ahead
 * of `now` (another device's clock) is "just now".
 */
export function formatTimeAgo(instant: Instant, now: Date | number): string {
  const time = toTime(instant);
  if (Number.isNaN(time)) return unreadable(instant);
  const ago = toTime(now) - time;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative().format(-Math.floor(ago / DAY), 'day');
  return localDate(time);
}
