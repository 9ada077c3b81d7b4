import { z } from 'zod/mini';
import {
  readStoredJson,
  readStoredValue,
  writeStoredJson,
  writeStoredValue,
} from '#kit/browser-storage';
import { BOARD_SIZE, LETTERS_PER_GAME } from '../core/game';
import {
  forgetGameKeptForLogin,
  gameKeptForLogin,
  keepGameForLogin,
  keepUnscoredGame,
  MAX_UNSCORED_GAMES,
  type KeptBoard,
  type KeptGame,
} from '../core/kept-games';
import { MAX_SEED } from '../core/letters';

/** localStorage key of WordWeaver's kept games: unscored ones, and the one kept for login. */
export const KEPT_GAMES_KEY = 'word_weaver_kept_games';

/** Where games were kept before one store held them all: read once, moved here, removed. */
export const LEGACY_UNSCORED_GAMES_KEY = 'word_weaver_unscored_games';
export const LEGACY_PENDING_GAME_KEY = 'word_weaver_pending_game';

const KeptBoardSchema = z.object({
  seed: z.number().check(z.int(), z.gte(0), z.lte(MAX_SEED)),
  board: z
    .array(z.array(z.string().check(z.regex(/^[A-Z]?$/))).check(z.length(BOARD_SIZE)))
    .check(z.length(BOARD_SIZE)),
  columns: z
    .array(z.number().check(z.int(), z.gte(0), z.lt(BOARD_SIZE)))
    .check(z.maxLength(LETTERS_PER_GAME)),
});

const WriterSchema = z.object({
  userId: z.optional(z.number().check(z.int(), z.positive())),
  username: z.string().check(z.minLength(1)),
});

const ScoreSchema = z.number().check(z.int(), z.gte(0));

const KeptGamesSchema = z
  .array(
    z.extend(KeptBoardSchema, { writer: z.nullable(WriterSchema), score: z.nullable(ScoreSchema) }),
  )
  // The unscored games, and one kept for login.
  .check(z.maxLength(MAX_UNSCORED_GAMES + 1, 'too many kept games'));

/** A game kept before games kept their writer has none: read as played while nobody was signed in. */
const LegacyUnscoredGamesSchema = z
  .array(z.extend(KeptBoardSchema, { writer: z.optional(z.nullable(WriterSchema)) }))
  .check(z.maxLength(MAX_UNSCORED_GAMES, 'too many kept games'));

const LegacyPendingGameSchema = z.extend(KeptBoardSchema, { score: ScoreSchema });

function writeKeptGames(games: readonly KeptGame[]): boolean {
  return writeStoredJson(
    KEPT_GAMES_KEY,
    games.length === 0
      ? null
      : games.map(({ seed, board, columns, writer, score }) => ({
          seed,
          board,
          columns,
          writer,
          score,
        })),
  );
}

/**
 * Moves games kept under the legacy keys into `games` and the store, then removes those keys, so
 * this happens once. Legacy data that cannot be read is discarded with a console message.
 */
function moveLegacyGames(games: KeptGame[]): KeptGame[] {
  let moved = games;
  const unscored = readStoredJson(LEGACY_UNSCORED_GAMES_KEY, LegacyUnscoredGamesSchema) ?? [];
  for (const game of unscored)
    moved = keepUnscoredGame(moved, { ...game, writer: game.writer ?? null });
  const pending = readStoredJson(LEGACY_PENDING_GAME_KEY, LegacyPendingGameSchema);
  if (pending !== null && gameKeptForLogin(moved) === null)
    moved = keepGameForLogin(moved, pending);
  // Kept under the old keys until the new store has them: a full storage loses nothing.
  if (writeKeptGames(moved)) {
    writeStoredValue(LEGACY_UNSCORED_GAMES_KEY, null);
    writeStoredValue(LEGACY_PENDING_GAME_KEY, null);
  }
  return moved;
}

/**
 * Every kept game; a store that does not parse is removed with a console message. Games kept under
 * the legacy keys are moved in on the first read.
 */
export function readKeptGames(): KeptGame[] {
  const games = readStoredJson(KEPT_GAMES_KEY, KeptGamesSchema) ?? [];
  const hasLegacy =
    readStoredValue(LEGACY_UNSCORED_GAMES_KEY) !== null ||
    readStoredValue(LEGACY_PENDING_GAME_KEY) !== null;
  return hasLegacy ? moveLegacyGames(games) : games;
}

/** Changes the kept games as read now (another tab may have changed them); the games stored. */
export function updateKeptGames(
  change: (games: readonly KeptGame[]) => readonly KeptGame[],
): KeptGame[] {
  const games = [...change(readKeptGames())];
  writeKeptGames(games);
  return games;
}

/** The game kept for whoever logs in next, or null. */
export function readGameKeptForLogin(): (KeptBoard & { readonly score: number }) | null {
  return gameKeptForLogin(readKeptGames());
}

/** Forgets the game kept for login: saved, refused for good, or discarded by the player. */
export function forgetStoredGameKeptForLogin(): void {
  updateKeptGames(forgetGameKeptForLogin);
}
