import type { StorageAsset } from '../../shared/objects.schemas';
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
