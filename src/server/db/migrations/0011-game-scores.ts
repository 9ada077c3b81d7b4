import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '#server-kit/db/column-helpers';

/** The family's verified game scores, one row per game played (decision 024). */
export const gameScoresMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('game_scores'))
      .addColumn('game', 'varchar(64)', (col) => col.notNull())
      .addColumn('mode', 'varchar(64)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('play_key', 'char(64)', (col) => col.notNull())
      .addColumn('score', 'double precision', (col) => col.notNull())
      .addColumn('metadata', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    // A retry or a parallel save of the same game finds the first row instead of making a second.
    await db.schema
      .createIndex('game_scores_one_per_game')
      .on('game_scores')
      .columns(['game', 'user_id', 'play_key'])
      .unique()
      .execute();
    // The leaderboards read one game and mode, best first.
    await db.schema
      .createIndex('game_scores_leaderboard')
      .on('game_scores')
      .columns(['game', 'mode', 'score', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('game_scores').execute();
  },
};
