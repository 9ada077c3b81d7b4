import { TOP_LEVEL_EMOTIONS, type TopLevelEmotion } from '../data/emotion-tree';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import { entryTime } from './emotion-journal';
import { addDays, daysBetween, firstOfMonthBefore, weekdayOf } from '#shared/calendar-day';
import { dayOfTimestamp } from './local-day';

/** A day's strongest feeling and how strongly it was felt (1–5). */
export interface DominantEmotion {
  readonly emotion: TopLevelEmotion;
  readonly strength: number;
}

/**
 * The dominant top emotion of a day's entries: the one with the highest total intensity; a tie
 * goes to the one recorded last. Its strength is the mean intensity of its entries, rounded.
 * Null for a day without entries.
 */
export function dominantEmotion(dayEntries: readonly SavedEmotion[]): DominantEmotion | null {
  const totals = new Map<TopLevelEmotion, { sum: number; count: number; latest: number }>();
  for (const entry of dayEntries) {
    const total = totals.get(entry.topLevelEmotion) ?? { sum: 0, count: 0, latest: -Infinity };
    totals.set(entry.topLevelEmotion, {
      sum: total.sum + entry.intensity,
      count: total.count + 1,
      latest: Math.max(total.latest, entryTime(entry)),
    });
  }
  let best: [TopLevelEmotion, { sum: number; count: number; latest: number }] | null = null;
  for (const candidate of totals) {
    if (
      !best ||
      candidate[1].sum > best[1].sum ||
      (candidate[1].sum === best[1].sum && candidate[1].latest > best[1].latest)
    ) {
      best = candidate;
    }
  }
  if (!best) return null;
  return { emotion: best[0], strength: Math.round(best[1].sum / best[1].count) };
}

/** Entries grouped by their local day. */
export function entriesByDay(entries: readonly SavedEmotion[]): Map<string, SavedEmotion[]> {
  const days = new Map<string, SavedEmotion[]>();
  for (const entry of [...entries].sort((a, b) => entryTime(a) - entryTime(b))) {
    const day = dayOfTimestamp(entry.date);
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return days;
}

export interface HeatmapDay {
  readonly day: string;
  /** Monday 0 to Sunday 6. */
  readonly weekday: number;
  /** The day's entries, oldest first. */
  readonly entries: readonly SavedEmotion[];
  readonly dominant: DominantEmotion | null;
}

export interface HeatmapCalendar {
  readonly firstDay: string;
  readonly lastDay: string;
  /** Columns Monday to Sunday; null where a week reaches outside the calendar. */
  readonly weeks: readonly (readonly (HeatmapDay | null)[])[];
  /** Where each month begins: the column of its first day and the month as `YYYY-MM`. */
  readonly monthStarts: readonly { readonly week: number; readonly month: string }[];
}

/** Full months shown before the current one. */
export const HEATMAP_MONTHS_BACK = 12;
/** Earlier entries stretch the calendar back, but never beyond this many months. */
export const HEATMAP_MAX_MONTHS_BACK = 36;

/**
 * The heatmap's calendar up to `today`: from the first of the month twelve months back (so the
 * last twelve months are always whole and a year boundary never cuts it), reaching further back to
 * the month of the earliest entry, at most 36 months. Weeks run Monday to Sunday.
 */
export function heatmapCalendar(entries: readonly SavedEmotion[], today: string): HeatmapCalendar {
  const byDay = entriesByDay(entries);
  const earliestAllowed = firstOfMonthBefore(today, HEATMAP_MAX_MONTHS_BACK);
  let firstDay = firstOfMonthBefore(today, HEATMAP_MONTHS_BACK);
  for (const day of byDay.keys()) {
    if (day < firstDay && day >= earliestAllowed) firstDay = firstOfMonthBefore(day, 0);
  }
  const gridStart = addDays(firstDay, -weekdayOf(firstDay));
  const weekCount = Math.floor(daysBetween(gridStart, today) / 7) + 1;
  const weeks: (HeatmapDay | null)[][] = [];
  const monthStarts: { week: number; month: string }[] = [];
  for (let week = 0; week < weekCount; week++) {
    const column: (HeatmapDay | null)[] = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      const day = addDays(gridStart, week * 7 + weekday);
      if (day < firstDay || day > today) {
        column.push(null);
        continue;
      }
      if (day.endsWith('-01')) monthStarts.push({ week, month: day.slice(0, 7) });
      const dayEntries = byDay.get(day) ?? [];
      column.push({ day, weekday, entries: dayEntries, dominant: dominantEmotion(dayEntries) });
    }
    weeks.push(column);
  }
  return { firstDay, lastDay: today, weeks, monthStarts };
}

export interface WeekdayRow {
  /** Monday 0 to Sunday 6. */
  readonly weekday: number;
  readonly counts: Readonly<Record<TopLevelEmotion, number>>;
  readonly total: number;
}

/** How many entries of each top emotion fall on each weekday, Monday first. */
export function weekdaySummary(entries: readonly SavedEmotion[]): WeekdayRow[] {
  const empty = () =>
    Object.fromEntries(TOP_LEVEL_EMOTIONS.map((emotion) => [emotion, 0])) as Record<
      TopLevelEmotion,
      number
    >;
  const rows = Array.from({ length: 7 }, (_, weekday) => ({ weekday, counts: empty(), total: 0 }));
  for (const entry of entries) {
    const row = rows[weekdayOf(dayOfTimestamp(entry.date))];
    if (!row) continue;
    row.counts[entry.topLevelEmotion] += 1;
    row.total += 1;
  }
  return rows;
}
