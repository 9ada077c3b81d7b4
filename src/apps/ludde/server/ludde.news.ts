import type { NewsSource } from '#server-kit/server-app';
import { manifest } from '../manifest';

/** Ludde's last meal, whenever it was: the family wants to know how long ago he ate. */
export const luddeNews: NewsSource = {
  access: 'family',
  async items(db) {
    const meal = await db
      .selectFrom('ludde_feeding_times')
      .leftJoin('users', (join) =>
        join
          .onRef('users.id', '=', 'ludde_feeding_times.created_by')
          .on('users.deleted_at', 'is', null),
      )
      .select([
        'ludde_feeding_times.timestamp',
        'ludde_feeding_times.comment',
        'ludde_feeding_times.created_by',
        'users.username',
      ])
      .orderBy('ludde_feeding_times.timestamp', 'desc')
      .orderBy('ludde_feeding_times.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!meal) return [];
    const by = meal.username ?? `User ${meal.created_by}`;
    return [
      {
        Kind: 'meal',
        Title: 'Ludde’s last meal',
        Detail: meal.comment === '' ? `Logged by ${by}` : `Logged by ${by}: “${meal.comment}”`,
        Link: manifest.routes[0].path,
        At: meal.timestamp,
      },
    ];
  },
};
