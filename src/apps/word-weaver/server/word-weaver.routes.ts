import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#server-kit/http-error';
import { sessionUser } from '#server-kit/request-user';
import { ERROR_RESPONSES } from '#server-kit/route-responses';
import { scoreBoard } from '../core/scoring';
import { seedsOpenForScores } from '../core/seed';
import {
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
import { verifyGame } from './word-weaver.moves';
import {
  insertScore,
  listScoreRows,
  listScoresWithUsers,
  recordSaveAttempt,
} from './word-weaver.repository';

/**
 * WordWeaver: scoring a board (anyone), saving a verified game (logged in), the high scores for a
 * seed (anyone) and the raw score table (Admin).
 *
 * Seeds: everyone plays the daily seed (the UTC date as YYYYMMDD); an Admin may play any seed from
 * the page's seed panel. The server keeps the difference where it matters: anyone may save today's
 * or yesterday's board, only an Admin any other seed.
 */
export const wordWeaverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/games/word_weaver',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The longest word in each row and column of a board, with definitions',
        body: ScoreRequestSchema,
        response: { 200: ScoreResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { board } = request.body;
      const dictionary = await loadDictionary();
      const words = scoreBoard(normalizeBoard(board), dictionary.lexicon);
      const define = (found: { word: string }) =>
        found.word === '' ? Promise.resolve('') : dictionary.define(found.word);
      const [rowDefinitions, colDefinitions] = await Promise.all([
        Promise.all(words.rows.map(define)),
        Promise.all(words.columns.map(define)),
      ]);
      // In the board's case: the original client matches them against the board's capitals.
      return {
        data: {
          longest_words_in_rows: words.rows.map((found) => found.word.toUpperCase()),
          longest_words_in_cols: words.columns.map((found) => found.word.toUpperCase()),
          row_definitions: rowDefinitions,
          col_definitions: colDefinitions,
        },
      };
    },
  );

  app.post(
    '/games/word_weaver/save',
    {
      config: { access: 'member' },
      schema: {
        summary: "Save a game's score, verified by replaying its moves with the seed's letters",
        body: SaveScoreRequestSchema,
        response: { 200: SaveScoreResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const now = new Date();
      const retryAfter = await recordSaveAttempt(app.db, user.userId, now);
      if (retryAfter > 0) {
        throw new HttpError(429, 'Too many saves. Please wait a minute and try again.', {
          'retry-after': String(retryAfter),
        });
      }
      const body = request.body;
      const board = body.board;

      if (user.role !== 'Admin' && !seedsOpenForScores(now).includes(body.seed)) {
        throw new HttpError(
          403,
          "Scores are saved for today's board only (or yesterday's); only an Admin may save other seeds.",
        );
      }
      const replay = verifyGame(body.seed, board, body.columns);
      if (!replay.ok) throw new HttpError(422, `The game could not be verified: ${replay.error}`);
      const { score } = scoreBoard(replay.board, (await loadDictionary()).lexicon);
      if (score !== body.score) {
        throw new HttpError(
          422,
          `The game could not be verified: the board scores ${score}, not ${body.score}.`,
        );
      }

      const saved = await insertScore(
        app.db,
        { score, seed: body.seed, userId: user.userId, board: JSON.stringify(replay.board) },
        now,
      );
      return {
        data: {
          ID: saved.id,
          score: saved.score,
          seed: body.seed,
          username: user.username,
          timestamp: saved.timestamp,
        },
      };
    },
  );

  app.get(
    '/data_models/word_weaver_scores_with_users',
    {
      config: { access: 'public' },
      schema: {
        summary: 'High scores with player names: by score descending, then oldest first',
        querystring: ScoresQuerySchema,
        response: { 200: ScoresWithUsersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listScoresWithUsers(app.db, request.query.seed) }),
  );

  app.get(
    '/data_models/word_weaver_scores',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Every saved score with its board',
        response: { 200: ScoreRowsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({ data: await listScoreRows(app.db) }),
  );
};
