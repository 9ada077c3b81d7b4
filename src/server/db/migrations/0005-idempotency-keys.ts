import type { Kysely, Migration } from 'kysely';

/** Idempotency keys of writes, with the first answer, so a retried write is stored once (decision 020). */
export const idempotencyKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('key', 'varchar(255)', (col) => col.notNull())
      .addColumn('route', 'varchar(255)', (col) => col.notNull())
      .addColumn('request_hash', 'char(64)', (col) => col.notNull())
      .addColumn('status', 'integer')
      .addColumn('response', 'text')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_created_at')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};
