import { describe, expect, it } from 'vitest';
import {
  IRREGULAR_COMPARISONS,
  IRREGULAR_PLURALS,
  IRREGULAR_PRESENT_FORMS,
  IRREGULAR_VERBS,
} from './irregular-forms';

const WORD = /^[a-z]{2,}$/;

describe('irregular forms', () => {
  it('lists each verb once as base, past and participle, alternatives split by /', () => {
    const bases = IRREGULAR_VERBS.map((line) => line.split(' ')[0]);
    expect(new Set(bases).size).toBe(bases.length);
    for (const line of IRREGULAR_VERBS) {
      const parts = line.split(' ');
      expect(parts, line).toHaveLength(3);
      for (const form of parts.flatMap((part) => part.split('/'))) expect(form, line).toMatch(WORD);
    }
  });

  it.each([
    ['present forms', IRREGULAR_PRESENT_FORMS],
    ['plurals', IRREGULAR_PLURALS],
    ['comparisons', IRREGULAR_COMPARISONS],
  ])('%s map lower-case words to lower-case bases', (_name, forms) => {
    expect(Object.keys(forms).length).toBeGreaterThan(4);
    for (const [form, base] of Object.entries(forms)) {
      expect(form).toMatch(WORD);
      expect(base).toMatch(WORD);
      expect(form).not.toBe(base);
    }
  });

  it('holds the examples the lexicon is described with', () => {
    expect(IRREGULAR_VERBS).toContain('run ran run');
    expect(IRREGULAR_VERBS).toContain('write wrote written');
    expect(IRREGULAR_PLURALS['geese']).toBe('goose');
    expect(IRREGULAR_COMPARISONS['better']).toBe('good');
  });
});
