import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import os from 'node:os';
import type { Readable } from 'node:stream';
import path from 'node:path';
import {
  assertValidObjectKey,
  compareObjectKeys,
  md5Hex,
  spoolToFile,
  stageSpooledFile,
  type ObjectStorage,
  type StoredObjectInfo,
} from './object-storage';

export interface S3StorageConfig {
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys per ListObjectsV2 page (S3's maximum is 1,000); tests lower it to exercise pagination. */
  listPageSize?: number;
  /**
   * Where staged uploads wait on disk for their PutObject (S3 needs the length up front, and a
   * known MD5 lets it verify the bytes); the system's temporary directory by default.
   */
  spoolDir?: string;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/** Parallel HEAD requests while listing (ListObjectsV2 does not return content types). */
const LIST_HEAD_CONCURRENCY = 8;

function unquote(etag: string | undefined): string | undefined {
  return etag?.replace(/^"|"$/g, '');
}

function isNotFound(error: unknown): boolean {
  // HEAD responses have no body, so a missing key arrives as a bare 404 named NotFound.
  return (
    error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}

/** Objects in an S3 bucket (or an S3-compatible server when `endpoint` is set). */
export function createS3Storage(config: S3StorageConfig): ObjectStorage {
  const { bucket } = config;
  const client = new S3Client({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    forcePathStyle: true,
    // Without these the SDK streams aws-chunked bodies, which some S3-compatible servers
    // (s3rver among them) store framing and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function headUnchecked(key: string): Promise<StoredObjectInfo | null> {
    try {
      const result = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        key,
        size: result.ContentLength ?? 0,
        contentType: result.ContentType ?? DEFAULT_CONTENT_TYPE,
        etag: unquote(result.ETag) ?? '',
        lastModified: result.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  const spoolDir = config.spoolDir ?? path.join(os.tmpdir(), 'nook-s3-spool');

  /** One PutObject whose bytes S3 verifies against the MD5 we computed. */
  async function putVerified(
    key: string,
    body: Buffer | Readable,
    size: number,
    etag: string,
    contentType: string,
  ): Promise<StoredObjectInfo> {
    const result = await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: size,
        // S3 rejects the upload if the bytes it received do not hash to this.
        ContentMD5: Buffer.from(etag, 'hex').toString('base64'),
      }),
    );
    // Servers that skip the Content-MD5 check (s3rver) are caught here instead.
    const stored = unquote(result.ETag);
    if (stored !== etag) {
      throw new Error(`S3 stored "${key}" with ETag ${stored ?? '(none)'}, expected ${etag}`);
    }
    // PutObject does not return the time; ours is within the request's round trip.
    return { key, size, contentType, etag, lastModified: new Date() };
  }

  return {
    driver: 's3',

    async put(key, body, contentType) {
      assertValidObjectKey(key);
      return putVerified(key, body, body.length, md5Hex(body), contentType);
    },

    async stage(body, options) {
      const spooled = await spoolToFile(body, spoolDir, options);
      const discard = () => unlink(spooled.path).catch(() => undefined);
      return stageSpooledFile(spooled, {
        async commit(key, contentType) {
          try {
            assertValidObjectKey(key);
            // A file stream with a known length goes up as one plain PutObject, chunk by chunk.
            return await putVerified(
              key,
              createReadStream(spooled.path),
              spooled.size,
              spooled.etag,
              contentType,
            );
          } finally {
            await discard();
          }
        },
        async discard() {
          await discard();
        },
      });
    },

    async get(key) {
      assertValidObjectKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!result.Body) throw new Error(`S3 returned no body for "${key}"`);
        const bytes = await result.Body.transformToByteArray();
        const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        return {
          key,
          body,
          size: body.length,
          contentType: result.ContentType ?? DEFAULT_CONTENT_TYPE,
          etag: unquote(result.ETag) ?? md5Hex(body),
          lastModified: result.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async head(key) {
      assertValidObjectKey(key);
      return headUnchecked(key);
    },

    async list(prefix = '') {
      const keys: string[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix === '' ? undefined : prefix,
            ContinuationToken: continuationToken,
            MaxKeys: config.listPageSize,
          }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key !== undefined) keys.push(item.Key);
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);

      const infos: StoredObjectInfo[] = [];
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < keys.length) {
          const key = keys[next++];
          if (key === undefined) return;
          // Deleted since the listing: leave it out.
          const info = await headUnchecked(key);
          if (info) infos.push(info);
        }
      };
      await Promise.all(Array.from({ length: LIST_HEAD_CONCURRENCY }, worker));
      // Some S3-compatible servers do not list in byte order.
      return infos.sort((a, b) => compareObjectKeys(a.key, b.key));
    },

    async delete(key) {
      assertValidObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    close() {
      client.destroy();
      return Promise.resolve();
    },
  };
}
