import type { Migration } from 'kysely';
import { wordWeaverMigration } from './word-weaver.migration';
import { wordWeaverOneScorePerGameMigration } from './word-weaver.one-score-per-game.migration';

/** WordWeaver's tables; named '<date>-<time>-<id>' so that every app's migrations run in one order. */
export const WORD_WEAVER_MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-0500-word-weaver': wordWeaverMigration,
  '2026-11-25-1200-word-weaver-one-score-per-game': wordWeaverOneScorePerGameMigration,
};
