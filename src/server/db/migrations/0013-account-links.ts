import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '#server-kit/db/column-helpers';

/**
 * Invitation and reset links (decision 030): one-time links an Admin makes so that a person can
 * choose a password without email. Only the SHA-256 of a link's token is stored.
 */
export const accountLinksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('account_links'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
      .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
      .addColumn('created_by', 'integer', (col) => col.references('users.id'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('used_at', 'varchar(32)')
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('account_links_user')
      .on('account_links')
      .column('user_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('account_links').execute();
  },
};
