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

/** Kinds of event that many card names share: they name no card in particular. */
const EVENT_KIND_WORDS = [
  'war',
  'wars',
  'battle',
  'siege',
  'fall',
  'revolt',
  'revolution',
  'rebellion',
  'conquest',
  'invasion',
  'invasions',
];

/**
 * Words of card names that say nothing about one card in particular: kinds of event and thing,
 * ordinals, countries and peoples, titles and common given names. A description may use them
 * freely even when another card's name contains them.
 */
const COMMON_NAME_WORDS = new Set([
  // kinds of event, and words that only qualify them
  ...EVENT_KIND_WORDS,
  'crusade',
  'insurgency',
  'independence',
  'liberation',
  'civil',
  'first',
  'second',
  'great',
  'day',
  'years',
  'hundred',
  'thirty',
  'seven',
  'eighty',
  'six',
  'world',
  'empire',
  'northern',
  'forest',
  'plains',
  'bridge',
  'red',
  'cliffs',
  // countries and peoples, and the forms wars are named with
  'anglo',
  'franco',
  'greco',
  'russo',
  'sino',
  'persian',
  'ukrainian',
  'ukraine',
  'russian',
  'spanish',
  'american',
  'mexican',
  'chinese',
  'japanese',
  'prussian',
  'irish',
  'korean',
  'cuban',
  'algerian',
  'vietnam',
  'nigerian',
  'bangladesh',
  'soviet',
  'afghan',
  'iran',
  'iraq',
  'bosnian',
  'congo',
  'syrian',
  'yemeni',
  'sudanese',
  'jewish',
  'roman',
  'mongol',
  'egyptian',
  'greek',
  'phoenician',
  'japan',
  'english',
  'french',
  'afghanistan',
  'paraguayan',
  'revolutionary',
  // everyday words and places that are also part of a person's name
  'sun',
  'washington',
  // titles, family words and common given names
  'queen',
  'king',
  'princess',
  'mother',
  'khan',
  'ibn',
  'al',
  'jr',
  'charles',
  'william',
  'peter',
  'anne',
]);

/** A name's words, split at spaces, hyphens, dashes and punctuation, without possessive endings. */
function wordsOf(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((word) => word.replace(/['’](s)?$/u, '').replace(/^['’]/u, ''))
    .filter((word) => word.length > 0);
}

/**
 * The words of a card's name that point at that card alone: capitalised words (proper names, or
 * a name's first word) of three letters or more that are not Roman numerals or common words.
 */
function distinctiveWordsOf(name: string): string[] {
  const plainName = name.replace(/\([^)]*\)/g, ' ');
  return wordsOf(plainName).filter(
    (word) =>
      word.length >= 3 &&
      /\p{Lu}/u.test(word) &&
      !/^[IVXLC]+$/.test(word) &&
      !COMMON_NAME_WORDS.has(word.toLowerCase()),
  );
}

/**
 * Whether a description word names the same thing as a distinctive word: the same word, or the
 * place behind an adjective ("Napoleon" for "Napoleonic", "Crimea" for "Crimean"). Case counts,
 * so that a capitalised first word of a name such as "Paper" does not match ordinary "paper".
 */
function sameName(descriptionWord: string, distinctive: string): boolean {
  if (descriptionWord === distinctive) return true;
  return (
    descriptionWord.length >= 5 &&
    distinctive.startsWith(descriptionWord) &&
    distinctive.length - descriptionWord.length <= 3
  );
}

/** Other cards' names that a card's description gives away, as "card → other card (word)". */
function namesOfOtherCards(items: readonly TimelineItem[]): string[] {
  const found: string[] = [];
  for (const item of items) {
    const descriptionWords = wordsOf(item.description);
    for (const other of items) {
      if (other === item) continue;
      const plainOther = other.name.replace(/\s*\([^)]*\)/g, '').trim();
      const named = distinctiveWordsOf(other.name).filter((distinctive) =>
        descriptionWords.some((word) => sameName(word, distinctive)),
      );
      if (named.length === 0 && plainOther.includes(' ') && item.description.includes(plainOther)) {
        named.push(plainOther);
      }
      if (named.length > 0) found.push(`${item.name} → ${other.name} (${named.join(', ')})`);
    }
  }
  return found;
}

/**
 * Phrases that set a card against some other time or thing, which in a deck of dated cards is
 * another card's place: "long before metal type", "since the Second World War", "the telescopes of
 * his day", "until pocket calculators arrived".
 */
const ORDER_STOP_PHRASES: readonly RegExp[] = [
  /\b(?:long|centuries|decades|generations) (?:before|after)\b/i,
  /\bsince the\b/i,
  /\bof (?:his|her|its|their) day\b/i,
  /\buntil\b[^.;]*\b(?:arrived|came)\b/i,
];

/**
 * A claim to come first, and the words after it up to the end of its clause: "the first vaccine",
 * "the first working programmable, fully automatic digital computer".
 */
const FIRST_CLAIM =
  /\b(?:first|earliest|oldest)\b((?:,?\s+(?!(?:a|an|the|and|which|whose|who|while)\b)[\p{L}\p{N}'’-]+){1,8})/giu;

/** Per deck, words that name another card's subject in passing ("a crusader army" after a crusade). */
const DECK_STOP_WORDS: Readonly<Record<string, readonly RegExp[]>> = {
  // The crusades have cards of their own, so a crusader elsewhere says a crusade came before.
  conflicts: [/\bcrusaders?\b/i],
};

/**
 * Words of card names too general to stand for one card's subject when a description puts itself
 * in order: kinds of event, ordinals and words such as "world".
 */
const GENERAL_NAME_WORDS = new Set([
  ...EVENT_KIND_WORDS,
  'civil',
  'first',
  'second',
  'great',
  'world',
  'empire',
  'years',
  'hundred',
  'thirty',
  'seven',
  'eighty',
  'independence',
  'liberation',
  // and words that other names share with everyday descriptions
  'large',
  'process',
  'working',
  'type',
  'cell',
  'mother',
]);

/** What a card is about where its name does not say it (ENIAC is a computer). */
const SUBJECT_WORDS: Readonly<Record<string, readonly string[]>> = {
  ENIAC: ['computer'],
};

/** Whether two words share a stem: "telescopes" and "telescope", "logarithmic" and "logarithms". */
function sameStem(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let common = 0;
  while (common < x.length && common < y.length && x[common] === y[common]) common += 1;
  return x === y || (common >= 5 && common >= Math.min(x.length, y.length) - 2);
}

/**
 * Cards whose description gives another card's order away: a stop phrase or stop word, or a claim
 * to come first ("the first vaccine") whose subject is another card's, as "card → other card
 * (word)" or "card: phrase".
 */
function orderGiveaways(
  items: readonly TimelineItem[],
  stopWords: readonly RegExp[] = [],
): string[] {
  const found: string[] = [];
  for (const item of items) {
    for (const phrase of [...ORDER_STOP_PHRASES, ...stopWords]) {
      const match = phrase.exec(item.description);
      if (match) found.push(`${item.name}: "${match[0]}"`);
    }
    // A card whose name makes the claim ("Oldest dated printed book") may repeat it.
    const claims = /\b(?:first|earliest|oldest)\b/i.test(item.name)
      ? []
      : item.description.matchAll(FIRST_CLAIM);
    for (const claim of claims) {
      // Things, not names: a capitalised word names a person or place of this card.
      const words = wordsOf(claim[1] ?? '').filter(
        (word) => word.length >= 4 && word === word.toLowerCase(),
      );
      for (const other of items) {
        if (other === item) continue;
        const subjects = [
          ...wordsOf(other.name.replace(/\([^)]*\)/g, ' ')).filter(
            (word) => word.length >= 4 && !GENERAL_NAME_WORDS.has(word.toLowerCase()),
          ),
          ...(SUBJECT_WORDS[other.name] ?? []),
        ];
        const named = subjects.filter((subject) => words.some((word) => sameStem(word, subject)));
        if (named.length > 0) found.push(`${item.name} → ${other.name} (${named.join(', ')})`);
      }
    }
  }
  return found;
}

/** The country or people a word of a conflict's name stands for ("Russo", "Russian" → Russia). */
const PARTY_OF_WORD: Readonly<Record<string, string>> = {
  russo: 'Russia',
  russian: 'Russia',
  russia: 'Russia',
  soviet: 'Russia',
  ukrainian: 'Ukraine',
  ukraine: 'Ukraine',
  georgian: 'Georgia',
  georgia: 'Georgia',
  sino: 'China',
  chinese: 'China',
  china: 'China',
  japanese: 'Japan',
  japan: 'Japan',
  franco: 'France',
  french: 'France',
  france: 'France',
  anglo: 'Britain',
  english: 'Britain',
  british: 'Britain',
  prussian: 'Prussia',
  greco: 'Greece',
  greek: 'Greece',
  persian: 'Persia',
  spanish: 'Spain',
  spain: 'Spain',
  american: 'United States',
  mexican: 'Mexico',
  irish: 'Ireland',
  korean: 'Korea',
  iran: 'Iran',
  iraq: 'Iraq',
  afghan: 'Afghanistan',
  afghanistan: 'Afghanistan',
  roman: 'Rome',
  jewish: 'Judaea',
  aztec: 'Aztecs',
  inca: 'Incas',
  khwarazmian: 'Khwarazm',
  punic: 'Carthage',
  mongol: 'Mongols',
  vietnam: 'Vietnam',
  algerian: 'Algeria',
  nigerian: 'Nigeria',
  syrian: 'Syria',
  yemeni: 'Yemen',
  sudanese: 'Sudan',
  bosnian: 'Bosnia',
  congo: 'Congo',
  paraguayan: 'Paraguay',
  cuban: 'Cuba',
  haitian: 'Haiti',
};

/** How close two start years must be for two conflicts between the same parties to be one war. */
const SAME_WAR_YEARS = 15;

/**
 * Pairs of cards that look like one war told twice: their names name the same parties and they
 * begin within a few years of each other ("Russo-Ukrainian War" and "Russian invasion of Ukraine").
 */
function sameWarPairs(items: readonly TimelineItem[]): string[] {
  const partiesOf = (item: TimelineItem) =>
    [...new Set(wordsOf(item.name).flatMap((word) => PARTY_OF_WORD[word.toLowerCase()] ?? []))]
      .sort()
      .join(' and ');
  const pairs: string[] = [];
  items.forEach((item, index) => {
    for (const other of items.slice(index + 1)) {
      const parties = partiesOf(item);
      if (
        parties !== '' &&
        parties === partiesOf(other) &&
        Math.abs(item.year - other.year) <= SAME_WAR_YEARS
      ) {
        pairs.push(`${item.name} (${item.year}) and ${other.name} (${other.year}): ${parties}`);
      }
    }
  });
  return pairs;
}

/**
 * Cards whose year depends on which event or calendar is counted, so the description must say
 * which: a sentence beginning "The year" that is more than the approximate-date note.
 */
const YEARS_WITH_A_RULE: Readonly<Record<string, readonly string[]>> = {
  innovations: ['Paper', "Archimedes' screw", 'Fountain pen', 'Google Search'],
  people: ['Isaac Newton'],
  conflicts: ['Vietnam War'],
};

function explainsItsYear(description: string): boolean {
  return description
    .split(/(?<=[.!?])\s+(?=The year)/)
    .some(
      (sentence) =>
        sentence.startsWith('The year') && !/^The year is approximate \(c\.\)\.$/.test(sentence),
    );
}

describe.each(DECKS)('the $name deck', ({ name, items, range, bands, wikipediaRequired }) => {
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

  it('never names another card of the deck in a description, which would give the order away', () => {
    expect(namesOfOtherCards(items)).toEqual([]);
  });

  it('never sets a card against another card in time, by a stop phrase or by "the first …"', () => {
    expect(orderGiveaways(items, DECK_STOP_WORDS[name])).toEqual([]);
  });

  it('says which event or calendar its debatable years count', () => {
    const rule = YEARS_WITH_A_RULE[name] ?? [];
    const cards = items.filter((item) => rule.includes(item.name));
    expect(cards.map((item) => item.name).sort()).toEqual([...rule].sort());
    const unexplained = cards.filter((item) => !explainsItsYear(item.description));
    expect(unexplained.map((item) => item.name)).toEqual([]);
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
  it('holds one card per war in the conflicts deck', () => {
    expect(sameWarPairs(CONFLICTS)).toEqual([]);
  });

  it('spots one war told twice, and not two wars between the same parties decades apart', () => {
    const card = (year: number, name: string): TimelineItem => ({
      year,
      name,
      description: 'A war.',
    });
    expect(
      sameWarPairs([card(2014, 'Russo-Ukrainian War'), card(2022, 'Russian invasion of Ukraine')]),
    ).toHaveLength(1);
    expect(
      sameWarPairs([card(1894, 'First Sino-Japanese War'), card(1937, 'Second Sino-Japanese War')]),
    ).toEqual([]);
    expect(sameWarPairs([card(1980, 'Iran–Iraq War'), card(1990, 'Iraq War')])).toEqual([]);
  });

  it('finds the distinctive names of other cards in a description, and not common words', () => {
    const card = (name: string, description: string): TimelineItem => ({
      year: 1,
      name,
      description,
    });
    expect(
      namesOfOtherCards([
        card('Greco-Persian Wars', 'A long war with battles at Marathon and Salamis.'),
        card('Battle of Marathon', 'Athenians routed a Persian landing force.'),
      ]),
    ).toEqual(['Greco-Persian Wars → Battle of Marathon (Marathon)']);
    expect(
      namesOfOtherCards([
        card('Alexander the Great', 'A Macedonian king.'),
        card('Aristotle', "Alexander the Great's tutor."),
      ]),
    ).toEqual(['Aristotle → Alexander the Great (Alexander)']);
    // Country names, kinds of event and ordinary words shared with other names are fine.
    expect(
      namesOfOtherCards([
        card('Chaco War', 'Bolivia and Paraguay fought the second great war of the region.'),
        card('Paraguayan War', 'Paraguay fought its neighbours.'),
        card('Paper', 'Sheets made from rags and paper scraps.'),
        card('Government paper money', 'The first state-backed paper currency.'),
      ]),
    ).toEqual([]);
  });

  it('catches a card set against another in time, and not a first that ranks against no card', () => {
    const card = (name: string, description: string): TimelineItem => ({
      year: 1,
      name,
      description,
    });
    expect(
      orderGiveaways([
        card('Movable type', 'Clay characters, long before metal type in Europe.'),
        card('Reflecting telescope', 'A mirror instead of the lenses of his day.'),
        card('Telescope', 'Two lenses in a tube.'),
        card('Smallpox vaccine', 'Cowpox, the first vaccine.'),
        card('Rabies vaccine', 'A boy survived.'),
        card('Z3 computer', 'The first working programmable, fully automatic digital computer.'),
        card('ENIAC', 'Eighteen thousand vacuum tubes.'),
        card('Slide rule', 'Engineers used it until pocket calculators arrived.'),
        card('Invasion', 'The largest war in Europe since the Second World War.'),
      ]),
    ).toEqual([
      'Movable type: "long before"',
      'Reflecting telescope: "of his day"',
      'Smallpox vaccine → Rabies vaccine (vaccine)',
      'Z3 computer → ENIAC (computer)',
      'Slide rule: "until pocket calculators arrived"',
      'Invasion: "since the"',
    ]);
    expect(
      orderGiveaways(
        [card('Battle of Hattin', 'A thirsty crusader army.'), card('First Crusade', 'A march.')],
        DECK_STOP_WORDS.conflicts,
      ),
    ).toEqual(['Battle of Hattin: "crusader"']);
    expect(
      orderGiveaways([
        card('Sputnik 1', 'The first artificial satellite, a sphere whose radio beeps were heard.'),
        card('Radio', 'Waves across the Atlantic.'),
        card('Nelson Mandela', 'The first Black president of South Africa.'),
        card('Oldest dated printed book', 'The earliest printed date of any surviving book.'),
        card('Printing press', 'Metal type and a screw press.'),
      ]),
    ).toEqual([]);
  });

  it('tells what was found as found, and keeps facts checked against the sources', () => {
    const byName = (items: readonly TimelineItem[], name: string) =>
      items.find((item) => item.name === name);
    // Penicillin was discovered and graphene isolated: neither was invented.
    expect(byName(INNOVATIONS, 'Penicillin')?.verb).toBe('was discovered');
    expect(byName(INNOVATIONS, 'Graphene')?.verb).toBe('was isolated');
    // Google Search went online under google.com the year before Google the company was founded.
    expect(byName(INNOVATIONS, 'Google Search')?.year).toBe(1997);
    // Augustus was born Gaius Octavius; historians call him Octavian only from his adoption.
    expect(byName(PEOPLE, 'Augustus')?.description).toMatch(/^Born Gaius Octavius,/);
    // Toussaint Louverture's birth year is uncertain.
    expect(byName(PEOPLE, 'Toussaint Louverture')?.description).toMatch(
      /The year is approximate \(c\.\)\.$/,
    );
  });

  it('reads a sentence that says which year a card counts', () => {
    expect(explainsItsYear('A pen. The year is that of the earliest account.')).toBe(true);
    expect(explainsItsYear('A pen. The year is approximate (c.).')).toBe(false);
    expect(explainsItsYear('A pen that changed the year.')).toBe(false);
  });

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
