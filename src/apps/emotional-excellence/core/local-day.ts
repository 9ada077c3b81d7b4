/**
 * Calendar days as `YYYY-MM-DD` text and timestamps that keep the local offset they were written
 * in (`2026-03-14T23:59:00.000+01:00`). An entry's day is the date as written in its timestamp, so
 * it stays the day the person lived through even if they later travel to another time zone.
 */
import type { CalendarDay } from '#shared/calendar-day';

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
export function dayOfTimestamp(timestamp: string): CalendarDay {
  return timestamp.slice(0, 10);
}

/** Today's calendar day in `timeZone`. */
export function localDay(now: Date, timeZone: string): CalendarDay {
  return dayOfTimestamp(localTimestamp(now, timeZone));
}
