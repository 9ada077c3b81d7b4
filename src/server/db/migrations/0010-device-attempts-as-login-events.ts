import { sql, type Kysely, type Migration } from 'kysely';

/** The budget and scope of decision 014, as they stood when this ran. */
const DEVICE_ATTEMPT_BUDGET = 5;
const deviceScope = (credentialId: number) => `login-device:${credentialId}`;

/**
 * A device credential's attempts are counted by the login throttle, as events of its own scope that
 * wait for their verdict (decision 019), instead of in `device_credentials.attempts`, which could not
 * tell a failed guess from a login the server failed. The counts kept so far become failures, dated
 * when the credential was issued; a credential that had reached the budget is spent and goes, and
 * so does the column.
 */
export const deviceAttemptsAsLoginEventsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { rows } = await sql<{ id: number; attempts: number; created_at: string }>`
      select id, attempts, created_at from device_credentials where attempts > 0`.execute(db);
    for (const row of rows) {
      const failures = Number(row.attempts);
      if (failures >= DEVICE_ATTEMPT_BUDGET) {
        await sql`delete from device_credentials where id = ${row.id}`.execute(db);
        continue;
      }
      for (let i = 0; i < failures; i += 1) {
        await sql`insert into rate_limit_events (scope, occurred_at)
          values (${deviceScope(Number(row.id))}, ${row.created_at})`.execute(db);
      }
    }
    await db.schema.alterTable('device_credentials').dropColumn('attempts').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('device_credentials')
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    const { rows } = await sql<{ id: number }>`select id from device_credentials`.execute(db);
    for (const { id } of rows) {
      const scope = deviceScope(Number(id));
      await sql`update device_credentials
        set attempts = (select count(*) from rate_limit_events where scope = ${scope})
        where id = ${id}`.execute(db);
      await sql`delete from rate_limit_events where scope = ${scope}`.execute(db);
    }
  },
};
