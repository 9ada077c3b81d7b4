import type { Database } from '#server-kit/db/connect';
import { withScopeLock } from '#server-kit/db/scope-lock';
import type { ObjectStorage } from '#server-kit/storage/object-storage';
import { objectKeyScope } from '#server-kit/storage/object-store';
import { deleteObjectRecord, findObjectByKey } from '#server-kit/storage/objects.repository';
import type { MessageImage } from '../shared/message-board.schemas';
import type { MessageImageTable } from './message-images.table';

/** Where a user's board photos are stored: apart from `uploads/`, which POST /api/upload writes. */
export const PHOTO_FOLDER = 'board-photos';

export interface NewMessageImage {
  ownerId: number;
  key: string;
  thumbnailKey: string;
  width: number;
  height: number;
}

/** Records an uploaded photo, not yet on a message; its objects must be indexed already. */
export async function insertMessageImage(
  db: Database,
  image: NewMessageImage,
  now: Date,
): Promise<MessageImage> {
  const { id } = await db
    .insertInto('message_image')
    .values({
      owner_id: image.ownerId,
      key: image.key,
      thumbnail_key: image.thumbnailKey,
      width: image.width,
      height: image.height,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ID: id, Width: image.width, Height: image.height };
}

/** Why photos could not go on a message: the first photo named that is missing or taken. */
export type AttachRefusal = { missing: number } | { attached: number };

/**
 * Puts the owner's unposted photos on the message in the order named. Run inside the transaction
 * that inserts the message: each photo is claimed only while it is unposted, so two messages can
 * never take the same photo; a refusal means the caller rolls back.
 */
export async function attachImages(
  trx: Database,
  { messageId, ownerId, imageIds }: { messageId: number; ownerId: number; imageIds: number[] },
): Promise<MessageImage[] | AttachRefusal> {
  const images: MessageImage[] = [];
  for (const [position, id] of imageIds.entries()) {
    const claimed = await trx
      .updateTable('message_image')
      .set({ message_id: messageId, position })
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('message_id', 'is', null)
      .returning(['id', 'width', 'height'])
      .executeTakeFirst();
    if (claimed) {
      images.push({ ID: claimed.id, Width: claimed.width, Height: claimed.height });
      continue;
    }
    const existing = await trx
      .selectFrom('message_image')
      .select('message_id')
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    // Another user's photo reads as missing: its existence is not theirs to learn.
    return existing ? { attached: id } : { missing: id };
  }
  return images;
}

export interface ServedImage {
  key: string;
  etag: string;
}

/**
 * The stored object of a photo (its thumbnail when asked) if the viewer may see it: anyone who may
 * read the board once it is on a message, only its uploader before. Undefined otherwise.
 */
export async function findVisibleImage(
  db: Database,
  { imageId, viewerId, thumbnail }: { imageId: number; viewerId: number; thumbnail: boolean },
): Promise<ServedImage | undefined> {
  const image = await db
    .selectFrom('message_image')
    .select(['key', 'thumbnail_key'])
    .where('id', '=', imageId)
    .where((eb) => eb.or([eb('message_id', 'is not', null), eb('owner_id', '=', viewerId)]))
    .executeTakeFirst();
  if (!image) return undefined;
  const object = await findObjectByKey(db, thumbnail ? image.thumbnail_key : image.key);
  return object && { key: object.key, etag: object.etag };
}

interface ImageDeps {
  db: Database;
  storage: ObjectStorage;
}

/**
 * Removes photos' objects: each index row first, then its bytes, one key at a time under that
 * key's lock (decision 022). The photo's own row goes with its objects' rows (a foreign key). A
 * crash between leaves only bytes that no row points at.
 */
async function removeImageObjects(
  { db, storage }: ImageDeps,
  images: readonly Pick<MessageImageTable, 'key' | 'thumbnail_key'>[],
): Promise<void> {
  const keys = new Set(images.flatMap((image) => [image.key, image.thumbnail_key]));
  for (const key of keys) {
    await withScopeLock(db, objectKeyScope(key), async (locked) => {
      await deleteObjectRecord(locked, key);
      await storage.delete(key);
    });
  }
}

/**
 * Removes a message's photos, their rows and their stored bytes. Call it before the message is
 * deleted: once the message is gone its photos are unposted (their uploader's alone, as before
 * posting), and go with the stale ones (`deleteStaleUnpostedImages`). Answers how many went.
 */
export async function deleteMessageImages(deps: ImageDeps, messageId: number): Promise<number> {
  const images = await deps.db
    .selectFrom('message_image')
    .select(['key', 'thumbnail_key'])
    .where('message_id', '=', messageId)
    .execute();
  await removeImageObjects(deps, images);
  return images.length;
}

/** Removes one of the owner's photos that is on no message; false when there is none such. */
export async function deleteUnpostedImage(
  deps: ImageDeps,
  { imageId, ownerId }: { imageId: number; ownerId: number },
): Promise<boolean> {
  const image = await deps.db
    .selectFrom('message_image')
    .select(['key', 'thumbnail_key'])
    .where('id', '=', imageId)
    .where('owner_id', '=', ownerId)
    .where('message_id', 'is', null)
    .executeTakeFirst();
  if (!image) return false;
  await removeImageObjects(deps, [image]);
  return true;
}

/**
 * Removes the owner's photos left unposted since before `before` (a tab closed after uploading,
 * or a message deleted without its photos), so they do not hold their quota for good.
 */
export async function deleteStaleUnpostedImages(
  deps: ImageDeps,
  { ownerId, before }: { ownerId: number; before: Date },
): Promise<number> {
  const images = await deps.db
    .selectFrom('message_image')
    .select(['key', 'thumbnail_key'])
    .where('owner_id', '=', ownerId)
    .where('message_id', 'is', null)
    .where('created_at', '<', before.toISOString())
    .execute();
  await removeImageObjects(deps, images);
  return images.length;
}
