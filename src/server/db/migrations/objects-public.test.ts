import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '#tests/test-app';
import { allMigrations } from '../all-migrations';
import { listTables, type PortableDb } from '#server/backup/backup-format';
import { findObjectByKey, setUploadsPublic } from '#server-kit/storage/objects.repository';
import { createDatabase, type Database } from '#server-kit/db/connect';
import { migrateToLatest, migrateUpTo } from '../migrate';

const BEFORE_THE_FLAG = '2026-11-25-2300-drop-data-versions';

describe.each(testDatabaseKinds())('the objects public flag on %s', (kind) => {
  let database: TestDatabase | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
    db = undefined;
    database = undefined;
  });

  it('is added as false to the objects a database already indexes, and reads back as a boolean', async () => {
    database = await createTestDatabase(kind);
    db = await createDatabase(database);
    await migrateUpTo(db, allMigrations(), BEFORE_THE_FLAG);
    const { id: roleId } = await db
      .selectFrom('roles')
      .select('id')
      .where('role_name', '=', 'User')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const { id: ownerId } = await db
      .insertInto('users')
      .values({
        username: 'uploader',
        email: 'uploader@example.com',
        password_hash: 'x',
        role_id: roleId,
        comment: '',
        created_at: now,
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const etag = '0123456789abcdef0123456789abcdef';
    // The row as the code before the flag wrote it: no public column yet.
    await sql`
      insert into objects (key, etag, size, content_type, storage_class, owner_id, created_at)
      values ('uploads/1/old.png', ${etag}, 10, 'image/png', 'STANDARD', ${ownerId}, ${now})`.execute(
      db,
    );

    await migrateToLatest(db, allMigrations());
    expect(await findObjectByKey(db, 'uploads/1/old.png')).toMatchObject({ public: false });
    expect(await setUploadsPublic(db, etag, undefined, true)).toMatchObject([
      { key: 'uploads/1/old.png', public: true },
    ]);
    expect((await findObjectByKey(db, 'uploads/1/old.png'))?.public).toBe(true);
    // Backups find the column by introspection and keep it as true/false.
    const tables = await listTables(db as unknown as Kysely<PortableDb>);
    const objects = tables.find((table) => table.name === 'objects');
    expect(objects?.columns).toContainEqual({ name: 'public', boolean: true });
  });
});
