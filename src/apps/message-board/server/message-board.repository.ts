import { sql, type Selectable } from 'kysely';
import type { Database } from '#server-kit/db/connect';
import type { ObjectStorage } from '#server-kit/storage/object-storage';
import type { MessageReaction, SentListedMessage } from '../shared/message-board.schemas';
import { REACTIONS, type ReactionEmoji } from '../shared/message-reactions';
import type { MessageTable } from './message-board.table';
import { deleteMessageImages, messageImagesBetween } from './message-images.repository';

export type MessageRecord = Selectable<MessageTable>;

/**
 * A page's size. SQLite (built with STAT4) plans a statement again on every run when a LIMIT is a
 * bare parameter; an expression around the parameter keeps the plan.
 */
const pageSize = (limit: number) => sql<number>`cast(${limit} as integer)`;

/** The columns of a message the list shows. */
const LISTED_COLUMNS = ['id', 'content', 'sent_at', 'sender_id', 'edited_at'] as const;

type ListedColumns = Pick<MessageRecord, (typeof LISTED_COLUMNS)[number]>;

/** One person's reaction with one emoji, as read for a set of messages. */
interface ReactionRow {
  message_id: number;
  emoji: string;
  user_id: number;
}

/**
 * Each message's reactions in the list's shape: emojis in the fixed order of REACTIONS, only those
 * someone reacted with, each with its people's IDs ascending (`rows` come ordered by user).
 */
function reactionsByMessage(rows: readonly ReactionRow[]): Map<number, MessageReaction[]> {
  const byMessage = new Map<number, Map<string, number[]>>();
  for (const row of rows) {
    let byEmoji = byMessage.get(row.message_id);
    if (byEmoji === undefined) {
      byEmoji = new Map<string, number[]>();
      byMessage.set(row.message_id, byEmoji);
    }
    const userIds = byEmoji.get(row.emoji);
    if (userIds === undefined) byEmoji.set(row.emoji, [row.user_id]);
    else userIds.push(row.user_id);
  }
  const reactions = new Map<number, MessageReaction[]>();
  for (const [messageId, byEmoji] of byMessage) {
    reactions.set(
      messageId,
      REACTIONS.flatMap(({ emoji }) => {
        const userIds = byEmoji.get(emoji);
        return userIds === undefined ? [] : [{ Emoji: emoji, UserIDs: userIds }];
      }),
    );
  }
  return reactions;
}

/** The reactions to the messages whose IDs are from `first` to `last`, ordered by person. */
function reactionRows(db: Database, ids: { first: number; last: number }) {
  return db
    .selectFrom('message_reaction')
    .select(['message_id', 'emoji', 'user_id'])
    .where('message_id', '>=', ids.first)
    .where('message_id', '<=', ids.last)
    .orderBy('user_id')
    .execute();
}

/**
 * `messages` (newest first) as the list shows them, with their photos and reactions: one query
 * each for all of them. The IDs of a page are every message ID between its oldest and newest, so
 * both are read by that range; a row of a message outside the page is not used.
 */
async function withImagesAndReactions(
  db: Database,
  messages: readonly ListedColumns[],
): Promise<SentListedMessage[]> {
  const last = messages[0];
  const first = messages.at(-1);
  if (last === undefined || first === undefined) return [];
  const ids = { first: first.id, last: last.id };
  const [images, reactionRowsRead] = await Promise.all([
    messageImagesBetween(db, ids),
    reactionRows(db, ids),
  ]);
  const reactions = reactionsByMessage(reactionRowsRead);
  return messages.map((message) => ({
    ID: message.id,
    Content: message.content,
    SentAt: message.sent_at,
    SenderID: message.sender_id,
    EditedAt: message.edited_at,
    Images: images.get(message.id) ?? [],
    Reactions: reactions.get(message.id) ?? [],
  }));
}

/**
 * A page of the list: newest first by id (ids grow with time), at most `limit`, only ids below
 * `beforeId` if given, each message with its photos and reactions.
 */
export async function messagePage(
  db: Database,
  page: { limit: number; beforeId?: number },
): Promise<SentListedMessage[]> {
  let query = db.selectFrom('message').select(LISTED_COLUMNS);
  if (page.beforeId !== undefined) query = query.where('id', '<', page.beforeId);
  const messages = await query.orderBy('id', 'desc').limit(pageSize(page.limit)).execute();
  return withImagesAndReactions(db, messages);
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
  const message = await db
    .selectFrom('message')
    .select(LISTED_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (message === undefined) return undefined;
  return (await withImagesAndReactions(db, [message]))[0];
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
  const [message, rows] = await Promise.all([
    messageSender(db, messageId),
    reactionRows(db, { first: messageId, last: messageId }),
  ]);
  if (message === undefined) return undefined;
  return reactionsByMessage(rows).get(messageId) ?? [];
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
