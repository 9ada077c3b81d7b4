import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { canAccess } from '#shared/app-manifest';
import { quotaExceededMessage } from '#shared/upload-quota';
import type { SessionUser } from './auth/sessions.repository';
import { OutOfSpaceError } from './faults';
import { HttpError } from './http-error';
import { claimRateLimitEvent } from './rate-limit.repository';
import { freeBytes } from '../storage-space';
import { ObjectTooLargeError, type StagedObject } from './storage/object-storage';
import { storeStagedObject } from './storage/object-store';
import type { ObjectRecord } from './storage/objects.repository';
import {
  bytesHeldBy,
  releaseUploadReservation,
  reserveUploadBytes,
} from './storage/upload-reservations.repository';

type UploadApp = Pick<FastifyInstance, 'db' | 'config'>;

/** The user's upload quota in bytes, or null when unlimited (Admins, unless UPLOAD_QUOTA_ADMIN_BYTES). */
export function uploadQuotaOf(app: UploadApp, user: SessionUser): number | null {
  return canAccess('admin', user.role)
    ? app.config.uploadQuotaAdminBytes
    : app.config.uploadQuotaBytes;
}

/**
 * What every upload passes before a byte of its body is read (decision 022): it counts against the
 * uploader's rate (429 with Retry-After past it), a full quota refuses it (413 with the quota's
 * text), and so does a disk that might not hold one more upload (507). Answers the quota.
 */
export async function admitUpload(app: UploadApp, uploader: SessionUser): Promise<number | null> {
  const rate = { max: app.config.uploadRateLimitPerMinute, windowMs: 60_000 };
  const scopes = [`upload:user:${uploader.userId}`];
  const retryAfter = await claimRateLimitEvent(app.db, scopes, rate, new Date());
  if (retryAfter > 0) {
    throw new HttpError(
      429,
      `Too many uploads: at most ${rate.max} a minute. Try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
      { 'retry-after': String(retryAfter) },
    );
  }
  const quota = uploadQuotaOf(app, uploader);
  if (quota !== null) {
    const used = await bytesHeldBy(app.db, uploader.userId, new Date());
    if (used >= quota) throw new HttpError(413, quotaExceededMessage(used, quota));
  }
  // Uploads wait in DATA_DIR/tmp: refused before a byte is read when one might not fit.
  const maxBytes = app.config.uploadMaxBytes;
  const free = await freeBytes(app.config.dataDir);
  if (free !== undefined && free < maxBytes) {
    throw new OutOfSpaceError(`${free} bytes free, uploads may be ${maxBytes} bytes`);
  }
  return quota;
}

export interface UploadToStore {
  key: string;
  staged: StagedObject;
  contentType: string;
  uploader: SessionUser;
  /** From `admitUpload`. */
  quota: number | null;
}

/**
 * Stores an upload's staged bytes under its key, indexed as the uploader's, within their quota:
 * the bytes are reserved (413 when they would pass it) in one step with the quota's check, so
 * uploads in parallel are judged as uploads in turn, and the reservation ends as they are stored.
 */
export async function storeUploadWithinQuota(
  app: UploadApp,
  log: FastifyBaseLogger,
  { key, staged, contentType, uploader, quota }: UploadToStore,
): Promise<ObjectRecord> {
  let reservationId: number | undefined;
  if (quota !== null) {
    const reserved = await reserveUploadBytes(app.db, {
      userId: uploader.userId,
      key,
      bytes: staged.size,
      quota,
      now: new Date(),
      holdMs: 2 * app.config.requestTimeoutMs,
    });
    if ('used' in reserved) throw new HttpError(413, quotaExceededMessage(reserved.used, quota));
    reservationId = reserved.reservationId;
  }
  try {
    return await storeStagedObject(
      { db: app.db },
      {
        key,
        staged,
        contentType,
        ownerId: uploader.userId,
        // Stored: the bytes count through the objects table from the same commit on.
        ...(reservationId !== undefined && {
          alsoOnIndex: (trx) => releaseUploadReservation(trx, reservationId),
        }),
      },
    );
  } catch (error) {
    if (reservationId !== undefined) {
      // The error is the answer whether or not this works: a reservation left behind expires.
      await releaseUploadReservation(app.db, reservationId).catch((releaseError: unknown) => {
        log.warn({ err: releaseError }, 'an upload reservation was left to expire');
      });
    }
    throw error;
  }
}

const MIB = 1024 * 1024;

/** A byte count as people read an upload limit: `25 MiB`, or exact bytes when not whole MiB. */
export function formatUploadLimit(bytes: number): string {
  return bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes} bytes`;
}

/** The form of an upload: `files` files (one `image` unless told) of at most `maxBytes` each and a name (`path`), nothing large besides. */
export const multipartLimits = (maxBytes: number, files = 1) => ({
  fileSize: maxBytes,
  files,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 6,
  headerPairs: 20,
});

export function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `The image is larger than ${formatUploadLimit(maxBytes)}.`);
}

/** What @fastify/multipart and busboy report, in words an uploader can act on. */
export function uploadParseError(error: unknown, maxBytes: number): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ObjectTooLargeError) return tooLarge(maxBytes);
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, 'Send one image per upload.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, 'The upload has too many form fields.');
    default:
      // Everything else is a malformed body: no boundary, a truncated part, a bad header.
      return new HttpError(400, 'The upload is not a valid multipart/form-data body.');
  }
}
