import { createHash } from 'node:crypto';
import type { Database } from '../kit/db/connect';
import { claimRateLimitEvent, type RateLimit } from '../kit/rate-limit.repository';
import type { FamilyScore, ScoreListQuery, VerifiedPlay } from '../kit/scored-game';
import './game-scores.table';

/** Score claims per player, over every game, before POST /api/games/scores answers 429. */
export const SCORE_CLAIM_LIMIT: RateLimit = { max: 30, windowMs: 60 * 1000 };

/** The stored form of a play key: long keys (an input log) fit the unique index all the same. */
export function playKeyHash(playKey: string): string {
  return createHash('sha256').update(playKey).digest('hex');
}

function metadataOf(text: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * Keeps a verified score once per game played: the first save of a (game, player, play key) makes
 * the row, a retry or a parallel save of the same game finds it (the unique index decides, on both
 * databases); the kept row is answered either way.
 */
export async function keepGameScore(
  db: Database,
  game: string,
  play: VerifiedPlay,
): Promise<FamilyScore> {
  const key = playKeyHash(play.verdict.playKey);
  await db
    .insertInto('game_scores')
    .values({
      game,
      mode: play.verdict.mode,
      user_id: play.userId,
      play_key: key,
      score: play.verdict.score,
      metadata: JSON.stringify(play.verdict.metadata),
      created_at: play.now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['game', 'user_id', 'play_key']).doNothing())
    .execute();
  const kept = await db
    .selectFrom('game_scores')
    .select(['score', 'mode', 'metadata', 'created_at'])
    .where('game', '=', game)
    .where('user_id', '=', play.userId)
    .where('play_key', '=', key)
    .executeTakeFirstOrThrow();
  return {
    username: play.username,
    score: kept.score,
    mode: kept.mode,
    metadata: metadataOf(kept.metadata),
    timestamp: kept.created_at,
  };
}

/** Active players' scores of a game (one mode or all), best first, the earlier first among equals. */
export async function listGameScores(
  db: Database,
  game: string,
  query: ScoreListQuery,
): Promise<FamilyScore[]> {
  let select = db
    .selectFrom('game_scores')
    .innerJoin('users', 'users.id', 'game_scores.user_id')
    .where('users.deleted_at', 'is', null)
    .where('game_scores.game', '=', game)
    .select([
      'users.username',
      'game_scores.score',
      'game_scores.mode',
      'game_scores.metadata',
      'game_scores.created_at',
    ]);
  if (query.mode !== undefined) select = select.where('game_scores.mode', '=', query.mode);
  // Both are ISO 8601 UTC texts of one length, so they compare as the instants do.
  if (query.since !== undefined) select = select.where('game_scores.created_at', '>=', query.since);
  const rows = await select
    .orderBy('game_scores.score', 'desc')
    .orderBy('game_scores.created_at', 'asc')
    .orderBy('game_scores.id', 'asc')
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({
    username: row.username,
    score: row.score,
    mode: row.mode,
    metadata: metadataOf(row.metadata),
    timestamp: row.created_at,
  }));
}

/** Counts one score claim of the player unless over SCORE_CLAIM_LIMIT: 0, else seconds to wait. */
export function recordScoreClaim(db: Database, userId: number, now: Date): Promise<number> {
  return claimRateLimitEvent(db, [`game-scores:${userId}`], SCORE_CLAIM_LIMIT, now);
}
