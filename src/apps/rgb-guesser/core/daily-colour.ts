import { calendarDayParts, type CalendarDay } from '#shared/calendar-day';
import { seededRandom } from '#shared/seeded-random';
import type { Rgb } from './rgb-colour';

/**
 * The spec's daily seed: the sum of the year, the month (1–12) and the day of the month of a local
 * date, so 2026-03-15 gives 2026 + 3 + 15 = 2044. Different dates can share a seed (ADR 007).
 */
export function dailySeed(now: Date): number {
  return now.getFullYear() + now.getMonth() + 1 + now.getDate();
}

/** The same seed read from a day key. */
export function seedOfDay(day: CalendarDay): number {
  const parts = calendarDayParts(day);
  return parts.year + parts.month + parts.day;
}

/**
 * The colour of a seed: three draws of the seeded generator, one per channel, each 0–255. The
 * generator mixes well, so the neighbouring seeds of consecutive days give unrelated colours.
 */
export function colourForSeed(seed: number): Rgb {
  const random = seededRandom(seed);
  const channel = () => Math.floor(random() * 256);
  const red = channel();
  const green = channel();
  const blue = channel();
  return { red, green, blue };
}

/** The colour everyone guesses on `day`. */
export function colourOfDay(day: CalendarDay): Rgb {
  return colourForSeed(seedOfDay(day));
}

/** Milliseconds from `now` until the next local midnight, when the next colour arrives. */
export function msUntilNextColour(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}
