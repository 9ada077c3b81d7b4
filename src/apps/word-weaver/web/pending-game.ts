import { z } from 'zod/mini';
import { readStoredValue, writeStoredValue } from '../../../web/browser-storage';
import { BOARD_SIZE, LETTERS_PER_GAME } from '../core/game';
import { MAX_SEED } from '../core/letters';
import type { FinishedGame } from './word-weaver.api';

/** localStorage key of an anonymous player's finished game, kept until they log in and save it. */
export const PENDING_GAME_KEY = 'word_weaver_pending_game';

const PendingGameSchema = z.object({
  seed: z.number().check(z.int(), z.gte(0), z.lte(MAX_SEED)),
  board: z
    .array(z.array(z.string().check(z.regex(/^[A-Z]?$/))).check(z.length(BOARD_SIZE)))
    .check(z.length(BOARD_SIZE)),
  columns: z
    .array(z.number().check(z.int(), z.gte(0), z.lt(BOARD_SIZE)))
    .check(z.maxLength(LETTERS_PER_GAME)),
  score: z.number().check(z.int(), z.gte(0)),
});

/** The kept game, or null when there is none or what is stored does not parse. */
export function readPendingGame(): FinishedGame | null {
  const raw = readStoredValue(PENDING_GAME_KEY);
  if (raw === null) return null;
  try {
    const parsed = PendingGameSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writePendingGame(game: FinishedGame | null): void {
  writeStoredValue(
    PENDING_GAME_KEY,
    game === null
      ? null
      : JSON.stringify({
          seed: game.seed,
          board: game.board,
          columns: game.columns,
          score: game.score,
        }),
  );
}
