import { z } from 'zod/mini';
import { readStoredJson, writeStoredJson } from '../../../web/kit/browser-storage';
import { isWriter, type Writer } from '../../../web/outbox-store';
import type { Session } from '../../../web/session';
import { KeptBoardSchema } from './pending-game';
import type { FinishedGame } from './word-weaver.api';

/** A finished game's seed, board and moves, without its score. */
export type KeptBoard = Omit<FinishedGame, 'score'>;

/**
 * A finished game whose score is not saved yet: kept from the moment it ends, so a game that ends
 * offline, or whose tab closes before the save, is scored on the next chance. `writer` is who was
 * signed in when it ended: it is saved only with that user's session, and shown to nobody else.
 * Null for a game played while nobody was signed in: it is offered to whoever logs in next, and
 * saved only if they choose to.
 */
export interface UnscoredGame extends KeptBoard {
  readonly writer: Writer | null;
}

/** localStorage key of the finished games not yet scored and saved, oldest first. */
export const UNSCORED_GAMES_KEY = 'word_weaver_unscored_games';

/** More games than anyone plays in one spell offline; the oldest give way beyond it. */
export const MAX_UNSCORED_GAMES = 20;

const WriterSchema = z.object({
  userId: z.optional(z.number().check(z.int(), z.positive())),
  username: z.string().check(z.minLength(1)),
});

/**
 * A game kept before games kept their writer has no `writer`: it is read as played while nobody
 * was signed in, so it is only ever saved on someone's explicit choice.
 */
const UnscoredGamesSchema = z
  .array(z.extend(KeptBoardSchema, { writer: z.optional(z.nullable(WriterSchema)) }))
  .check(z.maxLength(MAX_UNSCORED_GAMES, 'too many kept games'));

/** Who a game played now belongs to: the signed-in user, or nobody. */
export function writerOf(session: Session | null): Writer | null {
  if (session === null) return null;
  return session.userId === undefined
    ? { username: session.username }
    : { userId: session.userId, username: session.username };
}

function writerKey(writer: Writer | null | undefined): string {
  if (writer == null) return '';
  return writer.userId === undefined
    ? `name:${writer.username.trim().toLowerCase()}`
    : `id:${writer.userId}`;
}

/**
 * A game's identity: its writer, its seed and the column each letter fell in (the board follows
 * from them). A board without a writer is nobody's, as a game played while nobody was signed in.
 */
function gameKey(game: KeptBoard & { readonly writer?: Writer | null }): string {
  return `${writerKey(game.writer)}|${game.seed}:${game.columns.join(',')}`;
}

/** Whether two finished games are the same game: one writer and seed, the same letters in the same columns. */
export function isSameGame(
  a: KeptBoard & { readonly writer?: Writer | null },
  b: KeptBoard & { readonly writer?: Writer | null },
): boolean {
  return gameKey(a) === gameKey(b);
}

/**
 * Whether the game may be scored, saved and shown while `session` is signed in: a game with a
 * writer to that writer only, a game played while nobody was signed in to anyone (it is saved
 * only on an explicit choice).
 */
export function isGameVisibleTo(game: UnscoredGame, session: Session | null): boolean {
  return game.writer === null || isWriter(game.writer, session);
}

/** Every kept game, oldest first; a store that does not parse is removed with a console message. */
export function readUnscoredGames(): UnscoredGame[] {
  const games = readStoredJson(UNSCORED_GAMES_KEY, UnscoredGamesSchema) ?? [];
  return games.map((game) => ({ ...game, writer: game.writer ?? null }));
}

/** The kept games `session` may score, save and see, oldest first: other writers' games wait. */
export function readUnscoredGamesFor(session: Session | null): UnscoredGame[] {
  return readUnscoredGames().filter((game) => isGameVisibleTo(game, session));
}

function writeUnscoredGames(games: readonly UnscoredGame[]): void {
  writeStoredJson(
    UNSCORED_GAMES_KEY,
    games.length === 0
      ? null
      : games.map((game) => ({
          seed: game.seed,
          board: game.board,
          columns: game.columns,
          writer: game.writer,
        })),
  );
}

/**
 * Keeps a game to be scored later; the same game kept twice is one. Beyond the bound the oldest
 * give way, whoever wrote them.
 */
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
export function holdGame(game: KeptBoard & { readonly writer?: Writer | null }): () => void {
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

export function isGameHeld(game: KeptBoard & { readonly writer?: Writer | null }): boolean {
  return held.has(gameKey(game));
}
