import type { ListedStorageAsset, StorageAsset } from '#shared/objects.schemas';
import type { ObjectRecord } from './objects.repository';

/** An index row in the S3-style shape clients know (`Key`, `ETag`, …). */
export function toStorageAsset(record: ObjectRecord): StorageAsset {
  return {
    Key: record.key,
    ETag: record.etag,
    LastModified: record.created_at,
    Size: record.size,
    StorageClass: record.storage_class,
  };
}

/** Whether anyone may fetch the object: a site asset (no owner), or an upload marked public. */
export function isPublicObject(record: ObjectRecord): boolean {
  return record.owner_id === null || record.public;
}

/** An index row as the Admin's storage listing shows it: with whether anyone may fetch it. */
export function toListedStorageAsset(record: ObjectRecord): ListedStorageAsset {
  return { ...toStorageAsset(record), public: isPublicObject(record) };
}
