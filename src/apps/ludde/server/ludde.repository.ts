import type { Selectable } from 'kysely';
import type { Database } from '#server-kit/db/connect';
import type { LuddeFeedingTimesTable } from './ludde.table';

export type FeedingTimeRecord = Selectable<LuddeFeedingTimesTable>;

/** A feeding time with the username of who logged it; null once they are no longer active. */
export type FeedingTimeWithLogger = FeedingTimeRecord & { username: string | null };

/**
 * Every feeding time, oldest first; entries at the same moment in the order they were made. The
 * logger's username comes only from an active user: others see no more of a deleted one than the ID.
 */
export async function listFeedingTimes(db: Database): Promise<FeedingTimeWithLogger[]> {
  return db
    .selectFrom('ludde_feeding_times')
    .leftJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'ludde_feeding_times.created_by')
        .on('users.deleted_at', 'is', null),
    )
    .selectAll('ludde_feeding_times')
    .select('users.username')
    .orderBy('ludde_feeding_times.timestamp')
    .orderBy('ludde_feeding_times.id')
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
