import { saveFamilyScore } from '#kit/use-family-scores';
import { type OutboxKind, postThroughOutbox } from '#kit/outbox';
import { getSession } from '#kit/session';
import type { TimelineDeck } from '../core/timeline-decks';
import type { TimelineGame } from '../core/timeline-game';
import { deckEdition } from '../core/timeline-replay';
import type { TimelineItem } from '../shared/timeline-item.schemas';
import type { TimelineScoreMetadata } from '../shared/timeline-score.schemas';

/** The family scores API, as the original client calls it. */
export const FAMILY_SCORES_PATH = '/api/games/scores';

/** A finished game waiting in the outbox for its connection (and its player's session). */
export const TIMELINE_SCORE_OUTBOX: OutboxKind = {
  id: 'timeline-score',
  one: 'timeline quiz score',
  many: 'timeline quiz scores',
};

/** A timeline quiz's `POST /api/games/scores` body: the deck's id as `game`, and the moves. */
export interface TimelineScoreClaim {
  readonly game: TimelineDeck['id'];
  readonly mode: TimelineGame['mode'];
  readonly score: number;
  readonly metadata: TimelineScoreMetadata;
}

/**
 * What a completed game sends so the server can check it: the edition of the cards, the seed they
 * were dealt from and every answer, with the score and accuracy the page showed. Null for a game
 * that is not complete, or whose deal cannot be repeated (one resumed from a save without it).
 */
export function timelineScoreClaim(
  deck: TimelineDeck,
  items: readonly TimelineItem[],
  game: TimelineGame,
): TimelineScoreClaim | null {
  if (game.phase !== 'complete' || game.completed === null || game.seed === null) return null;
  return {
    game: deck.id,
    mode: game.mode,
    score: game.completed.score,
    metadata: {
      edition: deckEdition(items),
      seed: game.seed,
      answers: [...game.answers],
      accuracy: game.completed.accuracy,
      totalItems: game.gameItems.length,
    },
  };
}

/**
 * Sends a completed game as the signed-in player's family score; signed out, nothing is sent.
 * Without a connection it waits in the outbox and is sent when the connection returns, as the
 * player who played it only. Resolves true once the server has kept it; failures are only logged
 * (spec §8), a refused game included.
 */
export async function sendTimelineScore(claim: TimelineScoreClaim): Promise<boolean> {
  if (getSession() === null) return false;
  try {
    // The outbox's retries carry its Idempotency-Key; the server keeps one game once anyway.
    const kept = await postThroughOutbox(TIMELINE_SCORE_OUTBOX, FAMILY_SCORES_PATH, claim, () =>
      saveFamilyScore(claim),
    );
    return kept !== null;
  } catch (error) {
    console.error('Timeline quiz: the family score was not saved', error);
    return false;
  }
}
