import { createHash } from 'node:crypto';
import type { z } from 'zod/mini';
import type { ScoredGame, ScoreVerdict } from '#server-kit/scored-game';
import {
  CONFLICTS_DECK,
  INNOVATIONS_DECK,
  ITEMS_PER_GAME,
  PEOPLE_DECK,
  type TimelineDeck,
} from '../core/timeline-decks';
import { deckEdition, replayTimelineGame } from '../core/timeline-replay';
import { CONFLICTS } from '../data/conflicts';
import { INNOVATIONS } from '../data/innovations';
import { PEOPLE } from '../data/people';
import {
  TimelineScoreMetadataSchema,
  TimelineScoreModeSchema,
} from '../shared/timeline-score.schemas';
import type { TimelineItem } from '../shared/timeline-item.schemas';

/** The refusal of a claim that carries no moves, as the original client's `{accuracy, totalItems}`. */
export const MOVES_MISSING_MESSAGE =
  "A timeline quiz score cannot be checked without the game's moves (the seed its cards were dealt from and every answer), so it was not kept.";

function refused(message: string): ScoreVerdict {
  return { kind: 'refused', message };
}

/** Where a metadata problem is, in words: `answers.3: Invalid input`. */
function firstProblem(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unreadable';
  return issue.path.length === 0 ? issue.message : `${issue.path.join('.')}: ${issue.message}`;
}

/**
 * One deck's part in the family scores: `game` is the deck's id, as the original client names it.
 * A claim is kept only when replaying its seed and answers with the page's own rules completes the
 * game; the score, accuracy and card count are the replay's.
 */
export function scoredTimelineGame(deck: TimelineDeck, items: readonly TimelineItem[]): ScoredGame {
  const edition = deckEdition(items);
  return {
    game: deck.id,
    title: deck.title,
    path: `/quizzes/${deck.id}`,
    formatScore: (score) => `${score} / ${ITEMS_PER_GAME}`,
    description:
      `${deck.title}, mode "timeline" or "guess". metadata: {edition, seed, answers} — the edition ` +
      'of the cards, the seed they were dealt from and every answer (the timeline index each card ' +
      'was dropped at, or each year guessed); accuracy and totalItems may come too and must agree. ' +
      'The server deals the cards again and replays the answers with the game’s rules; a claim ' +
      'without moves cannot be checked and is refused.',
    verify(claim) {
      const mode = TimelineScoreModeSchema.safeParse(claim.mode.trim().toLowerCase());
      if (!mode.success) {
        return refused(`The mode "${claim.mode}" is not one of this quiz's: timeline or guess.`);
      }
      const { metadata } = claim;
      if (!('seed' in metadata) || !('answers' in metadata)) return refused(MOVES_MISSING_MESSAGE);
      const parsed = TimelineScoreMetadataSchema.safeParse(metadata);
      if (!parsed.success) {
        return refused(`The game's moves could not be read (${firstProblem(parsed.error)}).`);
      }
      const played = parsed.data;
      if (played.edition !== edition) {
        return refused(
          'This game was dealt from another edition of the cards than the one here, so its score cannot be checked.',
        );
      }
      const replay = replayTimelineGame(deck, items, {
        mode: mode.data,
        seed: played.seed,
        answers: played.answers,
      });
      if (replay.kind === 'impossible') return refused(replay.reason);
      if (played.totalItems !== undefined && played.totalItems !== replay.cardCount) {
        return refused(
          `The game sent totalItems ${played.totalItems}, but ${replay.cardCount} cards were dealt.`,
        );
      }
      if (played.accuracy !== undefined && played.accuracy !== replay.accuracy) {
        return refused(
          `The game sent an accuracy of ${played.accuracy}%, but its answers make ${replay.accuracy}%.`,
        );
      }
      const playKey = createHash('sha256')
        .update([deck.id, mode.data, edition, played.seed, played.answers.join(',')].join('|'))
        .digest('hex');
      return {
        kind: 'verified',
        score: replay.score,
        mode: mode.data,
        playKey,
        metadata: { accuracy: replay.accuracy, totalItems: replay.cardCount },
      };
    },
  };
}

/** The three timeline quizzes' family scores: timeline-tech, timeline-people, timeline-conflicts. */
export const TIMELINE_SCORED_GAMES: readonly ScoredGame[] = [
  scoredTimelineGame(INNOVATIONS_DECK, INNOVATIONS),
  scoredTimelineGame(PEOPLE_DECK, PEOPLE),
  scoredTimelineGame(CONFLICTS_DECK, CONFLICTS),
];
