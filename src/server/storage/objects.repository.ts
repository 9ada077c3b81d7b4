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
