import { z } from 'zod/mini';
import { readStoredJson, writeStoredJson } from '../../../web/kit/browser-storage';
import { KeptBoardSchema } from './pending-game';
import type { FinishedGame } from './word-weaver.api';

/**
 * A finished game whose score is not saved yet: kept from the moment it ends, so a game that ends
 * offline, or whose tab closes before the save, is scored on the next chance.
 */
export type UnscoredGame = Omit<FinishedGame, 'score'>;

/** localStorage key of the finished games not yet scored and saved, oldest first. */
export const UNSCORED_GAMES_KEY = 'word_weaver_unscored_games';

/** More games than anyone plays in one spell offline; the oldest give way beyond it. */
export const MAX_UNSCORED_GAMES = 20;

const UnscoredGamesSchema = z
  .array(KeptBoardSchema)
  .check(z.maxLength(MAX_UNSCORED_GAMES, 'too many kept games'));

/** A game's identity: its seed and the column each letter fell in (the board follows from them). */
function gameKey(game: UnscoredGame): string {
  return `${game.seed}:${game.columns.join(',')}`;
}

/** Whether two finished games are the same game: one seed, the same letters in the same columns. */
export function isSameGame(a: UnscoredGame, b: UnscoredGame): boolean {
  return gameKey(a) === gameKey(b);
}

/** The kept games, oldest first; a store that does not parse is removed with a console message. */
export function readUnscoredGames(): UnscoredGame[] {
  return readStoredJson(UNSCORED_GAMES_KEY, UnscoredGamesSchema) ?? [];
}

function writeUnscoredGames(games: readonly UnscoredGame[]): void {
  writeStoredJson(
    UNSCORED_GAMES_KEY,
    games.length === 0
      ? null
      : games.map((game) => ({ seed: game.seed, board: game.board, columns: game.columns })),
  );
}

/** Keeps a game to be scored later; the same game kept twice is one. */
export function keepUnscoredGame(game: UnscoredGame): void {
  const kept = readUnscoredGames().filter((other) => !isSameGame(other, game));
  writeUnscoredGames([...kept, game].slice(-MAX_UNSCORED_GAMES));
}

/** Forgets a kept game once it is scored and saved (or kept for login), or refused for good. */
export function forgetUnscoredGame(game: UnscoredGame): void {
  const kept = readUnscoredGames();
  const rest = kept.filter((other) => !isSameGame(other, game));
  if (rest.length !== kept.length) writeUnscoredGames(rest);
}

const held = new Map<string, number>();

/**
 * Marks a game as being scored and saved on this page until the returned function is called, so
 * the scoring of earlier games passes over it instead of running it a second time.
 */
export function holdGame(game: UnscoredGame): () => void {
  const key = gameKey(game);
  held.set(key, (held.get(key) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const count = (held.get(key) ?? 1) - 1;
    if (count === 0) held.delete(key);
    else held.set(key, count);
  };
}

export function isGameHeld(game: UnscoredGame): boolean {
  return held.has(gameKey(game));
}
