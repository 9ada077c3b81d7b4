import { sql } from 'kysely';
import { isPostgres, type Database } from '#server-kit/db/connect';
import type { Unread } from '../shared/message-reads.schemas';
import './message-reads.table';

/**
 * The ID up to which `userId` has read: their mark, or for a member who never read the board the
 * newest message sent before their account was made (what came before them is not news to them).
 */
const readMark = (userId: number) => sql<number>`coalesce(
  (select last_read_id from message_reads where user_id = ${userId}),
  (select id from message
     where sent_at <= (select created_at from users where id = ${userId})
     order by sent_at desc, id desc limit cast(1 as integer)),
  0)`;

/** How many messages by others `userId` has not read, and the newest message's ID. */
export async function unreadMessages(db: Database, userId: number): Promise<Unread> {
  // Asked by every open page every few seconds.
  const row = await sql<{ unread: number; latest: number }>`select
    (select cast(count(*) as integer) from message
       where id > ${readMark(userId)} and sender_id <> ${userId}) as unread,
    (select coalesce(max(id), 0) from message) as latest`
    .execute(db)
    .then((result) => result.rows[0]);
  return { Unread: Number(row?.unread ?? 0), LatestID: Number(row?.latest ?? 0) };
}

/**
 * Moves `userId`'s mark forward to `id`: never back, never past the newest message. One statement,
 * so parallel calls leave the furthest of them on both databases.
 */
export async function markMessagesRead(db: Database, userId: number, id: number): Promise<void> {
  const [lesser, greater] = isPostgres(db) ? ['least', 'greatest'] : ['min', 'max'];
  await sql`insert into message_reads (user_id, last_read_id)
    values (${userId}, ${sql.raw(lesser)}(${id}, (select coalesce(max(id), 0) from message)))
    on conflict (user_id) do update
    set last_read_id = ${sql.raw(greater)}(message_reads.last_read_id, excluded.last_read_id)`.execute(
    db,
  );
}
