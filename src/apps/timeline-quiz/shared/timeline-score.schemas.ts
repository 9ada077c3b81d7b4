import { z } from 'zod/mini';
import { ITEMS_PER_GAME } from '../core/timeline-decks';
import { MAX_SEED } from '../core/timeline-game';

/** The two modes a timeline score is kept and listed under. */
export const TimelineScoreModeSchema = z.enum(['timeline', 'guess']);

/**
 * The `metadata` of a timeline quiz's `POST /api/games/scores`: what the server replays the game
 * from (the edition of the deck's cards, the seed they were dealt from, every answer) and, as the
 * original client sends them, the accuracy and the number of cards, which must agree with the
 * replay when present.
 */
export const TimelineScoreMetadataSchema = z.object({
  /** `deckEdition` of the cards the game was dealt from. */
  edition: z.string().check(z.regex(/^[0-9a-f]{8}$/)),
  seed: z.int().check(z.gte(0), z.lte(MAX_SEED)),
  /** The timeline index each card was dropped at, or each year guessed, in order. */
  answers: z.array(z.int()).check(z.maxLength(ITEMS_PER_GAME)),
  /** Percent, as the game showed it. */
  accuracy: z.optional(z.int().check(z.gte(0), z.lte(100))),
  totalItems: z.optional(z.int().check(z.gte(0), z.lte(ITEMS_PER_GAME))),
});

export type TimelineScoreMetadata = z.infer<typeof TimelineScoreMetadataSchema>;
