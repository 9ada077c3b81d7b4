/**
 * WordWeaver's dictionary and scoring, measured in a fresh process so that the load is cold: builds
 * the app on a fresh SQLite database, loads the dictionary through a first scoring request, then
 * scores pre-made boards on this one thread. The dictionary is read from the lexicon file the build
 * wrote beside the compiled server (dist/server, or the directory given as the first argument), as
 * the server reads it; without one it is worked out from WordNet.
 * Prints one JSON line: load time, where the lexicon came from, boards per second and its size.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BOARD_SIZE, replayGame, type Board } from '../src/apps/word-weaver/core/game';
import { scoreBoard } from '../src/apps/word-weaver/core/scoring';
import {
  LEXICON_FILE_NAME,
  loadDictionary,
} from '../src/apps/word-weaver/server/word-weaver.dictionary';
import { buildApp } from '../src/server/app';
import { seededRandom } from '../src/shared/seeded-random';
import { parseEnv } from '../src/server/env';

const BOARDS = 2000;
const SERVER_DIR = process.argv[2] ?? path.join(import.meta.dirname, '../dist/server');
const BUILT_LEXICON_FILE = path.join(SERVER_DIR, LEXICON_FILE_NAME);
const LEXICON_FILE = existsSync(BUILT_LEXICON_FILE) ? BUILT_LEXICON_FILE : undefined;
const SCORING_MS = Number(process.env['BENCH_WORD_WEAVER_MS'] ?? 3000);

/** Boards as players make them: 25 letters of a random seed dropped into random reachable columns. */
function sampleBoards(): Board[] {
  const random = seededRandom(12345);
  const boards: Board[] = [];
  while (boards.length < BOARDS) {
    const seed = Math.floor(random() * 100_000_000);
    const columns: number[] = [];
    let board: Board | null = null;
    for (let letter = 0; letter < 25; letter += 1) {
      const attempt = [...columns, Math.floor(random() * BOARD_SIZE)];
      const replay = replayGame(seed, attempt);
      if (!replay.ok) break;
      columns.push(attempt[attempt.length - 1] ?? 0);
      board = replay.board;
    }
    if (board) boards.push(board);
  }
  return boards;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-bench-ww-'));
  const config = parseEnv({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'benchmark password',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false, webRoot: null });
  const gc = (globalThis as { gc?: () => void }).gc;
  try {
    gc?.();
    const started = performance.now();
    const dictionary = await loadDictionary({ file: LEXICON_FILE });
    const loadMs = performance.now() - started;
    const response = await app.inject({
      method: 'POST',
      url: '/api/games/word_weaver',
      payload: { board: Array.from({ length: 7 }, () => ['C', 'A', 'T', 'S', '', 'R', 'A']) },
    });
    if (response.statusCode !== 200) throw new Error(`scoring answered ${response.statusCode}`);

    const boards = sampleBoards();
    let scored = 0;
    let checksum = 0;
    // Warm-up, then the measured run.
    for (const board of boards) checksum += scoreBoard(board, dictionary.lexicon).score;
    const scoringStart = performance.now();
    while (performance.now() - scoringStart < SCORING_MS) {
      for (const board of boards) checksum += scoreBoard(board, dictionary.lexicon).score;
      scored += boards.length;
    }
    const boardsPerSecond = scored / ((performance.now() - scoringStart) / 1000);
    const lexiconSize = dictionary.lexicon.size;
    process.stdout.write(
      `${JSON.stringify({
        loadMs,
        loadedFrom: LEXICON_FILE ? 'the built lexicon file' : 'WordNet',
        boardsPerSecond,
        lexiconSize,
        checksum,
      })}\n`,
    );
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
