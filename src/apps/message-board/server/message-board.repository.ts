import type { Selectable } from 'kysely';
import { compiledQuery } from '../../../server/db/compiled-query';
import type { Database } from '../../../server/db/connect';
import type { MessageTable } from './message-board.table';

export type MessageRecord = Selectable<MessageTable>;

/** Newest first by id (ids grow with time), at most `limit`, only ids below `beforeId` if given. */
// The board's list is the hottest read: both shapes are compiled once.
const newestMessages = compiledQuery((db, page: { limit: number }) =>
  db.selectFrom('message').selectAll().orderBy('id', 'desc').limit(page.limit),
);
const messagesBefore = compiledQuery((db, page: { limit: number; beforeId: number }) =>
  db
    .selectFrom('message')
    .selectAll()
    .where('id', '<', page.beforeId)
    .orderBy('id', 'desc')
    .limit(page.limit),
);

export async function listMessages(
  db: Database,
  page: { limit: number; beforeId?: number },
): Promise<MessageRecord[]> {
  return page.beforeId === undefined
    ? newestMessages(db, { limit: page.limit })
    : messagesBefore(db, { limit: page.limit, beforeId: page.beforeId });
}

export async function insertMessage(
  db: Database,
  message: { content: string; senderId: number },
  now: Date,
): Promise<MessageRecord> {
  return db
    .insertInto('message')
    .values({ content: message.content, sent_at: now.toISOString(), sender_id: message.senderId })
    .returningAll()
    .executeTakeFirstOrThrow();
}
