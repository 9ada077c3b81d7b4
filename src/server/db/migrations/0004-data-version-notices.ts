import type { Kysely, Migration } from 'kysely';
import { createDataVersionNotices, dropDataVersionNotices } from '../data-versions';

/** PostgreSQL announces every raised data version (decision 018); nothing on SQLite. */
export const dataVersionNoticesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createDataVersionNotices(db);
  },

  async down(db: Kysely<unknown>) {
    await dropDataVersionNotices(db);
  },
};
