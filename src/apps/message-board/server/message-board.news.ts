import type { NewsSource } from '#server-kit/server-app';
import { senderName } from '../core/message-rules';

/** How much of the newest message the home page quotes. */
export const QUOTE_LENGTH = 80;

/** "Hello there", or the first words of a long message with an ellipsis. */
export function quoteOf(content: string): string {
  const oneLine = content.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= QUOTE_LENGTH) return oneLine;
  const cut = oneLine.slice(0, QUOTE_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > QUOTE_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Messages others posted since the reader's last visit: how many, and the newest quoted. */
export const messageBoardNews: NewsSource = {
  access: 'member',
  async items(db, { userId, since }) {
    const others = db
      .selectFrom('message')
      .where('sender_id', '<>', userId)
      // Both are ISO 8601 UTC texts of one length, so they compare as the instants do.
      .where('sent_at', '>=', since);
    const [counted, newest] = await Promise.all([
      others.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
      others
        .leftJoin('users', (join) =>
          join.onRef('users.id', '=', 'message.sender_id').on('users.deleted_at', 'is', null),
        )
        .select(['message.content', 'message.sent_at', 'message.sender_id', 'users.username'])
        .orderBy('message.sent_at', 'desc')
        .orderBy('message.id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    const count = Number(counted?.count ?? 0);
    if (count === 0 || !newest) return [];
    const names = new Map(newest.username === null ? [] : [[newest.sender_id, newest.username]]);
    return [
      {
        Kind: 'messages',
        Title: count === 1 ? '1 new message' : `${count} new messages`,
        // A message of photos alone has no words to quote.
        Detail: newest.content
          ? `${senderName(newest.sender_id, names)}: “${quoteOf(newest.content)}”`
          : `${senderName(newest.sender_id, names)} posted photos`,
        Link: '/message-board',
        At: newest.sent_at,
      },
    ];
  },
};
