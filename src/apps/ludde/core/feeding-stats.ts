import { addDays, utcCalendarDay, type CalendarDay } from '#shared/calendar-day';

/** Minutes east of UTC in the viewer's time zone at an instant (e.g. 60 for CET, 120 for CEST). */
export type OffsetAt = (instant: Date) => number;

/** Spec §9: meal stats cover a 7-day window (today and the six days before it). */
export const STATS_WINDOW_DAYS = 7;

const MINUTE_MS = 60_000;

export interface MealsOnDay {
  /** Local calendar day. */
  readonly date: CalendarDay;
  readonly meals: number;
}

export interface GapStats {
  readonly averageMs: number;
  readonly shortestMs: number;
  readonly longestMs: number;
}

export interface FeedingStats {
  /** One entry per day of the window, oldest first; the last one is today. */
  readonly days: readonly MealsOnDay[];
  readonly mealsToday: number;
  readonly mealsInWindow: number;
  /** Meals in the window divided by the window's length in days. */
  readonly averageMealsPerDay: number;
  /** Time between consecutive meals in the window, or null with fewer than two meals. */
  readonly gaps: GapStats | null;
  /** Meals in the window by local hour of day, index 0 to 23. */
  readonly mealsByHour: readonly number[];
}

/** The instant as the wall clock reads it, expressed as a UTC Date so UTC getters give local fields. */
function wallClock(instant: Date, offsetAt: OffsetAt): Date {
  return new Date(instant.getTime() + offsetAt(instant) * MINUTE_MS);
}

/** The calendar day of an instant on the local wall clock. */
export function localDayOf(instant: Date, offsetAt: OffsetAt): CalendarDay {
  return utcCalendarDay(wallClock(instant, offsetAt));
}

/** The {@link STATS_WINDOW_DAYS} local calendar days of the stats, oldest first, ending with the day of `now`. */
export function statsWindow(now: Date, offsetAt: OffsetAt): CalendarDay[] {
  const today = localDayOf(now, offsetAt);
  return Array.from({ length: STATS_WINDOW_DAYS }, (_, index) =>
    addDays(today, index - (STATS_WINDOW_DAYS - 1)),
  );
}

/**
 * Stats over the last {@link STATS_WINDOW_DAYS} local calendar days ending with the day of `now`.
 * Gaps are measured between meals in true time order, so a gap across midnight counts like any other.
 */
export function feedingStats(
  mealTimes: readonly Date[],
  now: Date,
  offsetAt: OffsetAt,
): FeedingStats {
  const today = localDayOf(now, offsetAt);
  const dates = statsWindow(now, offsetAt);
  const mealsPerDate = new Map(dates.map((date) => [date, 0]));
  const mealsByHour = Array.from({ length: 24 }, () => 0);
  const inWindow: number[] = [];

  for (const meal of mealTimes) {
    const time = meal.getTime();
    if (Number.isNaN(time)) continue;
    const date = localDayOf(meal, offsetAt);
    const count = mealsPerDate.get(date);
    if (count === undefined) continue;
    mealsPerDate.set(date, count + 1);
    const hour = wallClock(meal, offsetAt).getUTCHours();
    mealsByHour[hour] = (mealsByHour[hour] ?? 0) + 1;
    inWindow.push(time);
  }

  inWindow.sort((a, b) => a - b);
  const gapLengths = inWindow.slice(1).map((time, index) => time - (inWindow[index] ?? time));
  const gaps =
    gapLengths.length === 0
      ? null
      : {
          averageMs: gapLengths.reduce((sum, gap) => sum + gap, 0) / gapLengths.length,
          shortestMs: Math.min(...gapLengths),
          longestMs: Math.max(...gapLengths),
        };

  return {
    days: dates.map((date) => ({ date, meals: mealsPerDate.get(date) ?? 0 })),
    mealsToday: mealsPerDate.get(today) ?? 0,
    mealsInWindow: inWindow.length,
    averageMealsPerDay: inWindow.length / STATS_WINDOW_DAYS,
    gaps,
    mealsByHour,
  };
}

/** A duration as hours and minutes, rounded to the minute: '45 min', '3 h', '26 h 5 min'. */
export function formatDuration(ms: number): string {
  const totalMinutes = Math.round(Math.max(0, ms) / MINUTE_MS);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}
