import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '#tests/test-app';
import type { WordWeaverResult } from '../shared/word-weaver.schemas';
import { board, useWordWeaverApi } from './word-weaver.test-fixtures';

describe.each(testDatabaseKinds())('WordWeaver scoring with the lexicon on %s', (kind) => {
  // Scoring stores nothing: one server serves the whole file.
  const api = useWordWeaverApi(kind, { once: true });

  const score = async (rows: string[]) => {
    const response = await api.postBoard({ board: board(...rows) });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: WordWeaverResult }>().data;
  };

  it('scores a board of common words and function words, each with a definition', async () => {
    const data = await score([
      'THE.AND',
      'SHE.RAN',
      'GEESE..',
      'THEY.IF',
      'CATS.OF',
      'WRITTEN',
      'YOU.WE.',
    ]);
    expect(data.longest_words_in_rows).toEqual([
      'THE',
      'SHE',
      'GEESE',
      'THEY',
      'CATS',
      'WRITTEN',
      'YOU',
    ]);
    data.longest_words_in_rows.forEach((word, index) => {
      expect(data.row_definitions[index], word).not.toBe('');
    });
    expect(data.row_definitions[0]).toMatch(/^determiner: /);
    expect(data.row_definitions[2]).toMatch(/^noun: plural of goose — /);
    expect(data.row_definitions[4]).toMatch(/^noun: plural of cat — a small furry animal/);
    expect(data.row_definitions[5]).toMatch(/^verb: past participle of write — /);
    // Every column that holds a word has its definition too.
    data.longest_words_in_cols.forEach((word, index) => {
      expect(data.col_definitions[index] === '', `column ${index}: ${word}`).toBe(word === '');
    });
  });

  it('names the base form of an inflected word: "ran — past tense of run: …"', async () => {
    const data = await score(['RAN....']);
    expect(data.longest_words_in_rows[0]).toBe('RAN');
    expect(data.row_definitions[0]).toMatch(/^verb: past tense of run — move quickly on your feet/);
  });

  it('scores no slur and shows no sexual sense, in the answer the page reads', async () => {
    const data = await score([
      'WOP.YID',
      'CHINKS.',
      'GOOK...',
      'KISSING',
      'TARTS..',
      'PETTING',
      'HONKY..',
    ]);
    expect(data.longest_words_in_rows).not.toContain('WOP');
    expect(data.longest_words_in_rows).not.toContain('YID');
    expect(data.longest_words_in_rows).not.toContain('CHINKS');
    expect(data.longest_words_in_rows).not.toContain('GOOK');
    expect(data.longest_words_in_rows).not.toContain('HONKY');
    expect(data.longest_words_in_rows.slice(3, 6)).toEqual(['KISSING', 'TARTS', 'PETTING']);
    for (const definition of [...data.row_definitions, ...data.col_definitions]) {
      expect(definition).not.toMatch(/sex|genital|foreplay|prostitut|masturbat|slur|offensive/i);
    }
  });

  it('scores no drug slang, insult or invented form, and owner as a noun, in the answer the page reads', async () => {
    const data = await score([
      'MIDGET.',
      'SPLIFF.',
      'READDED',
      'COSTED.',
      'OWNER..',
      'GANJA..',
      'AA.QI..',
    ]);
    for (const word of ['MIDGET', 'SPLIFF', 'READDED', 'COSTED', 'GANJA', 'AA', 'QI']) {
      expect(data.longest_words_in_rows).not.toContain(word);
    }
    expect(data.longest_words_in_rows[4]).toBe('OWNER');
    expect(data.row_definitions[4]).toMatch(/^noun: /);
  });

  it('does not score words only a tournament list knows', async () => {
    const data = await score(['OSHAC..', 'MOKORO.', 'YUNX...', 'SKRIK..', 'ZIZZING']);
    // A shorter word inside one may still score, but none of the obscure words does, and
    // whatever scores is defined.
    for (const word of ['OSHAC', 'MOKORO', 'YUNX', 'SKRIK', 'ZIZZING']) {
      expect(data.longest_words_in_rows).not.toContain(word);
    }
    [...data.longest_words_in_rows, ...data.longest_words_in_cols].forEach((word, index) => {
      const definitions = [...data.row_definitions, ...data.col_definitions];
      expect(definitions[index] === '', word).toBe(word === '');
    });
  });
});
