import type { Selectable } from 'kysely';
import type { Database } from '../../../server/db/connect';
import type { LuddeFeedingTimesTable } from './ludde.table';

export type FeedingTimeRecord = Selectable<LuddeFeedingTimesTable>;

/** Every feeding time, oldest first; entries at the same moment in the order they were made. */
export async function listFeedingTimes(db: Database): Promise<FeedingTimeRecord[]> {
  return db
    .selectFrom('ludde_feeding_times')
    .selectAll()
    .orderBy('timestamp')
    .orderBy('id')
    .execute();
}

export async function insertFeedingTime(
  db: Database,
  feedingTime: { timestamp: Date; comment: string; createdBy: number },
): Promise<FeedingTimeRecord> {
  return db
    .insertInto('ludde_feeding_times')
    .values({
      timestamp: feedingTime.timestamp.toISOString(),
      comment: feedingTime.comment,
      created_by: feedingTime.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes the entry; false when there was none with the id. */
export async function deleteFeedingTime(db: Database, id: number): Promise<boolean> {
  const result = await db.deleteFrom('ludde_feeding_times').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
