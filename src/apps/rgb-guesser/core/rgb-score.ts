import { addDays, isCalendarDay, utcCalendarDay, type CalendarDay } from '#shared/calendar-day';
import { seedOfDay } from './daily-colour';
import { sameColour, clampColour, type Rgb } from './rgb-colour';
import { gameStatus, makeGuess, MAX_GUESSES, newDailyGame } from './rgb-game';
import { resultOf, type DailyResult } from './rgb-stats';

/** The colour follows the player's local day: the clocks of the earliest and latest time zones. */
const EARLIEST_ZONE_MS = -12 * 60 * 60 * 1000;
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;

/**
 * The family's points for a finished day: a win on the first guess scores 10, on the tenth 1; a
 * loss scores 0. Higher is better, so the family's best are listed first.
 */
export function scoreOfResult(result: DailyResult): number {
  return result.won ? MAX_GUESSES + 1 - result.guesses : 0;
}

/**
 * A kept score as the share text writes a result: `3/10` for a win on the third guess, `X/10` for
 * a loss (score 0).
 */
export function scoreAsGuesses(score: number): string {
  const won = Number.isInteger(score) && score >= 1 && score <= MAX_GUESSES;
  return `${won ? MAX_GUESSES + 1 - score : 'X'}/${MAX_GUESSES}`;
}

/**
 * The days whose scores may be saved at `now`: a day that is today or yesterday somewhere on Earth
 * (UTC−12 to UTC+14), since the day's colour follows the player's own clock, which the server does
 * not know. A game finished just before midnight, or sent when the connection returns, still counts.
 */
export function daysOpenForScores(now: Date): CalendarDay[] {
  const first = addDays(utcCalendarDay(new Date(now.getTime() + EARLIEST_ZONE_MS)), -1);
  const last = utcCalendarDay(new Date(now.getTime() + LATEST_ZONE_MS));
  const days: CalendarDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A finished day's game as replayed: its score, and what is kept beside it. */
export interface ReplayedDay {
  readonly kind: 'replayed';
  readonly day: CalendarDay;
  readonly score: number;
  readonly won: boolean;
  /** Guesses used: the winning guess's number, or 10 for a loss. */
  readonly guesses: number;
  /** The spec's seed of the day (shared by a few days a year, which then share the colour). */
  readonly seed: number;
}

/** Why a day's game cannot be scored, in words for the player. */
export interface RefusedDay {
  readonly kind: 'refused';
  readonly message: string;
}

export const REFUSALS = {
  day: 'The day played must be a date written YYYY-MM-DD.',
  closed: "Scores are saved for today's colour only (or yesterday's).",
  colour: 'Each guess must be a colour whose red, green and blue are whole numbers from 0 to 255.',
  afterWin: 'The guesses go on after the colour was found, which the game does not allow.',
  unfinished: `The game is not finished: it ends on the right colour or after ${MAX_GUESSES} guesses.`,
} as const;

/**
 * Replays a day's guesses with the game's own rules and scores the finished game. `dayPlayed` is
 * the day as the game keys it, `YYYY-MM-DD` (surrounding spaces ignored). Refused: a day that is
 * not a date or not open for scores at `now`, a guess that is not a colour the game keeps (whole
 * channels 0–255), guesses after the win, and a game that has not ended.
 */
export function replayDay(
  dayPlayed: string,
  guesses: readonly Rgb[],
  now: Date,
): ReplayedDay | RefusedDay {
  const day = dayPlayed.trim();
  if (!isCalendarDay(day)) return { kind: 'refused', message: REFUSALS.day };
  if (!daysOpenForScores(now).includes(day)) return { kind: 'refused', message: REFUSALS.closed };
  if (!guesses.every((guess) => sameColour(guess, clampColour(guess)))) {
    return { kind: 'refused', message: REFUSALS.colour };
  }
  let game = newDailyGame(day);
  for (const guess of guesses) {
    if (gameStatus(game) !== 'playing') return { kind: 'refused', message: REFUSALS.afterWin };
    game = makeGuess(game, guess);
  }
  const result = resultOf(game);
  if (result === null) return { kind: 'refused', message: REFUSALS.unfinished };
  return {
    kind: 'replayed',
    day,
    score: scoreOfResult(result),
    won: result.won,
    guesses: result.guesses,
    seed: seedOfDay(day),
  };
}
