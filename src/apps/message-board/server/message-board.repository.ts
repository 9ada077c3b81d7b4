import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import { compiledQuery } from '../../../server/db/compiled-query';
import { isPostgres, type Database } from '../../../server/db/connect';
import type { DB } from '../../../server/db/schema';
import type { Message } from '../shared/message-board.schemas';
import type { MessageTable } from './message-board.table';
import { messageImagesJson } from './message-images.repository';

export type MessageRecord = Selectable<MessageTable>;

/** Each field of a listed message as the API names it, and the column it comes from. */
const MESSAGE_FIELDS = [
  ['ID', 'id'],
  ['Content', 'content'],
  ['SentAt', 'sent_at'],
  ['SenderID', 'sender_id'],
] as const satisfies readonly (readonly [keyof Message, keyof MessageTable])[];

/**
 * A page's size. SQLite (built with STAT4) plans a statement again on every run when a LIMIT is a
 * bare parameter; an expression around the parameter keeps the plan.
 */
const pageSize = (limit: number) => sql<number>`cast(${limit} as integer)`;

/**
 * The rows of `messages`, newest first, as one JSON array in the API's shape, written by the
 * database: building 100 row objects and serializing them again costs more than the query.
 * Only the fields named in MESSAGE_FIELDS reach the text.
 */
function asJsonArray(db: Database, messages: SelectQueryBuilder<DB, 'message', object>) {
  const page = messages.select((eb) => [
    ...MESSAGE_FIELDS.map(([field, column]) => eb.ref(column).as(field)),
    messageImagesJson(db, sql.ref('message.id')).as('Images'),
  ]);
  const newestFirst = sql`order by ${sql.ref('page.ID')} desc`;
  const json = isPostgres(db)
    ? sql<string>`coalesce(json_agg(page ${newestFirst}), '[]')::text`
    : sql<string>`json_group_array(json_object(${sql.join([
        ...MESSAGE_FIELDS.map(([field]) => sql`${sql.lit(field)}, ${sql.ref(`page.${field}`)}`),
        // Text from a subquery: json() makes it JSON again.
        sql`'Images', json(${sql.ref('page.Images')})`,
      ])}) ${newestFirst})`;
  return db.selectFrom(page.as('page')).select(json.as('json'));
}

// The board's list is the hottest read: both shapes are compiled once.
const newestMessages = compiledQuery((db, page: { limit: number }) =>
  asJsonArray(db, db.selectFrom('message').orderBy('id', 'desc').limit(pageSize(page.limit))),
);
const messagesBefore = compiledQuery((db, page: { limit: number; beforeId: number }) =>
  asJsonArray(
    db,
    db
      .selectFrom('message')
      .where('id', '<', page.beforeId)
      .orderBy('id', 'desc')
      .limit(pageSize(page.limit)),
  ),
);

/**
 * The answer to a list request, `{"data": [Message, …]}`, as JSON text: newest first by id (ids
 * grow with time), at most `limit`, only ids below `beforeId` if given.
 */
export async function messagePageJson(
  db: Database,
  page: { limit: number; beforeId?: number },
): Promise<string> {
  const [row] =
    page.beforeId === undefined
      ? await newestMessages(db, { limit: page.limit })
      : await messagesBefore(db, { limit: page.limit, beforeId: page.beforeId });
  return `{"data":${row?.json ?? '[]'}}`;
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
