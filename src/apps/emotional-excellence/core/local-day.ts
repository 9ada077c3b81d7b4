/**
 * Calendar days as `YYYY-MM-DD` text and timestamps that keep the local offset they were written
 * in (`2026-03-14T23:59:00.000+01:00`). An entry's day is the date as written in its timestamp, so
 * it stays the day the person lived through even if they later travel to another time zone.
 */

const MS_PER_DAY = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, width = 2): string {
  return String(Math.abs(value)).padStart(width, '0');
}

/**
 * The moment `now` as it reads on a clock in `timeZone` (an IANA name), with that zone's offset:
 * `2026-03-14T23:59:00.000+01:00`. Throws a RangeError for an unknown time zone.
 */
export function localTimestamp(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? NaN);
  const [year, month, day, hour, minute, second] = [
    part('year'),
    part('month'),
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  ];
  const milliseconds = ((now.getTime() % 1000) + 1000) % 1000;
  const wholeSeconds = now.getTime() - milliseconds;
  const offsetMinutes = Math.round(
    (Date.UTC(year, month - 1, day, hour, minute, second) - wholeSeconds) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  return (
    `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}.` +
    `${pad(milliseconds, 3)}${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`
  );
}

/** The local calendar day of a timestamp written with its offset (its first ten characters). */
export function dayOfTimestamp(timestamp: string): string {
  return timestamp.slice(0, 10);
}

/** Today's calendar day in `timeZone`. */
export function localDay(now: Date, timeZone: string): string {
  return dayOfTimestamp(localTimestamp(now, timeZone));
}

/** Whether `day` is a real `YYYY-MM-DD` calendar date. */
export function isCalendarDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === date
  );
}

function dayNumber(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY;
}

function fromDayNumber(value: number): string {
  const date = new Date(value * MS_PER_DAY);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return fromDayNumber(dayNumber(day) + count);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Weekday of a day, Monday 0 to Sunday 6 (weeks start on Monday, as in ISO 8601). */
export function weekdayOf(day: string): number {
  // Day 0 of the epoch, 1970-01-01, was a Thursday (3 with Monday as 0).
  return (((dayNumber(day) + 3) % 7) + 7) % 7;
}

/** The first day of the month `monthsBack` months before the month of `day`. */
export function firstOfMonthBefore(day: string, monthsBack: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  const months = Number(match[1]) * 12 + (Number(match[2]) - 1) - monthsBack;
  return `${pad(Math.floor(months / 12), 4)}-${pad((months % 12) + 1)}-01`;
}
