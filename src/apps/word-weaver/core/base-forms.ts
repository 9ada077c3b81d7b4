/**
 * Candidate base forms of an inflected word, for naming the base in its definition: irregular forms
 * first, then endings removed by simple rules (cats → cat, boxes → box, tried → try, making → make,
 * running → run, bigger → big).
 */
export type WordPos = 'noun' | 'verb' | 'adj';

/** How an inflection relates to its base, as the definition names it ("past tense of run"). */
export type InflectionForm =
  | 'plural'
  | 'present tense'
  | 'past tense'
  | 'past participle'
  | 'present participle'
  | 'comparative'
  | 'superlative';

export interface BaseFormCandidate {
  readonly lemma: string;
  /** The part of speech the inflection belongs to: the base's definition is taken from there. */
  readonly pos: WordPos;
  readonly form: InflectionForm;
}

/** Irregular inflection → its readings, as `irregularFormIndex` builds it. */
export type IrregularFormIndex = ReadonlyMap<string, readonly BaseFormCandidate[]>;

/**
 * [ending, replacement, part of speech, form], tried in order. A replacement of '±e' tries the stem
 * with and without a final e (hoped → hope, wanted → want; see `withOrWithoutE`).
 */
const DETACHMENT_RULES: readonly (readonly [string, string, WordPos, InflectionForm])[] = [
  ['ses', 's', 'noun', 'plural'],
  ['xes', 'x', 'noun', 'plural'],
  ['zes', 'z', 'noun', 'plural'],
  ['ches', 'ch', 'noun', 'plural'],
  ['shes', 'sh', 'noun', 'plural'],
  ['oes', 'o', 'noun', 'plural'],
  ['men', 'man', 'noun', 'plural'],
  ['ies', 'y', 'noun', 'plural'],
  ['s', '', 'noun', 'plural'],
  ['ies', 'y', 'verb', 'present tense'],
  ['sses', 'ss', 'verb', 'present tense'],
  ['xes', 'x', 'verb', 'present tense'],
  ['zes', 'z', 'verb', 'present tense'],
  ['ches', 'ch', 'verb', 'present tense'],
  ['shes', 'sh', 'verb', 'present tense'],
  ['oes', 'o', 'verb', 'present tense'],
  ['s', '', 'verb', 'present tense'],
  ['ied', 'y', 'verb', 'past tense'],
  ['ed', '±e', 'verb', 'past tense'],
  ['ing', '±e', 'verb', 'present participle'],
  ['ier', 'y', 'adj', 'comparative'],
  ['iest', 'y', 'adj', 'superlative'],
  ['er', '±e', 'adj', 'comparative'],
  ['est', '±e', 'adj', 'superlative'],
];

/** Last letters some rule's ending ends with: any other word has no regular base form. */
const RULE_FINALS = new Set(DETACHMENT_RULES.map(([ending]) => ending.charAt(ending.length - 1)));

/** A short stem of consonant, vowel, consonant: it doubles its last letter before an ending (hop → hopped). */
const DOUBLING_STEM = /(?:^|[^aeiou]|qu)[aeiou][bcdfgklmnprstvz]$/;

/** A stem of one syllable: one group of vowels (hop, stop, quit), not two (visit, open). */
function isOneSyllable(stem: string): boolean {
  return (stem.replace(/^qu/, 'q').match(/[aeiouy]+/g) ?? []).length === 1;
}

/**
 * The readings of a stem before -ed, -ing, -er or -est, the likelier first: the stem and the stem
 * with an e (singing → sing, hoped → hope). A stem of one syllable that ends in consonant, vowel,
 * consonant would have doubled its last letter had it been the base (hop → hopped, cap → capped), so
 * it is only read with an e (hoped → hope, caped → cape); a longer one may be the base (visited).
 */
function withOrWithoutE(stem: string): string[] {
  if (!DOUBLING_STEM.test(stem)) return [stem, `${stem}e`];
  return isOneSyllable(stem) ? [`${stem}e`] : [`${stem}e`, stem];
}

/**
 * Whether a base doubles its last letter before an ending: a stem of consonant, vowel, consonant
 * (stop → stopped, refer → referred), or in British spelling a vowel and an l (dial → dialled).
 * readded is not a form of read, whose two vowels keep its d single.
 */
function doublesLastLetter(base: string): boolean {
  return DOUBLING_STEM.test(base) || /[aeiou]l$/.test(base);
}

const DOUBLED_FINAL = /([bcdfghjklmnpqrstvwxz])\1$/;

export interface IrregularFormLists {
  /** 'base past participle', alternatives split by '/'. */
  readonly verbs: readonly string[];
  readonly presentForms: Readonly<Record<string, string>>;
  readonly plurals: Readonly<Record<string, string>>;
  readonly comparisons: Readonly<Record<string, string>>;
}

/** Indexes the irregular lists by inflected form, each form with every base and form it can be. */
export function irregularFormIndex(lists: IrregularFormLists): IrregularFormIndex {
  const index = new Map<string, BaseFormCandidate[]>();
  const add = (word: string, candidate: BaseFormCandidate) => {
    if (word === candidate.lemma) return;
    const known = index.get(word) ?? [];
    if (known.some((c) => c.lemma === candidate.lemma && c.pos === candidate.pos)) return;
    known.push(candidate);
    index.set(word, known);
  };
  for (const line of lists.verbs) {
    const [base = '', past = '', participle = ''] = line.split(' ');
    const pastForms = past.split('/');
    for (const form of pastForms) add(form, { lemma: base, pos: 'verb', form: 'past tense' });
    for (const form of participle.split('/')) {
      add(form, { lemma: base, pos: 'verb', form: 'past participle' });
    }
  }
  for (const [word, base] of Object.entries(lists.presentForms)) {
    add(word, { lemma: base, pos: 'verb', form: 'present tense' });
  }
  for (const [word, base] of Object.entries(lists.plurals)) {
    add(word, { lemma: base, pos: 'noun', form: 'plural' });
  }
  for (const [word, base] of Object.entries(lists.comparisons)) {
    const form = word.endsWith('st') ? 'superlative' : 'comparative';
    add(word, { lemma: base, pos: 'adj', form });
  }
  return index;
}

/**
 * Base forms `word` may be an inflection of, irregular ones first, then for each part of speech the
 * likeliest first; without duplicates (a base and part of speech appear once, with the first form
 * found for them).
 */
export function baseFormCandidates(
  word: string,
  irregular: IrregularFormIndex,
): BaseFormCandidate[] {
  const candidates: BaseFormCandidate[] = [];
  // Called for every word of the list when the lexicon is built, so no sets or keys here.
  const add = (lemma: string, pos: WordPos, form: InflectionForm) => {
    if (lemma.length < 2 || lemma === word) return;
    for (const known of candidates) if (known.lemma === lemma && known.pos === pos) return;
    candidates.push({ lemma, pos, form });
  };

  for (const candidate of irregular.get(word) ?? [])
    add(candidate.lemma, candidate.pos, candidate.form);
  if (!RULE_FINALS.has(word.charAt(word.length - 1))) return candidates;
  for (const [ending, replacement, pos, form] of DETACHMENT_RULES) {
    if (word.length <= ending.length || !word.endsWith(ending)) continue;
    const stem = word.slice(0, word.length - ending.length);
    if (replacement !== '±e') {
      add(stem + replacement, pos, form);
      continue;
    }
    // stopped → stopp → stop, bigger → bigg → big
    if (DOUBLED_FINAL.test(stem) && doublesLastLetter(stem.slice(0, -1))) {
      add(stem.slice(0, -1), pos, form);
    }
    for (const lemma of withOrWithoutE(stem)) add(lemma, pos, form);
  }
  return candidates;
}
