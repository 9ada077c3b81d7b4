import { describe, expect, it } from 'vitest';
import { IRREGULAR_FORMS } from '../data/irregular-forms';
import { baseFormCandidates } from './base-forms';

const lemmas = (word: string) => baseFormCandidates(word, IRREGULAR_FORMS).map((c) => c.lemma);

describe('baseFormCandidates', () => {
  it.each([
    ['cats', 'cat'],
    ['boxes', 'box'],
    ['tried', 'try'],
    ['making', 'make'],
    ['running', 'run'],
    ['stopped', 'stop'],
    ['bigger', 'big'],
    ['ran', 'run'],
    ['mice', 'mouse'],
    ['went', 'go'],
  ])('offers %s → %s', (word, base) => {
    expect(lemmas(word)).toContain(base);
  });

  it('puts an irregular base first, with its part of speech', () => {
    expect(baseFormCandidates('ran', IRREGULAR_FORMS)[0]).toEqual({ lemma: 'run', pos: 'verb' });
  });

  it('offers nothing for a word with no ending to remove', () => {
    expect(lemmas('cat')).toEqual([]);
  });

  it('never offers the word itself or a one-letter stem', () => {
    expect(lemmas('as')).toEqual([]);
    expect(lemmas('is')).toEqual(['be']);
  });
});
