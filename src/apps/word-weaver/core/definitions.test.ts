import { describe, expect, it } from 'vitest';
import {
  firstSentence,
  glossDefinition,
  inflectedDefinition,
  isVulgarGloss,
  playerDefinition,
} from './definitions';

describe('glossDefinition', () => {
  it('keeps the definition and drops the quoted examples of a gloss', () => {
    expect(glossDefinition('a young dog; "the puppy chewed the shoe"  ')).toBe('a young dog');
    expect(glossDefinition('a sense; without examples')).toBe('a sense; without examples');
  });
});

describe('firstSentence', () => {
  it.each([
    ['feline mammal with soft fur: domestic cats; wildcats', 'feline mammal with soft fur'],
    ['dwell; inhabit', 'dwell'],
    ['a (usually; often) rectangular container; a box', 'a (usually; often) rectangular container'],
    ['the first part. The second part', 'the first part'],
    ['etc., and so on', 'etc., and so on'],
  ])('cuts %j to one sentence', (definition, sentence) => {
    expect(firstSentence(definition)).toBe(sentence);
  });

  it('keeps a leading label in parentheses before the sentence it qualifies', () => {
    expect(firstSentence('of persons; feeling cold')).toBe('(of persons) feeling cold');
    expect(firstSentence('math: determine the length of')).toBe('(math) determine the length of');
    expect(firstSentence('of unmixed ancestry')).toBe('of unmixed ancestry');
  });
});

describe('playerDefinition', () => {
  it('is one sentence without any example quote', () => {
    const gloss =
      'move fast by using one\'s feet, with one foot off the ground at any given time; "Don\'t run--you\'ll be out of breath"; "The children ran to the store"';
    const definition = playerDefinition(gloss);
    expect(definition).toBe(
      "move fast by using one's feet, with one foot off the ground at any given time",
    );
    expect(definition).not.toContain('"');
    expect(definition).not.toContain('children');
  });

  it("writes WordNet's `mentioned' words in quotation marks", () => {
    expect(playerDefinition("a quantifier often preceded by `a'")).toBe(
      'a quantifier often preceded by ‘a’',
    );
  });
});

describe('isVulgarGloss', () => {
  it.each([
    'obscene terms for female genitals',
    'vulgar slang for anus',
    'a coarse term for defecation',
    '(offensive) of or relating to a condition',
    'a disparaging term for an outsider',
    'an ethnic slur for a person',
    'slang for sexual intercourse',
  ])('flags %j', (gloss) => {
    expect(isVulgarGloss(gloss)).toBe(true);
  });

  it.each(['an offensive against an enemy', 'slang for a jail', 'adult male chicken'])(
    'lets %j through',
    (gloss) => {
      expect(isVulgarGloss(gloss)).toBe(false);
    },
  );
});

describe('inflectedDefinition', () => {
  it('names the form and the base before the base’s definition', () => {
    expect(inflectedDefinition('past tense', 'run', 'move fast by using one’s feet')).toBe(
      'past tense of run: move fast by using one’s feet',
    );
  });
});
