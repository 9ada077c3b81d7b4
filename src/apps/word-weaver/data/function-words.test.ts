import { describe, expect, it } from 'vitest';
import { FUNCTION_WORDS } from './function-words';

describe('the glossary of function words', () => {
  const entries = Object.entries(FUNCTION_WORDS);

  it('holds words that fit on the board, each with a one-line definition', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [word, definition] of entries) {
      expect(word).toMatch(/^[a-z]{2,7}$/);
      expect(definition.trim(), word).toBe(definition);
      expect(definition.length, word).toBeGreaterThan(2);
      expect(definition, word).not.toMatch(/\n|\.$/);
      // Written in WordNet's style: lower case, like the definitions shown beside it.
      expect(definition.charAt(0), word).toBe(definition.charAt(0).toLowerCase());
    }
  });

  it.each([
    ['articles', ['an', 'the']],
    ['pronouns', ['you', 'she', 'they', 'we', 'my', 'it', 'me', 'us', 'them', 'her']],
    ['prepositions', ['of', 'to', 'in', 'on', 'at', 'for', 'with', 'from', 'into']],
    ['conjunctions', ['and', 'but', 'or', 'if', 'because', 'unless', 'than']],
    ['determiners', ['this', 'that', 'these', 'those', 'every', 'each', 'which']],
    ['auxiliaries', ['can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will', 'would']],
  ])('defines the %s', (_kind, words) => {
    for (const word of words) expect(FUNCTION_WORDS[word], word).toBeDefined();
  });
});
