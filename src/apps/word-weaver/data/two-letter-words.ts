/**
 * The two-letter words WordWeaver scores besides the glossary's (an, of, ok, um …): ones a child
 * knows. A frequency list cannot decide these: film subtitles count initials, letter names, notes of
 * the scale and pieces of contractions as two-letter words (AA, PE, en, re from "you're"), so aa, qi,
 * en, ar, pe, el, id, xi and the like would pass any threshold that keeps ox and pi.
 */
export const EVERYDAY_TWO_LETTER_WORDS: readonly string[] = [
  'ad',
  'am',
  'ax',
  'be',
  'do',
  'go',
  'hi',
  'is',
  'ma',
  'ox',
  'pa',
  'pi',
  'so',
];
