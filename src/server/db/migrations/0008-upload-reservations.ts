import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '#server-kit/db/column-helpers';

/**
 * Bytes of uploads in flight, counted against their uploader's quota until stored or refused
 * (decision 022); a row outlives its upload only after a crash, and counts until `expires_at`.
 */
export const uploadReservationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('upload_reservations'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('key', 'varchar(1024)', (col) => col.notNull())
      .addColumn('bytes', 'integer', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('upload_reservations_user_id')
      .on('upload_reservations')
      .column('user_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('upload_reservations').execute();
  },
};
