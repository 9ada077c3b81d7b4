import { describe, expect, it } from 'vitest';
import {
  drawFormerLetters,
  FORMER_LETTERS_LAST_SEED,
  formerLetterSequence,
} from './former-letters';

describe('formerLetterSequence', () => {
  it('keeps the letters the page drew before it drew them as the original client does', () => {
    expect(formerLetterSequence(20261121, 25)?.join('')).toBe('PHNYNESHULHEWOETQNELOUHTS');
    expect(formerLetterSequence(0, 25)?.join('')).toBe('EAEDKNOOINEBTIROSONCESGBS');
  });

  it('answers only for seeds up to the last day a page may have played them', () => {
    expect(formerLetterSequence(FORMER_LETTERS_LAST_SEED, 25)).toHaveLength(25);
    expect(formerLetterSequence(FORMER_LETTERS_LAST_SEED + 1, 25)).toBeNull();
    expect(drawFormerLetters(FORMER_LETTERS_LAST_SEED + 1, 25)).toHaveLength(25);
  });
});
