import type { Generated } from 'kysely';
import type { IsoTime } from '#server-kit/db/schema';

export interface LuddeFeedingTimesTable {
  id: Generated<number>;
  /** When Ludde ate, in UTC (`toISOString`), so that text order is time order. */
  timestamp: IsoTime;
  comment: string;
  created_by: number;
}

declare module '#server-kit/db/schema' {
  interface DB {
    ludde_feeding_times: LuddeFeedingTimesTable;
  }
}
