import { addDays, type CalendarDay } from '#shared/calendar-day';
import { gameStatus, MAX_GUESSES, type DailyGame } from './rgb-game';

/** The outcome of one finished daily game. */
export interface DailyResult {
  readonly day: CalendarDay;
  readonly won: boolean;
  /** Guesses used: the winning guess's number, or 10 for a loss. */
  readonly guesses: number;
}

/** Results older than this many games are dropped, so storage stays small after years of play. */
export const RESULTS_LIMIT = 1000;

export interface PlayerStats {
  readonly played: number;
  readonly wins: number;
  /** Whole percent of games won; 0 before any game. */
  readonly winPercent: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Wins by guesses used: index 0 counts wins on the first guess, index 9 on the tenth. */
  readonly distribution: readonly number[];
}

/** The result of a finished game, or null while it is still being played. */
export function resultOf(game: DailyGame): DailyResult | null {
  const status = gameStatus(game);
  if (status === 'playing') return null;
  return { day: game.day, won: status === 'won', guesses: game.guesses.length };
}

/** Adds (or replaces) the result of its day; the list stays in day order and within the limit. */
export function recordResult(results: readonly DailyResult[], result: DailyResult): DailyResult[] {
  const others = results.filter((entry) => entry.day !== result.day);
  return [...others, result]
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .slice(-RESULTS_LIMIT);
}

/** Removes the result of `day` (the debug reset replays a day). */
export function forgetResult(results: readonly DailyResult[], day: CalendarDay): DailyResult[] {
  return results.filter((entry) => entry.day !== day);
}

/**
 * Played, win percentage, streaks and the guess distribution. A streak is a run of won days in a
 * row; the current one ends today, or yesterday while today's game is not finished yet.
 */
export function summariseResults(results: readonly DailyResult[], today: CalendarDay): PlayerStats {
  const byDay = new Map(results.map((result) => [result.day, result]));
  const wins = results.filter((result) => result.won);
  const distribution = Array.from({ length: MAX_GUESSES }, () => 0);
  for (const win of wins) {
    const slot = win.guesses - 1;
    if (slot >= 0 && slot < MAX_GUESSES) distribution[slot] = (distribution[slot] ?? 0) + 1;
  }

  let currentStreak = 0;
  let day = byDay.has(today) ? today : addDays(today, -1);
  while (byDay.get(day)?.won) {
    currentStreak += 1;
    day = addDays(day, -1);
  }

  let bestStreak = 0;
  let run = 0;
  let previous: CalendarDay | null = null;
  for (const result of [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1))) {
    run = result.won ? (previous !== null && addDays(previous, 1) === result.day ? run + 1 : 1) : 0;
    previous = result.won ? result.day : null;
    bestStreak = Math.max(bestStreak, run);
  }

  return {
    played: byDay.size,
    wins: wins.length,
    winPercent: byDay.size === 0 ? 0 : Math.round((wins.length / byDay.size) * 100),
    currentStreak,
    bestStreak,
    distribution,
  };
}
