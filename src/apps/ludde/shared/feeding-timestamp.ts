/**
 * A date and time as a feeding-time POST sends it: with an offset (`2026-11-21T08:30:00+01:00`,
 * `…Z`), or without one (`2026-11-21T08:30`, a `datetime-local` value, read in the site's zone).
 */
export interface DateTimeText {
  /** The wall-clock reading as if it were UTC, in milliseconds. */
  readonly wallClockMs: number;
  /** Minutes east of UTC, or null for a local date-time. */
  readonly offsetMinutes: number | null;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))?$/;

/** Earliest and latest instants kept: inside them `toISOString` stays 24 characters and sorts as text. */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads `YYYY-MM-DDTHH:MM[:SS[.fff]]` with an optional `Z` or `±hh:mm`; null when the text is not
 * one or names a day or time that does not exist (`2026-02-30`, `24:00`, a leap second).
 */
export function readDateTimeText(text: string): DateTimeText | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(match[6] ?? '0');
  const millisecond = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;

  let offsetMinutes: number | null = null;
  if (match[8] !== undefined) offsetMinutes = 0;
  else if (match[9] !== undefined) {
    const offsetHours = Number(match[10]);
    const offsetRest = Number(match[11]);
    if (offsetHours > 23 || offsetRest > 59) return null;
    offsetMinutes = (match[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetRest);
  }
  const wallClockMs = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  // Far outside the kept range whatever the zone: no instant of it can be kept.
  if (wallClockMs < EARLIEST - DAY_MS || wallClockMs > LATEST + DAY_MS) return null;
  return { wallClockMs, offsetMinutes };
}

/** Minutes east of UTC that `timeZone` is at `instantMs`. */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instantMs));
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? '0');
  const wallClock = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  const wholeSecond = instantMs - (((instantMs % 1000) + 1000) % 1000);
  return Math.round((wallClock - wholeSecond) / 60_000);
}

/**
 * The instant a date-time names: by its offset, or, without one, as a wall-clock reading in
 * `timeZone`. A reading that happens twice (clocks going back) is the first; one that never happens
 * (clocks going forward) is moved forward by the gap, as a clock that was not changed would show.
 * Null outside 1970–9999 UTC.
 */
export function instantOf(dateTime: DateTimeText, timeZone: string): Date | null {
  let instant: number;
  if (dateTime.offsetMinutes !== null) {
    instant = dateTime.wallClockMs - dateTime.offsetMinutes * 60_000;
  } else {
    const wall = dateTime.wallClockMs;
    // The zone's offsets a day either side cover any one change of the clocks near this reading.
    const before = zoneOffsetMinutes(wall - DAY_MS, timeZone);
    const after = zoneOffsetMinutes(wall + DAY_MS, timeZone);
    const candidates = [...new Set([before, after])]
      .map((offset) => wall - offset * 60_000)
      .filter((candidate) => wall - zoneOffsetMinutes(candidate, timeZone) * 60_000 === candidate)
      .sort((a, b) => a - b);
    instant = candidates[0] ?? wall - before * 60_000;
  }
  if (instant < EARLIEST || instant > LATEST) return null;
  return new Date(instant);
}

/**
 * True when a meal at `instant` would be in the future at `now`: after the minute `now` is in. A
 * time inside the current minute is not, so a clock a few seconds ahead of `now`'s is never refused.
 */
export function isAfterCurrentMinute(instant: Date, now: Date): boolean {
  const nextMinute = (Math.floor(now.getTime() / MINUTE_MS) + 1) * MINUTE_MS;
  return instant.getTime() >= nextMinute;
}
