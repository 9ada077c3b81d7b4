import { describe, expect, it } from 'vitest';
import {
  isCrudeGloss,
  isOffensiveGloss,
  splitDefinition,
} from '#apps/word-weaver/core/definitions';
import { GLOSSARY_SECTIONS } from '../function-words';
import { HELD_OUT_WORDS } from '../held-out-words';
import { NAMES_IN_USE } from '../names-in-use';
import { SENSE_OVERRIDES } from '../sense-overrides';
import { EVERYDAY_TWO_LETTER_WORDS } from '../two-letter-words';
import { WORDS_OF_TODAY } from '../words-of-today';
import {
  EVERYDAY_DEFINITION_LINES,
  EVERYDAY_DEFINITIONS,
  EVERYDAY_DEFINITIONS_BY_LETTER,
  EVERYDAY_SECOND_SENSES,
} from './';
import { SECOND_SENSES } from './second-senses';

const FORMS =
  'plural|present tense|past tense|past participle|present participle|comparative|superlative';
const FORM_LINE = new RegExp(`^(?:${FORMS}) of ([a-z]+) — (.+)$`);

const ALL_LINES: readonly (readonly [string, string])[] = [
  ...Object.entries(EVERYDAY_DEFINITION_LINES),
  ...Object.entries(SENSE_OVERRIDES),
  ...Object.entries(SECOND_SENSES),
];

describe('the everyday definitions', () => {
  it('hold thousands of words, each one line in the game’s style', () => {
    expect(Object.keys(EVERYDAY_DEFINITION_LINES).length).toBeGreaterThan(2_500);
    const problems: string[] = [];
    for (const [word, line] of ALL_LINES) {
      const { wordClass, meaning } = splitDefinition(line);
      const problem = (why: string) => problems.push(`${word}: ${why} — ${line}`);
      if (!/^[a-z]{2,10}$/.test(word)) problem('not a word of 2–10 letters a–z');
      if (!wordClass) problem('no word class');
      if (!/^[a-z0-9(‘]/.test(meaning)) problem('does not start in lower case');
      // The original client cuts a definition at "; " and at ": ".
      if (meaning.includes(';') || meaning.includes(': ')) problem('a "; " or ": " inside');
      if (/\.$/.test(meaning)) problem('a full stop at the end');
      if (meaning.length > 120) problem('longer than 120 characters');
      if (meaning.includes("'")) problem('a straight apostrophe');
      if (isCrudeGloss(meaning) || isOffensiveGloss(meaning)) problem('crude or offensive wording');
      // A word is not defined by itself ("baker: a person who bakes"); a form names its base.
      const body = FORM_LINE.exec(meaning)?.[2] ?? meaning;
      if (new RegExp(`\\b${word}\\b`, 'i').test(body)) problem('uses the word itself');
    }
    expect(problems).toEqual([]);
  });

  it('keep each letter’s words, in alphabetical order, in that letter’s file', () => {
    expect(Object.keys(EVERYDAY_DEFINITIONS_BY_LETTER).join('')).toBe('abcdefghijklmnopqrstuvwxyz');
    for (const [letter, lines] of Object.entries(EVERYDAY_DEFINITIONS_BY_LETTER)) {
      const words = Object.keys(lines);
      expect(
        words.every((word) => word.startsWith(letter)),
        letter,
      ).toBe(true);
      expect(words, letter).toEqual([...words].sort());
    }
  });

  it('define two-letter words only among the everyday two-letter words that score', () => {
    const twoLetters = ALL_LINES.map(([word]) => word).filter((word) => word.length === 2);
    expect(twoLetters.filter((word) => !EVERYDAY_TWO_LETTER_WORDS.includes(word))).toEqual([]);
  });

  it('explain a form through its base, as the game writes inflections', () => {
    const forms = [...EVERYDAY_DEFINITIONS].filter(([, { isForm }]) => isForm);
    expect(forms.length).toBeGreaterThan(5);
    for (const [word, { text }] of forms) {
      const base = FORM_LINE.exec(text)?.[1] ?? '';
      expect(base, word).not.toBe(word);
      expect(word.startsWith(base.slice(0, 1)), `${word} from ${base}`).toBe(true);
    }
    expect(EVERYDAY_DEFINITIONS.get('lied')?.text).toMatch(/^past tense of lie — /);
  });

  it('are apart from the glossary, the words of today, the names and the held-out words', () => {
    const elsewhere = new Set([
      ...GLOSSARY_SECTIONS.flatMap(({ words }) => Object.keys(words)),
      ...Object.keys(NAMES_IN_USE),
      ...HELD_OUT_WORDS.map(({ word }) => word),
    ]);
    const both = [...EVERYDAY_DEFINITIONS.keys()].filter((word) => elsewhere.has(word));
    expect(both).toEqual([]);
    // A word of today may have an everyday sense in another class only (stream: the brook, and
    // the verb of today for streaming).
    for (const [wordClass, words] of Object.entries(WORDS_OF_TODAY)) {
      for (const word of Object.keys(words)) {
        expect(EVERYDAY_DEFINITIONS.get(word)?.wordClass, word).not.toBe(wordClass);
      }
    }
    const overridden = Object.keys(SENSE_OVERRIDES).filter((word) =>
      Object.hasOwn(EVERYDAY_DEFINITION_LINES, word),
    );
    expect(overridden).toEqual([]);
  });

  it('give a second sense only in another class than the word’s everyday one', () => {
    expect(EVERYDAY_SECOND_SENSES.size).toBeGreaterThan(50);
    for (const [word, second] of EVERYDAY_SECOND_SENSES) {
      const first = EVERYDAY_DEFINITIONS.get(word);
      expect(second.wordClass, word).not.toBe(first?.wordClass);
      expect(second.isForm, word).toBe(false);
    }
  });

  it('list each name with its reason', () => {
    expect(Object.keys(NAMES_IN_USE).length).toBeGreaterThan(500);
    for (const [word, reason] of Object.entries(NAMES_IN_USE)) {
      expect(word).toMatch(/^[a-z]{2,10}$/);
      expect(reason.length, word).toBeGreaterThan(5);
    }
    for (const word of ['anna', 'ben', 'berlin', 'collins'])
      expect(NAMES_IN_USE).toHaveProperty(word);
  });
});
