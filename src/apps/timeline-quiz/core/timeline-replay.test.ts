import { describe, expect, it } from 'vitest';
import { INNOVATIONS } from '../data/innovations';
import { PEOPLE } from '../data/people';
import type { TimelineItem } from '../shared/timeline-item.schemas';
import { EMPTY_RECORDS, type GameMode } from './player-records';
import { INNOVATIONS_DECK, PEOPLE_DECK, type TimelineDeck } from './timeline-decks';
import {
  advanceClock,
  initialGame,
  nextStepAt,
  placeCurrentItem,
  resumeSavedGame,
  setYearGuess,
  startSeededGame,
  submitYearGuess,
  toSavedGame,
  type SavedGame,
  type TimelineGame,
} from './timeline-game';
import { deckEdition, replayTimelineGame } from './timeline-replay';

/** Where a year belongs on a sorted timeline: after every card that is not later. */
function rightIndex(game: TimelineGame, year: number): number {
  const index = game.placed.findIndex((placed) => placed.year > year);
  return index === -1 ? game.placed.length : index;
}

function settle(deck: TimelineDeck, game: TimelineGame): TimelineGame {
  let state = game;
  for (let at = nextStepAt(state); at !== null; at = nextStepAt(state)) {
    state = advanceClock(deck, state, at);
  }
  return state;
}

/**
 * Plays a whole game as the page does, answering card n right when `right(n)`: a drop at its
 * place or one card off, a guess of its year or far off. Returns the finished game.
 */
function play(
  deck: TimelineDeck,
  items: readonly TimelineItem[],
  mode: GameMode,
  seed: number,
  right: (n: number) => boolean,
  stopAfter = Infinity,
): TimelineGame {
  let game = startSeededGame(deck, initialGame(deck, EMPTY_RECORDS), mode, items, seed);
  for (let n = 0; game.current !== null && n < stopAfter; n += 1) {
    const year = game.current.year;
    if (mode === 'timeline') {
      const at = rightIndex(game, year);
      const wrong = game.placed.length === 0 ? 0 : at === 0 ? game.placed.length : 0;
      const neighbourYear = game.placed[wrong === 0 ? 0 : game.placed.length - 1]?.year;
      // A wrong drop must really be wrong: skip it when the neighbour shares the year.
      const index = right(n) || neighbourYear === year ? at : wrong;
      game = placeCurrentItem(deck, game, index, 0);
    } else {
      const guess = right(n) ? year : year > 0 ? year - 1000 : year + 1000;
      game = submitYearGuess(deck, setYearGuess(deck, game, guess || 1), 0);
    }
    game = settle(deck, game);
  }
  return game;
}

describe('replayTimelineGame', () => {
  it('finds the score and accuracy of a finished timeline game from its seed and answers', () => {
    const game = play(INNOVATIONS_DECK, INNOVATIONS, 'timeline', 1234, (n) => n % 4 !== 1);
    expect(game.phase).toBe('complete');
    expect(game.answers).toHaveLength(20);
    const replay = replayTimelineGame(INNOVATIONS_DECK, INNOVATIONS, {
      mode: 'timeline',
      seed: 1234,
      answers: game.answers,
    });
    expect(replay).toEqual({
      kind: 'completed',
      score: game.completed?.score,
      accuracy: game.completed?.accuracy,
      cardCount: 20,
    });
    // Some answers were wrong (the first card always lands right on an empty timeline).
    expect(game.completed?.score).toBeLessThan(20);
    expect(game.completed?.score).toBeGreaterThan(10);
  });

  it('finds the score of a finished year game, with the tolerance of each card', () => {
    const game = play(PEOPLE_DECK, PEOPLE, 'guess', 77, (n) => n < 15);
    const replay = replayTimelineGame(PEOPLE_DECK, PEOPLE, {
      mode: 'guess',
      seed: 77,
      answers: game.answers,
    });
    expect(replay).toEqual({ kind: 'completed', score: 15, accuracy: 75, cardCount: 20 });
    // Each guess moved a little stays within the tolerance; the same answers under another seed do not score alike.
    const other = replayTimelineGame(PEOPLE_DECK, PEOPLE, {
      mode: 'guess',
      seed: 78,
      answers: game.answers,
    });
    expect(other.kind === 'completed' && other.score).not.toBe(15);
  });

  it('replays a game saved, resumed and finished as one game', () => {
    const half = play(PEOPLE_DECK, PEOPLE, 'timeline', 5, () => true, 9);
    const saved = toSavedGame(PEOPLE_DECK, half);
    expect(saved?.answers).toHaveLength(9);
    const resumed = resumeSavedGame(
      PEOPLE_DECK,
      initialGame(PEOPLE_DECK, EMPTY_RECORDS),
      JSON.parse(JSON.stringify(saved)) as SavedGame,
      0,
    );
    expect(resumed.seed).toBe(5);
    let game = resumed;
    while (game.current !== null) {
      game = settle(
        PEOPLE_DECK,
        placeCurrentItem(PEOPLE_DECK, game, rightIndex(game, game.current.year), 0),
      );
    }
    expect(game.completed?.score).toBe(20);
    expect(
      replayTimelineGame(PEOPLE_DECK, PEOPLE, { mode: 'timeline', seed: 5, answers: game.answers }),
    ).toMatchObject({ kind: 'completed', score: 20, accuracy: 100 });
  });

  it('refuses a game that is not finished, or has more answers than cards', () => {
    const game = play(INNOVATIONS_DECK, INNOVATIONS, 'timeline', 9, () => true);
    expect(
      replayTimelineGame(INNOVATIONS_DECK, INNOVATIONS, {
        mode: 'timeline',
        seed: 9,
        answers: game.answers.slice(0, 19),
      }),
    ).toEqual({
      kind: 'impossible',
      reason: 'The game is not finished: 19 of 20 cards were answered.',
    });
    expect(
      replayTimelineGame(INNOVATIONS_DECK, INNOVATIONS, {
        mode: 'timeline',
        seed: 9,
        answers: [...game.answers, 0],
      }),
    ).toEqual({ kind: 'impossible', reason: 'The game sent 21 answers for 20 cards.' });
  });

  it('refuses answers the page cannot give: a drop off the timeline, a year off the slider', () => {
    const answers = Array.from({ length: 20 }, (_, n) => n);
    answers[3] = 7;
    expect(
      replayTimelineGame(INNOVATIONS_DECK, INNOVATIONS, { mode: 'timeline', seed: 1, answers }),
    ).toEqual({
      kind: 'impossible',
      reason: 'Card 4 was dropped at 7, outside a timeline of 3 cards.',
    });
    expect(
      replayTimelineGame(INNOVATIONS_DECK, INNOVATIONS, {
        mode: 'timeline',
        seed: 1,
        answers: [-1],
      }),
    ).toMatchObject({ kind: 'impossible' });
    for (const bad of [0, 2026, -10001, 1500.5]) {
      expect(
        replayTimelineGame(INNOVATIONS_DECK, INNOVATIONS, {
          mode: 'guess',
          seed: 1,
          answers: [1500, bad],
        }),
      ).toEqual({
        kind: 'impossible',
        reason: `Guess 2 (${bad}) is not a year the slider offers.`,
      });
    }
  });
});

describe('deckEdition', () => {
  it('is the same for the same cards and changes with any year, name or order', () => {
    const edition = deckEdition(PEOPLE);
    expect(edition).toMatch(/^[0-9a-f]{8}$/);
    expect(deckEdition([...PEOPLE])).toBe(edition);
    const [first, second, ...rest] = PEOPLE as [TimelineItem, TimelineItem, ...TimelineItem[]];
    expect(deckEdition([{ ...first, year: first.year + 1 }, second, ...rest])).not.toBe(edition);
    expect(deckEdition([{ ...first, name: `${first.name}.` }, second, ...rest])).not.toBe(edition);
    expect(deckEdition([second, first, ...rest])).not.toBe(edition);
    expect(deckEdition(INNOVATIONS)).not.toBe(edition);
  });
});
