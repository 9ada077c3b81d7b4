import { sql } from 'kysely';
import type { Database } from '../db/connect';

export interface UserWithRole {
  id: number;
  username: string;
  passwordHash: string;
  role: string;
}

/** The active (not deleted) user with this username, compared without regard to case. */
export async function findActiveUserByUsername(
  db: Database,
  username: string,
): Promise<UserWithRole | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.username', 'users.password_hash', 'roles.role_name'])
    .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row
    ? { id: row.id, username: row.username, passwordHash: row.password_hash, role: row.role_name }
    : undefined;
}

/** Number of users ever created, deleted ones included. */
export async function countUsers(db: Database): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  roleName: string;
  comment?: string;
}

export interface NewUserRow {
  username: string;
  email: string;
  passwordHash: string;
  roleId: number;
  comment: string;
}

/** Inserts an active user and returns its id. */
export async function insertUserRow(db: Database, user: NewUserRow, now: Date): Promise<number> {
  const timestamp = now.toISOString();
  const row = await db
    .insertInto('users')
    .values({
      username: user.username,
      email: user.email,
      password_hash: user.passwordHash,
      role_id: user.roleId,
      comment: user.comment,
      created_at: timestamp,
      updated_at: timestamp,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a user with the named role and returns its id. */
export async function insertUser(db: Database, user: NewUser, now: Date): Promise<number> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('role_name', '=', user.roleName)
    .executeTakeFirst();
  if (!role) throw new Error(`Unknown role ${user.roleName}`);
  return insertUserRow(
    db,
    {
      username: user.username,
      email: user.email,
      passwordHash: user.passwordHash,
      roleId: role.id,
      comment: user.comment ?? '',
    },
    now,
  );
}
