import { describe, expect, it } from 'vitest';
import { HELD_OUT_WORDS } from './held-out-words';
import { EVERYDAY_TWO_LETTER_WORDS } from './two-letter-words';

describe('the lists of held-out words', () => {
  it('gives each word, in lower case a–z, once, with its reason', () => {
    const words = HELD_OUT_WORDS.map(({ word }) => word);
    expect(new Set(words).size).toBe(words.length);
    for (const { word, reason } of HELD_OUT_WORDS) {
      expect(word).toMatch(/^[a-z]{2,10}$/);
      expect(reason.trim().length, word).toBeGreaterThan(5);
    }
  });

  it('holds drug slang and insults about disability', () => {
    const words = HELD_OUT_WORDS.map(({ word }) => word);
    for (const word of ['skag', 'spliff', 'ganja', 'midget', 'cretin', 'gimp']) {
      expect(words).toContain(word);
    }
  });

  it('lists everyday two-letter words once, in lower case', () => {
    expect(new Set(EVERYDAY_TWO_LETTER_WORDS).size).toBe(EVERYDAY_TWO_LETTER_WORDS.length);
    for (const word of EVERYDAY_TWO_LETTER_WORDS) expect(word).toMatch(/^[a-z]{2}$/);
  });
});
