import { describe, expect, it } from 'vitest';
import {
  firstSentence,
  glossDefinition,
  isCrudeGloss,
  isOffensiveGloss,
  labelledDefinition,
  playerDefinition,
  splitDefinition,
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
    [
      'open pie spread with a spiced mixture of e.g. tomato sauce and cheese',
      'open pie spread with a spiced mixture of e.g. tomato sauce and cheese',
    ],
    [
      'a narrow opening as e.g. between planks. Also a crack',
      'a narrow opening as e.g. between planks',
    ],
    ['eager for i.e. wanting more; greedy', 'eager for i.e. wanting more'],
    ['a coin of the U.S. worth ten cents', 'a coin of the U.S. worth ten cents'],
    ['music by J. S. Bach. Later works', 'music by J. S. Bach'],
    ['pens, pencils, etc.', 'pens, pencils, etc.'],
  ])('cuts %j to one sentence, never at an abbreviation', (definition, sentence) => {
    expect(firstSentence(definition)).toBe(sentence);
  });

  it('keeps a leading label in parentheses before the sentence it qualifies', () => {
    expect(firstSentence('of persons; feeling cold')).toBe('(of persons) feeling cold');
    expect(firstSentence('math: determine the length of')).toBe('(math) determine the length of');
    expect(firstSentence('of unmixed ancestry')).toBe('of unmixed ancestry');
  });

  it('passes over a note on usage to the definition after it', () => {
    expect(firstSentence('used of physical heat; having a high temperature')).toBe(
      '(of physical heat) having a high temperature',
    );
    expect(firstSentence('primarily temporal sense; lasting a relatively long time')).toBe(
      'lasting a relatively long time',
    );
    expect(firstSentence('with reference to action or condition; without change')).toBe(
      'without change',
    );
    expect(firstSentence('used of persons or their behavior in public; feeling no shame')).toBe(
      'feeling no shame',
    );
  });

  it('leaves out a note on other words’ usage in parentheses', () => {
    expect(
      playerDefinition(
        "completely and absolutely (`good' is sometimes used informally for `thoroughly')",
      ),
    ).toBe('completely and absolutely');
    expect(
      playerDefinition("(`ill' is often used as a combining form) in a poor or improper manner"),
    ).toBe('in a poor or improper manner');
    expect(
      playerDefinition(
        "the human face (`kisser' and `smiler' and `mug' are informal terms for `face')",
      ),
    ).toBe('the human face');
  });

  it('finds no definition in a note on usage alone', () => {
    expect(firstSentence('used of hair')).toBe('');
    expect(firstSentence('primarily spatial sense')).toBe('');
    expect(firstSentence('in a figurative sense')).toBe('');
    expect(firstSentence('informal or slang terms for mentally irregular')).toBe('');
    expect(firstSentence('used of British soldiers during the American Revolutionary War')).toBe(
      'used of British soldiers during the American Revolutionary War',
    );
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

  it('keeps no "; " or ": " inside parentheses, where the original client would cut it', () => {
    expect(
      playerDefinition(
        "two successive letters (especially two letters used to represent a single sound: `sh' in `shoe')",
      ),
    ).toBe(
      'two successive letters (especially two letters used to represent a single sound, ‘sh’ in ‘shoe’)',
    );
    expect(playerDefinition('a thing (old use; rare) that floats')).toBe(
      'a thing (old use, rare) that floats',
    );
  });
});

describe('isOffensiveGloss', () => {
  it.each([
    'obscene terms for female genitals',
    'vulgar slang for anus',
    'a coarse term for defecation',
    '(offensive) of or relating to a condition',
    'a disparaging term for an outsider',
    '(ethnic slur) offensive term for a person',
    'an offensive and insulting term for a people',
    'slang for sexual intercourse',
  ])('flags %j', (gloss) => {
    expect(isOffensiveGloss(gloss)).toBe(true);
  });

  it.each([
    'an offensive against an enemy',
    'slang for a jail',
    'adult male chicken',
    'coarse curly-leafed cabbage',
    'profane or obscene expression usually of surprise or anger',
  ])('lets %j through', (gloss) => {
    expect(isOffensiveGloss(gloss)).toBe(false);
  });
});

describe('isCrudeGloss', () => {
  it.each([
    'affectionate play (or foreplay without contact with the genital organs)',
    'a woman who engages in sexual intercourse for money',
    'have sexual intercourse with',
    'characteristic of or befitting a slut or slattern',
    'humorously vulgar',
  ])('flags %j', (gloss) => {
    expect(isCrudeGloss(gloss)).toBe(true);
  });

  it.each([
    'domesticated bovine animals as a group regardless of sex or age',
    'a mature sexual reproductive cell',
    'a small inflamed elevation of the skin',
    'small swift graceful antelope having lustrous eyes',
    'touch with the lips',
  ])('lets %j through', (gloss) => {
    expect(isCrudeGloss(gloss)).toBe(false);
  });
});

describe('labelledDefinition and splitDefinition', () => {
  it('writes the word class first, and for an inflection its form and base', () => {
    expect(labelledDefinition('noun', 'feline mammal')).toBe('noun: feline mammal');
    expect(
      labelledDefinition('verb', 'move fast by using one’s feet', {
        form: 'past tense',
        base: 'run',
      }),
    ).toBe('verb: past tense of run — move fast by using one’s feet');
  });

  it('splits a labelled definition back into its class and meaning', () => {
    expect(splitDefinition('adjective: having a low temperature')).toEqual({
      wordClass: 'adjective',
      meaning: 'having a low temperature',
    });
    expect(splitDefinition('a test word')).toEqual({ meaning: 'a test word' });
    expect(splitDefinition('math: a label')).toEqual({ meaning: 'math: a label' });
  });
});
