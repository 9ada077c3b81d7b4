import { sql, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import { compiledQuery } from '#server-kit/db/compiled-query';
import { isPostgres, type Database } from '#server-kit/db/connect';
import type { DB } from '#server-kit/db/schema';
import type { ObjectStorage } from '#server-kit/storage/object-storage';
import type { MessageReaction, SentListedMessage } from '../shared/message-board.schemas';
import { REACTIONS, type ReactionEmoji } from '../shared/message-reactions';
import type { MessageTable } from './message-board.table';
import { deleteMessageImages } from './message-images.repository';

export type MessageRecord = Selectable<MessageTable>;

/**
 * A page's size. SQLite (built with STAT4) plans a statement again on every run when a LIMIT is a
 * bare parameter; an expression around the parameter keeps the plan.
 */
const pageSize = (limit: number) => sql<number>`cast(${limit} as integer)`;

/** The columns of a message the list shows, in the order of its tuple in `listedQuery`. */
const LISTED_COLUMNS = ['id', 'content', 'sent_at', 'sender_id', 'edited_at'] as const;

/** A message as `listedQuery` answers it: its columns, then its photos and its reactions. */
type MessageTuple = [
  id: number,
  content: string,
  sentAt: string,
  senderId: number,
  editedAt: string | null,
  images: [id: number, width: number, height: number][],
  reactions: [emoji: string, userId: number][],
];

/** The database's JSON functions: their names differ, and so does how a nested array is kept. */
function jsonFunctions(db: Database) {
  return isPostgres(db)
    ? {
        array: sql.raw('json_build_array'),
        agg: sql.raw('json_agg'),
        nested: (list: RawBuilder<unknown>) => list,
        empty: sql`'[]'::json`,
        text: (json: RawBuilder<unknown>) => sql<string>`coalesce(${json}, '[]'::json)::text`,
      }
    : {
        array: sql.raw('json_array'),
        agg: sql.raw('json_group_array'),
        // SQLite keeps a JSON value as text once it leaves its function: json() marks it again.
        nested: (list: RawBuilder<unknown>) => sql`json(${list})`,
        empty: sql`json('[]')`,
        text: (json: RawBuilder<unknown>) => sql<string>`coalesce(${json}, '[]')`,
      };
}

type ListedMessages = SelectQueryBuilder<
  DB,
  'message',
  Pick<MessageRecord, (typeof LISTED_COLUMNS)[number]>
>;

/**
 * The messages `select` picks as the list shows them, with their photos in order
 * and their reactions by person: one statement, answered as one JSON array of tuples (`page`).
 * Read as rows, a page would take a query each for its photos and its reactions, and building a
 * row object costs more per message than the query; the fields are named in `fromTuples`, and the
 * answer is then written through the route's schema like any other. A message's photos and
 * reactions are looked up only when it has some: most have none.
 */
function listedQuery(db: Database, select: (messages: ListedMessages) => ListedMessages) {
  const json = jsonFunctions(db);
  const photos = sql`case when exists (select 1 from message_image i where i.message_id = m.id)
    then ${json.nested(sql`(select ${json.agg}(${json.array}(i.id, i.width, i.height) order by i.position) from message_image i where i.message_id = m.id)`)}
    else ${json.empty} end`;
  const reactions = sql`case when exists (select 1 from message_reaction r where r.message_id = m.id)
    then ${json.nested(sql`(select ${json.agg}(${json.array}(r.emoji, r.user_id) order by r.user_id) from message_reaction r where r.message_id = m.id)`)}
    else ${json.empty} end`;
  return db
    .selectFrom(select(db.selectFrom('message').select(LISTED_COLUMNS)).as('m'))
    .select(
      json
        .text(
          sql`${json.agg}(${json.array}(m.id, m.content, m.sent_at, m.sender_id, m.edited_at, ${photos}, ${reactions}))`,
        )
        .as('page'),
    );
}

// The list is read on every visit and every few seconds by open boards: compiled once per shape.
const newestPage = compiledQuery((db, page: { limit: number }) =>
  listedQuery(db, (messages) => messages.orderBy('id', 'desc').limit(pageSize(page.limit))),
);
const pageBefore = compiledQuery((db, page: { limit: number; beforeId: number }) =>
  listedQuery(db, (messages) =>
    messages.where('id', '<', page.beforeId).orderBy('id', 'desc').limit(pageSize(page.limit)),
  ),
);
const messageWithId = compiledQuery((db, message: { id: number }) =>
  listedQuery(db, (messages) => messages.where('id', '=', message.id)),
);

/**
 * The messages of a `listedQuery` answer in the list's shape, newest first. The order is set here:
 * neither database promises an aggregate's order without sorting it, which costs more there.
 */
function fromTuples(page: string): SentListedMessage[] {
  const tuples = JSON.parse(page) as MessageTuple[];
  return tuples
    .sort((a, b) => b[0] - a[0])
    .map(([ID, Content, SentAt, SenderID, EditedAt, images, reactions]) => ({
      ID,
      Content,
      SentAt,
      SenderID,
      EditedAt,
      Images: images.map(([imageId, Width, Height]) => ({ ID: imageId, Width, Height })),
      Reactions: reactionsInOrder(reactions),
    }));
}

/**
 * A message's reactions in the list's shape: emojis in the fixed order of REACTIONS, only those
 * someone reacted with, each with its people's IDs ascending (`rows` come ordered by person).
 */
function reactionsInOrder(rows: readonly [emoji: string, userId: number][]): MessageReaction[] {
  if (rows.length === 0) return [];
  return REACTIONS.flatMap(({ emoji }) => {
    const userIds = rows.filter((row) => row[0] === emoji).map((row) => row[1]);
    return userIds.length === 0 ? [] : [{ Emoji: emoji, UserIDs: userIds }];
  });
}

/**
 * A page of the list: newest first by id (ids grow with time), at most `limit`, only ids below
 * `beforeId` if given, each message with its photos and reactions.
 */
export async function messagePage(
  db: Database,
  page: { limit: number; beforeId?: number },
): Promise<SentListedMessage[]> {
  const { limit, beforeId } = page;
  const [row] = await (beforeId === undefined
    ? newestPage(db, { limit })
    : pageBefore(db, { limit, beforeId }));
  return row === undefined ? [] : fromTuples(row.page);
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
export async function listedMessage(
  db: Database,
  id: number,
): Promise<SentListedMessage | undefined> {
  const [row] = await messageWithId(db, { id });
  return row === undefined ? undefined : fromTuples(row.page)[0];
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
  return (await listedMessage(db, messageId))?.Reactions;
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
