import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary, type Dictionary } from './word-weaver.dictionary';

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
  'putted',
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
    expect(leftOut['obscure two-letter word']).toBeGreaterThan(10);
  });
});
