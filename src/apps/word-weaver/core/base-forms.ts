/**
 * Candidate base forms of an inflected word, for finding its definition: irregular forms first, then
 * endings removed by simple rules (cats → cat, boxes → box, tried → try, making → make, running → run).
 */
export type WordPos = 'noun' | 'verb' | 'adj';

export interface BaseFormCandidate {
  readonly lemma: string;
  /** The part of speech the inflection belongs to: its definition is preferred from there. */
  readonly pos: WordPos;
}

/** [ending, replacement] pairs per part of speech, tried in order. */
const DETACHMENT_RULES: Readonly<Record<WordPos, readonly (readonly [string, string])[]>> = {
  noun: [
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
    ['s', ''],
  ],
  verb: [
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['s', ''],
    ['ied', 'y'],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['ier', 'y'],
    ['iest', 'y'],
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
};

const DOUBLED_FINAL = /([bcdfghjklmnpqrstvwxz])\1$/;

/**
 * Base forms `word` may be an inflection of, most likely first, without duplicates. `irregular`
 * maps inflected forms to bases per part of speech.
 */
export function baseFormCandidates(
  word: string,
  irregular: Readonly<Record<WordPos, Readonly<Record<string, string>>>>,
): BaseFormCandidate[] {
  const candidates: BaseFormCandidate[] = [];
  const seen = new Set<string>();
  const add = (lemma: string, pos: WordPos) => {
    const key = `${pos}:${lemma}`;
    if (lemma.length < 2 || lemma === word || seen.has(key)) return;
    seen.add(key);
    candidates.push({ lemma, pos });
  };

  for (const pos of ['verb', 'noun', 'adj'] as const) {
    const base = irregular[pos][word];
    if (base !== undefined) add(base, pos);
  }
  for (const pos of ['noun', 'verb', 'adj'] as const) {
    for (const [ending, replacement] of DETACHMENT_RULES[pos]) {
      if (!word.endsWith(ending) || word.length <= ending.length) continue;
      const stem = word.slice(0, word.length - ending.length);
      add(stem + replacement, pos);
      // stopped → stopp → stop, bigger → bigg → big
      if (replacement === '' && DOUBLED_FINAL.test(stem)) add(stem.slice(0, -1), pos);
    }
  }
  return candidates;
}
