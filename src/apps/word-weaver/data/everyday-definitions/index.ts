import { splitDefinition, type WordClass } from '#apps/word-weaver/core/definitions';
import { SENSE_OVERRIDES } from '../sense-overrides';
import { SECOND_SENSES } from './second-senses';
import { DEFINITIONS_A } from './a';
import { DEFINITIONS_B } from './b';
import { DEFINITIONS_C } from './c';
import { DEFINITIONS_D } from './d';
import { DEFINITIONS_E } from './e';
import { DEFINITIONS_F } from './f';
import { DEFINITIONS_G } from './g';
import { DEFINITIONS_H } from './h';
import { DEFINITIONS_I } from './i';
import { DEFINITIONS_J } from './j';
import { DEFINITIONS_K } from './k';
import { DEFINITIONS_L } from './l';
import { DEFINITIONS_M } from './m';
import { DEFINITIONS_N } from './n';
import { DEFINITIONS_O } from './o';
import { DEFINITIONS_P } from './p';
import { DEFINITIONS_Q } from './q';
import { DEFINITIONS_R } from './r';
import { DEFINITIONS_S } from './s';
import { DEFINITIONS_T } from './t';
import { DEFINITIONS_U } from './u';
import { DEFINITIONS_V } from './v';
import { DEFINITIONS_W } from './w';
import { DEFINITIONS_X } from './x';
import { DEFINITIONS_Y } from './y';
import { DEFINITIONS_Z } from './z';

/**
 * Definitions written for the most common words WordWeaver scores: the words a child meets, each
 * in the sense a child meets first (a tiger is the big striped cat, not "a fierce person"), in plain
 * words, as one line. They win over WordNet's senses, and a word's inflections show them too (tigers:
 * "plural of tiger — …"). A word whose everyday reading is not its base's (pants, glasses, lied)
 * has its own line, written as the form it is ("past tense of lie — say something you know is not
 * true") where it is one.
 *
 * Each file holds one letter's words as `word: 'class: definition'`, in WordNet's style: lower case,
 * no full stop, and never a "; " or ": " after the class (the original client cuts there).
 */
export const EVERYDAY_DEFINITIONS_BY_LETTER: Readonly<
  Record<string, Readonly<Record<string, string>>>
> = {
  a: DEFINITIONS_A,
  b: DEFINITIONS_B,
  c: DEFINITIONS_C,
  d: DEFINITIONS_D,
  e: DEFINITIONS_E,
  f: DEFINITIONS_F,
  g: DEFINITIONS_G,
  h: DEFINITIONS_H,
  i: DEFINITIONS_I,
  j: DEFINITIONS_J,
  k: DEFINITIONS_K,
  l: DEFINITIONS_L,
  m: DEFINITIONS_M,
  n: DEFINITIONS_N,
  o: DEFINITIONS_O,
  p: DEFINITIONS_P,
  q: DEFINITIONS_Q,
  r: DEFINITIONS_R,
  s: DEFINITIONS_S,
  t: DEFINITIONS_T,
  u: DEFINITIONS_U,
  v: DEFINITIONS_V,
  w: DEFINITIONS_W,
  x: DEFINITIONS_X,
  y: DEFINITIONS_Y,
  z: DEFINITIONS_Z,
};

/** Every letter's everyday definitions together. */
export const EVERYDAY_DEFINITION_LINES: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Object.values(EVERYDAY_DEFINITIONS_BY_LETTER),
) as Record<string, string>;

/** Our everyday definitions and the overrides for rarer words, by word. */
const LINES: Readonly<Record<string, string>> = {
  ...EVERYDAY_DEFINITION_LINES,
  ...SENSE_OVERRIDES,
};

export interface EverydayDefinition {
  readonly wordClass: WordClass;
  /** The definition after its class; for a form, "past tense of lie — …". */
  readonly text: string;
  /** Whether the line explains the word as a form of another (lied, as the past of lie). */
  readonly isForm: boolean;
}

const FORM =
  /^(?:plural|present tense|past tense|past participle|present participle|comparative|superlative) of [a-z]+ — /;

function parseLines(
  lines: Readonly<Record<string, string>>,
): ReadonlyMap<string, EverydayDefinition> {
  return new Map(
    Object.entries(lines).map(([word, line]) => {
      const { wordClass, meaning } = splitDefinition(line);
      if (!wordClass) throw new Error(`everyday definition of ${word} has no word class: ${line}`);
      return [word, { wordClass, text: meaning, isForm: FORM.test(meaning) }];
    }),
  );
}

/** Every written definition (everyday and overrides) by its word, its class apart. */
export const EVERYDAY_DEFINITIONS: ReadonlyMap<string, EverydayDefinition> = parseLines(LINES);

/**
 * A word's sense in a second class, for its inflections in that class: name is defined as the noun,
 * and named reads "past tense of name — give someone or something a name".
 */
export const EVERYDAY_SECOND_SENSES: ReadonlyMap<string, EverydayDefinition> =
  parseLines(SECOND_SENSES);
