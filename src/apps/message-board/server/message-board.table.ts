import type { Generated } from 'kysely';
import type { IsoTime } from '../../../server/db/schema';

export interface MessageTable {
  id: Generated<number>;
  content: string;
  sent_at: IsoTime;
  /** The poster, from their session; never taken from the request body. */
  sender_id: number;
}

declare module '../../../server/db/schema' {
  interface DB {
    message: MessageTable;
  }
}
