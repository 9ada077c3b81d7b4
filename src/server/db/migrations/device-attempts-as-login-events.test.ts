import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabases, insertUserRow } from '#tests/migration-databases';
import { testDatabaseKinds } from '#tests/test-app';
import { allMigrations } from '../all-migrations';
import { migrateToLatest, migrateUpTo } from '../migrate';

const BEFORE = '2026-11-27-1530-pending-login-attempts';

describe.each(testDatabaseKinds())('device attempts as login events on %s', (kind) => {
  const openDatabase = freshDatabases(kind);

  it("keeps each credential's counted attempts as failures of its own, and removes a spent one", async () => {
    const db = await openDatabase();
    await migrateUpTo(db, allMigrations(), BEFORE);
    const { userId } = await insertUserRow(db, 'owner', '2026-11-27T10:00:00.000Z');
    const ids: number[] = [];
    for (const [i, attempts] of [0, 2, 5].entries()) {
      const { rows } = await sql<{ id: number }>`
        insert into device_credentials (token_hash, user_id, user_stamp, attempts, created_at, expires_at)
        values (${String(i).repeat(64)}, ${userId}, ${'s'.repeat(64)}, ${attempts},
                '2026-11-27T10:00:00.000Z', '2027-02-25T10:00:00.000Z')
        returning id`.execute(db);
      ids.push(Number(rows[0]?.id));
    }

    await migrateToLatest(db, allMigrations());
    const events = await db
      .selectFrom('rate_limit_events')
      .select(['scope', 'occurred_at', 'pending_attempt'])
      .execute();
    expect(events).toEqual(
      Array.from({ length: 2 }, () => ({
        scope: `login-device:${ids[1]}`,
        occurred_at: '2026-11-27T10:00:00.000Z',
        pending_attempt: null,
      })),
    );
    const kept = await db.selectFrom('device_credentials').selectAll().orderBy('id').execute();
    expect(kept.map((row) => row.id)).toEqual(ids.slice(0, 2));
    expect(Object.keys(kept[0] ?? {})).not.toContain('attempts');
  });
});
