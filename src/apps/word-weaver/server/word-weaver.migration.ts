import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '#server-kit/db/column-helpers';

export const wordWeaverMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('word_weaver_scores'))
      .addColumn('score', 'integer', (col) => col.notNull())
      .addColumn('seed', 'integer', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('board', 'varchar(2000)', (col) => col.notNull())
      .addColumn('timestamp', 'varchar(32)', (col) => col.notNull())
      .execute();
    // The high-score list reads one seed, best first.
    await db.schema
      .createIndex('word_weaver_scores_seed_score')
      .on('word_weaver_scores')
      .columns(['seed', 'score', 'timestamp'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('word_weaver_scores').execute();
  },
};
