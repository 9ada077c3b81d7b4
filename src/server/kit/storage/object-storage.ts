import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, unlink } from 'node:fs/promises';
import path from 'node:path';

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
 * Bytes received in full and held aside (on disk, never in memory) until they get a key: an
 * upload's name may arrive after its file. Discard it once done, whether committed or not.
 */
export interface StagedObject {
  readonly size: number;
  /** MD5 hex of the staged bytes: the etag they will be stored with. */
  readonly etag: string;
  /** The first bytes (up to 16), enough to tell a file's type by its magic number. */
  readonly head: Buffer;
  /** Stores the staged bytes atomically under the key, replacing any object there; at most once. */
  commit(key: string, contentType: string): Promise<StoredObjectInfo>;
  /** Removes what is left of the stage; safe to call more than once and after commit. */
  discard(): Promise<void>;
}

export interface StageOptions {
  /** Refuse (with ObjectTooLargeError) a body longer than this many bytes. */
  maxBytes?: number;
}

/**
 * Object storage behind one interface: a local directory by default, S3 when configured.
 * Keys are slash-separated relative paths; see `assertValidObjectKey`.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  /** Stores the bytes atomically under the key, replacing any object there. */
  put(key: string, body: Buffer, contentType: string): Promise<StoredObjectInfo>;
  /**
   * Reads a stream to its end into a stage, hashing and counting as it goes. A stream that fails or
   * runs over `maxBytes` rejects and leaves nothing behind.
   */
  stage(body: AsyncIterable<Uint8Array>, options?: StageOptions): Promise<StagedObject>;
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

export class ObjectTooLargeError extends Error {
  override name = 'ObjectTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`);
  }
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

/** How a driver commits or throws away the spooled file behind a staged object. */
export interface SpooledFileHandling {
  commit(key: string, contentType: string): Promise<StoredObjectInfo>;
  discard(): Promise<void>;
}

/** The spooled file as a staged object that refuses a second commit, and a commit after a discard. */
export function stageSpooledFile(
  spooled: SpooledFile,
  handling: SpooledFileHandling,
): StagedObject {
  let used = false;
  return {
    size: spooled.size,
    etag: spooled.etag,
    head: spooled.head,
    async commit(key, contentType) {
      if (used) throw new Error('This staged object was already committed or discarded');
      used = true;
      return handling.commit(key, contentType);
    },
    async discard() {
      used = true;
      await handling.discard();
    },
  };
}

const HEAD_BYTES = 16;

/** A stream written to a fresh file in `dir`, flushed to disk. */
export interface SpooledFile {
  path: string;
  size: number;
  etag: string;
  head: Buffer;
}

/**
 * Writes the stream to a new file in `dir` while hashing (MD5) and counting it, then fsyncs it.
 * Memory holds one chunk at a time; on any failure the file is removed before the error is rethrown.
 */
export async function spoolToFile(
  body: AsyncIterable<Uint8Array>,
  dir: string,
  options: StageOptions = {},
): Promise<SpooledFile> {
  const { maxBytes = Number.POSITIVE_INFINITY } = options;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  const hash = createHash('md5');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const handle = await open(file, 'wx');
  try {
    try {
      // for await pulls one chunk at a time (backpressure) and destroys the source if we throw.
      for await (const chunk of body) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new ObjectTooLargeError(maxBytes);
        hash.update(chunk);
        if (headLength < HEAD_BYTES) {
          const piece = Buffer.from(chunk.subarray(0, HEAD_BYTES - headLength));
          headChunks.push(piece);
          headLength += piece.length;
        }
        // A write may take only part of the chunk; finish it before reading on.
        for (let offset = 0; offset < chunk.byteLength;) {
          const { bytesWritten } = await handle.write(chunk, offset);
          offset += bytesWritten;
        }
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
  return { path: file, size, etag: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

/** Stores a stream under the key: stages it, then commits it; nothing is left over on failure. */
export async function putStream(
  storage: ObjectStorage,
  key: string,
  body: AsyncIterable<Uint8Array>,
  contentType: string,
  options: StageOptions = {},
): Promise<StoredObjectInfo> {
  assertValidObjectKey(key);
  const staged = await storage.stage(body, options);
  try {
    return await staged.commit(key, contentType);
  } finally {
    await staged.discard();
  }
}
