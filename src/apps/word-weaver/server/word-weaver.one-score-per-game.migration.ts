import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One score per game: the same verified board saved again by the same player for the same seed (a
 * retry, a double click) is the same entry. Copies saved before are removed, the first one kept.
 */
export const wordWeaverOneScorePerGameMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      DELETE FROM word_weaver_scores
      WHERE id NOT IN (
        SELECT MIN(id) FROM word_weaver_scores GROUP BY user_id, seed, board
      )
    `.execute(db);
    await db.schema
      .createIndex('word_weaver_scores_one_per_game')
      .on('word_weaver_scores')
      .columns(['user_id', 'seed', 'board'])
      .unique()
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('word_weaver_scores_one_per_game').execute();
  },
};
