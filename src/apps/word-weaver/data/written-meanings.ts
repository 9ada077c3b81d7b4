import { EVERYDAY_DEFINITIONS, EVERYDAY_SECOND_SENSES } from './everyday-definitions';
import { GLOSSARY_SECTIONS } from './function-words';
import { WORDS_OF_TODAY } from './words-of-today';

/** Every meaning written in this repository: everyday definitions, the glossary, words of today. */
const WRITTEN: ReadonlySet<string> = new Set([
  ...[...EVERYDAY_DEFINITIONS.values(), ...EVERYDAY_SECOND_SENSES.values()].map(({ text }) => text),
  ...GLOSSARY_SECTIONS.flatMap(({ words }) => Object.values(words)),
  ...Object.values(WORDS_OF_TODAY).flatMap((words) => Object.values(words)),
]);

/**
 * Whether a definition's meaning (after its word class) was written here rather than taken from
 * WordNet; an inflection's counts by its base's sense after the form ("past tense of run — …").
 */
export function isWrittenMeaning(meaning: string): boolean {
  return WRITTEN.has(meaning) || WRITTEN.has(meaning.replace(/^[a-z ]+ of [a-z]+ — /, ''));
}
