import { type RawBuilder, sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import { compiledQuery } from '../../../server/db/compiled-query';
import { isPostgres, type Database } from '../../../server/db/connect';
import type { DB } from '../../../server/db/schema';
import type { ObjectStorage } from '../../../server/storage/object-storage';
import type { ListedMessage, MessageReaction } from '../shared/message-board.schemas';
import { REACTIONS, type ReactionEmoji } from '../shared/message-reactions';
import type { MessageTable } from './message-board.table';
import { deleteMessageImages, messageImagesJson } from './message-images.repository';

export type MessageRecord = Selectable<MessageTable>;

/** Each field of a listed message read from a column, as the API names it, and the column. */
const MESSAGE_FIELDS = [
  ['ID', 'id'],
  ['Content', 'content'],
  ['SentAt', 'sent_at'],
  ['SenderID', 'sender_id'],
  ['EditedAt', 'edited_at'],
] as const satisfies readonly (readonly [keyof ListedMessage, keyof MessageTable])[];

/** The listed fields that hold JSON written by a subquery rather than a column's value. */
const JSON_FIELDS = ['Images', 'Reactions'] as const satisfies readonly (keyof ListedMessage)[];

/**
 * A page's size. SQLite (built with STAT4) plans a statement again on every run when a LIMIT is a
 * bare parameter; an expression around the parameter keeps the plan.
 */
const pageSize = (limit: number) => sql<number>`cast(${limit} as integer)`;

/** An emoji's place in the fixed order of REACTIONS. */
const reactionRank = (emoji: RawBuilder<unknown>) =>
  sql`case ${emoji} ${sql.join(
    REACTIONS.map((reaction, index) => sql`when ${sql.lit(reaction.emoji)} then ${sql.lit(index)}`),
    sql` `,
  )} end`;

/**
 * `[{Emoji, UserIDs}]` of the message in the enclosing query's `message` row, as JSON: a correlated
 * subquery that reads the reactions' primary key, so a message nobody reacted to costs one probe.
 */
function reactionsJson(db: Database) {
  const ofMessage = sql`from ${sql.table('message_reaction')} where ${sql.ref(
    'message_reaction.message_id',
  )} = ${sql.ref('message.id')}`;
  const emoji = sql.ref('r.emoji');
  // Most messages have no reactions: one probe of the key answers them without grouping.
  return isPostgres(db)
    ? sql<string>`case when exists (select 1 ${ofMessage}) then
        (select json_agg(json_build_object('Emoji', ${emoji}, 'UserIDs', r.ids)
          order by ${reactionRank(emoji)})
        from (select emoji, json_agg(user_id order by user_id) as ids ${ofMessage}
          group by emoji) as r)
        else '[]'::json end`
    : sql<string>`case when exists (select 1 ${ofMessage}) then
        (select json_group_array(json_object('Emoji', ${emoji}, 'UserIDs', json(r.ids))
          order by ${reactionRank(emoji)})
        from (select emoji, json_group_array(user_id order by user_id) as ids ${ofMessage}
          group by emoji) as r)
        else '[]' end`;
}

/**
 * The rows of `messages`, newest first, as one JSON array in the API's shape, written by the
 * database: building 100 row objects and serializing them again costs more than the query.
 * Only the fields named in MESSAGE_FIELDS and JSON_FIELDS reach the text.
 */
function asJsonArray(db: Database, messages: SelectQueryBuilder<DB, 'message', object>) {
  const page = messages.select((eb) => [
    ...MESSAGE_FIELDS.map(([field, column]) => eb.ref(`message.${column}`).as(field)),
    messageImagesJson(db, sql.ref('message.id')).as('Images'),
    reactionsJson(db).as('Reactions'),
  ]);
  const newestFirst = sql`order by ${sql.ref('page.ID')} desc`;
  const json = isPostgres(db)
    ? sql<string>`coalesce(json_agg(page ${newestFirst}), '[]')::text`
    : sql<string>`json_group_array(json_object(${sql.join([
        ...MESSAGE_FIELDS.map(([field]) => sql`${sql.lit(field)}, ${sql.ref(`page.${field}`)}`),
        // Text from a subquery loses its JSON type in SQLite: json() gives it back.
        ...JSON_FIELDS.map((field) => sql`${sql.lit(field)}, json(${sql.ref(`page.${field}`)})`),
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

/** The message as the list shows it, or undefined if there is none with this id. */
export async function listedMessage(db: Database, id: number): Promise<ListedMessage | undefined> {
  const row = await asJsonArray(
    db,
    db.selectFrom('message').where('id', '=', id),
  ).executeTakeFirst();
  return (JSON.parse(row?.json ?? '[]') as ListedMessage[])[0];
}

/** Whether a message with this id exists, and who wrote it. */
async function messageSender(db: Database, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('message')
    .select('sender_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.sender_id;
}

export type MessageChange = 'done' | 'not-found' | 'forbidden';

/** Sets a message's text, only if `writerId` wrote it; marks it edited at `now`. */
export async function editMessage(
  db: Database,
  edit: { id: number; writerId: number; content: string },
  now: Date,
): Promise<MessageChange> {
  // The writer check is part of the update itself, so it holds under any concurrency.
  const updated = await db
    .updateTable('message')
    .set({ content: edit.content, edited_at: now.toISOString() })
    .where('id', '=', edit.id)
    .where('sender_id', '=', edit.writerId)
    .executeTakeFirst();
  if (updated.numUpdatedRows > 0n) return 'done';
  return (await messageSender(db, edit.id)) === undefined ? 'not-found' : 'forbidden';
}

/**
 * Deletes a message for everyone: by its writer, or by an Admin (`anyWriter`), who alone may delete
 * an Anonymous message. Its photos go first, with their bytes (once the message is gone they are
 * no longer its); its reactions go with it (their foreign key cascades).
 */
export async function deleteMessage(
  deps: { db: Database; storage: ObjectStorage },
  request: { id: number; userId: number; anyWriter: boolean },
): Promise<MessageChange> {
  const sender = await messageSender(deps.db, request.id);
  if (sender === undefined) return 'not-found';
  if (!request.anyWriter && sender !== request.userId) return 'forbidden';
  await deleteMessageImages(deps, request.id);
  // The writer condition again, in the delete itself: the check and the write are one statement.
  let query = deps.db.deleteFrom('message').where('id', '=', request.id);
  if (!request.anyWriter) query = query.where('sender_id', '=', request.userId);
  const deleted = await query.executeTakeFirst();
  return deleted.numDeletedRows > 0n ? 'done' : 'not-found';
}

/** A write that referred to a row another request deleted meanwhile. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** A message's reactions in the list's shape, or undefined if there is no such message. */
async function reactionsOf(
  db: Database,
  messageId: number,
): Promise<MessageReaction[] | undefined> {
  const row = await db
    .selectFrom('message')
    .select(reactionsJson(db).as('json'))
    .where('message.id', '=', messageId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  // PostgreSQL's driver parses json itself; SQLite's answer is text.
  return (typeof row.json === 'string' ? JSON.parse(row.json) : row.json) as MessageReaction[];
}

/**
 * Adds (`on`) or removes one person's reaction with one emoji; repeating either changes nothing.
 * Answers the message's reactions after the change, or undefined if the message does not exist.
 */
export async function setReaction(
  db: Database,
  reaction: { messageId: number; userId: number; emoji: ReactionEmoji; on: boolean },
): Promise<MessageReaction[] | undefined> {
  if (reaction.on) {
    try {
      // Inserted only while the message exists; the primary key makes repeats do nothing.
      await db
        .insertInto('message_reaction')
        .columns(['message_id', 'user_id', 'emoji'])
        .expression(
          db
            .selectFrom('message')
            .select([
              'id',
              sql<number>`cast(${reaction.userId} as integer)`.as('user_id'),
              sql<string>`cast(${reaction.emoji} as varchar(16))`.as('emoji'),
            ])
            .where('id', '=', reaction.messageId),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    } catch (error) {
      if (isForeignKeyViolation(error)) return undefined;
      throw error;
    }
  } else {
    await db
      .deleteFrom('message_reaction')
      .where('message_id', '=', reaction.messageId)
      .where('user_id', '=', reaction.userId)
      .where('emoji', '=', reaction.emoji)
      .execute();
  }
  return reactionsOf(db, reaction.messageId);
}
