import { z } from 'zod/mini';
import { isCalendarDay } from '#shared/calendar-day';
import { readStoredJson, writeStoredJson } from '#kit/browser-storage';
import { isPlayableGame, MAX_GUESSES, type DailyGame } from '../core/rgb-game';
import { RESULTS_LIMIT, type DailyResult } from '../core/rgb-stats';
import { RgbSchema } from '../shared/rgb-guesser.schemas';

/**
 * Browser storage of the RGB guesser (a signed-in player's finished games are also sent to the
 * family's scores, see rgb-guesser.api.ts):
 * - `rgb-guesser.daily-game`: the latest day's game (its day and guesses); another day's is ignored;
 * - `rgb-guesser.results`: one result per finished day, for the stats.
 * Everything is read through a schema: anything unreadable is removed with a console message.
 */
export const STORAGE_KEYS = {
  dailyGame: 'rgb-guesser.daily-game',
  results: 'rgb-guesser.results',
} as const;

/** Whether a change made in another tab (a `storage` event's key; null when storage was cleared) touches the guesser's game or results. */
export function touchesGuesserStorage(key: string | null): boolean {
  return key === null || Object.values<string>(STORAGE_KEYS).includes(key);
}

/** Bumped when the stored game's shape changes, so that older saves are discarded, not misread. */
const DAILY_GAME_VERSION = 1;

const Day = z.string().check(z.refine(isCalendarDay, 'not a calendar day'));

const DailyGameSchema = z
  .object({
    version: z.literal(DAILY_GAME_VERSION),
    day: Day,
    guesses: z.array(RgbSchema).check(z.maxLength(MAX_GUESSES)),
  })
  .check(z.refine(isPlayableGame, 'guesses after the winning one'));

const ResultsSchema = z
  .array(
    z.object({
      day: Day,
      won: z.boolean(),
      guesses: z.int().check(z.gte(1), z.lte(MAX_GUESSES)),
    }),
  )
  .check(
    z.refine(
      (results) => new Set(results.map((result) => result.day)).size === results.length,
      'two results for one day',
    ),
    z.refine(
      (results) => results.every((result) => result.won || result.guesses === MAX_GUESSES),
      'a loss before the last guess',
    ),
  );

/** The stored game (of whichever day it was), or null when there is none or it was unreadable. */
export function loadDailyGame(): DailyGame | null {
  const stored = readStoredJson(STORAGE_KEYS.dailyGame, DailyGameSchema);
  return stored === null ? null : { day: stored.day, guesses: stored.guesses };
}

/** Stores the day's game, or removes it (null). */
export function saveDailyGame(game: DailyGame | null): void {
  writeStoredJson(
    STORAGE_KEYS.dailyGame,
    game === null ? null : { version: DAILY_GAME_VERSION, day: game.day, guesses: game.guesses },
  );
}

/** The finished days, oldest first; empty when none or unreadable. */
export function loadResults(): DailyResult[] {
  const results = readStoredJson(STORAGE_KEYS.results, ResultsSchema) ?? [];
  return [...results].sort((a, b) => (a.day < b.day ? -1 : 1)).slice(-RESULTS_LIMIT);
}

export function saveResults(results: readonly DailyResult[]): void {
  writeStoredJson(STORAGE_KEYS.results, results);
}
