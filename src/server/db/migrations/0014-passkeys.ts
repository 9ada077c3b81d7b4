import type { Kysely, Migration } from 'kysely';
import { withIdColumn } from '#server-kit/db/column-helpers';

/**
 * Passkeys (decision 031): a person's WebAuthn credentials, and the challenges handed out for
 * adding one or signing in with one, kept in the database so any instance can check an answer.
 */
export const passkeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await withIdColumn(db, db.schema.createTable('passkeys'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      // base64url, as the browser names the credential; at most 1023 bytes by the WebAuthn spec.
      .addColumn('credential_id', 'varchar(1400)', (col) => col.notNull().unique())
      // base64url of the COSE public key: text, so backups and both databases carry it alike.
      .addColumn('public_key', 'text', (col) => col.notNull())
      .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
      // Comma-separated AuthenticatorTransport values ('internal,hybrid'); '' when unknown.
      .addColumn('transports', 'varchar(128)', (col) => col.notNull().defaultTo(''))
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('last_used_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

    await withIdColumn(db, db.schema.createTable('webauthn_challenges'))
      // SHA-256 hex of the challenge: a copy of the table cannot answer one still open.
      .addColumn('challenge_hash', 'char(64)', (col) => col.notNull().unique())
      .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.references('users.id'))
      .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('webauthn_challenges_expires')
      .on('webauthn_challenges')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('webauthn_challenges').execute();
    await db.schema.dropTable('passkeys').execute();
  },
};
