import type { TimelineDeck } from './timeline-decks';

/** Spec §5: negative years as '{n} BCE', all others as '{n} CE'. */
export function formatYear(year: number): string {
  return year < 0 ? `${-year} BCE` : `${year} CE`;
}

/** "was built" → "was actually built"; "began" → "actually began", "first flew" → "actually first flew". */
export function withActually(verb: string): string {
  const [first = '', ...rest] = verb.split(' ');
  const auxiliary = first === 'was' || first === 'were';
  return auxiliary ? `${first} actually ${rest.join(' ')}` : `actually ${verb}`;
}

/**
 * Fills a deck's feedback template; years are formatted as BCE/CE. `{verb}` is the card's own verb
 * phrase, or the deck's ("was invented"), and `{actually verb}` the same with "actually" in it.
 */
export function feedbackText(
  template: string,
  values: { name: string; year: number; guess?: number; verb: string },
): string {
  // Replacer functions, so that a '$' in a name is never read as a replacement pattern.
  return template
    .replaceAll('{name}', () => values.name)
    .replaceAll('{actually verb}', () => withActually(values.verb))
    .replaceAll('{verb}', () => values.verb)
    .replaceAll('{year}', () => formatYear(values.year))
    .replaceAll('{guess}', () => (values.guess === undefined ? '' : formatYear(values.guess)));
}

/** Where the drop happened, in the timeline's own terms. */
export interface DropTarget {
  /** How many items the timeline holds. */
  readonly placedCount: number;
  /**
   * Index of the timeline item under the card, or null when the card is over no item. An empty
   * timeline's drop zone counts as a target with any index.
   */
  readonly overIndex: number | null;
  /** Horizontal position of the drop and the hovered item's box, in the same coordinates. */
  readonly dropX?: number;
  readonly overBox?: { readonly left: number; readonly width: number };
}

/**
 * The index at which a dropped card is inserted (spec §4): the hovered item's index; on the last
 * item, its right half means after it; an empty timeline always 0. Null means the drop is ignored
 * (not over a timeline item).
 */
export function dropIndex({ placedCount, overIndex, dropX, overBox }: DropTarget): number | null {
  if (placedCount === 0) return overIndex === null ? null : 0;
  if (overIndex === null || overIndex < 0 || overIndex >= placedCount) return null;
  const isLast = overIndex === placedCount - 1;
  if (isLast && dropX !== undefined && overBox && dropX > overBox.left + overBox.width / 2) {
    return overIndex + 1;
  }
  return overIndex;
}

/**
 * Whether `year` belongs at `index` of the sorted timeline: not earlier than its left neighbour and
 * not later than its right one, so equal years are right in either order.
 */
export function isPlacementCorrect(
  timeline: readonly { readonly year: number }[],
  index: number,
  year: number,
): boolean {
  const left = timeline[index - 1];
  const right = timeline[index];
  return (left === undefined || year >= left.year) && (right === undefined || year <= right.year);
}

/** A copy sorted by year; items of the same year keep their order. */
export function sortedByYear<T extends { readonly year: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.year - b.year);
}

/** How far a year guess may miss, by the true year and the deck's table (spec §9). */
export function yearTolerance(deck: TimelineDeck, trueYear: number): number {
  const band = deck.toleranceBands.find((candidate) => trueYear < candidate.before);
  return band ? band.tolerance : deck.finalTolerance;
}

/** A guess is correct when it is within the tolerance of the true year. */
export function isGuessCorrect(deck: TimelineDeck, trueYear: number, guess: number): boolean {
  return Math.abs(guess - trueYear) <= yearTolerance(deck, trueYear);
}

/** Spec §5: score over items answered as a rounded percent; 100 before any answer. */
export function accuracyPercent(score: number, answered: number): number {
  if (answered <= 0) return 100;
  return Math.round((score / answered) * 100);
}
