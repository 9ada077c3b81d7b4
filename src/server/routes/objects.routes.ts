import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitizeFileName } from '../../shared/file-name';
import { detectImageType } from '../../shared/image-type';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_FOLDER,
  UploadResponseSchema,
} from '../../shared/objects.schemas';
import { HttpError } from '../http-error';
import { requireUser } from '../plugins/auth';
import { storeObject } from '../storage/object-store';
import { findObjectByEtag, findObjectByKey } from '../storage/objects.repository';
import { toStorageAsset } from '../storage/storage-asset';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ETAG_PATTERN = /^[0-9a-f]{32}$/;

/** The form of an upload: one file (`image`) and its name (`path`), nothing large besides. */
const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 6,
  headerPairs: 20,
};

/** What @fastify/multipart and busboy report, in words an uploader can act on. */
function uploadParseError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'The image is larger than 10 MiB.');
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

interface UploadForm {
  image: { bytes: Buffer; fileName: string } | undefined;
  path: string | undefined;
}

/** Reads the whole form: fields may come before or after the file. */
async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { image: undefined, path: undefined };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const file: MultipartFile = part;
      // Every file part must be drained, or the parser stalls; only `image` is kept.
      const bytes = await file.toBuffer();
      if (file.fieldname === 'image') form.image = { bytes, fileName: file.filename };
    } else if (part.fieldname === 'path') {
      if (part.valueTruncated) throw new HttpError(400, 'The file name is too long.');
      if (typeof part.value !== 'string') throw new HttpError(400, 'path must be text.');
      form.path = part.value;
    }
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
 * POST /upload (logged in: PNG or JPEG, judged by its bytes, under `uploads/<user id>/`) and
 * GET /fetch-object/:hash (anyone: an object's bytes by content hash, cached forever).
 */
export async function objectsRoutes(app: FastifyInstance): Promise<void> {
  // Only here: every other route accepts JSON alone.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.post('/upload', async (request) => {
    const uploader = requireUser(request);
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the image as multipart/form-data.');
    }
    let form: UploadForm;
    try {
      form = await readUploadForm(request);
    } catch (error) {
      throw uploadParseError(error);
    }
    if (!form.image) throw new HttpError(400, 'No file selected: send it in the "image" field.');

    // The name comes from `path` (folder and name, per the spec's client), else the file's own name.
    const name = sanitizeFileName(form.path ?? form.image.fileName);
    if (!name.ok) throw new HttpError(400, `Invalid file name: ${name.error}`);

    const contentType = detectImageType(form.image.bytes);
    if (!contentType) throw new HttpError(415, 'Only PNG and JPEG images can be uploaded.');

    const key = `${UPLOAD_FOLDER}/${uploader.userId}/${name.name}`;
    const existing = await findObjectByKey(app.db, key);
    if (existing && existing.owner_id !== uploader.userId) {
      throw new HttpError(409, `"${name.name}" already exists and belongs to someone else.`);
    }
    const stored = await storeObject(
      { db: app.db, storage: app.storage },
      { key, body: form.image.bytes, contentType, ownerId: uploader.userId },
    );
    return UploadResponseSchema.parse({ data: toStorageAsset(stored) });
  });

  app.get('/fetch-object/:hash', async (request, reply) => {
    const { hash } = request.params as { hash: string };
    const etag = hash.toLowerCase();
    if (!ETAG_PATTERN.test(etag)) {
      throw new HttpError(400, 'The hash must be 32 hexadecimal characters.');
    }
    const notFound = new HttpError(404, `No object with hash ${etag}`);
    const record = await findObjectByEtag(app.db, etag);
    if (!record) throw notFound;
    const cacheHeaders = {
      etag: `"${etag}"`,
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
    };
    // Content-addressed: a browser holding this hash holds these bytes, so no read is needed.
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.headers(cacheHeaders).code(304).send();
    }
    const object = await app.storage.get(record.key);
    if (!object) throw notFound;
    return reply.headers(cacheHeaders).type(object.contentType).send(object.body);
  });
}
