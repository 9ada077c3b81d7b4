import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '../shared/timeline-item.schemas';
import { EMPTY_RECORDS, type GameMode, type PlayerRecords } from './player-records';
import { seededRandom } from '#shared/seeded-random';
import { CONFLICTS_DECK, INNOVATIONS_DECK, PEOPLE_DECK, type TimelineDeck } from './timeline-decks';
import {
  advanceClock,
  canSubmitGuess,
  initialGame,
  nextStepAt,
  placeCurrentItem,
  quitGame,
  resumeSavedGame,
  returnToSelector,
  setYearGuess,
  startGame,
  submitYearGuess,
  toSavedGame,
  type PlayItem,
  type TimelineGame,
} from './timeline-game';

const T0 = Date.UTC(2026, 4, 1, 12);

function card(name: string, year: number): PlayItem {
  return { key: `key-${name}`, name, year, description: `${name} happened.` };
}

/** A game in progress with chosen cards: `current` first, then `upcoming`. */
function playing(
  deck: TimelineDeck,
  mode: GameMode,
  options: {
    current: PlayItem;
    upcoming?: PlayItem[];
    placed?: PlayItem[];
    score?: number;
    total?: number;
    records?: PlayerRecords;
  },
): TimelineGame {
  const upcoming = options.upcoming ?? [];
  const placed = (options.placed ?? []).map((item) => ({ ...item, isCorrect: true }));
  return resumeSavedGame(
    deck,
    initialGame(deck, options.records ?? EMPTY_RECORDS),
    {
      gameMode: mode,
      gameItems: [options.current, ...upcoming, ...placed],
      remainingItems: upcoming,
      currentItem: options.current,
      placedItems: placed,
      score: options.score ?? 0,
      total: options.total ?? 0,
      gameComplete: false,
      yearGuess: deck.slider.initial,
      completedGuesses: 0,
      guessHistory: [],
      showingResult: false,
    },
    T0,
  );
}

const DECK_ITEMS: TimelineItem[] = Array.from({ length: 40 }, (_, i) => ({
  name: `Item ${i}`,
  year: 1000 + i * 10,
  description: `Item number ${i}.`,
}));

describe('startGame', () => {
  it('draws 20 different cards, one current and 19 to come, and resets the game', () => {
    const before = { ...initialGame(PEOPLE_DECK, EMPTY_RECORDS), score: 7, total: 9 };
    const game = startGame(PEOPLE_DECK, before, 'guess', DECK_ITEMS, seededRandom(42));
    expect(game.phase).toBe('playing');
    expect(game.mode).toBe('guess');
    expect(game.gameItems).toHaveLength(20);
    expect(new Set(game.gameItems.map((item) => item.name)).size).toBe(20);
    expect(new Set(game.gameItems.map((item) => item.key)).size).toBe(20);
    expect(game.current).toEqual(game.gameItems[0]);
    expect(game.deck).toEqual(game.gameItems.slice(1));
    expect(game).toMatchObject({ score: 0, total: 0, placed: [], guessHistory: [] });
    expect(game.yearGuess).toBe(100);
  });

  it('is repeatable for a seed and differs between seeds', () => {
    const names = (seed: number) =>
      startGame(
        INNOVATIONS_DECK,
        initialGame(INNOVATIONS_DECK, EMPTY_RECORDS),
        'timeline',
        DECK_ITEMS,
        seededRandom(seed),
      ).gameItems.map((item) => item.name);
    expect(names(7)).toEqual(names(7));
    expect(names(7)).not.toEqual(names(8));
  });

  it('starts the year slider at 1500 for innovations and 100 for people and conflicts', () => {
    for (const [deck, year] of [
      [INNOVATIONS_DECK, 1500],
      [PEOPLE_DECK, 100],
      [CONFLICTS_DECK, 100],
    ] as const) {
      const game = startGame(deck, initialGame(deck, EMPTY_RECORDS), 'guess', DECK_ITEMS, () => 0);
      expect(game.yearGuess).toBe(year);
    }
  });
});

describe('timeline mode', () => {
  const wheel = card('Wheel', -3500);
  const press = card('Printing press', 1440);
  const phone = card('Telephone', 1876);
  const web = card('World Wide Web', 1989);

  it('scores a correct drop, sorts the timeline and brings the next card after 1 s', () => {
    let game = playing(INNOVATIONS_DECK, 'timeline', {
      current: phone,
      upcoming: [web],
      placed: [wheel, press],
    });
    game = placeCurrentItem(INNOVATIONS_DECK, game, 2, T0);
    expect(game.placed.map((item) => item.name)).toEqual(['Wheel', 'Printing press', 'Telephone']);
    expect(game.placed[2]).toMatchObject({ isCorrect: true });
    expect(game).toMatchObject({ score: 1, total: 1, current: null, lastAnswerCorrect: true });
    expect(game.feedback).toEqual({
      kind: 'success',
      text: 'Correct! Telephone was invented in 1876 CE.',
      clearAt: T0 + 3000,
    });
    expect(nextStepAt(game)).toBe(T0 + 1000);
    expect(advanceClock(INNOVATIONS_DECK, game, T0 + 999).current).toBeNull();
    game = advanceClock(INNOVATIONS_DECK, game, T0 + 1000);
    expect(game.current?.name).toBe('World Wide Web');
    expect(game.feedback?.kind).toBe('success');
    game = advanceClock(INNOVATIONS_DECK, game, T0 + 3000);
    expect(game.feedback).toBeNull();
  });

  it('marks a wrong drop, slides it to its place from 0.8 s to 1.4 s, and moves on at 2.5 s', () => {
    let game = playing(INNOVATIONS_DECK, 'timeline', {
      current: wheel,
      upcoming: [web],
      placed: [press, phone],
    });
    game = placeCurrentItem(INNOVATIONS_DECK, game, 2, T0);
    expect(game.placed.map((item) => item.name)).toEqual(['Printing press', 'Telephone', 'Wheel']);
    expect(game.placed[2]).toMatchObject({ isCorrect: false, isMoving: false });
    expect(game).toMatchObject({ score: 0, total: 1, lastAnswerCorrect: false });
    expect(game.feedback?.text).toBe(
      'Not quite right. Wheel was invented in 3500 BCE. Moving to correct position...',
    );
    expect(game.feedback?.kind).toBe('error');

    expect(advanceClock(INNOVATIONS_DECK, game, T0 + 799).placed[2]?.name).toBe('Wheel');
    game = advanceClock(INNOVATIONS_DECK, game, T0 + 800);
    expect(game.placed.map((item) => item.name)).toEqual(['Wheel', 'Printing press', 'Telephone']);
    expect(game.placed[0]).toMatchObject({ isCorrect: false, isMoving: true });

    game = advanceClock(INNOVATIONS_DECK, game, T0 + 1400);
    expect(game.placed[0]).toMatchObject({ isCorrect: true, isMoving: false });
    expect(game.current).toBeNull();

    expect(advanceClock(INNOVATIONS_DECK, game, T0 + 2499).current).toBeNull();
    game = advanceClock(INNOVATIONS_DECK, game, T0 + 2500);
    expect(game.current?.name).toBe('World Wide Web');
  });

  it('catches up on every due step at once after a long pause', () => {
    let game = playing(INNOVATIONS_DECK, 'timeline', {
      current: wheel,
      upcoming: [web],
      placed: [press],
    });
    game = placeCurrentItem(INNOVATIONS_DECK, game, 1, T0);
    game = advanceClock(INNOVATIONS_DECK, game, T0 + 60_000);
    expect(game.placed.map((item) => [item.name, item.isCorrect, item.isMoving])).toEqual([
      ['Wheel', true, false],
      ['Printing press', true, undefined],
    ]);
    expect(game.current?.name).toBe('World Wide Web');
    expect(game.feedback).toBeNull();
    expect(nextStepAt(game)).toBeNull();
  });

  it('places once when a card is dropped twice during the delay', () => {
    let game = playing(INNOVATIONS_DECK, 'timeline', { current: phone, upcoming: [web] });
    game = placeCurrentItem(INNOVATIONS_DECK, game, 0, T0);
    const again = placeCurrentItem(INNOVATIONS_DECK, game, 0, T0 + 10);
    expect(again).toBe(game);
    expect(game.placed).toHaveLength(1);
    expect(game.total).toBe(1);
  });

  it('counts a card of the same year correct on either side', () => {
    const twin = card('Twin', 1876);
    for (const index of [1, 2]) {
      const game = placeCurrentItem(
        INNOVATIONS_DECK,
        playing(INNOVATIONS_DECK, 'timeline', { current: twin, placed: [press, phone] }),
        index,
        T0,
      );
      expect(game.score).toBe(1);
      expect(game.placed[index]?.name).toBe('Twin');
    }
  });

  it('puts the first card at index 0 and clamps an index past the end', () => {
    let game = placeCurrentItem(
      INNOVATIONS_DECK,
      playing(INNOVATIONS_DECK, 'timeline', { current: web }),
      0,
      T0,
    );
    expect(game.placed.map((item) => item.name)).toEqual(['World Wide Web']);
    game = placeCurrentItem(
      INNOVATIONS_DECK,
      playing(INNOVATIONS_DECK, 'timeline', { current: web, placed: [press] }),
      9,
      T0,
    );
    expect(game.placed.map((item) => item.name)).toEqual(['Printing press', 'World Wide Web']);
  });

  it('ignores drops in year mode and before a game', () => {
    const guessing = playing(INNOVATIONS_DECK, 'guess', { current: web });
    expect(placeCurrentItem(INNOVATIONS_DECK, guessing, 0, T0)).toBe(guessing);
    const selector = initialGame(INNOVATIONS_DECK, EMPTY_RECORDS);
    expect(placeCurrentItem(INNOVATIONS_DECK, selector, 0, T0)).toBe(selector);
  });

  it('uses the conflicts wording', () => {
    const rome = card('Punic Wars', -264);
    const ww1 = card('World War I', 1914);
    let game = playing(CONFLICTS_DECK, 'timeline', { current: rome, placed: [ww1] });
    expect(placeCurrentItem(CONFLICTS_DECK, game, 0, T0).feedback?.text).toBe(
      'Correct! Punic Wars began in 264 BCE.',
    );
    game = playing(CONFLICTS_DECK, 'timeline', { current: rome, placed: [ww1] });
    expect(placeCurrentItem(CONFLICTS_DECK, game, 1, T0).feedback?.text).toBe(
      'Not quite right. Punic Wars began in 264 BCE. Moving to correct position...',
    );
  });
});

describe('completion', () => {
  const last = card('Last', 1900);
  const first = card('First', 1800);

  it('completes after the same delay as the last answer, recording history and the high score', () => {
    let game = playing(PEOPLE_DECK, 'timeline', {
      current: last,
      placed: [first],
      score: 12,
      total: 19,
    });
    game = placeCurrentItem(PEOPLE_DECK, game, 1, T0);
    expect(game.phase).toBe('playing');
    expect(advanceClock(PEOPLE_DECK, game, T0 + 999).phase).toBe('playing');
    game = advanceClock(PEOPLE_DECK, game, T0 + 1000);
    expect(game.phase).toBe('complete');
    expect(game.completed).toEqual({ score: 13, accuracy: 65, isNewHighScore: true });
    expect(game.records.history).toEqual([
      {
        score: 13,
        mode: 'timeline',
        accuracy: 65,
        date: new Date(T0 + 1000).toISOString(),
        timestamp: T0 + 1000,
      },
    ]);
    expect(game.records.highScores.timeline).toEqual({
      score: 13,
      accuracy: 65,
      date: new Date(T0 + 1000).toISOString(),
    });
    expect(game.records.highScores.guess).toBeNull();
  });

  it('waits 2.5 s after a wrong last answer', () => {
    let game = playing(PEOPLE_DECK, 'timeline', { current: first, placed: [last] });
    game = placeCurrentItem(PEOPLE_DECK, game, 1, T0);
    expect(advanceClock(PEOPLE_DECK, game, T0 + 2499).phase).toBe('playing');
    expect(advanceClock(PEOPLE_DECK, game, T0 + 2500).phase).toBe('complete');
  });

  it('does not claim a high score that only ties with no better accuracy', () => {
    const best = { score: 13, accuracy: 65, date: '2026-01-01T00:00:00.000Z' };
    const records = { history: [], highScores: { timeline: best, guess: null } };
    let game = playing(PEOPLE_DECK, 'timeline', {
      current: last,
      placed: [first],
      score: 12,
      total: 19,
      records,
    });
    game = advanceClock(PEOPLE_DECK, placeCurrentItem(PEOPLE_DECK, game, 1, T0), T0 + 1000);
    expect(game.completed?.isNewHighScore).toBe(false);
    expect(game.records.highScores.timeline).toBe(best);
    expect(game.records.history).toHaveLength(1);
  });

  it("'Play Again' goes back to the selector keeping the records", () => {
    let game = playing(PEOPLE_DECK, 'timeline', { current: last });
    game = advanceClock(PEOPLE_DECK, placeCurrentItem(PEOPLE_DECK, game, 0, T0), T0 + 1000);
    const selector = returnToSelector(PEOPLE_DECK, game);
    expect(selector.phase).toBe('selector');
    expect(selector.records).toBe(game.records);
    expect(selector.completed).toBeNull();
  });
});

describe('year mode', () => {
  const moon = card('Moon landing', 1969);
  const pyramid = card('Great Pyramid', -2560);

  it("keeps 'Guess!' off with no year (0 is empty) and while a result shows", () => {
    let game = playing(INNOVATIONS_DECK, 'guess', { current: moon, upcoming: [pyramid] });
    expect(canSubmitGuess(game)).toBe(true);
    game = setYearGuess(INNOVATIONS_DECK, game, 0);
    expect(canSubmitGuess(game)).toBe(false);
    expect(submitYearGuess(INNOVATIONS_DECK, game, T0)).toBe(game);
    game = setYearGuess(INNOVATIONS_DECK, game, 1960);
    game = submitYearGuess(INNOVATIONS_DECK, game, T0);
    expect(game.showingResult).toBe(true);
    expect(canSubmitGuess(game)).toBe(false);
    expect(submitYearGuess(INNOVATIONS_DECK, game, T0 + 5)).toBe(game);
  });

  it('judges within the tolerance, records the guess and locks the slider for 3 s', () => {
    let game = playing(INNOVATIONS_DECK, 'guess', { current: moon, upcoming: [pyramid] });
    game = setYearGuess(INNOVATIONS_DECK, game, 1958);
    game = submitYearGuess(INNOVATIONS_DECK, game, T0);
    expect(game).toMatchObject({
      score: 0,
      total: 1,
      completedGuesses: 1,
      lastAnswerCorrect: false,
    });
    expect(game.feedback?.text).toBe(
      'Close! Moon landing was actually invented in 1969 CE. You guessed 1958 CE.',
    );
    expect(game.guessHistory).toEqual([{ item: moon, userGuess: 1958, correct: false }]);

    expect(setYearGuess(INNOVATIONS_DECK, game, 1500)).toBe(game);
    expect(advanceClock(INNOVATIONS_DECK, game, T0 + 2999).current?.name).toBe('Moon landing');
    game = advanceClock(INNOVATIONS_DECK, game, T0 + 3000);
    expect(game).toMatchObject({ showingResult: false, yearGuess: 1500, feedback: null });
    expect(game.current?.name).toBe('Great Pyramid');

    game = setYearGuess(INNOVATIONS_DECK, game, -2400);
    game = submitYearGuess(INNOVATIONS_DECK, game, T0 + 4000);
    expect(game.feedback?.text).toBe('Correct! Great Pyramid was invented in 2560 BCE.');
    expect(game).toMatchObject({ score: 1, total: 2, completedGuesses: 2 });
    game = advanceClock(INNOVATIONS_DECK, game, T0 + 7000);
    expect(game.phase).toBe('complete');
    expect(game.completed).toEqual({ score: 1, accuracy: 50, isNewHighScore: true });
    expect(game.records.highScores.guess?.score).toBe(1);
  });

  it('keeps the slider within the deck range in whole years', () => {
    const game = playing(CONFLICTS_DECK, 'guess', { current: moon });
    expect(setYearGuess(CONFLICTS_DECK, game, -9000).yearGuess).toBe(-3200);
    expect(setYearGuess(CONFLICTS_DECK, game, 3000).yearGuess).toBe(2025);
    expect(setYearGuess(CONFLICTS_DECK, game, 1914.6).yearGuess).toBe(1915);
    expect(setYearGuess(CONFLICTS_DECK, game, Number.NaN).yearGuess).toBe(0);
  });

  it('uses the people and conflicts wording', () => {
    let game = setYearGuess(PEOPLE_DECK, playing(PEOPLE_DECK, 'guess', { current: moon }), 1900);
    expect(submitYearGuess(PEOPLE_DECK, game, T0).feedback?.text).toBe(
      'Close! Moon landing was actually born in 1969 CE. You guessed 1900 CE.',
    );
    game = setYearGuess(CONFLICTS_DECK, playing(CONFLICTS_DECK, 'guess', { current: moon }), 1900);
    expect(submitYearGuess(CONFLICTS_DECK, game, T0).feedback?.text).toBe(
      'Close! Moon landing actually began in 1969 CE. You guessed 1900 CE.',
    );
  });
});

describe('quitting and new games', () => {
  const item = card('Something', 1500);

  it.each([
    [INNOVATIONS_DECK, 'timeline', 0, 1, 1],
    [INNOVATIONS_DECK, 'timeline', 0, 0, 0],
    [PEOPLE_DECK, 'guess', 0, 1, 1],
    [CONFLICTS_DECK, 'timeline', 0, 3, 0],
    [CONFLICTS_DECK, 'timeline', 1, 3, 1],
    [CONFLICTS_DECK, 'guess', 0, 1, 1],
    [CONFLICTS_DECK, 'guess', 0, 0, 0],
  ] as const)(
    '%# quitting %s in %s mode with score %i of %i records %i game(s)',
    (deck, mode, score, total, recorded) => {
      const game = quitGame(deck, playing(deck, mode, { current: item, score, total }), T0);
      expect(game.phase).toBe('selector');
      expect(game.records.history).toHaveLength(recorded);
      expect(game.records.highScores).toEqual(EMPTY_RECORDS.highScores);
      if (recorded) {
        expect(game.records.history[0]).toMatchObject({
          score,
          mode,
          accuracy: Math.round((score / total) * 100),
        });
      }
    },
  );

  it("'New Game' returns to the selector without recording", () => {
    const game = returnToSelector(
      PEOPLE_DECK,
      playing(PEOPLE_DECK, 'guess', { current: item, score: 4, total: 5 }),
    );
    expect(game.phase).toBe('selector');
    expect(game.records.history).toEqual([]);
  });
});

describe('saved games', () => {
  const a = card('A', 100);
  const b = card('B', 200);
  const c = card('C', 300);

  it('saves the game as it will stand once the delays have run, and restores it exactly', () => {
    let game = playing(PEOPLE_DECK, 'timeline', { current: a, upcoming: [c], placed: [b] });
    game = placeCurrentItem(PEOPLE_DECK, game, 1, T0);
    const saved = toSavedGame(PEOPLE_DECK, game);
    expect(saved).toMatchObject({
      gameMode: 'timeline',
      score: 0,
      total: 1,
      gameComplete: false,
      showingResult: false,
      currentItem: c,
      remainingItems: [],
    });
    expect(saved?.placedItems.map((item) => [item.name, item.isCorrect])).toEqual([
      ['A', true],
      ['B', true],
    ]);

    const restored = resumeSavedGame(
      PEOPLE_DECK,
      initialGame(PEOPLE_DECK, EMPTY_RECORDS),
      JSON.parse(JSON.stringify(saved)) as NonNullable<typeof saved>,
      T0 + 50_000,
    );
    const settled = advanceClock(PEOPLE_DECK, game, T0 + 2500);
    expect(restored).toMatchObject({
      phase: 'playing',
      mode: settled.mode,
      current: settled.current,
      deck: settled.deck,
      placed: settled.placed,
      score: settled.score,
      total: settled.total,
      gameItems: settled.gameItems,
    });
    expect(nextStepAt(restored)).toBeNull();
  });

  it('keeps year-mode guesses and resets the slider for the next card', () => {
    let game = playing(CONFLICTS_DECK, 'guess', { current: a, upcoming: [b, c] });
    game = submitYearGuess(CONFLICTS_DECK, setYearGuess(CONFLICTS_DECK, game, 120), T0);
    const saved = toSavedGame(CONFLICTS_DECK, game);
    expect(saved).toMatchObject({
      gameMode: 'guess',
      score: 1,
      completedGuesses: 1,
      yearGuess: 100,
      currentItem: b,
      remainingItems: [c],
      guessHistory: [{ item: a, userGuess: 120, correct: true }],
    });
    const restored = resumeSavedGame(
      CONFLICTS_DECK,
      initialGame(CONFLICTS_DECK, EMPTY_RECORDS),
      saved!,
      T0,
    );
    expect(restored.guessHistory).toEqual(game.guessHistory);
    expect(canSubmitGuess(restored)).toBe(true);
  });

  it('a save taken after the last answer completes (and is recorded) when continued', () => {
    let game = playing(PEOPLE_DECK, 'timeline', { current: b, placed: [a], score: 5, total: 19 });
    game = placeCurrentItem(PEOPLE_DECK, game, 1, T0);
    const saved = toSavedGame(PEOPLE_DECK, game);
    expect(saved?.currentItem).toBeNull();
    const restored = resumeSavedGame(
      PEOPLE_DECK,
      initialGame(PEOPLE_DECK, EMPTY_RECORDS),
      saved!,
      T0 + 10,
    );
    expect(restored.phase).toBe('complete');
    expect(restored.completed).toEqual({ score: 6, accuracy: 30, isNewHighScore: true });
    expect(restored.records.history).toHaveLength(1);
  });

  it('has nothing to save outside a game', () => {
    expect(toSavedGame(PEOPLE_DECK, initialGame(PEOPLE_DECK, EMPTY_RECORDS))).toBeNull();
  });
});
