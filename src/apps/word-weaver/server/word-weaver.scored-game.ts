import { manifest } from '../manifest';
import { z } from 'zod/mini';
import type { ScoredGame, ScoreVerdict } from '#server-kit/scored-game';
import type { Board } from '../core/game';
import { scoreBoard } from '../core/scoring';
import { seedsOpenForScores } from '../core/seed';
import { BoardInputSchema, normalizeBoard, SeedSchema } from '../shared/word-weaver.schemas';
import { loadDictionary } from './word-weaver.dictionary';
import { verifyGame } from './word-weaver.moves';
import { insertScore, listFamilyScores, recordSaveAttempt } from './word-weaver.repository';

/** The language of the boards WordWeaver scores: the original client puts others in the mode. */
const LANGUAGE = 'en';
/** The original client's mode: the seed, then `_<language>` for a board in another language. */
const MODE_LANGUAGE = /^\d+_(.+)$/;

/** What the family scores API needs of a WordWeaver claim, after the seed in `mode`. */
const WordWeaverMetadataSchema = z.object({
  board: BoardInputSchema,
  language: z.optional(z.string()),
  columns: z.optional(z.array(z.number().check(z.int(), z.gte(0), z.lte(6)))),
});

const refuse = (message: string): ScoreVerdict => ({ kind: 'refused', message });

/** The seed a mode names ('20261127'), or undefined when it names none. */
function seedOfMode(mode: string): number | undefined {
  const parsed = SeedSchema.safeParse(Number(mode));
  return /^\d{1,10}$/.test(mode) && parsed.success ? parsed.data : undefined;
}

/**
 * WordWeaver's part in the family scores: a claim is checked as `POST /games/word_weaver/save`
 * checks a save (the same seeds open, the same limit on saves, the board replayed with the seed's
 * letters and scored again) and kept in the same table, so both routes list the same scores.
 */
export const wordWeaverScoredGame: ScoredGame = {
  game: 'word_weaver',
  title: manifest.routes[0].title,
  path: manifest.routes[0].path,
  formatScore: (score) => `${score} points`,
  description:
    "`mode` is the board's seed as text (the UTC date as YYYYMMDD); `metadata.board` is the finished 7×7 board (letters, ' ' or '' for blank), optionally `metadata.columns` the column each letter was dropped into. The board is replayed with the seed's letters and scored again; these are the scores of `/api/data_models/word_weaver_scores_with_users`.",

  async verify(claim, { role, now }) {
    const language = MODE_LANGUAGE.exec(claim.mode)?.[1] ?? claim.metadata['language'] ?? LANGUAGE;
    if (language !== LANGUAGE) {
      return refuse('WordWeaver scores can be checked for English boards only.');
    }
    const seed = seedOfMode(claim.mode);
    if (seed === undefined) {
      return refuse("The mode must be the board's seed, a whole number such as 20261127.");
    }
    if (role !== 'Admin' && !seedsOpenForScores(now).includes(seed)) {
      return refuse(
        "Scores are saved for today's board only (or yesterday's); only an Admin may save other seeds.",
      );
    }
    const metadata = WordWeaverMetadataSchema.safeParse(claim.metadata);
    if (!metadata.success) {
      return refuse('The game could not be verified: metadata.board must be the 7×7 board.');
    }
    const board = normalizeBoard(metadata.data.board);
    const replay = verifyGame(seed, board, metadata.data.columns);
    if (!replay.ok) return refuse(`The game could not be verified: ${replay.error}`);
    const { score } = scoreBoard(replay.board, (await loadDictionary()).lexicon);
    return {
      kind: 'verified',
      score,
      mode: String(seed),
      playKey: `${seed}:${JSON.stringify(replay.board)}`,
      metadata: { board: replay.board },
    };
  },

  store: {
    recordAttempt: recordSaveAttempt,
    async keep(db, { userId, username, verdict, now }) {
      const board = verdict.metadata['board'] as Board;
      const saved = await insertScore(
        db,
        { score: verdict.score, seed: Number(verdict.mode), userId, board: JSON.stringify(board) },
        now,
      );
      return {
        username,
        score: saved.score,
        mode: verdict.mode,
        metadata: { board },
        timestamp: saved.timestamp,
      };
    },
    list(db, { mode, limit, since }) {
      if (mode === undefined) return listFamilyScores(db, undefined, limit, since);
      const seed = seedOfMode(mode);
      return seed === undefined ? Promise.resolve([]) : listFamilyScores(db, seed, limit, since);
    },
  },
};
