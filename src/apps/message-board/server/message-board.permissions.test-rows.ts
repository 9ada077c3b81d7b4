import { randomUUID } from 'node:crypto';
import { loggedIn, type PermissionContext, type PermissionRow } from '#tests/permission-table';
import { makePng, uploadForm } from '#tests/upload-fixtures';
import { storeObject } from '#server-kit/storage/object-store';
import { insertMessage } from './message-board.repository';
import { attachImages, insertMessageImage, PHOTO_FOLDER } from './message-images.repository';

/** A message written by someone who is none of the table's callers. */
async function othersMessageUrl(t: PermissionContext, suffix = ''): Promise<string> {
  const writer = await t.createUser('User');
  const message = await insertMessage(
    t.app.db,
    { content: 'Written by someone else', senderId: writer.id },
    new Date(),
  );
  return `/api/data_models/message/${message.id}${suffix}`;
}

export const PERMISSION_ROWS: readonly PermissionRow[] = [
  { method: 'GET', url: '/api/data_models/message', expected: loggedIn(200) },
  {
    method: 'POST',
    url: '/api/data_models/message',
    payload: () => ({
      Content: 'Hello from the permission table',
      SentAt: new Date().toISOString(),
    }),
    expected: loggedIn(200),
  },
  {
    method: 'POST',
    url: '/api/data_models/message/images',
    rawBody: async () => uploadForm(makePng(), 'photo.png'),
    expected: loggedIn(200),
  },
  {
    // A User's photo on a message: every signed-in reader sees it, nobody else.
    method: 'GET',
    url: async (t) => {
      const owner = await t.createUser('User');
      const { key } = await storeObject(
        { db: t.app.db, storage: t.app.storage },
        {
          key: `${PHOTO_FOLDER}/${owner.id}/${randomUUID()}.png`,
          body: makePng(),
          contentType: 'image/png',
          ownerId: owner.id,
        },
      );
      const now = new Date();
      const image = await insertMessageImage(
        t.app.db,
        { ownerId: owner.id, key, thumbnailKey: key, width: 1, height: 1 },
        now,
      );
      const message = await insertMessage(t.app.db, { content: '', senderId: owner.id }, now);
      await attachImages(t.app.db, {
        messageId: message.id,
        ownerId: owner.id,
        imageIds: [image.ID],
      });
      return `/api/data_models/message/images/${image.ID}?size=thumbnail`;
    },
    route: '/api/data_models/message/images/:ID',
    expected: loggedIn(200),
  },
  {
    // A photo nobody has: every logged-in caller is let through to the 404.
    method: 'DELETE',
    url: '/api/data_models/message/images/2147483647',
    route: '/api/data_models/message/images/:ID',
    expected: loggedIn(404),
  },
  // Only a message's writer edits it (the API tests edit one's own): an Admin too gets 403.
  {
    method: 'PATCH',
    url: (t) => othersMessageUrl(t),
    route: '/api/data_models/message/:ID',
    payload: () => ({ Content: 'Not my words' }),
    expected: loggedIn(403),
  },
  // Who may delete which message (writer, Admin) is in the API tests; here, one that is gone.
  {
    method: 'DELETE',
    url: '/api/data_models/message/2147483647',
    route: '/api/data_models/message/:ID',
    expected: loggedIn(404),
  },
  {
    method: 'PUT',
    url: (t) => othersMessageUrl(t, '/reactions/heart'),
    route: '/api/data_models/message/:ID/reactions/:name',
    expected: loggedIn(200),
  },
  {
    method: 'DELETE',
    url: (t) => othersMessageUrl(t, '/reactions/heart'),
    route: '/api/data_models/message/:ID/reactions/:name',
    expected: loggedIn(200),
  },
  { method: 'GET', url: '/api/data_models/message/unread', expected: loggedIn(200) },
  {
    method: 'PUT',
    url: '/api/data_models/message/read',
    payload: () => ({ ID: 1 }),
    expected: loggedIn(200),
  },
];
