import { describe, expect, it } from 'vitest';
import { CONFLICTS_DECK, INNOVATIONS_DECK, PEOPLE_DECK } from './timeline-decks';
import {
  accuracyPercent,
  dropIndex,
  feedbackText,
  formatYear,
  isGuessCorrect,
  isPlacementCorrect,
  sortedByYear,
  withActually,
  yearTolerance,
} from './timeline-rules';

describe('formatYear', () => {
  it('writes negative years as BCE and the rest as CE', () => {
    expect(formatYear(-3000)).toBe('3000 BCE');
    expect(formatYear(-1)).toBe('1 BCE');
    expect(formatYear(0)).toBe('0 CE');
    expect(formatYear(1969)).toBe('1969 CE');
  });
});

describe('feedbackText', () => {
  it('fills name, year and guess', () => {
    expect(
      feedbackText(INNOVATIONS_DECK.feedback.yearWrong, {
        name: 'Wheel',
        year: -3500,
        guess: 1200,
        verb: INNOVATIONS_DECK.verb,
      }),
    ).toBe('Close! Wheel was actually invented in 3500 BCE. You guessed 1200 CE.');
  });

  it("reads naturally with a card's own verb: plural names, things built or launched", () => {
    const { feedback } = INNOVATIONS_DECK;
    expect(
      feedbackText(feedback.timelineCorrect, {
        name: 'Egyptian hieroglyphs',
        year: -3200,
        verb: 'were invented',
      }),
    ).toBe('Correct! Egyptian hieroglyphs were invented in 3200 BCE.');
    expect(
      feedbackText(feedback.yearWrong, {
        name: 'Sputnik 1',
        year: 1957,
        guess: 1960,
        verb: 'was launched',
      }),
    ).toBe('Close! Sputnik 1 was actually launched in 1957 CE. You guessed 1960 CE.');
    expect(withActually('first flew')).toBe('actually first flew');
    expect(withActually('began')).toBe('actually began');
  });

  it('keeps the spec’s sentences for the decks’ own verbs', () => {
    const fill = (deck: typeof INNOVATIONS_DECK, template: string) =>
      feedbackText(template, { name: 'X', year: 5, guess: 6, verb: deck.verb });
    expect(fill(INNOVATIONS_DECK, INNOVATIONS_DECK.feedback.timelineWrong)).toBe(
      'Not quite right. X was invented in 5 CE. Moving to correct position...',
    );
    expect(fill(PEOPLE_DECK, PEOPLE_DECK.feedback.yearWrong)).toBe(
      'Close! X was actually born in 5 CE. You guessed 6 CE.',
    );
    expect(fill(CONFLICTS_DECK, CONFLICTS_DECK.feedback.yearWrong)).toBe(
      'Close! X actually began in 5 CE. You guessed 6 CE.',
    );
    expect(fill(CONFLICTS_DECK, CONFLICTS_DECK.feedback.timelineCorrect)).toBe(
      'Correct! X began in 5 CE.',
    );
  });

  it('takes a name literally, even with replacement patterns in it', () => {
    expect(feedbackText('Correct! {name}.', { name: 'A $& B $1', year: 1, verb: 'began' })).toBe(
      'Correct! A $& B $1.',
    );
  });
});

describe('dropIndex', () => {
  const box = { left: 100, width: 80 };

  it('puts the first card at index 0 wherever the empty timeline takes it', () => {
    expect(dropIndex({ placedCount: 0, overIndex: 0 })).toBe(0);
    expect(dropIndex({ placedCount: 0, overIndex: 5, dropX: 999, overBox: box })).toBe(0);
  });

  it('ignores a drop that is not over a timeline item', () => {
    expect(dropIndex({ placedCount: 0, overIndex: null })).toBeNull();
    expect(dropIndex({ placedCount: 3, overIndex: null })).toBeNull();
    expect(dropIndex({ placedCount: 3, overIndex: 3 })).toBeNull();
    expect(dropIndex({ placedCount: 3, overIndex: -1 })).toBeNull();
  });

  it("inserts at the hovered item's index", () => {
    expect(dropIndex({ placedCount: 3, overIndex: 0, dropX: 150, overBox: box })).toBe(0);
    expect(dropIndex({ placedCount: 3, overIndex: 1, dropX: 110, overBox: box })).toBe(1);
  });

  it('reads only the last item by halves: its right half means after it', () => {
    expect(dropIndex({ placedCount: 3, overIndex: 2, dropX: 139, overBox: box })).toBe(2);
    expect(dropIndex({ placedCount: 3, overIndex: 2, dropX: 140, overBox: box })).toBe(2);
    expect(dropIndex({ placedCount: 3, overIndex: 2, dropX: 141, overBox: box })).toBe(3);
    // A middle item's right half is still its own index.
    expect(dropIndex({ placedCount: 3, overIndex: 1, dropX: 175, overBox: box })).toBe(1);
  });

  it('without a drop position takes the hovered index', () => {
    expect(dropIndex({ placedCount: 1, overIndex: 0 })).toBe(0);
  });
});

describe('isPlacementCorrect', () => {
  const timeline = [{ year: -500 }, { year: 1200 }, { year: 1900 }];

  it('accepts a year between its neighbours, and at either end when it fits', () => {
    expect(isPlacementCorrect(timeline, 0, -800)).toBe(true);
    expect(isPlacementCorrect(timeline, 1, 0)).toBe(true);
    expect(isPlacementCorrect(timeline, 3, 2000)).toBe(true);
    expect(isPlacementCorrect([], 0, 5)).toBe(true);
  });

  it('rejects a year earlier than the left or later than the right neighbour', () => {
    expect(isPlacementCorrect(timeline, 0, 0)).toBe(false);
    expect(isPlacementCorrect(timeline, 2, 1950)).toBe(false);
    expect(isPlacementCorrect(timeline, 3, 1850)).toBe(false);
    expect(isPlacementCorrect(timeline, 1, -600)).toBe(false);
  });

  it('counts equal years as correct in either order', () => {
    expect(isPlacementCorrect(timeline, 1, 1200)).toBe(true);
    expect(isPlacementCorrect(timeline, 2, 1200)).toBe(true);
    expect(isPlacementCorrect(timeline, 0, -500)).toBe(true);
    expect(isPlacementCorrect(timeline, 1, -500)).toBe(true);
  });
});

describe('sortedByYear', () => {
  it('sorts a copy and keeps equal years in their order', () => {
    const items = [
      { year: 5, name: 'b' },
      { year: 1, name: 'a' },
      { year: 5, name: 'c' },
    ];
    expect(sortedByYear(items).map((item) => item.name)).toEqual(['a', 'b', 'c']);
    expect(items[0]?.name).toBe('b');
  });
});

describe('yearTolerance', () => {
  it.each([
    [-10000, 200],
    [-1, 200],
    [0, 100],
    [999, 100],
    [1000, 50],
    [1799, 50],
    [1800, 25],
    [1899, 25],
    [1900, 15],
    [1949, 15],
    [1950, 10],
    [1999, 10],
    [2000, 5],
    [2024, 5],
  ])('innovations: a true year of %i allows %i', (year, tolerance) => {
    expect(yearTolerance(INNOVATIONS_DECK, year)).toBe(tolerance);
  });

  it.each([
    [-3200, 300],
    [-1001, 300],
    [-1000, 200],
    [-1, 200],
    [0, 150],
    [999, 150],
    [1000, 100],
    [1499, 100],
    [1500, 50],
    [1799, 50],
    [1800, 25],
    [1900, 15],
    [1950, 10],
    [1999, 10],
    [2000, 5],
  ])('people and conflicts: a true year of %i allows %i', (year, tolerance) => {
    expect(yearTolerance(PEOPLE_DECK, year)).toBe(tolerance);
    expect(yearTolerance(CONFLICTS_DECK, year)).toBe(tolerance);
  });

  it('the same ancient year is judged more loosely for people than for innovations', () => {
    expect(yearTolerance(PEOPLE_DECK, -1500)).toBe(300);
    expect(yearTolerance(INNOVATIONS_DECK, -1500)).toBe(200);
  });
});

describe('isGuessCorrect', () => {
  it('accepts a guess up to the tolerance away, in either direction', () => {
    expect(isGuessCorrect(INNOVATIONS_DECK, 1876, 1901)).toBe(true);
    expect(isGuessCorrect(INNOVATIONS_DECK, 1876, 1851)).toBe(true);
    expect(isGuessCorrect(INNOVATIONS_DECK, 1876, 1876)).toBe(true);
    expect(isGuessCorrect(INNOVATIONS_DECK, 1876, 1850)).toBe(false);
    expect(isGuessCorrect(INNOVATIONS_DECK, 1876, 1902)).toBe(false);
  });

  it('uses the true year, not the guess, to choose the band', () => {
    // True year 2001 allows 5: a guess of 1990 (whose own band would allow 10) misses.
    expect(isGuessCorrect(CONFLICTS_DECK, 2001, 1995)).toBe(false);
    expect(isGuessCorrect(CONFLICTS_DECK, 2001, 1996)).toBe(true);
    expect(isGuessCorrect(PEOPLE_DECK, -2000, -1700)).toBe(true);
    expect(isGuessCorrect(PEOPLE_DECK, -2000, -1699)).toBe(false);
  });
});

describe('accuracyPercent', () => {
  it('is 100 before any answer and a rounded percent after', () => {
    expect(accuracyPercent(0, 0)).toBe(100);
    expect(accuracyPercent(0, 1)).toBe(0);
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(1, 3)).toBe(33);
    expect(accuracyPercent(1, 8)).toBe(13);
    expect(accuracyPercent(20, 20)).toBe(100);
  });
});
