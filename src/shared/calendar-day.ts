/**
 * Calendar days written `YYYY-MM-DD`: the day as people name it, with no time zone. Arithmetic on
 * them is pure calendar arithmetic, so daylight-saving changes never move a day.
 */
export type CalendarDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** The day with these parts (month 1–12); parts out of range roll over, as in `Date.UTC`. */
export function calendarDay(year: number, month: number, day: number): CalendarDay {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (so 2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  return (
    match !== null && calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) === text
  );
}

/** Year, month (1–12) and day of the month of a calendar day; throws for text that is not one. */
export function calendarDayParts(day: CalendarDay): {
  readonly year: number;
  readonly month: number;
  readonly day: number;
} {
  const match = DAY_PATTERN.exec(day);
  if (!match || !isCalendarDay(day)) throw new Error(`Not a calendar day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The calendar day of `instant` on this machine's clock (the browser's time zone). */
export function localCalendarDay(instant: Date): CalendarDay {
  return calendarDay(instant.getFullYear(), instant.getMonth() + 1, instant.getDate());
}

/** The calendar day of `instant` in UTC. */
export function utcCalendarDay(instant: Date): CalendarDay {
  return calendarDay(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
}

/** Milliseconds of UTC midnight starting the day: the day as a `Date` for UTC formats. */
export function utcMidnightOf(day: CalendarDay): number {
  const parts = calendarDayParts(day);
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  return date.getTime();
}

/** The day `count` days after `day` (before it, when negative). */
export function addDays(day: CalendarDay, count: number): CalendarDay {
  const parts = calendarDayParts(day);
  return calendarDay(parts.year, parts.month, parts.day + count);
}

/** Whole days from `from` to `to`, negative when `to` is earlier. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((utcMidnightOf(to) - utcMidnightOf(from)) / MS_PER_DAY);
}

/** The weekday of a day, Monday 0 to Sunday 6 (weeks start on Monday, as in ISO 8601). */
export function weekdayOf(day: CalendarDay): number {
  return (new Date(utcMidnightOf(day)).getUTCDay() + 6) % 7;
}

/** The first day of the month `monthsBack` months before the month of `day`. */
export function firstOfMonthBefore(day: CalendarDay, monthsBack: number): CalendarDay {
  const parts = calendarDayParts(day);
  return calendarDay(parts.year, parts.month - monthsBack, 1);
}
