import type { Kysely, Migration } from 'kysely';

/**
 * A login attempt waiting for its verdict (decision 019): its events carry the attempt's id until
 * a wrong password makes them counted failures, so an attempt the server failed can be told apart.
 */
export const pendingLoginAttemptsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('rate_limit_events')
      .addColumn('pending_attempt', 'varchar(64)')
      .execute();
    await db.schema
      .createIndex('rate_limit_events_pending_attempt')
      .on('rate_limit_events')
      .column('pending_attempt')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('rate_limit_events_pending_attempt').execute();
    await db.schema.alterTable('rate_limit_events').dropColumn('pending_attempt').execute();
  },
};
