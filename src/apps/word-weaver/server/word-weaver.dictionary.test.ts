import { beforeAll, describe, expect, it } from 'vitest';
import { glossDefinition, loadDictionary, type Dictionary } from './word-weaver.dictionary';

describe('the WordWeaver dictionary', () => {
  let dictionary: Dictionary;
  beforeAll(async () => {
    dictionary = await loadDictionary();
  });

  it('loads once per process', async () => {
    expect(await loadDictionary()).toBe(dictionary);
  });

  it('knows English words of 2 to 7 letters with their inflections, lower-case a–z only', () => {
    expect(dictionary.lexicon.size).toBeGreaterThan(70_000);
    for (const word of ['cat', 'cats', 'ran', 'running', 'boxes', 'tried', 'qi', 'weaving']) {
      expect(dictionary.lexicon.has(word), word).toBe(true);
    }
    expect(dictionary.lexicon.has('xqzt')).toBe(false);
    expect(dictionary.lexicon.has('a')).toBe(false);
    expect(dictionary.lexicon.has('weavers')).toBe(true);
    expect(dictionary.lexicon.has('weaverss')).toBe(false);
  });

  it('defines base forms from WordNet, preferring a common sense to a name', async () => {
    expect(await dictionary.define('cat')).toMatch(/^feline mammal/);
    expect(await dictionary.define('run')).toMatch(/^move fast by using one's feet/);
  });

  it.each([
    ['cats', /^feline mammal/],
    ['ran', /^move fast by using one's feet/],
    ['boxes', /container/],
    ['mice', /rodents/],
    ['went', /^change location/],
  ])('defines the inflected %s through its base form', async (word, definition) => {
    expect(await dictionary.define(word)).toMatch(definition);
  });

  it('answers an empty string for a word WordNet does not define', async () => {
    expect(await dictionary.define('the')).toBe('');
    expect(await dictionary.define('zzzzzz')).toBe('');
  });

  it('keeps the definition and drops the quoted examples of a gloss', () => {
    expect(glossDefinition('a young dog; "the puppy chewed the shoe"  ')).toBe('a young dog');
    expect(glossDefinition('a sense; without examples')).toBe('a sense; without examples');
  });
});
