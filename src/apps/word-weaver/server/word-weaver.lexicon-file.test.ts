import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LEXICON_FILE_NAME,
  loadDictionary,
  readLexiconFile,
  writeLexiconFile,
  type Dictionary,
} from './word-weaver.dictionary';

describe('the lexicon file the build writes', () => {
  let directory: string;
  let dictionary: Dictionary;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'nook-lexicon-'));
    dictionary = await loadDictionary();
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('reads back the same words, definitions and counts as working them out from WordNet', () => {
    const file = path.join(directory, LEXICON_FILE_NAME);
    const written = writeLexiconFile(file);
    const read = readLexiconFile(file);
    expect(written).toEqual(dictionary.stats);
    expect(read.stats).toEqual(dictionary.stats);
    expect(read.lexicon.size).toBe(dictionary.lexicon.size);
    expect([...read.lexicon.words()]).toEqual([...dictionary.lexicon.words()]);
    for (const word of dictionary.lexicon.words()) {
      expect(read.definitionOf(word), word).toBe(dictionary.definitionOf(word));
    }
    expect(read.definitionOf('ran')).toMatch(
      /^verb: past tense of run — move quickly on your feet/,
    );
    expect(read.definitionOf('oshac')).toBe('');
  });

  it('holds only definitions the original client shows whole, walking every word of the file', () => {
    // The original client splits a definition at "; " into senses and each sense at ": " into its
    // word class and meaning, and drops what follows a second one.
    const file = path.join(directory, 'walked.bin');
    writeLexiconFile(file);
    const read = readLexiconFile(file);
    const cut: string[] = [];
    let walked = 0;
    for (const word of read.lexicon.words()) {
      walked += 1;
      const definition = read.definitionOf(word);
      const senses = definition.split('; ');
      const [wordClass, meaning] = (senses[0] ?? '').split(': ');
      if (senses.length !== 1 || `${wordClass}: ${meaning}` !== definition) {
        cut.push(`${word}: ${definition}`);
      }
    }
    expect(walked).toBe(read.lexicon.size);
    expect(cut).toEqual([]);
  });

  it('works the lexicon out from WordNet when the file is damaged', async () => {
    const file = path.join(directory, 'damaged.bin');
    await writeFile(file, '{"version":1,"words":3}\nnot a lexicon');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      vi.resetModules();
      const fresh = await import('./word-weaver.dictionary');
      const loaded = await fresh.loadDictionary({ file });
      expect(loaded.lexicon.size).toBe(dictionary.lexicon.size);
      expect(loaded.definitionOf('ran')).toBe(dictionary.definitionOf('ran'));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('damaged.bin'), expect.anything());
    } finally {
      warn.mockRestore();
    }
  });
});
