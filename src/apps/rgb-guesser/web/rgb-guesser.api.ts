import { apiRequest } from '#kit/api-client';
import { postThroughOutbox, type OutboxKind } from '#kit/outbox';
import { getSession } from '#kit/session';
import type { DailyGame } from '../core/rgb-game';
import { scoreOfResult } from '../core/rgb-score';
import { resultOf } from '../core/rgb-stats';
import { RGB_GUESSER_GAME, type RgbScoreMetadata } from '../shared/rgb-guesser.schemas';

/** The family's scores API. */
export const SCORES_PATH = '/api/games/scores';

/** A finished day waiting in the outbox, as the logout's question names it. */
export const RGB_SCORE_OUTBOX: OutboxKind = {
  id: 'rgb-guesser-score',
  one: 'RGB Guesser score',
  many: 'RGB Guesser scores',
};

/** What `POST /api/games/scores` takes for a finished day: the day as mode, the guesses to replay. */
export interface RgbScoreClaim {
  readonly game: typeof RGB_GUESSER_GAME;
  readonly mode: string;
  readonly score: number;
  readonly metadata: RgbScoreMetadata;
}

/** The claim for a finished game, or null while it is still being played. */
export function scoreClaimOf(game: DailyGame): RgbScoreClaim | null {
  const result = resultOf(game);
  if (result === null) return null;
  return {
    game: RGB_GUESSER_GAME,
    mode: game.day,
    score: scoreOfResult(result),
    metadata: { guesses: game.guesses.map(({ red, green, blue }) => ({ red, green, blue })) },
  };
}

/**
 * Sends a finished day's score to the family's scores as the signed-in player; signed out, nothing
 * is sent. Without a connection it waits in the outbox, sent when the connection returns and only
 * with the same player's session. Resolves to whether it was stored now ('saved'), is waiting
 * ('queued'), or was not sent; failures are only logged (spec §8).
 */
export async function sendDailyScore(game: DailyGame): Promise<'saved' | 'queued' | 'not sent'> {
  const claim = scoreClaimOf(game);
  if (claim === null || getSession() === null) return 'not sent';
  try {
    const saved = await postThroughOutbox(RGB_SCORE_OUTBOX, SCORES_PATH, claim, (headers) =>
      apiRequest('POST', SCORES_PATH, { body: claim, headers }),
    );
    return saved === null ? 'queued' : 'saved';
  } catch (error) {
    console.error("The RGB guesser's score was not saved", error);
    return 'not sent';
  }
}
