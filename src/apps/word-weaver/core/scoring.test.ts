import { describe, expect, it } from 'vitest';
import type { Board } from './game';
import { createLexicon } from './lexicon';
import { isTopScore, locateWord, longestWordInLine, scoreBoard, scoreOfWords } from './scoring';

const lexicon = createLexicon([
  'at',
  'cat',
  'cats',
  'to',
  'ten',
  'net',
  'tea',
  'eat',
  'ran',
  'dog',
  'do',
  'go',
]);

/** A board from 7 strings of 7 characters, '.' for blank. */
function board(...rows: string[]): Board {
  return rows.map((row) => [...row].map((cell) => (cell === '.' ? '' : cell)));
}
const line = (text: string) => [...text].map((cell) => (cell === '.' ? '' : cell));

describe('createLexicon', () => {
  it('holds lower-case a–z words of at least two letters', () => {
    const small = createLexicon(['b', 'ab', 'Cab', 'ca-t', 'zoo', 'ab']);
    expect(small.size).toBe(2);
    expect(small.has('ab')).toBe(true);
    expect(small.has('zoo')).toBe(true);
    expect(small.has('b')).toBe(false);
    expect(small.has('cab')).toBe(false);
    expect(small.has('zo')).toBe(false);
  });

  it('spells back every word it holds, in alphabetical order', () => {
    const small = createLexicon(['dog', 'cat', 'cats', 'ant', 'b', 'ca-t']);
    expect([...small.words()]).toEqual(['ant', 'cat', 'cats', 'dog']);
    expect([...createLexicon([]).words()]).toEqual([]);
  });

  it('works from unsorted input', () => {
    const unsorted = createLexicon(['dog', 'cat', 'ant']);
    expect(['ant', 'cat', 'dog'].every((word) => unsorted.has(word))).toBe(true);
  });
});

describe('longestWordInLine', () => {
  it('finds the longest word inside a longer run of letters', () => {
    expect(longestWordInLine(line('XCATSXX'), lexicon)).toEqual({ word: 'cats', start: 1 });
  });

  it('gives ties to the first from the left', () => {
    expect(longestWordInLine(line('TEN.NET'), lexicon)).toEqual({ word: 'ten', start: 0 });
    expect(longestWordInLine(line('NETXTEN'), lexicon)).toEqual({ word: 'net', start: 0 });
  });

  it('lets blanks split runs', () => {
    expect(longestWordInLine(line('CA.T...'), lexicon)).toEqual({ word: '', start: -1 });
    expect(longestWordInLine(line('C.ATXX.'), lexicon)).toEqual({ word: 'at', start: 2 });
  });

  it('counts inflected forms the list holds', () => {
    expect(longestWordInLine(line('..CATS.'), lexicon).word).toBe('cats');
  });

  it('needs at least two letters and a real word', () => {
    expect(longestWordInLine(line('A......'), lexicon).word).toBe('');
    expect(longestWordInLine(line('XQZXQZX'), lexicon).word).toBe('');
    expect(longestWordInLine(line('.......'), lexicon).word).toBe('');
  });
});

describe('scoreBoard', () => {
  it('finds words in rows and columns and adds up their lengths', () => {
    const result = scoreBoard(
      board('.......', '.......', '.......', '.......', 'D......', 'O......', 'GCATS..'),
      lexicon,
    );
    expect(result.rows.map((found) => found.word)).toEqual(['', '', '', '', '', '', 'cats']);
    expect(result.columns.map((found) => found.word)).toEqual(['dog', '', '', '', '', '', '']);
    expect(result.score).toBe(7);
  });

  it('reads columns top to bottom, with ties to the top', () => {
    const result = scoreBoard(
      board('.......', 'T......', 'E......', 'N......', 'N......', 'E......', 'T......'),
      lexicon,
    );
    expect(result.columns[0]).toEqual({ word: 'ten', start: 1 });
    expect(result.score).toBe(3);
  });

  it('scores an empty board 0', () => {
    expect(scoreBoard(board(...Array.from({ length: 7 }, () => '.......')), lexicon).score).toBe(0);
  });
});

describe('helpers for the page', () => {
  it('scores the words the server names', () => {
    expect(scoreOfWords(['cats', '', 'dog'])).toBe(7);
  });

  it("locates the server's word in a line", () => {
    expect(locateWord(line('XCATSXX'), 'cats')).toBe(1);
    expect(locateWord(line('TEN.TEN'), 'ten')).toBe(0);
    expect(locateWord(line('.......'), '')).toBe(-1);
  });

  it("says 'TOP SCORE' only when strictly above every other score", () => {
    expect(isTopScore(5, [])).toBe(true);
    expect(isTopScore(5, [4, 3])).toBe(true);
    expect(isTopScore(5, [5, 3])).toBe(false);
    expect(isTopScore(5, [6])).toBe(false);
    expect(isTopScore(0, [])).toBe(false);
  });
});
