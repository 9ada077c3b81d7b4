import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary, type Dictionary } from './word-weaver.dictionary';

/**
 * WordWeaver is played by children. These lists are written here, by hand, and are not derived from
 * the filters they check (the lexicon's build reads WordNet's usage marks and a profanity list; this
 * test knows neither).
 */

/** Slurs and vulgar words, and their inflections: none of them may score. */
const MUST_NOT_SCORE = [
  // Slurs for peoples, faiths and groups
  'wop',
  'wops',
  'wog',
  'wogs',
  'yid',
  'yids',
  'dago',
  'dagos',
  'spic',
  'spics',
  'spik',
  'squaw',
  'squaws',
  'honky',
  'honkies',
  'coolie',
  'coolies',
  'chink',
  'chinks',
  'gook',
  'gooks',
  'kaffir',
  'kaffirs',
  'kafir',
  'shylock',
  'kike',
  'kikes',
  'sheeny',
  'greaser',
  'wetback',
  'papist',
  'injun',
  'redskin',
  'jap',
  'japs',
  'paki',
  'gyp',
  'gypped',
  'homo',
  'homos',
  'fag',
  'fags',
  'faggot',
  'dyke',
  'dykes',
  'pansy',
  'nance',
  'poove',
  'mulatto',
  'coon',
  'coons',
  'nigger',
  // Vulgar words
  'fuck',
  'fucks',
  'fucked',
  'fucker',
  'shit',
  'shits',
  'shitty',
  'crap',
  'crappy',
  'piss',
  'pissed',
  'cunt',
  'cunts',
  'cock',
  'cocks',
  'dick',
  'dicks',
  'prick',
  'pricks',
  'twat',
  'tits',
  'titty',
  'boobs',
  'arse',
  'asses',
  'bitch',
  'bitches',
  'bastard',
  'slut',
  'sluts',
  'whore',
  'whores',
  'wanker',
  'turd',
  'turds',
  'dildo',
  'pussy',
  'horny',
  'porn',
  'porno',
  'nookie',
  'shag',
  'shagged',
  'hussy',
  'skank',
  'floozy',
  'bollock',
  'bugger',
  'scumbag',
];

/** Slang for illegal drugs and their users, with inflections: none of them may score. */
const DRUG_SLANG = [
  'skag',
  'skags',
  'scag',
  'spliff',
  'spliffs',
  'toke',
  'tokes',
  'toked',
  'ganja',
  'booze',
  'boozing',
  'cocaine',
  'heroin',
  'pothead',
  'gage',
  'gages',
  'reefer',
  'bong',
  'stoner',
  'stoners',
  'junkie',
  'junkies',
  'dope',
  'doped',
];

/** Insults about disability or illness, with inflections: none of them may score. */
const DISABILITY_INSULTS = [
  'midget',
  'midgets',
  'cretin',
  'cretins',
  'gimp',
  'gimps',
  'gimpy',
  'retard',
  'retards',
  'retarded',
  'spaz',
  'spastic',
  'moron',
  'morons',
  'imbecile',
  'psycho',
  'psychos',
  'loony',
  'nutcase',
];

/**
 * Innocent words that WordNet also gives a sexual or vulgar sense: they score, and what the game shows
 * for them is their innocent sense.
 */
const INNOCENT_WITH_A_CLEAN_DEFINITION = [
  'scarf',
  'scarfs',
  'tart',
  'tarts',
  'kiss',
  'kissing',
  'pet',
  'petting',
  'queen',
  'queens',
  'fairy',
  'fairies',
  'tool',
  'tools',
  'shaft',
  'suit',
  'taco',
  'bull',
  'dirt',
  'rooster',
  'hen',
  'hump',
  'humped',
  'lay',
  'laid',
  'bang',
  'banged',
  'score',
  'sleep',
  'slept',
  'bed',
  'tramp',
  'chick',
  'bird',
  'fox',
  'stud',
  'member',
  'organ',
  'climax',
  'come',
  'came',
  'blow',
  'head',
  'tail',
  'bottom',
  'behind',
  'box',
  'nail',
  'jerk',
  'make',
  'love',
  'lover',
  'mount',
  'pimple',
  'cherry',
  'beaver',
  'naughty',
];

/**
 * Wording that has no place in a definition a child reads. Biology's "either sex", "sexual
 * reproduction" of fungi and a person's "sex or age" are not in it; sexual acts, sexual organs,
 * prostitution and vulgar words are.
 */
const SEXUAL_OR_VULGAR =
  /\b(?:sexual(?!\s+(?:reproduct\w*|spores?|fusion))|sexually|sexy|have sex|having sex|had sex|intercourse|copulat\w*|coitus|fornicat\w*|masturbat\w*|orgasm\w*|ejaculat\w*|erotic\w*|porn\w*|foreplay|genital\w*|penis|vagina\w*|vulva|clitoris|scrot\w*|testicles?|testes|breasts? (?:of|and) (?:a )?wom[ae]n|prostitut\w*|whore\w*|brothel|harlot|pimps?|pimping|pimped|lewd\w*|obscen\w*|vulgar\w*|ethnic slur|racial slur|offensive (?:term|name|word)|derogatory (?:term|name|word)|disparaging (?:term|name|word)|fuck\w*|shit\w*|cunt|bitch\w*|bastard|slut\w*)\b/i;

describe('a lexicon fit for a family', () => {
  let dictionary: Dictionary;
  beforeAll(async () => {
    dictionary = await loadDictionary();
  });

  it('holds enough words to check', () => {
    expect(MUST_NOT_SCORE.length).toBeGreaterThanOrEqual(60);
    expect(INNOCENT_WITH_A_CLEAN_DEFINITION.length).toBeGreaterThanOrEqual(40);
  });

  it('scores no slur and no vulgar word', () => {
    const scoring = MUST_NOT_SCORE.filter((word) => dictionary.lexicon.has(word));
    expect(scoring).toEqual([]);
    for (const word of MUST_NOT_SCORE) expect(dictionary.definitionOf(word), word).toBe('');
  });

  it('scores no drug slang and no insult about disability', () => {
    expect(DRUG_SLANG.length + DISABILITY_INSULTS.length).toBeGreaterThanOrEqual(30);
    const scoring = [...DRUG_SLANG, ...DISABILITY_INSULTS].filter((word) =>
      dictionary.lexicon.has(word),
    );
    expect(scoring).toEqual([]);
  });

  it('scores the innocent words and shows a clean sense for each', () => {
    const missing = INNOCENT_WITH_A_CLEAN_DEFINITION.filter(
      (word) => !dictionary.lexicon.has(word),
    );
    expect(missing).toEqual([]);
    const unclean = INNOCENT_WITH_A_CLEAN_DEFINITION.map((word) => [
      word,
      dictionary.definitionOf(word),
    ]).filter(([, definition]) => SEXUAL_OR_VULGAR.test(definition ?? ''));
    expect(unclean).toEqual([]);
  });

  it('shows no sexual or vulgar wording anywhere, walking the whole lexicon', () => {
    const unclean: string[] = [];
    for (const word of dictionary.lexicon.words()) {
      const definition = dictionary.definitionOf(word);
      if (SEXUAL_OR_VULGAR.test(definition)) unclean.push(`${word}: ${definition}`);
    }
    expect(unclean).toEqual([]);
  });
});
