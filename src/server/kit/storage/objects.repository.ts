import type { Selectable } from 'kysely';
import { booleanValue, readBoolean } from '../db/boolean-column';
import type { Database } from '../db/connect';
import type { ObjectsTable } from '../db/schema';

type ObjectRow = Selectable<ObjectsTable>;

/** One row of the objects index; `public` is true only for an upload an Admin marked public. */
export type ObjectRecord = Omit<ObjectRow, 'public'> & { public: boolean };

/** A row as either database reads it back: SQLite has no booleans, only 0 and 1. */
function toObjectRecord(row: ObjectRow): ObjectRecord {
  return { ...row, public: readBoolean(row.public) };
}

/**
 * Inserts the row, or replaces the indexed facts of the object already under its key; `public`
 * comes from the row too, so new bytes under a marked name are private until marked again.
 */
export async function recordObject(
  db: Database,
  row: Omit<ObjectRecord, 'public'> & { public?: boolean },
): Promise<void> {
  const isPublic = booleanValue(row.public ?? false);
  await db
    .insertInto('objects')
    .values({ ...row, public: isPublic })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        etag: row.etag,
        size: row.size,
        content_type: row.content_type,
        storage_class: row.storage_class,
        owner_id: row.owner_id,
        created_at: row.created_at,
        public: isPublic,
      }),
    )
    .execute();
}

/**
 * Marks the uploads holding these bytes (only the one under `key`, when given) public or private;
 * answers them as they now are, newest first. Site assets are public without the flag and are
 * never touched; a name whose bytes were replaced meanwhile no longer matches.
 */
export async function setUploadsPublic(
  db: Database,
  etag: string,
  key: string | undefined,
  isPublic: boolean,
): Promise<ObjectRecord[]> {
  let update = db
    .updateTable('objects')
    .set({ public: booleanValue(isPublic) })
    .where('etag', '=', etag)
    .where('owner_id', 'is not', null);
  if (key !== undefined) update = update.where('key', '=', key);
  const rows = await update.returningAll().execute();
  return rows.map(toObjectRecord).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The newest object with this content hash, if any. */
export async function findObjectByEtag(
  db: Database,
  etag: string,
): Promise<ObjectRecord | undefined> {
  const row = await db
    .selectFrom('objects')
    .selectAll()
    .where('etag', '=', etag)
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .limit(1)
    .executeTakeFirst();
  return row && toObjectRecord(row);
}

/** The object indexed under this key, if any. */
export async function findObjectByKey(
  db: Database,
  key: string,
): Promise<ObjectRecord | undefined> {
  const row = await db.selectFrom('objects').selectAll().where('key', '=', key).executeTakeFirst();
  return row && toObjectRecord(row);
}

/** Every indexed object, newest first. */
export async function listObjects(db: Database): Promise<ObjectRecord[]> {
  const rows = await db
    .selectFrom('objects')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .execute();
  return rows.map(toObjectRecord);
}

/** Drops the object's index row; a missing row is not an error. */
export async function deleteObjectRecord(db: Database, key: string): Promise<void> {
  await db.deleteFrom('objects').where('key', '=', key).execute();
}

/** Every object with this content hash, newest first: one per key that holds these bytes. */
export async function findObjectsByEtag(db: Database, etag: string): Promise<ObjectRecord[]> {
  const rows = await db
    .selectFrom('objects')
    .selectAll()
    .where('etag', '=', etag)
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .execute();
  return rows.map(toObjectRecord);
}

/** A user's uploads, newest first. */
export async function listObjectsOwnedBy(db: Database, ownerId: number): Promise<ObjectRecord[]> {
  const rows = await db
    .selectFrom('objects')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .execute();
  return rows.map(toObjectRecord);
}

/** Bytes a user's uploads take, counted from the index. */
export async function bytesOwnedBy(db: Database, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('objects')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('used'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  // PostgreSQL sums integers as bigint, which arrives as text.
  return Number(row?.used ?? 0);
}

/**
 * Drops the row only while it still indexes these bytes (a concurrent upload to the same key has
 * not replaced them); true when a row was dropped.
 */
export async function deleteObjectRecordIfUnchanged(
  db: Database,
  key: string,
  etag: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('objects')
    .where('key', '=', key)
    .where('etag', '=', etag)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
