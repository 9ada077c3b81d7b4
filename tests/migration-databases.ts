import { afterEach } from 'vitest';
import { createDatabase, type Database } from '../src/server/kit/db/connect';
import { createTestDatabase, type TestDatabaseKind } from './test-app';

/**
 * For a suite that builds its own tables or runs migrations step by step: returns a function that
 * opens a fresh, empty database of the kind, which is closed and dropped after the test.
 */
export function freshDatabases(kind: TestDatabaseKind): () => Promise<Database> {
  const opened: { drop: () => Promise<void>; db: Database }[] = [];
  afterEach(async () => {
    for (const { db, drop } of opened.splice(0)) {
      await db.destroy();
      await drop();
    }
  });
  return async () => {
    const database = await createTestDatabase(kind);
    const db = await createDatabase(database);
    opened.push({ db, drop: database.drop });
    return db;
  };
}

/** Adds an active user with the User role, as a migration test's rows need one; returns both ids. */
export async function insertUserRow(
  db: Database,
  username: string,
  at: string,
): Promise<{ roleId: number; userId: number }> {
  const { id: roleId } = await db
    .selectFrom('roles')
    .select('id')
    .where('role_name', '=', 'User')
    .executeTakeFirstOrThrow();
  const { id: userId } = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.com`,
      password_hash: 'x',
      role_id: roleId,
      comment: '',
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { roleId, userId };
}
