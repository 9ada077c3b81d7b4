import type { Kysely, Migration } from 'kysely';
import { addDataVersion, dropDataVersion, type DataChange } from '../../../server/db/data-versions';
import { withIdColumn } from '../../../server/db/migrations/column-helpers';
import { MESSAGE_LIST_VERSION } from './message-board.table';

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

const LIST_TABLES = ['message'] as const;
const LIST_CHANGES: readonly DataChange[] = ['insert', 'update', 'delete'];

/**
 * The board's version, raised by the database with every change to `message`, whoever writes
 * (the API, a migration, an operator's SQL): a server that finds it unchanged may send the page it
 * kept (message-board.repository.ts).
 */
const createMessageListVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await addDataVersion(db, MESSAGE_LIST_VERSION, LIST_TABLES, LIST_CHANGES);
  },
  async down(db: Kysely<unknown>) {
    await dropDataVersion(db, MESSAGE_LIST_VERSION, LIST_TABLES, LIST_CHANGES);
  },
};

export const MESSAGE_BOARD_MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-0200-message-board': createMessageTable,
  '2026-11-24-0100-message-list-version': createMessageListVersion,
};
