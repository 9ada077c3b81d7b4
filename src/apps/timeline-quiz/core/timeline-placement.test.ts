import { describe, expect, it } from 'vitest';
import type { PlayItem } from './timeline-game';
import {
  EMPTY_ZONE_ID,
  keyboardStopIndex,
  keyboardStops,
  nextKeyboardStop,
  positionText,
  slotId,
  slotIndex,
  stripView,
} from './timeline-placement';

const card = (key: string, name: string, year: number): PlayItem => ({
  key,
  name,
  year,
  description: `${name}.`,
  wikipedia: `https://en.wikipedia.org/wiki/${name}`,
});

const ADA = card('a', 'Ada', 1815);
const CAESAR = card('c', 'Caesar', -100);
const GRACE = card('g', 'Grace', 1906);

describe('positionText', () => {
  it('names the first card of an empty timeline', () => {
    expect(positionText([], 0)).toBe('as the first card on the timeline');
  });

  it('names the neighbours of each insertion point, with their years', () => {
    const placed = [CAESAR, ADA, GRACE];
    expect(positionText(placed, 0)).toBe('at the start, before Caesar (100 BCE)');
    expect(positionText(placed, 1)).toBe('between Caesar (100 BCE) and Ada (1815 CE)');
    expect(positionText(placed, 2)).toBe('between Ada (1815 CE) and Grace (1906 CE)');
    expect(positionText(placed, 3)).toBe('at the end, after Grace (1906 CE)');
  });
});

describe('keyboardStops', () => {
  it('stops once in the middle of an empty timeline', () => {
    expect(keyboardStops([])).toEqual([{ id: EMPTY_ZONE_ID, at: 0.5, index: 0 }]);
  });

  it('stops on the left of every card, then on the right of the last one', () => {
    expect(keyboardStops([CAESAR, ADA])).toEqual([
      { id: 'slot-c', at: 0.25, index: 0 },
      { id: 'slot-a', at: 0.25, index: 1 },
      { id: 'slot-a', at: 0.75, index: 2 },
    ]);
    expect(slotId(ADA)).toBe('slot-a');
  });
});

describe('slotIndex', () => {
  it('finds the card of a drop slot, and the start of an empty timeline', () => {
    expect(slotIndex([ADA, GRACE], slotId(GRACE))).toBe(1);
    expect(slotIndex([], EMPTY_ZONE_ID)).toBe(0);
    expect(slotIndex([ADA], 'slot-gone')).toBeNull();
  });
});

describe('nextKeyboardStop', () => {
  it('starts at the first stop going forward and at the last going back', () => {
    expect(nextKeyboardStop(null, true, 4)).toBe(0);
    expect(nextKeyboardStop(null, false, 4)).toBe(3);
  });

  it('moves one stop at a time and stays within the stops', () => {
    expect(nextKeyboardStop(1, true, 4)).toBe(2);
    expect(nextKeyboardStop(1, false, 4)).toBe(0);
    expect(nextKeyboardStop(3, true, 4)).toBe(3);
    expect(nextKeyboardStop(0, false, 4)).toBe(0);
  });
});

describe('keyboardStopIndex', () => {
  it('drops at the insertion index of the stop, and nowhere before the first arrow key', () => {
    const placed = [CAESAR, ADA];
    expect(keyboardStopIndex(placed, null)).toBeNull();
    expect(keyboardStopIndex(placed, 0)).toBe(0);
    expect(keyboardStopIndex(placed, 2)).toBe(2);
    expect(keyboardStopIndex(placed, 5)).toBeNull();
    expect(keyboardStopIndex([], 0)).toBe(0);
  });
});

describe('stripView', () => {
  const box = (left: number, width: number) => ({ left, width, right: left + width });
  const cards = [box(-90, 100), box(20, 100), box(130, 100), box(240, 100), box(350, 100)];

  it('counts the cards at least half inside the strip, and sees more on both sides', () => {
    const view = stripView(box(0, 300), cards, {
      scrollLeft: 90,
      scrollWidth: 600,
      clientWidth: 300,
    });
    expect(view).toEqual({ first: 2, last: 4, moreBefore: true, moreAfter: true });
  });

  it('sees nothing more at either end of the scroll', () => {
    expect(
      stripView(box(0, 300), cards, { scrollLeft: 0, scrollWidth: 600, clientWidth: 300 }),
    ).toMatchObject({ moreBefore: false, moreAfter: true });
    expect(
      stripView(box(0, 300), cards, { scrollLeft: 300, scrollWidth: 600, clientWidth: 300 }),
    ).toMatchObject({ moreBefore: true, moreAfter: false });
  });

  it('shows no cards when none is half inside', () => {
    expect(
      stripView(box(0, 300), [box(400, 100)], {
        scrollLeft: 0,
        scrollWidth: 300,
        clientWidth: 300,
      }),
    ).toEqual({ first: 0, last: 0, moreBefore: false, moreAfter: false });
  });
});
