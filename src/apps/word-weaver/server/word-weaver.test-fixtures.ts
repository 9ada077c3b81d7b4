import { replayGame } from '../core/game';
import { scoreBoard } from '../core/scoring';
import { dailySeed } from '../core/seed';
import { loadDictionary } from './word-weaver.dictionary';

/** For tests: a verified save request on today's board, letters dropped into `columns` in turn. */
export async function todaysVerifiedGame(columns: readonly number[] = [0, 1, 2, 3, 4, 5, 6]) {
  const seed = dailySeed(new Date());
  const replay = replayGame(seed, columns);
  if (!replay.ok) throw new Error(replay.error);
  const { score } = scoreBoard(replay.board, (await loadDictionary()).lexicon);
  return { board: JSON.stringify(replay.board), score, seed, columns: [...columns] };
}

/** For tests: a board from 7 strings of 7 characters, '.' for blank. */
export const board = (...rows: string[]) =>
  rows.map((row) => [...row].map((cell) => (cell === '.' ? '' : cell)));
