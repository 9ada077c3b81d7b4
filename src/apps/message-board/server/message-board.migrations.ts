import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '#server-kit/db/column-helpers';

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

/** A writer's edits are marked; reactions are one row per person and emoji, gone with the message. */
const addEditsAndReactions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('message').addColumn('edited_at', 'varchar(32)').execute();
    await db.schema
      .createTable('message_reaction')
      .addColumn('message_id', 'integer', (col) =>
        col.notNull().references('message.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('emoji', 'varchar(16)', (col) => col.notNull())
      // Also the index the list's per-message lookup reads.
      .addPrimaryKeyConstraint('message_reaction_pkey', ['message_id', 'emoji', 'user_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('message_reaction').execute();
    await db.schema.alterTable('message').dropColumn('edited_at').execute();
  },
};

/**
 * Photos on messages (decision 026): each names its full image and its thumbnail in the objects
 * index, whose rows take it with them when they go; a message's deletion leaves its photos
 * unposted (their uploader's alone) until `deleteMessageImages` removes them with their bytes.
 */
const createMessageImageTable: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('message_image'))
      .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('message_id', 'integer', (col) =>
        col.references('message.id').onDelete('set null'),
      )
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('key', 'varchar(1024)', (col) =>
        col.notNull().references('objects.key').onDelete('cascade'),
      )
      .addColumn('thumbnail_key', 'varchar(1024)', (col) =>
        col.notNull().references('objects.key').onDelete('cascade'),
      )
      .addColumn('width', 'integer', (col) => col.notNull())
      .addColumn('height', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('message_image_message_id')
      .on('message_image')
      .columns(['message_id', 'position'])
      .execute();
    await db.schema
      .createIndex('message_image_owner_id')
      .on('message_image')
      .column('owner_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('message_image').execute();
  },
};

/** Each member's read mark, for the unread count (decision 028). */
const createMessageReads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('message_reads')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
      .addColumn('last_read_id', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    // A member who never read the board has read what was sent before their account was made.
    await db.schema.createIndex('message_sent_at').on('message').column('sent_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('message_sent_at').execute();
    await db.schema.dropTable('message_reads').execute();
  },
};

export const MESSAGE_BOARD_MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-0200-message-board': createMessageTable,
  '2026-11-24-0100-message-list-version': createMessageListVersion,
  '2026-11-27-2000-message-edits-and-reactions': addEditsAndReactions,
  '2026-11-27-2010-message-images': createMessageImageTable,
  '2026-11-27-2020-message-reads': createMessageReads,
};
