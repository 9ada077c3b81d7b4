import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { IdParamsSchema } from '#shared/id.schemas';
import { detectPhotoType, type PhotoContentType } from '#shared/image-type';
import type { SessionUser } from '#server-kit/auth/sessions.repository';
import type { Database } from '#server-kit/db/connect';
import { etagMatches } from '#server-kit/etag';
import { isDatabaseUnavailable, isOutOfSpace } from '#server-kit/faults';
import { HttpError } from '#server-kit/http-error';
import { removeImageMetadata, type CleanImage } from '#server-kit/image-metadata';
import { sessionUser } from '#server-kit/request-user';
import { bytesResponse, EMPTY_RESPONSE, ERROR_RESPONSES } from '#server-kit/route-responses';
import { removeObjectIfUnchanged } from '#server-kit/storage/object-store';
import type { ObjectRecord } from '#server-kit/storage/objects.repository';
import {
  admitUpload,
  multipartLimits,
  storeUploadWithinQuota,
  tooLarge,
  uploadParseError,
} from '#server-kit/upload-limits';
import { insertMessage, type MessageRecord } from './message-board.repository';
import {
  type MessageImage,
  MessageImageResponseSchema,
  PHOTO_MAX_SIDE,
  PHOTO_TYPES,
} from '../shared/message-board.schemas';
import {
  attachImages,
  deleteStaleUnpostedImages,
  deleteUnpostedImage,
  findVisibleImage,
  insertMessageImage,
  PHOTO_FOLDER,
} from './message-images.repository';

/** How long an uploaded photo may wait to be posted before the uploader's next upload clears it. */
const UNPOSTED_PHOTO_MS = 24 * 60 * 60 * 1000;

const EXTENSIONS: Record<PhotoContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The form of POST /api/data_models/message/images, for the document only (read as a stream). */
const PhotoFormSchema = z.object({
  image: z.string().check(
    z.meta({
      format: 'binary',
      description: `The photo: PNG, JPEG or WebP, at most ${PHOTO_MAX_SIDE} pixels a side`,
    }),
  ),
  thumbnail: z.optional(
    z.string().check(
      z.meta({
        format: 'binary',
        description: 'A smaller copy for the list (e.g. 480 pixels on its long side)',
      }),
    ),
  ),
});

const ImageQuerySchema = z.object({
  size: z.optional(
    z
      .enum(['full', 'thumbnail'], { error: 'must be full or thumbnail' })
      .check(
        z.describe('thumbnail: the smaller copy, for the list; full (the default): the photo'),
      ),
  ),
});

/** Who may see a photo, in the words the API document shows. */
const PHOTO_ACCESS_NOTE =
  'a photo on a message is served to everyone who may read the board; one not yet posted only to its uploader; anyone else gets 404, as if it did not exist. Always `Cache-Control: private`.';

interface PhotoForm {
  image?: Buffer;
  thumbnail?: Buffer;
}

/** Reads the form's two files into memory (each at most `maxBytes`), ignoring anything else. */
async function readPhotoForm(request: FastifyRequest, maxBytes: number): Promise<PhotoForm> {
  const form: PhotoForm = {};
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if ((part.fieldname !== 'image' && part.fieldname !== 'thumbnail') || form[part.fieldname]) {
      part.file.resume();
      continue;
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge(maxBytes);
    form[part.fieldname] = bytes;
  }
  return form;
}

/** The photo without its metadata, judged by its bytes; 4xx for anything else. */
function cleanPhoto(bytes: Buffer, what: string): CleanImage & { contentType: PhotoContentType } {
  const contentType = detectPhotoType(bytes);
  if (!contentType) {
    throw new HttpError(415, `The ${what} must be a PNG, JPEG or WebP image.`);
  }
  const clean = removeImageMetadata(bytes, contentType);
  if (!clean) throw new HttpError(400, `The ${what} is not a complete image.`);
  if (clean.width > PHOTO_MAX_SIDE || clean.height > PHOTO_MAX_SIDE) {
    throw new HttpError(400, `The ${what} may be at most ${PHOTO_MAX_SIDE} pixels on a side.`);
  }
  return { ...clean, contentType };
}

/** Stores cleaned bytes as the uploader's, within their quota (decision 022). */
async function storePhotoObject(
  app: FastifyInstance,
  request: FastifyRequest,
  { uploader, quota, key }: { uploader: SessionUser; quota: number | null; key: string },
  photo: { bytes: Buffer; contentType: PhotoContentType },
): Promise<ObjectRecord> {
  const staged = await app.storage.stage(Readable.from([photo.bytes]));
  try {
    return await storeUploadWithinQuota(app, request.log, {
      key,
      staged,
      contentType: photo.contentType,
      uploader,
      quota,
    });
  } finally {
    await staged.discard();
  }
}

/**
 * Inserts the message and puts the sender's unposted photos on it, in one transaction: a photo
 * that is missing, another user's, or already on a message refuses the whole message (4xx), and
 * nothing is stored.
 */
export async function postMessageWithImages(
  db: Database,
  message: { content: string; senderId: number },
  imageIds: number[],
  now: Date,
): Promise<{ record: MessageRecord; images: MessageImage[] }> {
  return db.transaction().execute(async (trx) => {
    const record = await insertMessage(trx, message, now);
    const images = await attachImages(trx, {
      messageId: record.id,
      ownerId: message.senderId,
      imageIds,
    });
    if ('missing' in images) {
      throw new HttpError(400, `Images: you have no photo with ID ${images.missing}`);
    }
    if ('attached' in images) {
      throw new HttpError(409, `Images: photo ${images.attached} is already on a message`);
    }
    return { record, images };
  });
}

/**
 * Photos for the board (decision 026): `POST /data_models/message/images` uploads one (with its
 * thumbnail), which `POST /data_models/message` then puts on a message by its ID;
 * `GET /data_models/message/images/:ID` serves it to whoever may see it; `DELETE` takes back one
 * that was never posted.
 */
export const messageImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.uploadMaxBytes;
  // Here only: the board's other routes take JSON alone.
  await app.register(multipart, { limits: multipartLimits(maxBytes, 2) });

  app.post(
    '/data_models/message/images',
    {
      config: { access: 'member', multipartForm: PhotoFormSchema },
      schema: {
        summary:
          'Upload a photo for a message (multipart/form-data: image, optional thumbnail), counted in your upload quota',
        description:
          'Location and other metadata are removed from both files. The photo is yours alone until a message you post names it in `Images`.',
        consumes: ['multipart/form-data'],
        response: { 200: MessageImageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const uploader = sessionUser(request);
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the photo as multipart/form-data.');
      }
      const quota = await admitUpload(app, uploader);
      let form: PhotoForm;
      try {
        form = await readPhotoForm(request, maxBytes);
      } catch (error) {
        if (isOutOfSpace(error) || isDatabaseUnavailable(error)) throw error;
        throw uploadParseError(error, maxBytes);
      }
      if (!form.image) throw new HttpError(400, 'No photo: send it in the "image" field.');
      const photo = cleanPhoto(form.image, 'photo');
      const thumbnail = form.thumbnail && cleanPhoto(form.thumbnail, 'thumbnail');

      const now = new Date();
      await deleteStaleUnpostedImages(app, {
        ownerId: uploader.userId,
        before: new Date(now.getTime() - UNPOSTED_PHOTO_MS),
      });
      const name = `${PHOTO_FOLDER}/${uploader.userId}/${randomUUID()}`;
      const stored: ObjectRecord[] = [];
      try {
        const target = { uploader, quota };
        const full = await storePhotoObject(
          app,
          request,
          { ...target, key: `${name}.${EXTENSIONS[photo.contentType]}` },
          photo,
        );
        stored.push(full);
        const small = thumbnail
          ? await storePhotoObject(
              app,
              request,
              { ...target, key: `${name}-thumbnail.${EXTENSIONS[thumbnail.contentType]}` },
              thumbnail,
            )
          : full;
        if (small !== full) stored.push(small);
        const image = await insertMessageImage(
          app.db,
          {
            ownerId: uploader.userId,
            key: full.key,
            thumbnailKey: small.key,
            width: photo.width,
            height: photo.height,
          },
          now,
        );
        return { data: image };
      } catch (error) {
        // Half a photo is none: what was stored goes (or is left as bytes no row points at).
        for (const object of stored) {
          await removeObjectIfUnchanged(app, object.key, object.etag).catch(
            (cleanupError: unknown) =>
              request.log.warn({ err: cleanupError, key: object.key }, 'a photo was left behind'),
          );
        }
        throw error;
      }
    },
  );

  app.get(
    '/data_models/message/images/:ID',
    {
      config: { access: 'member', accessNote: PHOTO_ACCESS_NOTE },
      schema: {
        summary: "A photo's bytes (or its thumbnail's, with size=thumbnail)",
        params: IdParamsSchema,
        querystring: ImageQuerySchema,
        response: {
          200: bytesResponse('The image, as stored (metadata removed)', PHOTO_TYPES),
          304: EMPTY_RESPONSE,
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const image = await findVisibleImage(app.db, {
        imageId: request.params.ID,
        viewerId: sessionUser(request).userId,
        thumbnail: request.query.size === 'thumbnail',
      });
      const notFound = new HttpError(404, `No photo with ID ${request.params.ID}`);
      if (!image) throw notFound;
      const headers = {
        etag: `"${image.etag}"`,
        // Only for this user's browser, and asked again each time: a deleted photo goes at once.
        'cache-control': 'private, no-cache',
        vary: 'Authorization',
        'x-content-type-options': 'nosniff',
      };
      if (etagMatches(request.headers['if-none-match'], `"${image.etag}"`)) {
        return reply.headers(headers).code(304).send();
      }
      const object = await app.storage.get(image.key);
      if (!object) throw notFound;
      return reply.headers(headers).type(object.contentType).send(object.body);
    },
  );

  app.delete(
    '/data_models/message/images/:ID',
    {
      config: {
        access: 'member',
        accessNote: 'only the uploader, and only while the photo is on no message; else 404',
      },
      schema: {
        summary: 'Take back a photo you uploaded but have not posted',
        params: IdParamsSchema,
        response: { 200: z.object({ data: z.object({ ID: z.number() }) }), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const removed = await deleteUnpostedImage(app, {
        imageId: request.params.ID,
        ownerId: sessionUser(request).userId,
      });
      if (!removed)
        throw new HttpError(404, `No unposted photo of yours with ID ${request.params.ID}`);
      return { data: { ID: request.params.ID } };
    },
  );
};
