import { readFile } from 'node:fs/promises';
import wordListPath from 'word-list';
import {
  baseFormCandidates,
  irregularFormIndex,
  type InflectionForm,
  type WordPos,
} from '../core/base-forms';
import { inflectedDefinition, VULGAR_WORD_DEFINITION } from '../core/definitions';
import { BOARD_SIZE } from '../core/game';
import { createLexicon, type Lexicon } from '../core/lexicon';
import { MIN_WORD_LENGTH } from '../core/scoring';
import { FUNCTION_WORDS } from '../data/function-words';
import {
  IRREGULAR_COMPARISONS,
  IRREGULAR_PLURALS,
  IRREGULAR_PRESENT_FORMS,
  IRREGULAR_VERBS,
} from '../data/irregular-forms';
import {
  openWordNet,
  WORDNET_POS,
  type LeftOutReason,
  type LemmaStanding,
  type Reading,
  type WordNet,
  type WordNetPos,
} from './word-weaver.dictionary.wordnet';

/**
 * The dictionary behind scoring: the words of the `word-list` package that a general player knows,
 * each with the definition shown after a game. A word is kept when it is in our glossary of function
 * words, a WordNet lemma with a common (not capitalised, not abbreviated) sense, or an inflection of
 * one. The lexicon is worked out once per process, on first use; a definition is read when asked for.
 */

export type { LeftOutReason } from './word-weaver.dictionary.wordnet';

/** The WordNet part of speech an inflection's base is read in (one array each: they key caches). */
const POS_FOR_BASE_FORM: Readonly<Record<WordPos, readonly WordNetPos[]>> = {
  noun: ['n'],
  verb: ['v'],
  adj: ['a'],
};

const GLOSSARY: ReadonlyMap<string, string> = new Map(Object.entries(FUNCTION_WORDS));

const IRREGULAR_FORMS = irregularFormIndex({
  verbs: IRREGULAR_VERBS,
  presentForms: IRREGULAR_PRESENT_FORMS,
  plurals: IRREGULAR_PLURALS,
  comparisons: IRREGULAR_COMPARISONS,
});

const DEFINITION_CACHE_LIMIT = 5_000;

export interface LexiconStats {
  /** Words of 2–7 letters in the source list. */
  readonly listed: number;
  /** Words that score, per length (index = length). */
  readonly sizeByLength: readonly number[];
  /** Words that score because the glossary of function words defines them. */
  readonly fromGlossary: number;
  /** Words that score only as an inflection of a WordNet lemma. */
  readonly inflections: number;
  /** Words of the list left out, by reason. */
  readonly leftOut: Readonly<Record<LeftOutReason, number>>;
}

export interface Dictionary {
  /** Every word that scores: 2 to 7 letters. */
  readonly lexicon: Lexicon;
  /** How the lexicon was built from the word list. */
  readonly stats: LexiconStats;
  /** The definition shown for `word` (lower case): never empty for a word of the lexicon, '' otherwise. */
  definitionOf(word: string): string;
  /** `definitionOf` as a promise, for callers that await it. */
  define(word: string): Promise<string>;
}

function isBoardWord(text: string): boolean {
  if (text.length < MIN_WORD_LENGTH || text.length > BOARD_SIZE) return false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 97 || code > 122) return false;
  }
  return true;
}

/** The words of a newline-separated list that could sit on the board. */
function* boardLengthWords(bytes: Buffer): Generator<string> {
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end === -1) end = bytes.length;
    const length = end - start;
    if (length >= MIN_WORD_LENGTH && length <= BOARD_SIZE) {
      const word = bytes.toString('latin1', start, end);
      if (isBoardWord(word)) yield word;
    }
    start = end + 1;
  }
}

/**
 * Whether `word` belongs in the lexicon, and if not why: it is in the glossary, or a WordNet lemma
 * with a common sense, or an inflection of one (cats, ran, geese, better, written).
 */
function wordStanding(word: string, wordNet: WordNet): 'glossary' | 'inflection' | LemmaStanding {
  if (GLOSSARY.has(word)) return 'glossary';
  const own = wordNet.lemmaStanding(word, WORDNET_POS);
  if (own === 'common') return own;
  for (const candidate of baseFormCandidates(word, IRREGULAR_FORMS)) {
    const base = wordNet.lemmaStanding(candidate.lemma, POS_FOR_BASE_FORM[candidate.pos]);
    if (base === 'common') return 'inflection';
  }
  return own;
}

/**
 * The definition shown for a word of the lexicon: the glossary's; else the word's own most common
 * sense or, when the word is more commonly an inflection (saw, left, better), its base's sense with
 * the form named; a word whose senses are all vulgar stays playable under a neutral definition.
 */
function defineWord(word: string, wordNet: WordNet): string {
  const glossary = GLOSSARY.get(word);
  if (glossary !== undefined) return glossary;

  const own = wordNet.lemmaVerdict(word, WORDNET_POS);
  // For each part of speech the first base that WordNet knows (the candidates come likeliest
  // first); across parts of speech the most common reading (runs: of the verb run, not the noun).
  let inflection: { form: InflectionForm; base: string; reading: Reading } | undefined;
  const posSettled = new Set<WordPos>();
  let vulgarBase = false;
  for (const candidate of baseFormCandidates(word, IRREGULAR_FORMS)) {
    if (posSettled.has(candidate.pos)) continue;
    const base = wordNet.lemmaVerdict(candidate.lemma, POS_FOR_BASE_FORM[candidate.pos]);
    if (base.kind === 'vulgar') vulgarBase = true;
    if (base.kind !== 'common') continue;
    posSettled.add(candidate.pos);
    if (!inflection || base.reading.rank > inflection.reading.rank) {
      inflection = { form: candidate.form, base: candidate.lemma, reading: base.reading };
    }
  }

  if (own.kind === 'common' && (!inflection || own.reading.rank >= inflection.reading.rank)) {
    return own.reading.definition;
  }
  if (inflection) {
    return inflectedDefinition(inflection.form, inflection.base, inflection.reading.definition);
  }
  return own.kind === 'vulgar' || vulgarBase ? VULGAR_WORD_DEFINITION : '';
}

async function createDictionary(): Promise<Dictionary> {
  const [wordBytes, wordNet] = await Promise.all([
    readFile(wordListPath),
    openWordNet({ minLength: MIN_WORD_LENGTH, maxLength: BOARD_SIZE }),
  ]);

  const kept: string[] = [];
  const sizeByLength = Array.from({ length: BOARD_SIZE + 1 }, () => 0);
  const leftOut: Record<LeftOutReason, number> = {
    'not in WordNet': 0,
    'only a name': 0,
    'only an abbreviation': 0,
  };
  const glossaryListed = new Set<string>();
  let listed = 0;
  let inflections = 0;
  for (const word of boardLengthWords(wordBytes)) {
    listed += 1;
    const standing = wordStanding(word, wordNet);
    if (standing === 'glossary') glossaryListed.add(word);
    else if (standing === 'inflection') inflections += 1;
    else if (standing !== 'common') {
      leftOut[standing] += 1;
      continue;
    }
    kept.push(word);
  }
  // The glossary's words score even where the list lacks them.
  for (const word of GLOSSARY.keys()) {
    if (isBoardWord(word) && !glossaryListed.has(word)) kept.push(word);
  }
  for (const word of kept) sizeByLength[word.length] = (sizeByLength[word.length] ?? 0) + 1;
  const lexicon = createLexicon(kept, { minLength: MIN_WORD_LENGTH, maxLength: BOARD_SIZE });
  wordNet.settle();

  const definitions = new Map<string, string>();
  const definitionOf = (word: string): string => {
    if (!lexicon.has(word)) return '';
    let definition = definitions.get(word);
    if (definition === undefined) {
      definition = defineWord(word, wordNet);
      if (definitions.size >= DEFINITION_CACHE_LIMIT) definitions.clear();
      definitions.set(word, definition);
    }
    return definition;
  };
  return {
    lexicon,
    stats: {
      listed,
      sizeByLength,
      fromGlossary: [...GLOSSARY.keys()].filter(isBoardWord).length,
      inflections,
      leftOut,
    },
    definitionOf,
    define: (word) => Promise.resolve(definitionOf(word)),
  };
}

let loading: Promise<Dictionary> | undefined;

/** The process's dictionary, loaded on the first call; a failed load is retried on the next call. */
export function loadDictionary(): Promise<Dictionary> {
  if (!loading) {
    loading = createDictionary();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
