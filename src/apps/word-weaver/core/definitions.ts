import type { InflectionForm } from './base-forms';

/**
 * Turning WordNet glosses into the one-line definitions a player reads after a game.
 */

/** The word classes a definition is labelled with: WordNet's four and our glossary's. */
export const WORD_CLASSES = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'determiner',
  'interjection',
] as const;
export type WordClass = (typeof WORD_CLASSES)[number];

/**
 * Glosses that call their sense a slur or an obscene, vulgar, offensive or derogatory term. WordNet
 * marks only some such senses with a usage domain, so the wording of the gloss is read as well.
 */
const OFFENSIVE_GLOSS =
  /\b(?:obscene|vulgar|offensive|derogatory|disparaging|insulting|contemptuous|coarse)(?: and (?:insulting|offensive))? (?:slang |terms?|names?|words?)\b|\((?:ethnic slur|offensive|sometimes offensive|often offensive|often derogatory|derogatory|offensive slang|offensive British slang|vulgar|obscene)\)|\bethnic slur\b|\bslang for (?:sexual|fellatio|masturbation|the penis|a woman's breast)/i;

/** Whether a gloss declares its sense a slur or an obscene, vulgar or offensive term. */
export function isOffensiveGloss(gloss: string): boolean {
  return OFFENSIVE_GLOSS.test(gloss);
}

/**
 * Glosses about sex: a child may play the word, but this sense is not what the game shows (kissing as
 * "foreplay", tart as a prostitute, scarf as something worse). Biology's sexual reproduction, and
 * the body's other organs and functions, are not in it.
 */
const CRUDE_GLOSS =
  /\b(?:sexual(?!\s+(?:reproduct\w*|fusion|phase|generation|stage|cells?|spores?|dimorphism|selection))|sexually|sexiness|sexy|(?:has|have|having|had) sex|sex (?:acts?|organs?|glands?|appeal|drive|life|object|symbol|partners?|workers?)|genitals?|genitalia|penis|penises|phallus|vagina|vaginal|vulva|clitoris|testicles?|testes|scrot\w*|pubic|prostitut\w*|copulat\w*|intercourse|coitus|coital|masturbat\w*|orgasm\w*|erotic\w*|pornograph\w*|porn|foreplay|fornicat\w*|brothel|whore\w*|harlot|concubine|lewd\w*|lecher\w*|lust(?:ful|s)?|seduc\w*|aphrodisiac|ejaculat\w*|semen|erection|erectile|sodom\w*|incest\w*|rape|raped|rapist|pimps?|pimping|pimped|slut\w*|nude|nudity|strip-?tease|stripper|condom|obscen\w*|vulgar\w*)\b/i;

/** Whether a gloss speaks of sex. */
export function isCrudeGloss(gloss: string): boolean {
  return CRUDE_GLOSS.test(gloss);
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

/**
 * Abbreviations that end in a full stop inside a sentence ("e.g. tomato sauce", "U.S. coins",
 * "J. S. Bach"): a full stop after one of these does not end the sentence.
 */
const ABBREVIATION_BEFORE =
  /(?:^|[\s(])(?:e\.g|i\.e|etc|esp|approx|cf|vs|viz|incl|ca|St|Mr|Mrs|Ms|Dr|Jr|Sr|Mt|No|U\.S|U\.K|[A-Z])$/;

/**
 * Splits at top-level ';', '. ' and ': ' (not inside parentheses, not after an abbreviation),
 * keeping which separator ended each part.
 */
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
      (char === ';' || ((char === '.' || char === ':') && definition.charAt(index + 1) === ' ')) &&
      !(char === '.' && ABBREVIATION_BEFORE.test(definition.slice(Math.max(0, index - 8), index)))
    ) {
      parts.push({ text: definition.slice(start, index).trim(), endedBy: char });
      start = index + 1;
    }
  }
  parts.push({ text: definition.slice(start).trim(), endedBy: '' });
  return parts.filter((part) => part.text !== '');
}

/**
 * A clause that says how a word is used rather than what it means: "used of persons", "primarily
 * temporal sense", "with reference to action or condition", "in a figurative sense", "informal or slang
 * terms for mentally irregular" (a group of words, not what one of them means).
 */
const USAGE_LABEL =
  /^(?:(?:often |usually |sometimes |chiefly )?used (?:of|with|for|as|in|to describe)\b|primarily \w+ sense$|with reference to\b|(?:in|of) (?:a |the )?\w+ sense$|(?:informal |slang |informal or slang )terms? for\b)/;

/**
 * The first sentence of a definition: up to its first top-level ';', '. ' or ': ' (WordNet separates
 * alternative wordings with semicolons and adds lists of examples after colons). A leading label
 * such as "of leaves;" or "math:" is kept in parentheses before the sentence it qualifies; a note on
 * usage ("used of hair;", "primarily temporal sense;") gives way to the sentence after it, and a
 * definition that is only such a note is none ('').
 */
export function firstSentence(definition: string): string {
  const [first, second] = clauses(definition);
  if (!first) return '';
  const words = first.text.split(' ').length;
  const usage = USAGE_LABEL.exec(first.text);
  let sentence = first.text;
  if (usage && second === undefined && words <= 7) {
    // Only a note on usage ("used of hair", "primarily temporal sense"): no definition to show.
    return '';
  } else if (usage && second !== undefined) {
    // "used of animals; provided with …" reads "(of animals) provided with …"; "primarily temporal
    // sense; being …" reads "being …".
    const of = /^used (of .*)$/.exec(first.text)?.[1];
    sentence = of !== undefined && words <= 5 ? `(${of}) ${second.text}` : second.text;
  } else if (
    second !== undefined &&
    ((first.endedBy === ':' && words <= 2) ||
      (first.endedBy === ';' && words <= 4 && first.text.startsWith('of ')))
  ) {
    sentence = `(${first.text}) ${second.text}`;
  }
  // "etc." keeps its full stop; any other closing punctuation goes, and so does an "e.g." whose
  // examples WordNet gave after the semicolon.
  return sentence
    .replace(/[\s,:;-]+$/, '')
    .replace(/(?:,?\s+(?:e\.g|i\.e)\.?)+$/, '')
    .replace(/(?<!\betc)\.$/, '')
    .replace(/\betc$/, 'etc.');
}

/**
 * A WordNet gloss as the player reads it: one sentence, never an example quote. A "; " or ": " left
 * inside parentheses becomes a comma, since the original client cuts a definition at either.
 */
export function playerDefinition(gloss: string): string {
  // WordNet marks a mentioned word as `word'; a note on other words' usage in parentheses goes
  // ("completely (`good' is sometimes used informally for `thoroughly')").
  return firstSentence(glossDefinition(gloss))
    .replace(/\s*\((?:`[^`']*'(?:,? (?:and|or) `[^`']*')*) (?:is|are) [^()]*\)/g, '')
    .trim()
    .replace(/`([^`']*)'/g, '‘$1’')
    .replace(/\s*[;:]\s+/g, ', ');
}

/**
 * A definition as the player reads it, its word class first as the original server sent it:
 * "noun: feline mammal …", and for an inflection its form and base: "verb: past tense of run — move
 * fast by using one's feet".
 */
export function labelledDefinition(
  wordClass: WordClass,
  definition: string,
  inflection?: { readonly form: InflectionForm; readonly base: string },
): string {
  const meaning = inflection
    ? `${inflection.form} of ${inflection.base} — ${definition}`
    : definition;
  return `${wordClass}: ${meaning}`;
}

const LABEL = new RegExp(`^(${WORD_CLASSES.join('|')}): `);

/** A labelled definition's word class and the rest; no class when the text has no label. */
export function splitDefinition(text: string): { wordClass?: WordClass; meaning: string } {
  const match = LABEL.exec(text);
  if (!match) return { meaning: text };
  return { wordClass: match[1] as WordClass, meaning: text.slice(match[0].length) };
}
