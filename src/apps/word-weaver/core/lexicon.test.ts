import { describe, expect, it } from 'vitest';
import { createLexicon } from './lexicon';

describe('createLexicon', () => {
  const words = ['cats', 'cat', 'car', 'a', 'cart', 'dog', 'cat', 'Dog', 'do', 'toolong'];
  const lexicon = createLexicon(words, { minLength: 2, maxLength: 5 });

  it('holds each word of a–z within the lengths once, and reads them back in order', () => {
    expect(lexicon.size).toBe(6);
    expect([...lexicon.words()]).toEqual(['car', 'cart', 'cat', 'cats', 'do', 'dog']);
  });

  it('answers has() for words, and not for prefixes, outsiders or other lengths', () => {
    for (const word of ['car', 'cart', 'cat', 'cats', 'do', 'dog'])
      expect(lexicon.has(word)).toBe(true);
    for (const word of ['ca', 'c', 'a', 'dogs', 'toolong', 'Dog', '']) {
      expect(lexicon.has(word), word).toBe(false);
    }
  });

  it('walks the trie letter by letter', () => {
    const letter = (char: string) => char.charCodeAt(0) - 97;
    const c = lexicon.child(0, letter('c'));
    const ca = lexicon.child(c, letter('a'));
    expect(lexicon.child(ca, letter('b'))).toBe(-1);
    const cat = lexicon.child(ca, letter('t'));
    expect(lexicon.endsWord(ca)).toBe(false);
    expect(lexicon.endsWord(cat)).toBe(true);
    expect(lexicon.endsWord(lexicon.child(cat, letter('s')))).toBe(true);
    expect(lexicon.child(0, letter('z'))).toBe(-1);
  });
});
