import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import { compiledQuery } from '../../../server/db/compiled-query';
import { isPostgres, type Database } from '../../../server/db/connect';
import { CompressedJson } from '../../../server/compressed-json';
import { readDataVersions } from '../../../server/db/data-versions';
import { VersionedCache } from '../../../server/db/versioned-cache';
import type { DB } from '../../../server/db/schema';
import type { Message } from '../shared/message-board.schemas';
import { MESSAGE_LIST_VERSION, type MessageTable } from './message-board.table';

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
  const page = messages.select((eb) =>
    MESSAGE_FIELDS.map(([field, column]) => eb.ref(column).as(field)),
  );
  const newestFirst = sql`order by ${sql.ref('page.ID')} desc`;
  const json = isPostgres(db)
    ? sql<string>`coalesce(json_agg(page ${newestFirst}), '[]')::text`
    : sql<string>`json_group_array(json_object(${sql.join(
        MESSAGE_FIELDS.map(([field]) => sql`${sql.lit(field)}, ${sql.ref(`page.${field}`)}`),
      )}) ${newestFirst})`;
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
 * Pages of the list as sent, kept while the board is unchanged. The keys are the pages asked for
 * (size and `before`); the newest page is nearly every read.
 */
const keptPages = new VersionedCache<CompressedJson>(8);

/**
 * The answer to a list request, `{"data": [Message, …]}`, with its compressed copies: newest first
 * by id (ids grow with time), at most `limit`, only ids below `beforeId` if given. `boardVersion` is
 * the board's data version as read before this call (with the caller's session); the page is read
 * only when a message was posted, changed or removed since it was last read under another version,
 * and a kept page is sent as it is, compressed once. Without a version, the board's is read first.
 */
export async function messagePageBody(
  db: Database,
  page: { limit: number; beforeId?: number },
  boardVersion?: number,
): Promise<CompressedJson> {
  const version = boardVersion ?? (await readDataVersions(db))[MESSAGE_LIST_VERSION];
  const read = async () =>
    new CompressedJson(Buffer.from(`{"data":${await readMessagesJson(db, page)}}`));
  if (version === undefined) return read();
  return keptPages.read(db, pageKey(page), version, read);
}

/** The page as kept under `boardVersion`, at once, if it has been read under it already. */
export function keptMessagePageBody(
  db: Database,
  page: { limit: number; beforeId?: number },
  boardVersion: number | undefined,
): CompressedJson | undefined {
  if (boardVersion === undefined) return undefined;
  return keptPages.peek(db, pageKey(page), boardVersion)?.value;
}

function pageKey(page: { limit: number; beforeId?: number }): string {
  return page.beforeId === undefined ? `${page.limit}` : `${page.limit}<${page.beforeId}`;
}

async function readMessagesJson(
  db: Database,
  page: { limit: number; beforeId?: number },
): Promise<string> {
  const [row] =
    page.beforeId === undefined
      ? await newestMessages(db, { limit: page.limit })
      : await messagesBefore(db, { limit: page.limit, beforeId: page.beforeId });
  return row?.json ?? '[]';
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
