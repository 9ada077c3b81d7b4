import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '#server-kit/db/column-helpers';

const createFeedingTimesTable: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('ludde_feeding_times'))
      .addColumn('timestamp', 'varchar(32)', (col) => col.notNull())
      .addColumn('comment', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
      .execute();
    await db.schema
      .createIndex('ludde_feeding_times_timestamp')
      .on('ludde_feeding_times')
      .column('timestamp')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('ludde_feeding_times').execute();
  },
};

export const LUDDE_MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-0200-ludde': createFeedingTimesTable,
};
