import type { Database } from '../db/connect';
import { inTransaction, withScopeLock } from '../db/scope-lock';
import {
  assertValidObjectKey,
  type ObjectStorage,
  type StagedObject,
  type StoredObject,
  type StoredObjectInfo,
} from './object-storage';
import {
  deleteObjectRecord,
  deleteObjectRecordIfUnchanged,
  findObjectByEtag,
  recordObject,
  type ObjectRecord,
} from './objects.repository';

// Routes hash uploads the same way the drivers do; one import serves both needs.
export { md5Hex } from './object-storage';

export interface ObjectStoreDeps {
  db: Database;
  storage: ObjectStorage;
}

export interface NewObject {
  key: string;
  body: Buffer;
  contentType: string;
  ownerId: number | null;
}

/** Stores the bytes, then indexes them by key and MD5 etag; returns the index row. */
export async function storeObject(
  { db, storage }: ObjectStoreDeps,
  object: NewObject,
): Promise<ObjectRecord> {
  // The bytes go first: an index row must never point at an object that is not there.
  const info = await storage.put(object.key, object.body, object.contentType);
  return indexObject(db, info, object.ownerId);
}

export interface NewStagedObject {
  key: string;
  staged: StagedObject;
  contentType: string;
  ownerId: number | null;
  /** Written in the same transaction as the index row (an upload's reservation ending). */
  alsoOnIndex?: (trx: Database) => Promise<void>;
}

/** The scope that one name's bytes and index row are changed under (`withScopeLock`). */
export function objectKeyScope(key: string): string {
  return `object:${key}`;
}

/**
 * Commits staged bytes (an upload streamed to disk) under the key and indexes them, as one step for
 * that key: two uploads or an upload and a delete of one name take turns, so the index row always
 * describes the bytes stored under its key. Other keys are not held up.
 */
export function storeStagedObject(
  { db }: Pick<ObjectStoreDeps, 'db'>,
  object: NewStagedObject,
): Promise<ObjectRecord> {
  return withScopeLock(db, objectKeyScope(object.key), async (locked) => {
    const info = await object.staged.commit(object.key, object.contentType);
    return inTransaction(locked, async (trx) => {
      const record = await indexObject(trx, info, object.ownerId);
      await object.alsoOnIndex?.(trx);
      return record;
    });
  });
}

/**
 * Removes an upload's index row, only while it still holds the bytes with `etag`, and then its
 * bytes, under the key's lock: a parallel upload of the same name is stored before or after, never
 * between the two. `removed: false` when the row no longer held those bytes (nothing is removed
 * then). When the bytes cannot be removed the row stays removed: bytes no row points at are found
 * by no lookup.
 */
export function removeObjectIfUnchanged(
  { db, storage }: ObjectStoreDeps,
  key: string,
  etag: string,
): Promise<{ removed: false } | { removed: true; bytesLeftBehind?: unknown }> {
  return withScopeLock(db, objectKeyScope(key), async (locked) => {
    if (!(await deleteObjectRecordIfUnchanged(locked, key, etag))) return { removed: false };
    try {
      await storage.delete(key);
      return { removed: true };
    } catch (error) {
      return { removed: true, bytesLeftBehind: error };
    }
  });
}

async function indexObject(
  db: Database,
  info: StoredObjectInfo,
  ownerId: number | null,
): Promise<ObjectRecord> {
  const record: ObjectRecord = {
    key: info.key,
    etag: info.etag,
    size: info.size,
    content_type: info.contentType,
    storage_class: 'STANDARD',
    owner_id: ownerId,
    created_at: new Date().toISOString(),
    // New bytes are private until an Admin marks them, even under a name that was public.
    public: false,
  };
  await recordObject(db, record);
  return record;
}

/** The newest object with this etag, found through the index (never by listing storage), or null. */
export async function readObjectByEtag(
  { db, storage }: ObjectStoreDeps,
  etag: string,
): Promise<StoredObject | null> {
  const record = await findObjectByEtag(db, etag);
  if (!record) return null;
  return storage.get(record.key);
}

/** Removes the index row, then the bytes, so no lookup can find an object mid-removal. */
export async function removeObject({ db, storage }: ObjectStoreDeps, key: string): Promise<void> {
  assertValidObjectKey(key);
  await deleteObjectRecord(db, key);
  await storage.delete(key);
}
