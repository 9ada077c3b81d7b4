import { beforeAll, describe, expect, it } from 'vitest';
import { isVulgarGloss, VULGAR_WORD_DEFINITION } from '../core/definitions';
import { FUNCTION_WORDS } from '../data/function-words';
import { loadDictionary, type Dictionary } from './word-weaver.dictionary';

describe('the WordWeaver dictionary', () => {
  let dictionary: Dictionary;
  beforeAll(async () => {
    dictionary = await loadDictionary();
  });

  it('loads once per process', async () => {
    expect(await loadDictionary()).toBe(dictionary);
  });

  it('defines every word that scores, walking the whole lexicon', () => {
    const undefinedWords: string[] = [];
    let count = 0;
    for (const word of dictionary.lexicon.words()) {
      count += 1;
      const definition = dictionary.definitionOf(word);
      if (definition.trim() === '') undefinedWords.push(word);
    }
    expect(count).toBe(dictionary.lexicon.size);
    expect(undefinedWords).toEqual([]);
  });

  it('holds tens of thousands of words of 2 to 7 letters, counted per length', () => {
    const { sizeByLength, listed, leftOut } = dictionary.stats;
    expect(sizeByLength.reduce((total, count) => total + count, 0)).toBe(dictionary.lexicon.size);
    expect(dictionary.lexicon.size).toBeGreaterThan(30_000);
    expect(sizeByLength.slice(0, 2)).toEqual([0, 0]);
    expect(listed).toBeGreaterThan(70_000);
    expect(leftOut['not in WordNet']).toBeGreaterThan(30_000);
    expect(leftOut['only a name']).toBeGreaterThan(0);
  });

  it.each([
    // Function words from the glossary
    ['the', /definite|already mentioned/],
    ['and', /joins/],
    ['of', /belonging to/],
    ['to', /direction/],
    ['you', /spoken or written to/],
    ['that', /there|further away/],
    ['she', /woman/],
    ['they', /people or things/],
    ['we', /speaking together/],
    ['if', /condition/],
    ['my', /belonging to/],
    ['can', /able to/],
    ['would', /imagined/],
    // Lemmas, their most common sense first
    ['cat', /^feline mammal/],
    ['run', /^move fast by using one's feet/],
    ['house', /dwelling/],
    ['happy', /well-being|contentment|joy/],
    ['quickly', /speed|rapid|quick/],
    // Regular and irregular inflections
    ['cats', /^plural of cat: feline mammal/],
    ['boxes', /^plural of box: .*container/],
    ['tried', /^past tense of try: /],
    ['running', /^present participle of run: move fast/],
    ['runs', /^present tense of run: /],
    ['stopped', /^past tense of stop: /],
    ['bigger', /^comparative of big: /],
    ['ran', /^past tense of run: move fast by using one's feet/],
    ['geese', /^plural of goose: /],
    ['mice', /^plural of mouse: .*rodents/],
    ['went', /^past tense of go: /],
    ['better', /^comparative of good: /],
    ['written', /^past participle of write: /],
    ['is', /^present tense of be: /],
    ['was', /^past tense of be: /],
    ['saw', /^past tense of see: /],
  ])('scores and defines %s', (word, definition) => {
    expect(dictionary.lexicon.has(word), word).toBe(true);
    expect(dictionary.definitionOf(word)).toMatch(definition);
  });

  it.each(['oshac', 'mokoro', 'yunx', 'skrik', 'zizzing', 'aal', 'xqzt'])(
    'does not score the obscure or unknown %s',
    (word) => {
      expect(dictionary.lexicon.has(word)).toBe(false);
      expect(dictionary.definitionOf(word)).toBe('');
    },
  );

  it('leaves out list words WordNet only knows as names or abbreviations', () => {
    // On the word list, but capitalised in every WordNet sense, or (hm) only the hectometre's symbol.
    for (const word of ['alaska', 'boston', 'greece', 'french', 'linux', 'hm']) {
      expect(dictionary.lexicon.has(word), word).toBe(false);
    }
    expect(dictionary.stats.leftOut['only an abbreviation']).toBeGreaterThan(0);
    expect(dictionary.lexicon.has('a')).toBe(false);
  });

  it('names the base form in the definition of every inflected form it checks', () => {
    for (const [word, base] of [
      ['walked', 'walk'],
      ['dogs', 'dog'],
      ['fastest', 'fast'],
      ['hoping', 'hope'],
      ['singing', 'sing'],
      ['women', 'woman'],
      ['thought', 'think'],
      ['eaten', 'eat'],
    ] as const) {
      expect(dictionary.definitionOf(word), word).toMatch(new RegExp(`^[a-z ]+ of ${base}: .+`));
    }
  });

  it('shows one sentence per word, never a WordNet example quote', () => {
    for (const word of ['run', 'cat', 'house', 'bright', 'slowly', 'ran', 'cats']) {
      const definition = dictionary.definitionOf(word);
      expect(definition, word).not.toMatch(/[";]/);
      expect(definition, word).not.toMatch(/\. /);
    }
  });

  it('keeps a word whose only senses are vulgar playable under a neutral definition', () => {
    expect(dictionary.lexicon.has('nance')).toBe(true);
    expect(dictionary.definitionOf('nance')).toBe(VULGAR_WORD_DEFINITION);
  });

  it('never shows a vulgar sense: a word with a clean one shows that', () => {
    const shown: string[] = [];
    for (const word of dictionary.lexicon.words()) {
      const definition = dictionary.definitionOf(word);
      if (definition !== VULGAR_WORD_DEFINITION && isVulgarGloss(definition)) shown.push(word);
    }
    expect(shown).toEqual([]);
    // WordNet also has "slang for sexual intercourse" among screw's senses.
    expect(dictionary.lexicon.has('screw')).toBe(true);
    expect(dictionary.definitionOf('screw')).not.toBe(VULGAR_WORD_DEFINITION);
  });

  it("prefers the glossary's everyday sense to WordNet's rare one", () => {
    expect(dictionary.definitionOf('in')).toBe(FUNCTION_WORDS['in']);
    expect(dictionary.definitionOf('he')).toBe(FUNCTION_WORDS['he']);
  });

  it('answers a promise for callers that await definitions', async () => {
    expect(await dictionary.define('cat')).toBe(dictionary.definitionOf('cat'));
    expect(await dictionary.define('zzzzzz')).toBe('');
  });
});
