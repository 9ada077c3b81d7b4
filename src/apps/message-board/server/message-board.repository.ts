import type { Selectable } from 'kysely';
import type { Database } from '../../../server/db/connect';
import type { MessageTable } from './message-board.table';

export type MessageRecord = Selectable<MessageTable>;

/** Newest first by id (ids grow with time), at most `limit`, only ids below `beforeId` if given. */
export async function listMessages(
  db: Database,
  page: { limit: number; beforeId?: number },
): Promise<MessageRecord[]> {
  let query = db.selectFrom('message').selectAll().orderBy('id', 'desc').limit(page.limit);
  if (page.beforeId !== undefined) query = query.where('id', '<', page.beforeId);
  return query.execute();
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
