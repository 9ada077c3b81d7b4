import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { HttpError } from '../../../server/http-error';
import { requireRole, requireUser } from '../../../server/plugins/auth';
import { replayGame, sameBoard, type Board } from '../core/game';
import { MAX_SEED } from '../core/letters';
import { scoreBoard } from '../core/scoring';
import { seedsOpenForScores } from '../core/seed';
import {
  BoardInputSchema,
  normalizeBoard,
  SaveScoreRequestSchema,
  SaveScoreResponseSchema,
  ScoreRequestSchema,
  ScoreResponseSchema,
  ScoreRowsResponseSchema,
  ScoresQuerySchema,
  ScoresWithUsersResponseSchema,
} from '../shared/word-weaver.schemas';
import { loadDictionary } from './word-weaver.dictionary';
import {
  insertScore,
  listScoreRows,
  listScoresWithUsers,
  recordSaveAttempt,
} from './word-weaver.repository';

/** Parses untrusted input with a zod/mini schema; failure is a 400 naming the first problem. */
function parseWith<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field =
    issue && issue.path.length > 0 && !issue.message.includes(':')
      ? `${issue.path.join('.')}: `
      : '';
  throw new HttpError(400, `${field}${issue?.message ?? 'Invalid input'}`);
}

function parseBoardText(text: string): Board {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'board: not valid JSON text.');
  }
  return normalizeBoard(parseWith(BoardInputSchema, parsed));
}

/**
 * WordWeaver: scoring a board (anyone), saving a verified game (logged in), the high scores for a
 * seed (anyone) and the raw score table (Admin).
 *
 * Seeds: everyone plays the daily seed (the UTC date as YYYYMMDD); an Admin may play any seed from
 * the page's seed panel. The server keeps the difference where it matters: anyone may save today's
 * or yesterday's board, only an Admin any other seed.
 */
export async function wordWeaverRoutes(app: FastifyInstance): Promise<void> {
  app.post('/games/word_weaver', async (request) => {
    const { board } = parseWith(ScoreRequestSchema, request.body);
    const dictionary = await loadDictionary();
    const words = scoreBoard(normalizeBoard(board), dictionary.lexicon);
    const define = (found: { word: string }) =>
      found.word === '' ? Promise.resolve('') : dictionary.define(found.word);
    const [rowDefinitions, colDefinitions] = await Promise.all([
      Promise.all(words.rows.map(define)),
      Promise.all(words.columns.map(define)),
    ]);
    return ScoreResponseSchema.parse({
      data: {
        longest_words_in_rows: words.rows.map((found) => found.word),
        longest_words_in_cols: words.columns.map((found) => found.word),
        row_definitions: rowDefinitions,
        col_definitions: colDefinitions,
      },
    });
  });

  app.post('/games/word_weaver/save', async (request) => {
    const user = requireUser(request);
    const now = new Date();
    const retryAfter = await recordSaveAttempt(app.db, user.userId, now);
    if (retryAfter > 0) {
      throw new HttpError(429, 'Too many saves. Please wait a minute and try again.', {
        'retry-after': String(retryAfter),
      });
    }
    const body = parseWith(SaveScoreRequestSchema, request.body);
    const board = parseBoardText(body.board);

    if (user.role !== 'Admin' && !seedsOpenForScores(now).includes(body.seed)) {
      throw new HttpError(
        403,
        "Scores are saved for today's board only (or yesterday's); only an Admin may save other seeds.",
      );
    }
    const replay = replayGame(body.seed, body.columns);
    if (!replay.ok) throw new HttpError(422, `The game could not be verified: ${replay.error}`);
    if (!sameBoard(replay.board, board)) {
      throw new HttpError(
        422,
        `The game could not be verified: the board is not what seed ${body.seed}'s letters make in the columns played.`,
      );
    }
    const { score } = scoreBoard(replay.board, (await loadDictionary()).lexicon);
    if (score !== body.score) {
      throw new HttpError(
        422,
        `The game could not be verified: the board scores ${score}, not ${body.score}.`,
      );
    }

    const id = await insertScore(
      app.db,
      { score, seed: body.seed, userId: user.userId, board: JSON.stringify(replay.board) },
      now,
    );
    return SaveScoreResponseSchema.parse({
      data: {
        ID: id,
        score,
        seed: body.seed,
        username: user.username,
        timestamp: now.toISOString(),
      },
    });
  });

  app.get('/data_models/word_weaver_scores_with_users', async (request) => {
    const query = parseWith(ScoresQuerySchema, request.query);
    const seed = query.seed === undefined ? undefined : Number(query.seed);
    if (seed !== undefined && seed > MAX_SEED) {
      throw new HttpError(400, `seed: a whole number from 0 to ${MAX_SEED}`);
    }
    return ScoresWithUsersResponseSchema.parse({ data: await listScoresWithUsers(app.db, seed) });
  });

  app.get('/data_models/word_weaver_scores', async (request) => {
    requireRole(request, ['Admin']);
    return ScoreRowsResponseSchema.parse({ data: await listScoreRows(app.db) });
  });
}
