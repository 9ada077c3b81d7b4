import { isWriter, writerKey, type Writer } from '#shared/writer';
import type { Board } from './game';

/** A finished game's seed, final board and the column each letter fell in. */
export interface KeptBoard {
  readonly seed: number;
  readonly board: Board;
  readonly columns: readonly number[];
}

/**
 * A finished game the browser keeps. Unscored (`score` null) from the moment it ends until the
 * server has scored and saved it, or refused it for good: `writer` is who was signed in when it
 * ended, the only user it is saved as and shown to; null for a game played while nobody was signed
 * in. Scored (`score` set, no writer): a game played while nobody was signed in, kept for whoever
 * logs in next, who saves it only by choice. One such game is kept at a time.
 */
export interface KeptGame extends KeptBoard {
  readonly writer: Writer | null;
  readonly score: number | null;
}

/** A finished game not scored yet, as the finish sequence carries it. */
export interface UnscoredGame extends KeptBoard {
  readonly writer: Writer | null;
}

/** More unscored games than anyone plays in one spell offline; the oldest give way beyond it. */
export const MAX_UNSCORED_GAMES = 20;

/** The writer of a game finished now: whoever is signed in (ID and name only), or nobody. */
export function writerOf(signedIn: Writer | null): Writer | null {
  if (signedIn === null) return null;
  return signedIn.userId === undefined
    ? { username: signedIn.username }
    : { userId: signedIn.userId, username: signedIn.username };
}

/**
 * A game's identity: its writer, its seed and the column each letter fell in (the board follows
 * from them).
 */
export function gameKey(game: UnscoredGame): string {
  return `${writerKey(game.writer)}|${game.seed}:${game.columns.join(',')}`;
}

/** Whether two finished games are one: one writer and seed, the same letters in the same columns. */
export function isSameGame(a: UnscoredGame, b: UnscoredGame): boolean {
  return gameKey(a) === gameKey(b);
}

/**
 * Whether the game may be scored, saved and shown while `signedIn` is signed in: a game with a
 * writer to that writer only, a game played while nobody was signed in to anyone (it is saved
 * only on an explicit choice).
 */
export function isGameVisibleTo(game: UnscoredGame, signedIn: Writer | null): boolean {
  return game.writer === null || isWriter(game.writer, signedIn);
}

function isUnscored(game: KeptGame): boolean {
  return game.score === null;
}

function unscoredCopy(game: UnscoredGame): KeptGame {
  return {
    seed: game.seed,
    board: game.board,
    columns: game.columns,
    writer: game.writer,
    score: null,
  };
}

/** The unscored games `signedIn` may score, save and see, oldest first: other writers' games wait. */
export function gamesToScore(kept: readonly KeptGame[], signedIn: Writer | null): UnscoredGame[] {
  return kept.filter((game) => isUnscored(game) && isGameVisibleTo(game, signedIn));
}

/**
 * Keeps a game to be scored later; the same game kept twice is one. Beyond the bound the oldest
 * unscored games give way, whoever wrote them.
 */
export function keepUnscoredGame(kept: readonly KeptGame[], game: UnscoredGame): KeptGame[] {
  const others = kept.filter((other) => !isUnscored(other) || !isSameGame(other, game));
  const unscored = [...others.filter(isUnscored), unscoredCopy(game)].slice(-MAX_UNSCORED_GAMES);
  return [...unscored, ...others.filter((other) => !isUnscored(other))];
}

/** Forgets an unscored game once it is scored and saved, or refused for good. */
export function forgetUnscoredGame(kept: readonly KeptGame[], game: UnscoredGame): KeptGame[] {
  return kept.filter((other) => !isUnscored(other) || !isSameGame(other, game));
}

/**
 * Keeps a scored game for whoever logs in next, in place of any kept for login before, and
 * forgets its unscored copy.
 */
export function keepGameForLogin(
  kept: readonly KeptGame[],
  game: KeptBoard & { readonly score: number },
): KeptGame[] {
  const unscored = forgetUnscoredGame(kept, { ...game, writer: null }).filter(isUnscored);
  const forLogin: KeptGame = {
    seed: game.seed,
    board: game.board,
    columns: game.columns,
    writer: null,
    score: game.score,
  };
  return [...unscored, forLogin];
}

/** The game kept for whoever logs in next, or null. */
export function gameKeptForLogin(
  kept: readonly KeptGame[],
): (KeptBoard & { readonly score: number }) | null {
  const game = kept.find((other) => other.score !== null);
  return game?.score == null ? null : { ...game, score: game.score };
}

/** Forgets the game kept for login (saved, refused or discarded). */
export function forgetGameKeptForLogin(kept: readonly KeptGame[]): KeptGame[] {
  return kept.filter(isUnscored);
}
