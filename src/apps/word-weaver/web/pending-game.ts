import { z } from 'zod/mini';
import { readStoredJson, writeStoredJson } from '../../../web/kit/browser-storage';
import { BOARD_SIZE, LETTERS_PER_GAME } from '../core/game';
import { MAX_SEED } from '../core/letters';
import type { FinishedGame } from './word-weaver.api';

/** localStorage key of an anonymous player's finished game, kept until they log in and save it. */
export const PENDING_GAME_KEY = 'word_weaver_pending_game';

/** A finished game as the browser keeps it: its seed, its final board and the column of each letter. */
export const KeptBoardSchema = z.object({
  seed: z.number().check(z.int(), z.gte(0), z.lte(MAX_SEED)),
  board: z
    .array(z.array(z.string().check(z.regex(/^[A-Z]?$/))).check(z.length(BOARD_SIZE)))
    .check(z.length(BOARD_SIZE)),
  columns: z
    .array(z.number().check(z.int(), z.gte(0), z.lt(BOARD_SIZE)))
    .check(z.maxLength(LETTERS_PER_GAME)),
});

const PendingGameSchema = z.extend(KeptBoardSchema, {
  score: z.number().check(z.int(), z.gte(0)),
});

/** The kept game, or null; a kept game that does not parse is removed, so it is not read again. */
export function readPendingGame(): FinishedGame | null {
  return readStoredJson(PENDING_GAME_KEY, PendingGameSchema);
}

export function writePendingGame(game: FinishedGame | null): void {
  writeStoredJson(
    PENDING_GAME_KEY,
    game && { seed: game.seed, board: game.board, columns: game.columns, score: game.score },
  );
}
