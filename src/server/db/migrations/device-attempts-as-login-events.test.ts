import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '#tests/test-app';
import { allMigrations } from '../all-migrations';
import { createDatabase, type Database } from '#server-kit/db/connect';
import { migrateToLatest } from '../migrate';

const BEFORE = '2026-11-27-1530-pending-login-attempts';

describe.each(testDatabaseKinds())('device attempts as login events on %s', (kind) => {
  let database: TestDatabase | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
    db = undefined;
    database = undefined;
  });

  it("keeps each credential's counted attempts as failures of its own, and removes a spent one", async () => {
    database = await createTestDatabase(kind);
    db = await createDatabase(database);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(allMigrations()) },
    });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    const { id: roleId } = await db
      .selectFrom('roles')
      .select('id')
      .where('role_name', '=', 'User')
      .executeTakeFirstOrThrow();
    const { id: userId } = await db
      .insertInto('users')
      .values({
        username: 'owner',
        email: 'owner@example.com',
        password_hash: 'x',
        role_id: roleId,
        comment: '',
        created_at: '2026-11-27T10:00:00.000Z',
        updated_at: '2026-11-27T10:00:00.000Z',
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
