import type { InflectionForm } from './base-forms';

/**
 * Turning WordNet glosses into the one-line definitions a player reads after a game.
 */

/** Shown for a word whose every sense is vulgar: the word stays playable, its meaning is not spelled out. */
export const VULGAR_WORD_DEFINITION = 'a vulgar slang word';

/**
 * Glosses that describe a sense as vulgar or as a slur. WordNet marks only some such senses with a
 * usage domain, so the wording of the gloss is checked as well.
 */
const VULGAR_GLOSS =
  /\bobscene\b|\bvulgar (?:slang|terms?|words?|expressions?)\b|\bcoarse (?:terms?|words?)\b|\(offensive\)|\boffensive (?:terms?|names?|words?)\b|\b(?:derogatory|disparaging) (?:terms?|names?|words?)\b|\bethnic slur\b|\bslang for (?:sexual|fellatio|masturbation|the penis|a woman's breast)/i;

/** Whether a gloss describes a vulgar sense or a slur. */
export function isVulgarGloss(gloss: string): boolean {
  return VULGAR_GLOSS.test(gloss);
}

/**
 * The definition part of a synset's gloss: the text before its first quoted example.
 * WordNet writes examples after the definition as `; "…"`.
 */
export function glossDefinition(gloss: string): string {
  const example = gloss.search(/;?\s*"/);
  const definition = example === -1 ? gloss : gloss.slice(0, example);
  return definition.trim();
}

/** Splits at top-level ';', '. ' and ': ' (not inside parentheses), keeping which separator ended each part. */
function clauses(definition: string): { text: string; endedBy: string }[] {
  const parts: { text: string; endedBy: string }[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < definition.length; index += 1) {
    const char = definition.charAt(index);
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (
      depth === 0 &&
      (char === ';' || ((char === '.' || char === ':') && definition.charAt(index + 1) === ' '))
    ) {
      parts.push({ text: definition.slice(start, index).trim(), endedBy: char });
      start = index + 1;
    }
  }
  parts.push({ text: definition.slice(start).trim(), endedBy: '' });
  return parts.filter((part) => part.text !== '');
}

/**
 * The first sentence of a definition: up to its first top-level ';', '. ' or ': ' (WordNet separates
 * alternative wordings with semicolons and adds lists of examples after colons). A leading label
 * such as "of leaves;" or "math:" is kept in parentheses before the sentence it qualifies.
 */
export function firstSentence(definition: string): string {
  const [first, second] = clauses(definition);
  if (!first) return '';
  const words = first.text.split(' ').length;
  const isLabel =
    second !== undefined &&
    ((first.endedBy === ':' && words <= 2) ||
      (first.endedBy === ';' && words <= 4 && first.text.startsWith('of ')));
  const sentence = isLabel ? `(${first.text}) ${second.text}` : first.text;
  return sentence.replace(/[\s,:;-]+$/, '');
}

/** A WordNet gloss as the player reads it: one sentence, never an example quote. */
export function playerDefinition(gloss: string): string {
  // WordNet marks a mentioned word as `word'.
  return firstSentence(glossDefinition(gloss)).replace(/`([^`']*)'/g, '‘$1’');
}

/** An inflected word's definition names its base first: "past tense of run: move fast by …". */
export function inflectedDefinition(
  form: InflectionForm,
  base: string,
  definition: string,
): string {
  return `${form} of ${base}: ${definition}`;
}
