import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { findKey, forEachLine, wordKey, wordOfKey } from './word-weaver.dictionary.files';

/**
 * The dictionary behind scoring: the words of the `word-list` package that a general player knows,
 * each with the definition shown after a game. A word is kept when it is in our glossary of function
 * words, a WordNet lemma with a common (not capitalised, not abbreviated) sense, or an inflection of
 * one. The lexicon and every word's definition are worked out once per process, on first use, into
 * typed arrays; WordNet is read from disk while they are built and not held afterwards.
 */

export type { LeftOutReason } from './word-weaver.dictionary.wordnet';

/** The WordNet part of speech an inflection's base is read in. */
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

const WORD_LENGTHS = { minLength: MIN_WORD_LENGTH, maxLength: BOARD_SIZE } as const;

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
  return wordKey(text, 0, text.length, WORD_LENGTHS) !== -1;
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
 * A definition as it is kept: the glossary's text or a WordNet reading (whose text is read once for
 * all the words that show it), and for an inflection its form and base.
 */
type DefinitionParts = ({ readonly text: string } | { readonly reading: number }) & {
  readonly inflection?: { readonly form: InflectionForm; readonly base: string };
};

/**
 * The definition shown for a word of the lexicon: the glossary's; else the word's own most common
 * sense or, when the word is more commonly an inflection (saw, left, better), its base's sense with
 * the form named; a word whose senses are all vulgar stays playable under a neutral definition.
 */
function defineWord(word: string, wordNet: WordNet): DefinitionParts {
  const glossary = GLOSSARY.get(word);
  if (glossary !== undefined) return { text: glossary };

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
    return { reading: own.reading.id };
  }
  if (inflection) {
    const { form, base, reading } = inflection;
    return { reading: reading.id, inflection: { form, base } };
  }
  return { text: own.kind === 'vulgar' || vulgarBase ? VULGAR_WORD_DEFINITION : '' };
}

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
    const { inflection } = parts;
    if (inflection) {
      forms[at] = INFLECTION_FORMS.indexOf(inflection.form) + 1;
      baseKeys[at] = wordKey(inflection.base, 0, inflection.base.length, WORD_LENGTHS);
    }
  }
  const used = textStarts[textStarts.length - 1] ?? 0;
  return {
    keys,
    textIndexes,
    forms,
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
  return form ? inflectedDefinition(form, wordOfKey(packed.baseKeys[at] ?? 0), text) : text;
}

/** Works out the lexicon and its definitions from the word list, WordNet and the glossary. */
function buildDictionary(): {
  lexicon: Lexicon;
  stats: LexiconStats;
  definitions: PackedDefinitions;
} {
  const wordNet = openWordNet(WORD_LENGTHS);
  try {
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
    forEachLine(wordListPath, (bytes, start, end) => {
      if (wordKey(bytes, start, end, WORD_LENGTHS) === -1) return;
      const word = bytes.toString('latin1', start, end);
      listed += 1;
      const standing = wordStanding(word, wordNet);
      if (standing === 'glossary') glossaryListed.add(word);
      else if (standing === 'inflection') inflections += 1;
      else if (standing !== 'common') {
        leftOut[standing] += 1;
        return;
      }
      kept.push(word);
    });
    // The glossary's words score even where the list lacks them.
    for (const word of GLOSSARY.keys()) {
      if (isBoardWord(word) && !glossaryListed.has(word)) kept.push(word);
    }
    kept.sort();
    for (const word of kept) sizeByLength[word.length] = (sizeByLength[word.length] ?? 0) + 1;
    return {
      lexicon: createLexicon(kept, WORD_LENGTHS),
      stats: {
        listed,
        sizeByLength,
        fromGlossary: [...GLOSSARY.keys()].filter(isBoardWord).length,
        inflections,
        leftOut,
      },
      definitions: packDefinitions(
        kept,
        (word) => defineWord(word, wordNet),
        (reading) => wordNet.readingDefinition(reading),
      ),
    };
  } finally {
    wordNet.close();
  }
}

/** The lexicon file's name: the build writes it beside the compiled server. */
export const LEXICON_FILE_NAME = 'word-weaver-lexicon.bin';
const LEXICON_FILE_VERSION = 1;

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
  const { keys, baseKeys, textIndexes, textStarts, forms, textBytes } = definitions;
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
    definitions: { keys, baseKeys, textIndexes, textStarts, forms, textBytes },
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
