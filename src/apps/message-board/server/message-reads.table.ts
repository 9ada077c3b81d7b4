import type { Generated } from 'kysely';

/** How far each member has read the board: the newest message ID they have seen. */
export interface MessageReadsTable {
  user_id: number;
  last_read_id: Generated<number>;
}

declare module '#server-kit/db/schema' {
  interface DB {
    message_reads: MessageReadsTable;
  }
}
