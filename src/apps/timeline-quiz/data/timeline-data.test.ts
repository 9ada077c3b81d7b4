import { describe, expect, it } from 'vitest';
import {
  CONFLICT_YEAR_RANGE,
  INNOVATION_YEAR_RANGE,
  PERSON_YEAR_RANGE,
  TimelineItemSchema,
  type TimelineItem,
  type YearRange,
} from '../shared/timeline-item.schemas';
import { CONFLICTS } from './conflicts';
import { INNOVATIONS } from './innovations';
import { PEOPLE } from './people';

/** A tolerance band from spec §9: items with a true year below `before` (the last band has none). */
interface Band {
  label: string;
  before: number | null;
  /**
   * How many items the deck must hold in this band so that every tolerance gets played, or null
   * when the deck's year range cannot reach the band at all.
   */
  atLeast: number | null;
}

interface Deck {
  name: string;
  items: readonly TimelineItem[];
  range: YearRange;
  bands: Band[];
  /** People may lack an article (spec §3); innovations and conflicts always have one. */
  wikipediaRequired: boolean;
}

const MIN_ITEMS_PER_DECK = 95;

/** The people and conflicts tables share their band edges. */
function olderHistoryBands(atLeast: number, atLeastSince2000: number | null): Band[] {
  return [
    { label: 'before 1000 BCE', before: -1000, atLeast },
    { label: 'before 0', before: 0, atLeast },
    { label: 'before 1000', before: 1000, atLeast },
    { label: 'before 1500', before: 1500, atLeast },
    { label: 'before 1800', before: 1800, atLeast },
    { label: 'before 1900', before: 1900, atLeast },
    { label: 'before 1950', before: 1950, atLeast },
    { label: 'before 2000', before: 2000, atLeast },
    { label: '2000 or later', before: null, atLeast: atLeastSince2000 },
  ];
}

const DECKS: Deck[] = [
  {
    name: 'innovations',
    items: INNOVATIONS,
    range: INNOVATION_YEAR_RANGE,
    bands: [
      { label: 'before 0', before: 0, atLeast: 8 },
      { label: 'before 1000', before: 1000, atLeast: 8 },
      { label: 'before 1800', before: 1800, atLeast: 8 },
      { label: 'before 1900', before: 1900, atLeast: 8 },
      { label: 'before 1950', before: 1950, atLeast: 8 },
      { label: 'before 2000', before: 2000, atLeast: 8 },
      { label: '2000 or later', before: null, atLeast: 8 },
    ],
    wikipediaRequired: true,
  },
  {
    name: 'people',
    items: PEOPLE,
    range: PERSON_YEAR_RANGE,
    // Birth years stop at 1971, so nobody can fall in the band from 2000 on.
    bands: olderHistoryBands(6, null),
    wikipediaRequired: false,
  },
  {
    name: 'conflicts',
    items: CONFLICTS,
    range: CONFLICT_YEAR_RANGE,
    bands: olderHistoryBands(6, 6),
    wikipediaRequired: true,
  },
];

const WIKIPEDIA_ARTICLE = /^https:\/\/en\.wikipedia\.org\/wiki\/([^\s#?]+)$/;

function bandOf(bands: Band[], year: number): Band {
  const band = bands.find((candidate) => candidate.before === null || year < candidate.before);
  if (!band) throw new Error(`no band for ${year}`);
  return band;
}

/** Sentence ends, not counting the "c." of an approximate date. */
function countSentences(text: string): number {
  return text.replace(/\bc\.\s/g, 'c ').match(/[.!?]["')’”]?(?=\s|$)/g)?.length ?? 0;
}

function duplicatesOf(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
}

/** Problems with an article address, or an empty list when it is a clean desktop link. */
function problemsWithArticleUrl(url: string): string[] {
  const match = WIKIPEDIA_ARTICLE.exec(url);
  if (!match) return ['not https://en.wikipedia.org/wiki/<Title> (mobile links and fragments too)'];
  const title = match[1] ?? '';
  const problems: string[] = [];
  if (!/^[\x21-\x7e]+$/.test(title)) problems.push('non-ASCII characters must be percent-encoded');
  if (!/^[A-Z0-9%]/.test(title)) problems.push('titles start with a capital letter');
  // A few real titles end in an abbreviation ("Martin_Luther_King_Jr."); any other end stop is a copy slip.
  if (/[,;:!]$/.test(title) || (/\.$/.test(title) && !/_(Jr|Sr)\.$/.test(title))) {
    problems.push('trailing punctuation');
  }
  if (/^_|_$|__/.test(title)) problems.push('stray underscores');
  if ((title.match(/\(/g) ?? []).length !== (title.match(/\)/g) ?? []).length) {
    problems.push('unbalanced parentheses');
  }
  try {
    decodeURIComponent(title);
  } catch {
    problems.push('broken percent-encoding');
  }
  return problems;
}

describe.each(DECKS)('the $name deck', ({ items, range, bands, wikipediaRequired }) => {
  it(`holds at least ${MIN_ITEMS_PER_DECK} items`, () => {
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS_PER_DECK);
  });

  it('parses every item with the schema', () => {
    const failures = items.filter((item) => !TimelineItemSchema.safeParse(item).success);
    expect(failures).toEqual([]);
  });

  it(`keeps every year within ${range.min}..${range.max}, and never year 0`, () => {
    const outside = items.filter(
      (item) => item.year < range.min || item.year > range.max || item.year === 0,
    );
    expect(outside).toEqual([]);
  });

  it('has trimmed names that are unique (ignoring case)', () => {
    const untrimmed = items.filter((item) => item.name !== item.name.trim().replace(/\s+/g, ' '));
    expect(untrimmed).toEqual([]);
    expect(duplicatesOf(items.map((item) => item.name.toLowerCase()))).toEqual([]);
  });

  it('links each item to its own English Wikipedia article', () => {
    const links = items.flatMap((item) => (item.wikipedia ? [item.wikipedia] : []));
    if (wikipediaRequired) expect(links.length).toBe(items.length);
    else expect(links.length).toBeGreaterThanOrEqual(Math.ceil(items.length * 0.9));
    const problems = links.flatMap((url) =>
      problemsWithArticleUrl(url).map((problem) => `${url}: ${problem}`),
    );
    expect(problems).toEqual([]);
    // The same article twice would mean the same thing (or person) twice.
    expect(duplicatesOf(links)).toEqual([]);
  });

  it('describes each item in one to three trimmed sentences', () => {
    const badlyShaped = items
      .filter((item) => {
        const sentences = countSentences(item.description);
        return (
          sentences < 1 ||
          sentences > 3 ||
          item.description !== item.description.trim() ||
          /\s{2,}/.test(item.description) ||
          !/[.!?]["')’”]?$/.test(item.description)
        );
      })
      .map((item) => item.name);
    expect(badlyShaped).toEqual([]);
  });

  it('never gives the answer away by printing the year in the name or description', () => {
    const giveaways = items
      .filter((item) => {
        const year = new RegExp(`(?<!\\d)${Math.abs(item.year)}(?!\\d)`);
        return year.test(item.description) || year.test(item.name);
      })
      .map((item) => `${item.name} (${item.year})`);
    expect(giveaways).toEqual([]);
  });

  const reachable = bands.filter((band) => band.atLeast !== null);
  it.each(reachable)('has at least $atLeast items in the tolerance band $label', (band) => {
    const inBand = items.filter((item) => bandOf(bands, item.year) === band);
    expect(inBand.length).toBeGreaterThanOrEqual(band.atLeast ?? 0);
  });

  const unreachable = bands.filter((band) => band.atLeast === null);
  if (unreachable.length > 0) {
    it('only skips tolerance bands that its year range cannot reach', () => {
      for (const band of unreachable) {
        const lowerEdge = bands[bands.indexOf(band) - 1]?.before ?? Number.NEGATIVE_INFINITY;
        expect(range.max).toBeLessThan(lowerEdge);
      }
    });
  }
});

describe('across the decks', () => {
  it('never links two items in different decks to the same article', () => {
    const links = DECKS.flatMap(({ items }) => items.flatMap((item) => item.wikipedia ?? []));
    expect(duplicatesOf(links)).toEqual([]);
  });

  it('rejects the link shapes the deck checks are meant to catch', () => {
    expect(problemsWithArticleUrl('https://en.wikipedia.org/wiki/Marie_Curie')).toEqual([]);
    expect(problemsWithArticleUrl('https://en.m.wikipedia.org/wiki/Marie_Curie')).not.toEqual([]);
    expect(problemsWithArticleUrl('https://en.wikipedia.org/wiki/Marie_Curie#Life')).not.toEqual(
      [],
    );
    expect(problemsWithArticleUrl('https://en.wikipedia.org/wiki/Marie Curie')).not.toEqual([]);
    expect(problemsWithArticleUrl('https://en.wikipedia.org/wiki/Marie_Curie.')).not.toEqual([]);
    expect(problemsWithArticleUrl('https://en.wikipedia.org/wiki/Martin_Luther_King_Jr.')).toEqual(
      [],
    );
    expect(problemsWithArticleUrl('https://en.wikipedia.org/wiki/Rome_(city')).not.toEqual([]);
    expect(problemsWithArticleUrl('https://de.wikipedia.org/wiki/Marie_Curie')).not.toEqual([]);
  });

  it('counts sentences without tripping over an approximate "c." date', () => {
    expect(countSentences('One. Two! Three?')).toBe(3);
    expect(countSentences('Built c. the time of the pharaohs. The date is approximate.')).toBe(2);
    expect(countSentences('No full stop')).toBe(0);
  });
});
