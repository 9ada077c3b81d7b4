import type { CalendarDay } from '#shared/calendar-day';
import { colourOfDay } from './daily-colour';
import { clampColour, hintsFor, sameColour, type ChannelHints, type Rgb } from './rgb-colour';

/** Guesses a player has each day (spec §9). */
export const MAX_GUESSES = 10;

/** One day's game: which day, and the guesses made so far (clamped, in order). */
export interface DailyGame {
  readonly day: CalendarDay;
  readonly guesses: readonly Rgb[];
}

export type GameStatus = 'playing' | 'won' | 'lost';

/** A guess with its three hints against the day's colour. */
export interface ScoredGuess {
  readonly guess: Rgb;
  readonly hints: ChannelHints;
}

/** A fresh game for `day`. */
export function newDailyGame(day: CalendarDay): DailyGame {
  return { day, guesses: [] };
}

/** Won on an exact guess; lost when the tenth guess misses; playing otherwise. */
export function gameStatus(game: DailyGame): GameStatus {
  const answer = colourOfDay(game.day);
  if (game.guesses.some((guess) => sameColour(guess, answer))) return 'won';
  return game.guesses.length >= MAX_GUESSES ? 'lost' : 'playing';
}

/**
 * Makes a guess with the values as typed: each channel is rounded and clamped first, and the
 * game keeps the values actually used. A finished game is returned unchanged.
 */
export function makeGuess(game: DailyGame, typed: Rgb): DailyGame {
  if (gameStatus(game) !== 'playing') return game;
  return { ...game, guesses: [...game.guesses, clampColour(typed)] };
}

/** Every guess of the game with its hints. */
export function scoreGuesses(game: DailyGame): ScoredGuess[] {
  const answer = colourOfDay(game.day);
  return game.guesses.map((guess) => ({ guess, hints: hintsFor(guess, answer) }));
}

/**
 * Whether a stored game could have been played: at most ten guesses, every channel a whole number
 * from 0 to 255, and nothing after the winning guess. Anything else is corrupt and is discarded.
 */
export function isPlayableGame(game: DailyGame): boolean {
  if (game.guesses.length > MAX_GUESSES) return false;
  const inRange = game.guesses.every((guess) => sameColour(guess, clampColour(guess)));
  const answer = colourOfDay(game.day);
  const win = game.guesses.findIndex((guess) => sameColour(guess, answer));
  return inRange && (win === -1 || win === game.guesses.length - 1);
}

/**
 * The game to show on `today`: the stored one when it is today's, otherwise a fresh game. A new
 * day always starts fresh, even when its seed repeats an earlier day's.
 */
export function gameForDay(stored: DailyGame | null, today: CalendarDay): DailyGame {
  return stored !== null && stored.day === today ? stored : newDailyGame(today);
}
