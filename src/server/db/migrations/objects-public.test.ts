import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabases, insertUserRow } from '#tests/migration-databases';
import { testDatabaseKinds } from '#tests/test-app';
import { allMigrations } from '../all-migrations';
import { listTables, type PortableDb } from '#server/backup/backup-format';
import { findObjectByKey, setUploadsPublic } from '#server-kit/storage/objects.repository';
import { migrateToLatest, migrateUpTo } from '../migrate';

const BEFORE_THE_FLAG = '2026-11-25-2300-drop-data-versions';

describe.each(testDatabaseKinds())('the objects public flag on %s', (kind) => {
  const openDatabase = freshDatabases(kind);

  it('is added as false to the objects a database already indexes, and reads back as a boolean', async () => {
    const db = await openDatabase();
    await migrateUpTo(db, allMigrations(), BEFORE_THE_FLAG);
    const now = new Date().toISOString();
    const { userId: ownerId } = await insertUserRow(db, 'uploader', now);
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
