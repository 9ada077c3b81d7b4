import { type Kysely, type Migration, sql } from 'kysely';

/**
 * What a list of one's signed-in devices needs of a session (decision 029): a short summary of the
 * browser it logged in from, and when it was last used (kept to within a few minutes).
 */
export const sessionDevicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('device', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(32)').execute();
    // Sessions opened before this knew no later use than their start.
    await sql`update sessions set last_seen_at = created_at`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
    await db.schema.alterTable('sessions').dropColumn('device').execute();
  },
};
