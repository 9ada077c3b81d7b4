import { sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from '#server-kit/db/connect';

/**
 * Removes the data versions of decision 018 (superseded by 021) from a database that has them: the
 * `data_versions` table, the triggers that raised its rows (all named `data_version_…`, on the
 * platform's tables and on any app's) and, on PostgreSQL, their functions. A database made after
 * 021 never had them, and this changes nothing there.
 */
export const dropDataVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (isPostgres(db)) {
      // Every trigger that raised a version runs this function: CASCADE drops them with it.
      await sql`drop function if exists data_version_raise() cascade`.execute(db);
      await sql`drop table if exists data_versions`.execute(db);
      await sql`drop function if exists data_version_notice()`.execute(db);
      return;
    }
    const triggers = await sql<{ name: string }>`
      select name from sqlite_master
      where type = 'trigger' and name like 'data\\_version\\_%' escape '\\'`.execute(db);
    for (const { name } of triggers.rows) {
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    }
    await sql`drop table if exists data_versions`.execute(db);
  },
};
