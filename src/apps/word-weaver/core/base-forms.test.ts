import { describe, expect, it } from 'vitest';
import {
  IRREGULAR_COMPARISONS,
  IRREGULAR_PLURALS,
  IRREGULAR_PRESENT_FORMS,
  IRREGULAR_VERBS,
} from '../data/irregular-forms';
import { baseFormCandidates, irregularFormIndex } from './base-forms';

const irregular = irregularFormIndex({
  verbs: IRREGULAR_VERBS,
  presentForms: IRREGULAR_PRESENT_FORMS,
  plurals: IRREGULAR_PLURALS,
  comparisons: IRREGULAR_COMPARISONS,
});
const candidates = (word: string) => baseFormCandidates(word, irregular);
const lemmas = (word: string) => candidates(word).map((c) => c.lemma);

describe('irregularFormIndex', () => {
  it('names the form of each irregular inflection', () => {
    expect(irregular.get('ran')).toEqual([{ lemma: 'run', pos: 'verb', form: 'past tense' }]);
    expect(irregular.get('written')).toEqual([
      { lemma: 'write', pos: 'verb', form: 'past participle' },
    ]);
    expect(irregular.get('is')).toEqual([{ lemma: 'be', pos: 'verb', form: 'present tense' }]);
    expect(irregular.get('geese')).toEqual([{ lemma: 'goose', pos: 'noun', form: 'plural' }]);
    expect(irregular.get('better')).toEqual([{ lemma: 'good', pos: 'adj', form: 'comparative' }]);
    expect(irregular.get('worst')).toEqual([{ lemma: 'bad', pos: 'adj', form: 'superlative' }]);
  });

  it('keeps every reading of a form shared by two verbs, and none of a form equal to its base', () => {
    expect(irregular.get('lay')).toEqual([{ lemma: 'lie', pos: 'verb', form: 'past tense' }]);
    expect(irregular.get('found')).toEqual([{ lemma: 'find', pos: 'verb', form: 'past tense' }]);
    expect(irregular.get('run')).toBeUndefined();
    expect(irregular.get('come')).toBeUndefined();
  });
});

describe('baseFormCandidates', () => {
  it.each([
    ['cats', 'cat'],
    ['boxes', 'box'],
    ['heroes', 'hero'],
    ['tried', 'try'],
    ['making', 'make'],
    ['running', 'run'],
    ['stopped', 'stop'],
    ['bigger', 'big'],
    ['happiest', 'happy'],
    ['ran', 'run'],
    ['mice', 'mouse'],
    ['went', 'go'],
  ])('offers %s → %s', (word, base) => {
    expect(lemmas(word)).toContain(base);
  });

  it('puts an irregular base first, with its part of speech and form', () => {
    expect(candidates('ran')[0]).toEqual({ lemma: 'run', pos: 'verb', form: 'past tense' });
  });

  it('names the form each ending makes', () => {
    const formOf = (word: string, lemma: string, pos: string) =>
      candidates(word).find((c) => c.lemma === lemma && c.pos === pos)?.form;
    expect(formOf('cats', 'cat', 'noun')).toBe('plural');
    expect(formOf('runs', 'run', 'verb')).toBe('present tense');
    expect(formOf('walked', 'walk', 'verb')).toBe('past tense');
    expect(formOf('walking', 'walk', 'verb')).toBe('present participle');
    expect(formOf('taller', 'tall', 'adj')).toBe('comparative');
    expect(formOf('tallest', 'tall', 'adj')).toBe('superlative');
  });

  it('reads a stem that would have doubled its last letter only with an e', () => {
    const verbs = (word: string) =>
      candidates(word)
        .filter((c) => c.pos === 'verb')
        .map((c) => c.lemma);
    expect(verbs('hoped')).toContain('hope');
    expect(verbs('hoped')).not.toContain('hop');
    expect(verbs('caped')).not.toContain('cap');
    expect(verbs('stoped')).not.toContain('stop');
    expect(verbs('lamed')).toEqual(['lame']);
    expect(verbs('visited')).toContain('visit');
    expect(verbs('singing').indexOf('sing')).toBeLessThan(verbs('singing').indexOf('singe'));
    expect(verbs('wanted')[0]).toBe('want');
  });

  it('takes a doubled letter off only where the base doubles it', () => {
    expect(lemmas('readded')).not.toContain('read');
    expect(lemmas('stopped')).toContain('stop');
    expect(lemmas('dialled')).toContain('dial');
    expect(lemmas('quizzed')).toContain('quiz');
  });

  it('only takes -es off after a hissing sound or an o', () => {
    expect(lemmas('lames')).not.toContain('lam');
    expect(lemmas('goes')).toContain('go');
  });

  it('offers nothing for a word with no ending to remove', () => {
    expect(lemmas('cat')).toEqual([]);
  });

  it('never offers the word itself or a one-letter stem', () => {
    expect(lemmas('as')).toEqual([]);
    expect(lemmas('is')).toEqual(['be']);
  });
});
