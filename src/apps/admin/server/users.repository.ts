import { sql } from 'kysely';
import type { Database } from '#server-kit/db/connect';
import { insertUserRow } from '#server-kit/auth/users.repository';
import type { IsoTime } from '#server-kit/db/schema';

/** A user row with its role's name, as the Admin's listing shows it. */
export interface UserRecord {
  id: number;
  username: string;
  email: string;
  roleName: string;
  comment: string;
  createdAt: IsoTime;
  updatedAt: IsoTime;
  deletedAt: IsoTime | null;
}

function selectUsers(db: Database) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'roles.role_name',
      'users.comment',
      'users.created_at',
      'users.updated_at',
      'users.deleted_at',
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    roleName: row.role_name,
    comment: row.comment,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  };
}

/** The active users by id, or with `includeDeleted` every user ever created. */
export async function listUsers(
  db: Database,
  { includeDeleted }: { includeDeleted: boolean },
): Promise<UserRecord[]> {
  let query = selectUsers(db);
  if (!includeDeleted) query = query.where('users.deleted_at', 'is', null);
  const rows = await query.orderBy('users.id').execute();
  return rows.map(toUserRecord);
}

/** Id and name of every active user, by id. */
export async function listActiveUserNames(
  db: Database,
): Promise<{ id: number; username: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The user with this id if they have not been deleted. */
export async function findActiveUserById(
  db: Database,
  id: number,
): Promise<UserRecord | undefined> {
  const row = await selectUsers(db)
    .where('users.id', '=', id)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? toUserRecord(row) : undefined;
}

/** Whether another active user already has this name, compared without regard to case. */
export async function isUsernameTaken(
  db: Database,
  username: string,
  exceptUserId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('deleted_at', 'is', null);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function listRoles(db: Database): Promise<{ id: number; role_name: string }[]> {
  return db.selectFrom('roles').select(['id', 'role_name']).orderBy('id').execute();
}

export async function findRoleIdByName(
  db: Database,
  roleName: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('role_name', '=', roleName)
    .executeTakeFirst();
  return row?.id;
}

export interface UserFields {
  username: string;
  email: string;
  roleId: number;
  comment: string;
}

/** Inserts an active user and returns its id. */
export function createUser(
  db: Database,
  fields: UserFields & { passwordHash: string },
  now: Date,
): Promise<number> {
  return insertUserRow(db, fields, now);
}

/**
 * Rewrites an active user's fields, and the password hash when one is given. Returns false when no
 * active user has the id.
 */
export async function updateUser(
  db: Database,
  id: number,
  fields: UserFields & { passwordHash?: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      username: fields.username,
      email: fields.email,
      role_id: fields.roleId,
      comment: fields.comment,
      updated_at: now.toISOString(),
      ...(fields.passwordHash === undefined ? {} : { password_hash: fields.passwordHash }),
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks an active user deleted; the row stays, listed for the Admin who asks. False when none matched. */
export async function softDeleteUser(db: Database, id: number, now: Date): Promise<boolean> {
  const timestamp = now.toISOString();
  const result = await db
    .updateTable('users')
    .set({ deleted_at: timestamp, updated_at: timestamp })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** True for the error both databases raise when a unique index refuses a row. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
