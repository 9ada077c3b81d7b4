import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres, type TestDatabase } from '#tests/test-app';
import { createDatabase, type Database } from './connect';
import { migrateToLatest } from '#server/db/migrate';
import { PLATFORM_MIGRATIONS } from '#server/db/migrations/index';
import { lockScopes, withScopeLock } from './scope-lock';

/** Resolves with a function that ends the transaction, once `lockScopes` has returned inside it. */
function holdScopes(db: Database, scopes: readonly string[]): Promise<() => Promise<void>> {
  return new Promise((holding, failed) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const done = db
      .transaction()
      .execute(async (trx) => {
        await lockScopes(trx, scopes);
        holding(async () => {
          release();
          await done;
        });
        await released;
      })
      .catch(failed);
  });
}

describe('scope locks on SQLite', () => {
  let database: TestDatabase | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('take the write lock at once, so another process can neither write nor lock until the end', async () => {
    database = await createTestDatabase('sqlite');
    db = await createDatabase(database);
    await migrateToLatest(db, PLATFORM_MIGRATIONS);
    // Another process's connection to the same file, which does not wait for locks.
    const other = new SQLite(path.join(database.dataDir, 'nook.sqlite'));
    try {
      other.pragma('busy_timeout = 0');
      const end = await holdScopes(db, ['upload-quota:user:1']);
      expect(() => other.exec('begin immediate')).toThrow(/locked|busy/i);
      await end();
      other.exec('begin immediate');
      other.exec('rollback');
    } finally {
      other.close();
    }
  });
});

describeOnPostgres('scope locks on PostgreSQL', () => {
  let database: TestDatabase | undefined;
  const dbs: Database[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.destroy();
    await database?.drop();
  });

  it('make a second instance wait for the same scope until the first transaction ends, not for another', async () => {
    database = await createTestDatabase('postgres');
    const first = await createDatabase(database);
    const second = await createDatabase(database);
    dbs.push(first, second);
    await migrateToLatest(first, PLATFORM_MIGRATIONS);
    // The test's connections carry its schema's name: other tests' locks are not counted.
    const schema = database.schema ?? '';

    const end = await holdScopes(first, ['upload-quota:user:1']);
    // Another scope is free.
    await (
      await holdScopes(second, ['upload-quota:user:2'])
    )();
    let secondHolds = false;
    const waiting = holdScopes(second, ['upload-quota:user:1']).then((endSecond) => {
      secondHolds = true;
      return endSecond;
    });
    const waiters = async () => {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from pg_locks
        where locktype = 'advisory' and not granted and pid in (
          select pid from pg_stat_activity where application_name = ${schema})`.execute(first);
      return rows[0]?.count;
    };
    await expect.poll(waiters).toBe(1);
    expect(secondHolds).toBe(false);
    await end();
    await (
      await waiting
    )();
    expect(secondHolds).toBe(true);
  });
});

describe('withScopeLock on SQLite', () => {
  let database: TestDatabase | undefined;
  let db: Database | undefined;
  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('makes holders of one scope take turns, and lets other scopes and the database go on', async () => {
    database = await createTestDatabase('sqlite');
    db = await createDatabase(database);
    await migrateToLatest(db, PLATFORM_MIGRATIONS);
    const order: string[] = [];
    let letGo: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    const first = withScopeLock(db, 'object:a', async () => {
      order.push('first in');
      await gate;
      order.push('first out');
    });
    const second = withScopeLock(db, 'object:a', () => {
      order.push('second in');
      return Promise.resolve();
    });
    // Another scope, and the database itself, are not held up by the first holder.
    await withScopeLock(db, 'object:b', async (locked) => {
      order.push('other');
      await sql`select 1`.execute(locked);
    });
    expect(order).toEqual(['first in', 'other']);
    letGo();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'other', 'first out', 'second in']);
  });

  it('releases the scope when the work fails', async () => {
    database = await createTestDatabase('sqlite');
    db = await createDatabase(database);
    const failing = withScopeLock(db, 'object:a', () => Promise.reject(new Error('no')));
    await expect(failing).rejects.toThrow('no');
    await expect(withScopeLock(db, 'object:a', () => Promise.resolve('next'))).resolves.toBe(
      'next',
    );
  });
});
