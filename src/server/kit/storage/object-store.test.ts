import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMillisecond } from '#tests/clock';
import { createDatabase, type Database } from '../db/connect';
import { migrateToLatest } from '#server/db/migrate';
import { PLATFORM_MIGRATIONS } from '#server/db/migrations/index';
import { createLocalStorage } from './local-storage';
import {
  md5Hex,
  readObjectByEtag,
  removeObject,
  storeObject,
  type ObjectStoreDeps,
} from './object-store';
import { findObjectByKey, listObjects } from './objects.repository';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

interface OpenedDatabase {
  db: Database;
  cleanup: () => Promise<void>;
}

function describeObjectStore(name: string, openDatabase: () => Promise<OpenedDatabase>): void {
  describe(`object store on ${name}`, () => {
    let opened: OpenedDatabase;
    let storageRoot: string;
    let deps: ObjectStoreDeps;

    beforeAll(async () => {
      opened = await openDatabase();
      await migrateToLatest(opened.db, PLATFORM_MIGRATIONS);
      storageRoot = await mkdtemp(path.join(os.tmpdir(), 'nook-object-store-'));
      deps = { db: opened.db, storage: createLocalStorage(storageRoot) };
    });
    afterAll(async () => {
      await deps.storage.close();
      await opened.cleanup();
      await rm(storageRoot, { recursive: true, force: true });
    });

    it('hashes with MD5 hex', () => {
      const body = randomBytes(1000);
      expect(md5Hex(body)).toBe(createHash('md5').update(body).digest('hex'));
      expect(md5Hex(Buffer.alloc(0))).toBe('d41d8cd98f00b204e9800998ecf8427e');
    });

    it('stores an object and reads it back by etag', async () => {
      const body = randomBytes(4096);
      const record = await storeObject(deps, {
        key: 'uploads/photo.png',
        body,
        contentType: 'image/png',
        ownerId: null,
      });
      expect(record).toMatchObject({
        key: 'uploads/photo.png',
        etag: createHash('md5').update(body).digest('hex'),
        size: 4096,
        content_type: 'image/png',
        storage_class: 'STANDARD',
        owner_id: null,
      });
      expect(new Date(record.created_at).toISOString()).toBe(record.created_at);

      const object = await readObjectByEtag(deps, record.etag);
      expect(object?.body.equals(body)).toBe(true);
      expect(object?.contentType).toBe('image/png');
      expect(object?.key).toBe('uploads/photo.png');
    });

    it('returns null for an unknown etag, and for an indexed object missing from storage', async () => {
      expect(await readObjectByEtag(deps, 'f'.repeat(32))).toBeNull();

      const record = await storeObject(deps, {
        key: 'uploads/vanishing.txt',
        body: Buffer.from('soon gone'),
        contentType: 'text/plain',
        ownerId: null,
      });
      await deps.storage.delete(record.key);
      expect(await readObjectByEtag(deps, record.etag)).toBeNull();
    });

    it('lists index rows newest first, with their owner', async () => {
      const role = await opened.db
        .selectFrom('roles')
        .select('id')
        .where('role_name', '=', 'User')
        .executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const user = await opened.db
        .insertInto('users')
        .values({
          username: 'uploader',
          email: 'uploader@example.com',
          password_hash: 'not-a-real-hash',
          role_id: role.id,
          comment: '',
          created_at: now,
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const older = await storeObject(deps, {
        key: 'list/older.txt',
        body: Buffer.from('older'),
        contentType: 'text/plain',
        ownerId: user.id,
      });
      nextMillisecond();
      const newer = await storeObject(deps, {
        key: 'list/newer.txt',
        body: Buffer.from('newer'),
        contentType: 'text/plain',
        ownerId: null,
      });

      const rows = await listObjects(opened.db);
      const keys = rows.map((row) => row.key);
      expect(keys.indexOf(newer.key)).toBeLessThan(keys.indexOf(older.key));
      expect(rows.find((row) => row.key === older.key)).toEqual(older);
      const createdTimes = rows.map((row) => row.created_at);
      expect(createdTimes).toEqual([...createdTimes].sort().reverse());
      expect(await findObjectByKey(opened.db, older.key)).toEqual(older);
    });

    it('updates the index row when the same key is stored again', async () => {
      const first = await storeObject(deps, {
        key: 'upsert/item.bin',
        body: Buffer.from('first'),
        contentType: 'application/octet-stream',
        ownerId: null,
      });
      const second = await storeObject(deps, {
        key: 'upsert/item.bin',
        body: Buffer.from('second body'),
        contentType: 'text/plain',
        ownerId: null,
      });
      expect(second.etag).not.toBe(first.etag);

      const row = await findObjectByKey(opened.db, 'upsert/item.bin');
      expect(row).toEqual(second);
      expect(
        (await listObjects(opened.db)).filter((r) => r.key === 'upsert/item.bin'),
      ).toHaveLength(1);
      expect(await readObjectByEtag(deps, first.etag)).toBeNull();
      expect((await readObjectByEtag(deps, second.etag))?.body.toString()).toBe('second body');
    });

    it('finds the newest object when two keys share content', async () => {
      const body = Buffer.from('same bytes twice');
      await storeObject(deps, { key: 'dup/one', body, contentType: 'text/plain', ownerId: null });
      nextMillisecond();
      await storeObject(deps, { key: 'dup/two', body, contentType: 'text/plain', ownerId: null });
      expect((await readObjectByEtag(deps, md5Hex(body)))?.key).toBe('dup/two');
    });

    it('removes the index row and the bytes', async () => {
      const record = await storeObject(deps, {
        key: 'remove/me.txt',
        body: Buffer.from('remove me'),
        contentType: 'text/plain',
        ownerId: null,
      });
      await removeObject(deps, record.key);
      expect(await findObjectByKey(opened.db, record.key)).toBeUndefined();
      expect(await deps.storage.get(record.key)).toBeNull();
      expect(await readObjectByEtag(deps, record.etag)).toBeNull();
    });
  });
}

describeObjectStore('SQLite', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-object-store-db-'));
  const db = await createDatabase({ databaseUrl: undefined, dataDir });
  return {
    db,
    cleanup: async () => {
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});

if (TEST_DATABASE_URL) {
  const databaseUrl = TEST_DATABASE_URL;
  describeObjectStore('PostgreSQL', async () => {
    // A fresh schema per run keeps parallel test files and earlier runs out of each other's way.
    const schema = `nook_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const separator = databaseUrl.includes('?') ? '&' : '?';
    const db = await createDatabase({
      databaseUrl: `${databaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      dataDir: os.tmpdir(),
    });
    // Fail loudly rather than migrate into the shared public schema.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    expect(rows[0]?.schema).toBe(schema);
    return {
      db,
      cleanup: async () => {
        await db.destroy();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  });
}
