import { z } from 'zod/mini';
import { readStoredJson, writeStoredJson } from '#kit/browser-storage';
import {
  EMPTY_RECORDS,
  HISTORY_LIMIT,
  type HighScores,
  type PlayerRecords,
  type ScoreEntry,
} from '../core/player-records';
import { ITEMS_PER_GAME, type TimelineDeck } from '../core/timeline-decks';
import { MAX_SEED, type SavedGame } from '../core/timeline-game';
import { TimelineItemSchema } from '../shared/timeline-item.schemas';

/**
 * Browser storage of one deck (the spec leaves key names open). Each deck keeps its own three
 * keys, prefixed with its id:
 * - `<deck>.history`: the score history, newest last (at most 50);
 * - `<deck>.high-scores`: the best completed game per mode;
 * - `<deck>.saved-game`: the game in progress, saved after every answer.
 * Everything is read through a schema: anything unreadable is removed with a console message.
 */
export function storageKeys(deck: TimelineDeck) {
  return {
    history: `${deck.id}.history`,
    highScores: `${deck.id}.high-scores`,
    savedGame: `${deck.id}.saved-game`,
  } as const;
}

/** Bumped when the saved game's shape changes, so that older saves are discarded, not misread. */
const SAVED_GAME_VERSION = 1;

const ModeSchema = z.enum(['timeline', 'guess']);
const Count = z.int().check(z.gte(0), z.lte(ITEMS_PER_GAME));
const Percent = z.int().check(z.gte(0), z.lte(100));

const ScoreEntrySchema = z.object({
  score: Count,
  mode: ModeSchema,
  accuracy: Percent,
  date: z.string(),
  timestamp: z.number(),
});

const HistorySchema = z.array(ScoreEntrySchema);

const HighScoreSchema = z.object({ score: Count, date: z.string(), accuracy: Percent });

const HighScoresSchema = z.object({
  timeline: z.nullable(HighScoreSchema),
  guess: z.nullable(HighScoreSchema),
});

const PlayItemSchema = z.extend(TimelineItemSchema, {
  key: z.string().check(z.minLength(1), z.maxLength(40)),
  isCorrect: z.optional(z.boolean()),
  isMoving: z.optional(z.boolean()),
});

const Items = z.array(PlayItemSchema).check(z.maxLength(ITEMS_PER_GAME));

const SavedGameSchema = z
  .object({
    version: z.literal(SAVED_GAME_VERSION),
    gameMode: ModeSchema,
    gameItems: Items,
    remainingItems: Items,
    currentItem: z.nullable(PlayItemSchema),
    placedItems: Items,
    score: Count,
    total: Count,
    gameComplete: z.literal(false),
    yearGuess: z.int(),
    completedGuesses: Count,
    guessHistory: z
      .array(z.object({ item: PlayItemSchema, userGuess: z.int(), correct: z.boolean() }))
      .check(z.maxLength(ITEMS_PER_GAME)),
    showingResult: z.literal(false),
    seed: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(MAX_SEED)))),
    answers: z.optional(z.array(z.int()).check(z.maxLength(ITEMS_PER_GAME))),
  })
  .check(
    z.refine(
      (game) =>
        game.score <= game.total &&
        (game.gameMode === 'timeline'
          ? game.placedItems.length === game.total
          : game.guessHistory.length === game.total && game.completedGuesses === game.total) &&
        game.total + game.remainingItems.length + (game.currentItem ? 1 : 0) ===
          game.gameItems.length,
      'the saved counts do not add up',
    ),
  );

/** History and high scores of a deck; each part falls back to empty on its own. */
export function loadRecords(deck: TimelineDeck): PlayerRecords {
  const keys = storageKeys(deck);
  const history: readonly ScoreEntry[] = readStoredJson(keys.history, HistorySchema) ?? [];
  const highScores: HighScores =
    readStoredJson(keys.highScores, HighScoresSchema) ?? EMPTY_RECORDS.highScores;
  return { history: history.slice(-HISTORY_LIMIT), highScores };
}

export function saveRecords(deck: TimelineDeck, records: PlayerRecords): void {
  const keys = storageKeys(deck);
  writeStoredJson(keys.history, records.history);
  writeStoredJson(keys.highScores, records.highScores);
}

export function loadSavedGame(deck: TimelineDeck): SavedGame | null {
  // The version tag rides along unused: resuming copies only the game's own fields.
  return readStoredJson(storageKeys(deck).savedGame, SavedGameSchema);
}

/** Stores the game in progress, or removes it (null). */
export function writeSavedGame(deck: TimelineDeck, game: SavedGame | null): void {
  writeStoredJson(
    storageKeys(deck).savedGame,
    game === null ? null : { version: SAVED_GAME_VERSION, ...game },
  );
}
