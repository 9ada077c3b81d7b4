import { createHash } from 'node:crypto';

/** What a driver knows about one stored object. */
export interface StoredObjectInfo {
  key: string;
  size: number;
  contentType: string;
  /** MD5 hex of the content (no quotes), as S3 computes it for single-part uploads. */
  etag: string;
  lastModified: Date;
}

export interface StoredObject extends StoredObjectInfo {
  body: Buffer;
}

/**
 * Object storage behind one interface: a local directory by default, S3 when configured.
 * Keys are slash-separated relative paths; see `assertValidObjectKey`.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Stores the bytes atomically under the key, replacing any object there. */
  put(key: string, body: Buffer, contentType: string): Promise<StoredObjectInfo>;
  /** The object, or null when absent. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's metadata, or null when absent. */
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Every object whose key starts with the prefix, in key order. For maintenance, never for lookups. */
  list(prefix?: string): Promise<StoredObjectInfo[]>;
  /** Removes the object; removing an absent key is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

export class InvalidObjectKeyError extends Error {
  override name = 'InvalidObjectKeyError';
}

const MAX_KEY_BYTES = 1024;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Throws unless the key is a safe relative path: no empty, `.` or `..` segments, no backslashes or control characters. */
export function assertValidObjectKey(key: string): void {
  if (key.length === 0 || Buffer.byteLength(key) > MAX_KEY_BYTES) {
    throw new InvalidObjectKeyError('Object key must be 1 to 1024 bytes long');
  }
  if (CONTROL_CHARACTERS.test(key) || key.includes('\\')) {
    throw new InvalidObjectKeyError('Object key contains forbidden characters');
  }
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new InvalidObjectKeyError('Object key has an empty, "." or ".." segment');
    }
  }
}

/** MD5 hex of the bytes: the ETag S3 gives a single-part upload, and our index's content address. */
export function md5Hex(body: Buffer): string {
  return createHash('md5').update(body).digest('hex');
}

/** Orders keys by their UTF-8 bytes, as S3 lists them. */
export function compareObjectKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
