import { BOARD_SIZE, type Board } from './game';
import type { Lexicon } from './lexicon';

/** The shortest run of letters that counts as a word. */
export const MIN_WORD_LENGTH = 2;

export interface LineWord {
  /** Lower-case word, or '' when the line holds none. */
  readonly word: string;
  /** Index of its first letter in the line, or -1. */
  readonly start: number;
}

export interface BoardWords {
  readonly rows: readonly LineWord[];
  readonly columns: readonly LineWord[];
  /** Total length of every row's and column's word. */
  readonly score: number;
}

const NO_WORD: LineWord = { word: '', start: -1 };
const CODE_A = 65;

/** Letter codes of one line (0 = A … 25 = Z, -1 for a blank), reused between calls. */
const lineCodes = new Int32Array(BOARD_SIZE);

function toCode(cell: string | undefined): number {
  if (cell === undefined || cell.length !== 1) return -1;
  const code = cell.charCodeAt(0) - CODE_A;
  return code >= 0 && code < 26 ? code : -1;
}

function longestWordInCodes(codes: Int32Array, length: number, lexicon: Lexicon): LineWord {
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start + Math.max(bestLength + 1, MIN_WORD_LENGTH) <= length; start += 1) {
    let node = 0;
    for (let end = start; end < length; end += 1) {
      const code = codes[end] ?? -1;
      if (code === -1) break;
      node = lexicon.child(node, code);
      if (node === -1) break;
      const runLength = end - start + 1;
      // Strictly longer only: a tie keeps the word found first, the one nearer the left or top.
      if (runLength >= MIN_WORD_LENGTH && runLength > bestLength && lexicon.endsWord(node)) {
        bestStart = start;
        bestLength = runLength;
      }
    }
  }
  if (bestStart === -1) return NO_WORD;
  let word = '';
  for (let index = bestStart; index < bestStart + bestLength; index += 1) {
    word += String.fromCharCode((codes[index] ?? 0) + 97);
  }
  return { word, start: bestStart };
}

/**
 * A line's word: its longest contiguous run of letters that is a word of at least two letters,
 * read left to right (or top to bottom); ties go to the first. Blanks split runs.
 */
export function longestWordInLine(cells: readonly string[], lexicon: Lexicon): LineWord {
  const length = Math.min(cells.length, BOARD_SIZE);
  for (let index = 0; index < length; index += 1) lineCodes[index] = toCode(cells[index]);
  return longestWordInCodes(lineCodes, length, lexicon);
}

/** Every row's and column's word and the score: the total length of those words. */
export function scoreBoard(board: Board, lexicon: Lexicon): BoardWords {
  const rows: LineWord[] = [];
  const columns: LineWord[] = [];
  let score = 0;
  for (let row = 0; row < BOARD_SIZE; row += 1) {
    const cells = board[row];
    for (let column = 0; column < BOARD_SIZE; column += 1)
      lineCodes[column] = toCode(cells?.[column]);
    const found = longestWordInCodes(lineCodes, BOARD_SIZE, lexicon);
    rows.push(found);
    score += found.word.length;
  }
  for (let column = 0; column < BOARD_SIZE; column += 1) {
    for (let row = 0; row < BOARD_SIZE; row += 1) lineCodes[row] = toCode(board[row]?.[column]);
    const found = longestWordInCodes(lineCodes, BOARD_SIZE, lexicon);
    columns.push(found);
    score += found.word.length;
  }
  return { rows, columns, score };
}

/** The score of the words the server named: the total of their lengths. */
export function scoreOfWords(words: readonly string[]): number {
  return words.reduce((total, word) => total + word.length, 0);
}

/**
 * Where the server's word for a line sits in it, for highlighting: its first occurrence, which is
 * the one the server chose (an earlier copy would have won the tie). -1 when absent.
 */
export function locateWord(cells: readonly string[], word: string): number {
  if (word === '') return -1;
  const line = cells.map((cell) => (cell === '' ? '.' : cell.toLowerCase())).join('');
  return line.indexOf(word.toLowerCase());
}

/**
 * 'TOP SCORE': the player's score is above every other score for the seed (so the sole top score,
 * or strictly above the second when the player's own saved score is in the list). A game without a
 * single word beats nobody, so 0 never counts.
 */
export function isTopScore(playerScore: number, otherScores: readonly number[]): boolean {
  return playerScore > 0 && otherScores.every((other) => playerScore > other);
}
