import type { TimelineItem } from '../shared/timeline-item.schemas';
import { EMPTY_RECORDS, type GameMode } from './player-records';
import type { TimelineDeck } from './timeline-decks';
import {
  advanceClock,
  canSubmitGuess,
  initialGame,
  nextStepAt,
  placeCurrentItem,
  setYearGuess,
  startSeededGame,
  submitYearGuess,
  type TimelineGame,
} from './timeline-game';

/** What makes one played game: its mode, the seed its cards were dealt from, and every answer. */
export interface PlayedTimelineGame {
  readonly mode: GameMode;
  readonly seed: number;
  /** The timeline index each card was dropped at, or each year guessed, in order. */
  readonly answers: readonly number[];
}

/** What replaying a game found: its result, or why it cannot have been played. */
export type TimelineReplay =
  | {
      readonly kind: 'completed';
      readonly score: number;
      readonly accuracy: number;
      /** The cards dealt, all answered. */
      readonly cardCount: number;
    }
  | { readonly kind: 'impossible'; readonly reason: string };

/**
 * The edition of a deck's cards: a short fingerprint (32-bit FNV-1a, hex) of every card's year and
 * name in order. A seed deals the same cards only from the same edition, so a game is replayed
 * only against the edition it was dealt from.
 */
export function deckEdition(items: readonly TimelineItem[]): string {
  let hash = 0x811c9dc5;
  for (const item of items) {
    for (const char of `${item.year}\u0000${item.name}\u0001`) {
      hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, '0');
}

function cardsText(count: number): string {
  return count === 1 ? '1 card' : `${count} cards`;
}

/** Runs every timed step still waiting (slides, the next card, the completion). */
function settle(deck: TimelineDeck, state: TimelineGame): TimelineGame {
  let settled = state;
  for (let at = nextStepAt(settled); at !== null; at = nextStepAt(settled)) {
    settled = advanceClock(deck, settled, at);
  }
  return settled;
}

/** One answer as the page gives it, or null when the page could not have given it. */
function answer(deck: TimelineDeck, state: TimelineGame, value: number): TimelineGame | null {
  if (!Number.isInteger(value)) return null;
  if (state.mode === 'timeline') {
    if (value < 0 || value > state.placed.length) return null;
    return placeCurrentItem(deck, state, value, 0);
  }
  if (value < deck.slider.min || value > deck.slider.max) return null;
  const aimed = setYearGuess(deck, state, value);
  return canSubmitGuess(aimed) ? submitYearGuess(deck, aimed, 0) : null;
}

/**
 * Plays a game again from its seed and answers with the same rules the page plays by: the cards
 * dealt by `startSeededGame`, each answer given as the page gives it (a drop at a timeline index,
 * a year set on the slider and guessed), every timed step run. Only a completed game has a result:
 * one with fewer answers than cards, more, or an answer the page cannot give is impossible.
 */
export function replayTimelineGame(
  deck: TimelineDeck,
  items: readonly TimelineItem[],
  played: PlayedTimelineGame,
): TimelineReplay {
  let state = startSeededGame(
    deck,
    initialGame(deck, EMPTY_RECORDS),
    played.mode,
    items,
    played.seed,
  );
  const cardCount = state.gameItems.length;
  for (const [index, value] of played.answers.entries()) {
    if (state.phase !== 'playing' || state.current === null) {
      return {
        kind: 'impossible',
        reason: `The game sent ${played.answers.length} answers for ${cardCount} cards.`,
      };
    }
    const next = answer(deck, state, value);
    if (next === null || next === state) {
      return {
        kind: 'impossible',
        reason:
          played.mode === 'timeline'
            ? `Card ${index + 1} was dropped at ${value}, outside a timeline of ${cardsText(state.placed.length)}.`
            : `Guess ${index + 1} (${value}) is not a year the slider offers.`,
      };
    }
    state = settle(deck, next);
  }
  if (state.phase !== 'complete' || state.completed === null) {
    return {
      kind: 'impossible',
      reason: `The game is not finished: ${played.answers.length} of ${cardCount} cards were answered.`,
    };
  }
  return {
    kind: 'completed',
    score: state.completed.score,
    accuracy: state.completed.accuracy,
    cardCount,
  };
}
