import type { Kysely, Migration } from 'kysely';

/**
 * Whether an Admin marked an upload public (decision 022): then anyone may fetch it, cached for
 * good. Stored as 0/1 on SQLite and true/false on PostgreSQL; site assets are public without it.
 */
export const objectsPublicMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('objects')
      .addColumn('public', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('objects').dropColumn('public').execute();
  },
};
