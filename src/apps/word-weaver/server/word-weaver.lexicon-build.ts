/**
 * Part of the build: `tsx src/apps/word-weaver/server/word-weaver.lexicon-build.ts dist/server`
 * works out WordWeaver's lexicon and definitions once and writes them beside the compiled server,
 * which then loads them in milliseconds instead of reading WordNet on its first scoring request.
 */
import path from 'node:path';
import { LEXICON_FILE_NAME, writeLexiconFile } from './word-weaver.dictionary';

const directory = process.argv[2] ?? 'dist/server';
const file = path.join(directory, LEXICON_FILE_NAME);
const stats = writeLexiconFile(file);
const words = stats.sizeByLength.reduce((total, count) => total + count, 0);
console.info(`${file}: ${words} words of 2–7 letters with their definitions`);
