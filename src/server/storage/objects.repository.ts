import type { Selectable } from 'kysely';
import type { Database } from '../db/connect';
import type { ObjectsTable } from '../db/schema';

/** One row of the objects index. */
export type ObjectRecord = Selectable<ObjectsTable>;

/** Inserts the row, or replaces the indexed facts of the object already under its key. */
export async function recordObject(db: Database, row: ObjectRecord): Promise<void> {
  await db
    .insertInto('objects')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        etag: row.etag,
        size: row.size,
        content_type: row.content_type,
        storage_class: row.storage_class,
        owner_id: row.owner_id,
        created_at: row.created_at,
      }),
    )
    .execute();
}

/** The newest object with this content hash, if any. */
export async function findObjectByEtag(
  db: Database,
  etag: string,
): Promise<ObjectRecord | undefined> {
  return db
    .selectFrom('objects')
    .selectAll()
    .where('etag', '=', etag)
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .limit(1)
    .executeTakeFirst();
}

/** The object indexed under this key, if any. */
export async function findObjectByKey(
  db: Database,
  key: string,
): Promise<ObjectRecord | undefined> {
  return db.selectFrom('objects').selectAll().where('key', '=', key).executeTakeFirst();
}

/** Every indexed object, newest first. */
export async function listObjects(db: Database): Promise<ObjectRecord[]> {
  return db
    .selectFrom('objects')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .execute();
}

/** Drops the object's index row; a missing row is not an error. */
export async function deleteObjectRecord(db: Database, key: string): Promise<void> {
  await db.deleteFrom('objects').where('key', '=', key).execute();
}

/** Every object with this content hash, newest first: one per key that holds these bytes. */
export async function findObjectsByEtag(db: Database, etag: string): Promise<ObjectRecord[]> {
  return db
    .selectFrom('objects')
    .selectAll()
    .where('etag', '=', etag)
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .execute();
}

/** A user's uploads, newest first. */
export async function listObjectsOwnedBy(db: Database, ownerId: number): Promise<ObjectRecord[]> {
  return db
    .selectFrom('objects')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .execute();
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
