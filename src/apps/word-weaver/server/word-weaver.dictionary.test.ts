import { beforeAll, describe, expect, it } from 'vitest';
import { WORD_CLASSES } from '../core/definitions';
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
    expect(dictionary.lexicon.size).toBeGreaterThan(15_000);
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
    // Common words, with the definition we wrote in the sense a child meets first
    ['cat', /^noun: a small furry animal .*pet/],
    ['run', /^verb: move quickly on your feet$/],
    ['house', /^noun: a building where people live/],
    ['happy', /^adjective: feeling glad/],
    ['quickly', /^adverb: fast/],
    ['pizza', /^noun: a flat round bread baked with tomato, cheese/],
    // Rarer words, with WordNet's most common sense that is not a specialist's, labelled with its
    // word class: the mound is a hill, not the pitcher's in baseball
    ['jocund', /^adjective: full of or showing high-spirited merriment/],
    ['mound', /^noun: a small natural hill/],
    ['mounds', /^noun: plural of mound — a small natural hill/],
    ['midriff', /^noun: the middle area of the human torso/],
    // Words of their own, not inflections a spelling rule would make of a shorter word
    ['bed', /^noun: a piece of furniture/],
    ['seed', /^noun: /],
    ['opener', /^noun: /],
    ['insider', /^noun: /],
    ['mariner', /^noun: .*sailor/],
    // Regular and irregular inflections
    ['cats', /^noun: plural of cat — a small furry animal/],
    ['kids', /^noun: plural of kid — /],
    ['boxes', /^noun: plural of box — .*container/],
    ['tried', /^verb: past tense of try — /],
    ['running', /^verb: present participle of run — move quickly on your feet/],
    ['runs', /^verb: present tense of run — /],
    ['stopped', /^verb: past tense of stop — /],
    ['wider', /^adjective: comparative of wide — /],
    ['ran', /^verb: past tense of run — move quickly on your feet/],
    ['geese', /^noun: plural of goose — /],
    ['mice', /^noun: plural of mouse — a small furry animal with a long thin tail/],
    ['went', /^verb: past tense of go — /],
    ['better', /^adjective: comparative of good — /],
    ['written', /^verb: past participle of write — /],
    ['is', /^verb: present tense of be — /],
    ['was', /^verb: past tense of be — /],
    ['saw', /^verb: past tense of see — /],
    // From WordNet's exception lists
    ['scarves', /^noun: plural of scarf — /],
    ['stimuli', /^noun: plural of stimulus — /],
    ['misled', /^verb: past tense of mislead — /],
    ['sped', /^verb: past tense of speed — /],
    // Everyday words from our glossaries
    ['anyone', /^pronoun: any person/],
    ['anybody', /^pronoun: any person/],
    ['else', /^adverb: /],
    ['cannot', /^verb: is not able to/],
    ['selfie', /^noun: a photograph/],
    ['selfies', /^noun: plural of selfie — a photograph/],
    ['emoji', /^noun: a small picture/],
    ['email', /^noun: a message sent/],
    ['texted', /^verb: past tense of text — send someone a short written message/],
    ['podcast', /^(?:noun|verb): /],
    ['blog', /^noun: /],
    ['online', /^adjective: connected to the internet/],
    ['app', /^noun: a program for a phone/],
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
      ['widest', 'wide'],
      ['hoping', 'hope'],
      ['singing', 'sing'],
      ['women', 'woman'],
      ['thought', 'think'],
      ['eaten', 'eat'],
    ] as const) {
      expect(dictionary.definitionOf(word), word).toMatch(
        new RegExp(`^[a-z]+: [a-z ]+ of ${base} — .+`),
      );
    }
  });

  it('shows one sentence per word, never a WordNet example quote', () => {
    for (const word of ['run', 'cat', 'house', 'bright', 'slowly', 'ran', 'cats']) {
      const definition = dictionary.definitionOf(word);
      expect(definition, word).not.toMatch(/[";]/);
      expect(definition, word).not.toMatch(/\. /);
    }
  });

  it('labels every definition with its word class and never cuts one at an abbreviation', () => {
    const label = new RegExp(`^(?:${WORD_CLASSES.join('|')}): \\S`);
    const unlabelled: string[] = [];
    const cut: string[] = [];
    for (const word of dictionary.lexicon.words()) {
      const definition = dictionary.definitionOf(word);
      if (!label.test(definition)) unlabelled.push(`${word}: ${definition}`);
      if (/\b(?:e\.g|i\.e)\.?$|\betc$/.test(definition)) cut.push(`${word}: ${definition}`);
    }
    expect(unlabelled).toEqual([]);
    expect(cut).toEqual([]);
  });

  it('takes no word of its own for an inflection a spelling rule would make', () => {
    // bed is not "past tense of be", nor seed of see, opener a comparative of open, childs a plural.
    for (const word of ['bed', 'seed', 'feed', 'opener', 'insider', 'mariner', 'need']) {
      expect(dictionary.definitionOf(word), word).not.toMatch(/ of [a-z]+ — /);
    }
    for (const word of ['childs', 'mans', 'tooths', 'runned', 'seed']) {
      expect(dictionary.definitionOf(word), word).not.toMatch(
        /^noun: plural of|past tense of (?:run|see)/,
      );
    }
  });

  it('leaves out slurs and words with no clean sense, counting them', () => {
    expect(dictionary.lexicon.has('nance')).toBe(false);
    expect(dictionary.stats.leftOut.offensive).toBeGreaterThan(200);
    expect(dictionary.stats.leftOut['no clean sense']).toBeGreaterThan(50);
  });

  it("prefers the glossary's everyday sense to WordNet's rare one", () => {
    expect(dictionary.definitionOf('in')).toBe(`preposition: ${FUNCTION_WORDS['in']}`);
    expect(dictionary.definitionOf('he')).toBe(`pronoun: ${FUNCTION_WORDS['he']}`);
  });

  it('answers a promise for callers that await definitions', async () => {
    expect(await dictionary.define('cat')).toBe(dictionary.definitionOf('cat'));
    expect(await dictionary.define('zzzzzz')).toBe('');
  });
});
