import type { ColumnType, Generated } from 'kysely';
import type { IsoTime } from '#server-kit/db/schema';

export interface MessageTable {
  id: Generated<number>;
  content: string;
  sent_at: IsoTime;
  /** The poster, from their session; never taken from the request body. */
  sender_id: number;
  /** When its writer last changed the text; null if never. */
  edited_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
}

/** One person's reaction with one emoji to one message; unique, and gone with its message. */
export interface MessageReactionTable {
  message_id: number;
  user_id: number;
  /** The emoji itself, one of REACTIONS (shared/message-reactions.ts). */
  emoji: string;
}

declare module '#server-kit/db/schema' {
  interface DB {
    message: MessageTable;
    message_reaction: MessageReactionTable;
  }
}
