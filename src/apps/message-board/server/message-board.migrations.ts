import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '../../../server/db/migrations/column-helpers';

const createMessageTable: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('message'))
      .addColumn('content', 'varchar(2000)', (col) => col.notNull())
      .addColumn('sent_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('message').execute();
  },
};

/**
 * Once raised a data version with every change to `message` (decision 018, superseded by 021).
 * Kept, doing nothing, because Kysely refuses a history that lacks a migration it has run; the
 * platform's drop-data-versions migration removes what it made.
 */
const createMessageListVersion: Migration = {
  async up() {},
};

export const MESSAGE_BOARD_MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-0200-message-board': createMessageTable,
  '2026-11-24-0100-message-list-version': createMessageListVersion,
};
