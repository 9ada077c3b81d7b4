import { sql, type Kysely, type Migration } from 'kysely';
import { withIdColumn } from '#server-kit/db/column-helpers';

export const SEEDED_ROLES = ['Admin', 'Family', 'User'] as const;

export const platformMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('roles'))
      .addColumn('role_name', 'varchar(64)', (col) => col.notNull().unique())
      .execute();

    await withIdColumn(db, db.schema.createTable('users'))
      .addColumn('username', 'varchar(64)', (col) => col.notNull())
      .addColumn('email', 'varchar(254)', (col) => col.notNull())
      .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
      .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id'))
      .addColumn('comment', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('deleted_at', 'varchar(32)')
      .execute();
    // Usernames are unique among active users, ignoring case; deleted users keep their old name.
    await db.schema
      .createIndex('users_active_username')
      .on('users')
      .unique()
      .expression(sql`lower(username)`)
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();

    await withIdColumn(db, db.schema.createTable('sessions'))
      .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await withIdColumn(db, db.schema.createTable('rate_limit_events'))
      .addColumn('scope', 'varchar(320)', (col) => col.notNull())
      .addColumn('occurred_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_events_scope_time')
      .on('rate_limit_events')
      .columns(['scope', 'occurred_at'])
      .execute();

    await db.schema
      .createTable('objects')
      .addColumn('key', 'varchar(1024)', (col) => col.primaryKey())
      .addColumn('etag', 'char(32)', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('content_type', 'varchar(255)', (col) => col.notNull())
      .addColumn('storage_class', 'varchar(32)', (col) => col.notNull().defaultTo('STANDARD'))
      .addColumn('owner_id', 'integer', (col) => col.references('users.id'))
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('objects_etag').on('objects').column('etag').execute();

    const roles = db as Kysely<{ roles: { role_name: string } }>;
    await roles
      .insertInto('roles')
      .values(SEEDED_ROLES.map((role_name) => ({ role_name })))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['objects', 'rate_limit_events', 'sessions', 'users', 'roles']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
