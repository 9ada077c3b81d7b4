import type { PlayItem } from './timeline-game';
import { formatYear } from './timeline-rules';

/** The id of the empty timeline's drop zone (a drop target and an element id). */
export const EMPTY_ZONE_ID = 'timeline-start';

/** The id of a placed card's drop slot (a drop target and an element id). */
export function slotId(item: Pick<PlayItem, 'key'>): string {
  return `slot-${item.key}`;
}

/** The index of the card whose drop slot has this id: 0 for the empty timeline's zone, null for none. */
export function slotIndex(placed: readonly PlayItem[], id: string | number): number | null {
  if (id === EMPTY_ZONE_ID) return 0;
  const index = placed.findIndex((item) => slotId(item) === id);
  return index < 0 ? null : index;
}

/**
 * Where a card would go at insertion `index` of the timeline, in words, for screen readers and
 * the tap buttons: 'at the start, before Ada (1815 CE)', 'between …', 'at the end, after …'.
 */
export function positionText(placed: readonly PlayItem[], index: number): string {
  const before = placed[index];
  const after = placed[index - 1];
  const named = (item: PlayItem) => `${item.name} (${formatYear(item.year)})`;
  if (!before && !after) return 'as the first card on the timeline';
  if (!after && before) return `at the start, before ${named(before)}`;
  if (after && !before) return `at the end, after ${named(after)}`;
  return `between ${named(after as PlayItem)} and ${named(before as PlayItem)}`;
}

/** A place a keyboard drag can stop: an element, a point across its width (0–1), an insertion index. */
export interface KeyboardStop {
  readonly id: string;
  readonly at: number;
  readonly index: number;
}

/**
 * Where a keyboard drag can stop, in order: the left part of each card (insert before it) and
 * the right part of the last card (insert after it); or the empty timeline.
 */
export function keyboardStops(placed: readonly PlayItem[]): KeyboardStop[] {
  if (placed.length === 0) return [{ id: EMPTY_ZONE_ID, at: 0.5, index: 0 }];
  const stops = placed.map((item, index) => ({ id: slotId(item), at: 0.25, index }));
  const last = placed[placed.length - 1] as PlayItem;
  return [...stops, { id: slotId(last), at: 0.75, index: placed.length }];
}

/**
 * The keyboard stop an arrow key moves to from `now` (null: no stop yet, so the first going
 * forward and the last going back), kept within the `count` stops.
 */
export function nextKeyboardStop(now: number | null, forward: boolean, count: number): number {
  if (now === null) return forward ? 0 : count - 1;
  return Math.max(0, Math.min(count - 1, now + (forward ? 1 : -1)));
}

/** The insertion index a keyboard drag resting on stop `stop` drops at; null when it rests nowhere. */
export function keyboardStopIndex(placed: readonly PlayItem[], stop: number | null): number | null {
  return stop === null ? null : (keyboardStops(placed)[stop]?.index ?? null);
}

/** Which cards of the strip are in view, 1-based (0: none), and whether more lie off either edge. */
export interface StripView {
  readonly first: number;
  readonly last: number;
  readonly moreBefore: boolean;
  readonly moreAfter: boolean;
}

/** A box's horizontal extent, in the same coordinates as the strip's. */
export interface HorizontalBox {
  readonly left: number;
  readonly right: number;
  readonly width: number;
}

/** How far a strip is scrolled, and how wide its content and its window are. */
export interface StripScroll {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

/**
 * What a scrolling strip shows: a card counts as shown when at least half of it is inside the
 * strip's box; more lie before or after when the strip can scroll that way (by more than a pixel).
 */
export function stripView(
  strip: HorizontalBox,
  cards: readonly HorizontalBox[],
  scroll: StripScroll,
): StripView {
  let first = 0;
  let last = 0;
  cards.forEach((box, index) => {
    if (box.left + box.width / 2 >= strip.left && box.right - box.width / 2 <= strip.right) {
      if (first === 0) first = index + 1;
      last = index + 1;
    }
  });
  const end = scroll.scrollWidth - scroll.clientWidth;
  return { first, last, moreBefore: scroll.scrollLeft > 1, moreAfter: scroll.scrollLeft < end - 1 };
}
