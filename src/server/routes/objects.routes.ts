import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { sanitizeFileName } from '#shared/file-name';
import { detectImageType } from '#shared/image-type';
import {
  DeletedUploadsResponseSchema,
  UPLOAD_FOLDER,
  UploadListResponseSchema,
  UploadQuotaResponseSchema,
  UploadResponseSchema,
  UploadVisibilityRequestSchema,
  UploadVisibilityResponseSchema,
} from '#shared/objects.schemas';
import { isDatabaseUnavailable, isOutOfSpace } from '../kit/faults';
import { HttpError } from '../kit/http-error';
import {
  admitUpload,
  multipartLimits,
  storeUploadWithinQuota,
  tooLarge,
  uploadParseError,
  uploadQuotaOf,
} from '../kit/upload-limits';
import { optionalSessionUser, sessionUser } from '../kit/request-user';
import type { SessionUser } from '../kit/auth/sessions.repository';
import { canAccess } from '#shared/app-manifest';
import { ASSET_CACHE_CONTROL } from '../assets/asset-catalog';
import { loadAliasedAsset } from '../assets/asset-aliases';
import { bytesResponse, EMPTY_RESPONSE, ERROR_RESPONSES } from '../kit/route-responses';
import type { ObjectStorage, StagedObject } from '../kit/storage/object-storage';
import { removeObjectIfUnchanged } from '../kit/storage/object-store';
import {
  bytesOwnedBy,
  findObjectByKey,
  findObjectsByEtag,
  listObjectsOwnedBy,
  setUploadsPublic,
  type ObjectRecord,
} from '../kit/storage/objects.repository';
import { isPublicObject, toListedStorageAsset, toStorageAsset } from '../kit/storage/storage-asset';

/** Site assets and uploads marked public: a hash always means the same bytes, for everyone. */
const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * An upload: kept by the browser only, never by a shared cache, and revalidated on each use so that
 * a logout or a deletion is seen at once (a matching If-None-Match still answers 304).
 */
const PRIVATE_REVALIDATE = 'private, no-cache';

/** Who may see an object's bytes, in the words the API document shows. */
export const OBJECT_ACCESS_NOTE =
  'site assets (objects no user uploaded: the seeded sounds and icons) and uploads an Admin marked public (PUT /api/objects/{hash}/public) are public to anyone, with `Cache-Control: public, max-age=31536000, immutable`; any other upload is served only to its uploader and to Admins, with `Cache-Control: private`, and anyone else gets 404, as if it did not exist. The hashes of the original site’s own icons, sounds and logo, which its client asks for, are answered with Nook’s asset of the same role (its own bytes, type and ETag) to anyone, with `Cache-Control: public, max-age=604800`, unless an object with that hash is stored.';

/** The index row through which the caller may read these bytes, public ones first; else undefined. */
function visibleRecord(
  records: readonly ObjectRecord[],
  caller: SessionUser | null,
): ObjectRecord | undefined {
  const publicRecord = records.find(isPublicObject);
  if (publicRecord) return publicRecord;
  if (!caller) return undefined;
  if (canAccess('admin', caller.role)) return records[0];
  return records.find((record) => record.owner_id === caller.userId);
}

/** An object's content hash (its ETag, MD5 hex) in either case; read in lower case. */
const HashParamsSchema = z.object({
  hash: z.pipe(
    z.string().check(z.regex(/^[0-9a-fA-F]{32}$/, 'must be 32 hexadecimal characters')),
    z.transform((hash) => hash.toLowerCase()),
  ),
});

/** `?key=`: one upload of the hash, by the name it is stored under. */
const UploadKeyQuerySchema = z.object({
  key: z.optional(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(1024),
        z.describe('Only the upload stored under this key, e.g. uploads/3/ludde.png'),
      ),
  ),
});

/**
 * The form POST /api/upload reads, for the document only: multipart bodies are read by the handler
 * as a stream, not validated as a whole.
 */
const UploadFormSchema = z.object({
  image: z.string().check(z.meta({ format: 'binary', description: 'A PNG or JPEG image' })),
  path: z.optional(
    z
      .string()
      .check(
        z.describe(
          `Folder and file name, e.g. images/ludde.png; stored under ${UPLOAD_FOLDER}/<your user id>/`,
        ),
      ),
  ),
});

interface UploadForm {
  /** The `image` file, streamed to a stage on disk: discard it once done. */
  image: { staged: StagedObject; fileName: string } | undefined;
  path: string | undefined;
}

/**
 * Reads the whole form, streaming the image to storage's stage as it arrives (fields may come
 * before or after the file, so the key is not known yet). On any failure the stage is discarded.
 */
async function readUploadForm(
  request: FastifyRequest,
  storage: ObjectStorage,
  maxBytes: number,
): Promise<UploadForm> {
  const form: UploadForm = { image: undefined, path: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || form.image) {
          // Every file part must be drained, or the parser stalls; only `image` is kept.
          part.file.resume();
          continue;
        }
        const staged = await storage.stage(part.file, { maxBytes });
        form.image = { staged, fileName: part.filename };
        // Busboy ends a file at the size limit instead of failing it: a cut file is too large.
        if (part.file.truncated) throw tooLarge(maxBytes);
      } else if (part.fieldname === 'path') {
        if (part.valueTruncated) throw new HttpError(400, 'The file name is too long.');
        if (typeof part.value !== 'string') throw new HttpError(400, 'path must be text.');
        form.path = part.value;
      }
    }
  } catch (error) {
    await form.image?.staged.discard();
    throw error;
  }
  return form;
}

/** Quoted etags in an If-None-Match header, weak or strong, or `*`. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === `"${etag}"`);
}

/**
 * POST /upload (logged in: PNG or JPEG, judged by its bytes, under `uploads/<user id>/`),
 * GET /fetch-object/:hash (an object's bytes by content hash: a site asset or an upload an Admin
 * marked public to anyone, cached for good; any other upload to its uploader and Admins only,
 * decision 022; the original client's asset hashes as Nook's assets, decision 006), and the uploads' delete, visibility, listing and quota.
 */
export const objectsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only here: every other route accepts JSON alone.
  const maxBytes = app.config.uploadMaxBytes;
  await app.register(multipart, { limits: multipartLimits(maxBytes) });

  const uploadOptions = {
    config: { access: 'member' as const, multipartForm: UploadFormSchema },
    schema: {
      summary: 'Upload a PNG or JPEG image (multipart/form-data: image, path)',
      consumes: ['multipart/form-data'],
      response: { 200: UploadResponseSchema, ...ERROR_RESPONSES },
    },
  };
  app.post('/upload', uploadOptions, async (request) => {
    const uploader = sessionUser(request);
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the image as multipart/form-data.');
    }
    const quota = await admitUpload(app, uploader);
    let form: UploadForm;
    try {
      form = await readUploadForm(request, app.storage, maxBytes);
    } catch (error) {
      // A full disk or an absent database is the server's fault, not the body's.
      if (isOutOfSpace(error) || isDatabaseUnavailable(error)) throw error;
      throw uploadParseError(error, maxBytes);
    }
    if (!form.image) throw new HttpError(400, 'No file selected: send it in the "image" field.');
    const { staged, fileName } = form.image;
    try {
      // The name comes from `path` (folder and name, per the spec's client), else the file's own name.
      const name = sanitizeFileName(form.path ?? fileName);
      if (!name.ok) throw new HttpError(400, `Invalid file name: ${name.error}`);

      const contentType = detectImageType(staged.head);
      if (!contentType) throw new HttpError(415, 'Only PNG and JPEG images can be uploaded.');

      const key = `${UPLOAD_FOLDER}/${uploader.userId}/${name.name}`;
      const existing = await findObjectByKey(app.db, key);
      if (existing && existing.owner_id !== uploader.userId) {
        throw new HttpError(409, `"${name.name}" already exists and belongs to someone else.`);
      }
      const stored = await storeUploadWithinQuota(app, request.log, {
        key,
        staged,
        contentType,
        uploader,
        quota,
      });
      return { data: toStorageAsset(stored) };
    } finally {
      await staged.discard();
    }
  });

  const fetchOptions = {
    config: { access: 'public' as const, readsSession: true, accessNote: OBJECT_ACCESS_NOTE },
    schema: {
      summary:
        "An object's bytes by content hash (images, audio): a site asset or a public upload to anyone, any other upload to its uploader and Admins",
      params: HashParamsSchema,
      response: {
        200: bytesResponse(
          "The bytes, with the type they were stored with; for one of the original site's asset hashes, Nook's asset of the same role",
          ['application/octet-stream', 'image/svg+xml', 'audio/wav'],
        ),
        304: EMPTY_RESPONSE,
        ...ERROR_RESPONSES,
      },
    },
  };
  app.get('/fetch-object/:hash', fetchOptions, async (request, reply) => {
    const etag = request.params.hash;
    const notFound = new HttpError(404, `No object with hash ${etag}`);
    const record = visibleRecord(
      await findObjectsByEtag(app.db, etag),
      optionalSessionUser(request),
    );
    if (!record) {
      const alias = await loadAliasedAsset({ db: app.db, storage: app.storage }, etag);
      if (!alias) throw notFound;
      // Nook's asset in place of the original's file: its own ETag, and cached as assets are.
      const aliasHeaders = {
        etag: `"${alias.etag}"`,
        'cache-control': ASSET_CACHE_CONTROL,
        'x-content-type-options': 'nosniff',
      };
      if (matchesIfNoneMatch(request.headers['if-none-match'], alias.etag)) {
        return reply.headers(aliasHeaders).code(304).send();
      }
      return reply.headers(aliasHeaders).type(alias.contentType).send(alias.body);
    }
    const isPublic = isPublicObject(record);
    const cacheHeaders = {
      etag: `"${etag}"`,
      'cache-control': isPublic ? PUBLIC_IMMUTABLE : PRIVATE_REVALIDATE,
      'x-content-type-options': 'nosniff',
      // The answer depends on who asks: a cache must not hand one user's answer to another.
      ...(isPublic ? {} : { vary: 'Authorization' }),
    };
    // Content-addressed: a browser holding this hash holds these bytes, so no read is needed.
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.headers(cacheHeaders).code(304).send();
    }
    const object = await app.storage.get(record.key);
    if (!object) throw notFound;
    return reply.headers(cacheHeaders).type(object.contentType).send(object.body);
  });

  const deleteOptions = {
    config: {
      access: 'member' as const,
      accessNote:
        'the uploader deletes their own uploads with these bytes, an Admin every upload with them; anyone else gets 404. Site assets cannot be deleted.',
    },
    schema: {
      summary:
        'Delete an upload by content hash (only the one at `key`, when given): its index row, then its bytes',
      params: HashParamsSchema,
      querystring: UploadKeyQuerySchema,
      response: { 200: DeletedUploadsResponseSchema, ...ERROR_RESPONSES },
    },
  };
  app.delete('/objects/:hash', deleteOptions, async (request) => {
    const caller = sessionUser(request);
    const etag = request.params.hash;
    const records = await findObjectsByEtag(app.db, etag);
    const isAdmin = canAccess('admin', caller.role);
    const { key } = request.query;
    const uploads = records.filter(
      (record) =>
        (isAdmin ? record.owner_id !== null : record.owner_id === caller.userId) &&
        (key === undefined || record.key === key),
    );
    if (uploads.length === 0) {
      if (isAdmin && records.some((record) => key === undefined || record.key === key)) {
        throw new HttpError(409, `${etag} is a site asset, not an upload: it cannot be deleted.`);
      }
      throw new HttpError(404, `No upload with hash ${etag}`);
    }
    const deleted: ObjectRecord[] = [];
    for (const record of uploads) {
      // Only while the row still holds these bytes: a parallel upload may have replaced them.
      const outcome = await removeObjectIfUnchanged(app, record.key, etag);
      if (!outcome.removed) continue;
      deleted.push(record);
      if (outcome.bytesLeftBehind !== undefined) {
        request.log.warn(
          { err: outcome.bytesLeftBehind, key: record.key },
          'deleted upload left its bytes behind',
        );
      }
    }
    if (deleted.length === 0) throw new HttpError(404, `No upload with hash ${etag}`);
    return { data: deleted.map(toStorageAsset) };
  });

  const visibilityOptions = {
    config: {
      access: 'admin' as const,
      accessNote:
        'Admins only. A public upload is served to anyone and cached for good (`immutable`): making it private again stops new viewers, not copies browsers already keep. Site assets are always public (409).',
    },
    schema: {
      summary:
        'Mark an upload public (served to anyone) or private again (to its uploader and Admins), every upload with these bytes or only the one at `key`',
      params: HashParamsSchema,
      querystring: UploadKeyQuerySchema,
      body: UploadVisibilityRequestSchema,
      response: { 200: UploadVisibilityResponseSchema, ...ERROR_RESPONSES },
    },
  };
  app.put('/objects/:hash/public', visibilityOptions, async (request) => {
    const etag = request.params.hash;
    const { key } = request.query;
    const marked = await setUploadsPublic(app.db, etag, key, request.body.public);
    if (marked.length === 0) {
      const records = await findObjectsByEtag(app.db, etag);
      if (records.some((record) => key === undefined || record.key === key)) {
        throw new HttpError(409, `${etag} is a site asset, not an upload: it is always public.`);
      }
      throw new HttpError(404, `No upload with hash ${etag}`);
    }
    return { data: marked.map(toListedStorageAsset) };
  });

  const myUploadsOptions = {
    config: { access: 'member' as const },
    schema: {
      summary: "The caller's own uploads, newest first",
      response: { 200: UploadListResponseSchema, ...ERROR_RESPONSES },
    },
  };
  app.get('/my-uploads', myUploadsOptions, async (request) => {
    const caller = sessionUser(request);
    return { data: (await listObjectsOwnedBy(app.db, caller.userId)).map(toStorageAsset) };
  });

  const quotaOptions = {
    config: { access: 'member' as const },
    schema: {
      summary: "Bytes the caller's uploads take, and their quota (null: unlimited)",
      response: { 200: UploadQuotaResponseSchema, ...ERROR_RESPONSES },
    },
  };
  app.get('/upload-quota', quotaOptions, async (request) => {
    const caller = sessionUser(request);
    return { used: await bytesOwnedBy(app.db, caller.userId), quota: uploadQuotaOf(app, caller) };
  });
};
