import type { Rgb } from './rgb-colour';

/** A local calendar day as `YYYY-MM-DD`: the key of a daily game. */
export type DayKey = string;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local calendar day of `now`. */
export function localDay(now: Date): DayKey {
  return formatDay(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

function formatDay(year: number, month: number, day: number): DayKey {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dayParts(day: DayKey): { year: number; month: number; day: number } {
  const match = DAY_KEY.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Whether `text` is a real calendar day written as `YYYY-MM-DD` (so 2026-02-30 is not). */
export function isDayKey(text: string): boolean {
  if (!DAY_KEY.test(text)) return false;
  const { year, month, day } = dayParts(text);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The day `count` days after `day` (before, when negative); pure calendar arithmetic. */
export function addDays(day: DayKey, count: number): DayKey {
  const parts = dayParts(day);
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + count));
  return formatDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * The spec's daily seed: the sum of the year, the month (1–12) and the day of the month of a local
 * date, so 2026-03-15 gives 2026 + 3 + 15 = 2044. Different dates can share a seed (ADR 007).
 */
export function dailySeed(now: Date): number {
  return now.getFullYear() + now.getMonth() + 1 + now.getDate();
}

/** The same seed read from a day key. */
export function seedOfDay(day: DayKey): number {
  const parts = dayParts(day);
  return parts.year + parts.month + parts.day;
}

/**
 * A seeded stream of numbers in [0, 1) (mulberry32): small, fast and well mixed, so neighbouring
 * seeds such as those of consecutive days give unrelated colours.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The colour of a seed: three draws of the seeded generator, one per channel, each 0–255. */
export function colourForSeed(seed: number): Rgb {
  const random = seededRandom(seed);
  const channel = () => Math.floor(random() * 256);
  const red = channel();
  const green = channel();
  const blue = channel();
  return { red, green, blue };
}

/** The colour everyone guesses on `day`. */
export function colourOfDay(day: DayKey): Rgb {
  return colourForSeed(seedOfDay(day));
}

/** Milliseconds from `now` until the next local midnight, when the next colour arrives. */
export function msUntilNextColour(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}

/** A duration as HH:MM:SS, partial seconds rounded up so that it never shows 00:00:00 early. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
