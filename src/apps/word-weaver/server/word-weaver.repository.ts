import type { Database } from '#server-kit/db/connect';
import { claimRateLimitEvent, type RateLimit } from '#server-kit/rate-limit.repository';
import './word-weaver.table';

/** Saves per user allowed inside SAVE_WINDOW_MS before the save route answers 429. */
export const MAX_SAVES_PER_WINDOW = 10;
export const SAVE_WINDOW_MS = 60 * 1000;
const SAVE_LIMIT: RateLimit = { max: MAX_SAVES_PER_WINDOW, windowMs: SAVE_WINDOW_MS };
/** The high-score list shows at most this many scores. */
export const HIGH_SCORE_LIMIT = 100;

export interface NewScore {
  score: number;
  seed: number;
  userId: number;
  board: string;
}

export interface ScoreWithUsername {
  ID: number;
  score: number;
  seed: number;
  username: string;
  timestamp: string;
}

/**
 * Saves a verified score once per game: the same player, seed and board saved again (a retry, a
 * double click, requests in parallel) is the entry saved first, which is returned either way.
 */
export async function insertScore(
  db: Database,
  score: NewScore,
  now: Date,
): Promise<{ id: number; score: number; timestamp: string }> {
  const inserted = await db
    .insertInto('word_weaver_scores')
    .values({
      score: score.score,
      seed: score.seed,
      user_id: score.userId,
      board: score.board,
      timestamp: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'seed', 'board']).doNothing())
    .returning(['id', 'score', 'timestamp'])
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('word_weaver_scores')
    .select(['id', 'score', 'timestamp'])
    .where('user_id', '=', score.userId)
    .where('seed', '=', score.seed)
    .where('board', '=', score.board)
    .executeTakeFirstOrThrow();
}

/**
 * Scores with their players' names (null for a deleted player's), best first, earlier first among
 * equals, then in the order they were saved; one seed or all, those since a time or all.
 */
async function rankScores(
  db: Database,
  filter: { seed: number | undefined; since?: string; deletedPlayers: 'keep' | 'leave out' },
  limit: number,
) {
  let query = db
    .selectFrom('word_weaver_scores')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'word_weaver_scores.user_id').on('users.deleted_at', 'is', null),
    )
    .select([
      'word_weaver_scores.id',
      'word_weaver_scores.score',
      'word_weaver_scores.seed',
      'word_weaver_scores.user_id',
      'word_weaver_scores.board',
      'word_weaver_scores.timestamp',
      'users.username',
    ]);
  if (filter.deletedPlayers === 'leave out') query = query.where('users.id', 'is not', null);
  if (filter.seed !== undefined) query = query.where('word_weaver_scores.seed', '=', filter.seed);
  if (filter.since !== undefined) {
    query = query.where('word_weaver_scores.timestamp', '>=', filter.since);
  }
  return query
    .orderBy('word_weaver_scores.score', 'desc')
    .orderBy('word_weaver_scores.timestamp', 'asc')
    .orderBy('word_weaver_scores.id', 'asc')
    .limit(limit)
    .execute();
}

/**
 * Scores with their players' names, best first and earlier first among equals; one seed or all.
 * A deleted player's score stays on the list under 'User {id}', as the message board names unknown senders.
 */
export async function listScoresWithUsers(
  db: Database,
  seed: number | undefined,
  limit = HIGH_SCORE_LIMIT,
): Promise<ScoreWithUsername[]> {
  const rows = await rankScores(db, { seed, deletedPlayers: 'keep' }, limit);
  return rows.map((row) => ({
    ID: row.id,
    score: row.score,
    seed: row.seed,
    username: row.username ?? `User ${row.user_id}`,
    timestamp: row.timestamp,
  }));
}

/** A WordWeaver score as the family scores API lists it: the seed as its mode, the board kept. */
export interface FamilyWordWeaverScore {
  username: string;
  score: number;
  mode: string;
  metadata: { board: unknown };
  timestamp: string;
}

/**
 * The same scores for the family leaderboards (GET /api/games/scores?game=word_weaver): active
 * players only, best first and earlier first among equals; one seed or all.
 */
export async function listFamilyScores(
  db: Database,
  seed: number | undefined,
  limit: number,
  since?: string,
): Promise<FamilyWordWeaverScore[]> {
  const rows = await rankScores(db, { seed, since, deletedPlayers: 'leave out' }, limit);
  return rows.map((row) => ({
    username: row.username ?? '', // never empty: the query leaves deleted players out
    score: row.score,
    mode: String(row.seed),
    metadata: { board: JSON.parse(row.board) as unknown },
    timestamp: row.timestamp,
  }));
}

/** Every row of word_weaver_scores, oldest first (the Admin API card counts them). */
export async function listScoreRows(db: Database) {
  const rows = await db.selectFrom('word_weaver_scores').selectAll().orderBy('id', 'asc').execute();
  return rows.map((row) => ({
    ID: row.id,
    score: row.score,
    seed: row.seed,
    user_id: row.user_id,
    board: row.board,
    timestamp: row.timestamp,
  }));
}

/**
 * Records a save attempt unless the user is over the limit, as one step (parallel saves are counted
 * as saves in turn); returns 0 when recorded, else the seconds until the next attempt is allowed.
 */
export function recordSaveAttempt(db: Database, userId: number, now: Date): Promise<number> {
  return claimRateLimitEvent(db, [`word-weaver-save:${userId}`], SAVE_LIMIT, now);
}
