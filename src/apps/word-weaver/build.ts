/**
 * WordWeaver's part of `npm run build`: works out the lexicon and definitions once and writes them
 * beside the compiled server, which then loads them in milliseconds instead of reading WordNet on
 * its first scoring request. Prints how many of the word list's words each rule leaves out, in the
 * order the rules apply.
 */
import path from 'node:path';
import type { AppBuild } from '#shared/app-build';
import {
  EXCLUSION_REASONS,
  LEXICON_FILE_NAME,
  writeLexiconFile,
} from './server/word-weaver.dictionary';

/** Writes the lexicon file into `directory` and prints what each rule left out. */
function buildLexicon(directory: string, root: string): void {
  const file = path.join(directory, LEXICON_FILE_NAME);
  const stats = writeLexiconFile(file);
  const words = stats.sizeByLength.reduce((total, count) => total + count, 0);
  const number = (count: number) => count.toLocaleString('en-GB');
  console.info(
    `${path.relative(root, file)}: ${number(words)} words of 2–7 letters with their definitions`,
  );
  console.info(
    `  ${number(stats.listed)} words of 2–7 letters in the word list; each rule leaves out:`,
  );
  let left = stats.listed;
  for (const reason of EXCLUSION_REASONS) {
    const out = stats.leftOut[reason];
    left -= out;
    console.info(`    ${reason}: ${number(out)} out, ${number(left)} kept`);
  }
  console.info(
    `  kept ${number(words)}: ${number(stats.inflections)} only as an inflection, ` +
      `${number(stats.fromGlossary)} from the glossary, ${number(words - left)} not on the word list`,
  );
  console.info(`  ${number(stats.written)} with a definition written for them or their base`);
}

export const build = {
  after: {
    name: 'WordWeaver lexicon',
    run: ({ root, serverDir }) => buildLexicon(serverDir, root),
  },
} satisfies AppBuild;
