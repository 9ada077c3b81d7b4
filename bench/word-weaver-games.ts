/**
 * The scores WordWeaver's lexicon lets players reach: plays the daily boards of a year (the letters
 * each day's seed draws) with two simulated players and prints the distribution of their scores.
 * The greedy player sends each letter to the reachable column where the board then scores most; the
 * random player to a random reachable column. Compare lexicon files, e.g. before and after a change
 * to the lexicon: `npx tsx bench/word-weaver-games.ts old.bin dist/server/word-weaver-lexicon.bin`
 * (with no file, the one the build wrote). BENCH_WORD_WEAVER_GAMES sets the number of days (365).
 */
import path from 'node:path';
import { splitDefinition } from '../src/apps/word-weaver/core/definitions';
import { gameReducer, createGame, type GameState } from '../src/apps/word-weaver/core/game';
import { isWrittenMeaning } from '../src/apps/word-weaver/data/written-meanings';
import type { Lexicon } from '../src/apps/word-weaver/core/lexicon';
import { scoreBoard } from '../src/apps/word-weaver/core/scoring';
import { dailySeed } from '../src/apps/word-weaver/core/seed';
import {
  LEXICON_FILE_NAME,
  readLexiconFile,
} from '../src/apps/word-weaver/server/word-weaver.dictionary';
import { seededRandom, type RandomSource } from '../src/shared/seeded-random';

const GAMES = Number(process.env['BENCH_WORD_WEAVER_GAMES'] ?? 365);
const FIRST_DAY = Date.UTC(2026, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a player sends the falling letter: one of the columns it can reach. */
type Player = (state: GameState, reachable: readonly GameState[]) => number;

/** The game after the falling letter moves to `column` and drops, or null when it cannot get there. */
function placeIn(state: GameState, column: number): GameState | null {
  let next = state;
  while (next.falling && next.falling.column !== column) {
    const before = next.falling.column;
    next = gameReducer(next, {
      type: 'move',
      direction: column < before ? 'left' : 'right',
    });
    if (next.falling?.column === before) return null;
  }
  return gameReducer(next, { type: 'drop' });
}

function greedyPlayer(lexicon: Lexicon): Player {
  return (state, reachable) => {
    let best = -1;
    let bestRank: readonly number[] = [];
    reachable.forEach((next, column) => {
      if (next === state) return;
      // The most points; then a spawn cell left free, so the game goes on; then the emptiest column.
      const rank = [
        scoreBoard(next.board, lexicon).score,
        next.board[0]?.[3] === '' ? 1 : 0,
        next.board.findIndex((cells) => cells[column] !== ''),
      ];
      const better = rank.findIndex((value, index) => value !== bestRank[index]);
      if (best === -1 || (better !== -1 && (rank[better] ?? 0) > (bestRank[better] ?? 0))) {
        best = column;
        bestRank = rank;
      }
    });
    return best;
  };
}

function randomPlayer(random: RandomSource): Player {
  return (state, reachable) => {
    const columns = reachable.flatMap((next, column) => (next === state ? [] : [column]));
    return columns[Math.floor(random() * columns.length)] ?? -1;
  };
}

/** One game of `seed` to its end: every letter placed, or no reachable column left. */
function playGame(seed: number, player: Player): GameState {
  let state = gameReducer(createGame(seed), { type: 'start' });
  while (state.status === 'playing') {
    const current = state;
    // The state itself stands for an unreachable column.
    const reachable = Array.from({ length: 7 }, (_, column) => placeIn(current, column) ?? current);
    const column = player(current, reachable);
    if (column === -1) break;
    state = reachable[column] ?? current;
  }
  return state;
}

interface Distribution {
  games: number;
  mean: number;
  p10: number;
  median: number;
  p90: number;
  max: number;
  /** Share of all scored letters that come from words of two letters. */
  twoLetterShare: number;
  /** Share of the words scored whose definition was written in this repository. */
  writtenShare: number;
  /** Games per score band of ten: 0–9, 10–19, … */
  bands: number[];
}

function distributionOf(
  lexicon: Lexicon,
  definitionOf: (word: string) => string,
  player: Player,
): Distribution {
  const scores: number[] = [];
  let twoLetterPoints = 0;
  let wordsScored = 0;
  let written = 0;
  for (let day = 0; day < GAMES; day += 1) {
    const seed = dailySeed(new Date(FIRST_DAY + day * DAY_MS));
    const { board } = playGame(seed, player);
    const scored = scoreBoard(board, lexicon);
    scores.push(scored.score);
    for (const { word } of [...scored.rows, ...scored.columns]) {
      if (word.length === 2) twoLetterPoints += 2;
      if (word === '') continue;
      wordsScored += 1;
      if (isWrittenMeaning(splitDefinition(definitionOf(word)).meaning)) written += 1;
    }
  }
  scores.sort((a, b) => a - b);
  const at = (share: number) =>
    scores[Math.min(scores.length - 1, Math.floor(share * scores.length))] ?? 0;
  const total = scores.reduce((sum, score) => sum + score, 0);
  const bands: number[] = [];
  for (const score of scores) {
    const band = Math.floor(score / 10);
    while (bands.length <= band) bands.push(0);
    bands[band] = (bands[band] ?? 0) + 1;
  }
  return {
    games: scores.length,
    mean: total / scores.length,
    p10: at(0.1),
    median: at(0.5),
    p90: at(0.9),
    max: scores.at(-1) ?? 0,
    twoLetterShare: total === 0 ? 0 : twoLetterPoints / total,
    writtenShare: wordsScored === 0 ? 0 : written / wordsScored,
    bands,
  };
}

function main() {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    files.push(path.join(import.meta.dirname, '../dist/server', LEXICON_FILE_NAME));
  }
  const rows = files.flatMap((file) => {
    const { lexicon, definitionOf } = readLexiconFile(file);
    return (
      [
        ['greedy', greedyPlayer(lexicon)],
        ['random', randomPlayer(seededRandom(12345))],
      ] as const
    ).map(([name, player]) => {
      const found = distributionOf(lexicon, definitionOf, player);
      return {
        lexicon: `${path.basename(file)} (${lexicon.size} words)`,
        player: name,
        games: found.games,
        mean: found.mean.toFixed(1),
        p10: found.p10,
        median: found.median,
        p90: found.p90,
        max: found.max,
        'two-letter share': `${Math.round(found.twoLetterShare * 100)} %`,
        'defined by us': `${Math.round(found.writtenShare * 100)} %`,
        'games per band 0–9, 10–19, …': found.bands.join(' / '),
      };
    });
  });
  console.table(rows);
}

main();
