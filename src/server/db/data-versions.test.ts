import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../tests/test-app';
import { allMigrations } from '../app';
import { readDataVersions, SESSIONS_VERSION } from './data-versions';
import { migrateToLatest } from './migrate';

describe.each(testDatabaseKinds())('data versions on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps one version per name, starting from a number', async () => {
    const versions = await readDataVersions(t.app.db);
    expect(Object.keys(versions).sort()).toEqual(['message_list', SESSIONS_VERSION]);
    for (const version of Object.values(versions)) expect(version).toEqual(expect.any(Number));
  });

  it('migrates down before the versions and up again', async () => {
    const migrator = new Migrator({
      db: t.app.db,
      provider: { getMigrations: () => Promise.resolve(allMigrations()) },
    });
    const target = '2026-11-23-1800-device-credentials';
    const down = await migrator.migrateTo(target);
    expect(down.error).toBeUndefined();
    // Every later migration is undone, newest first; the versions' own among them.
    const later = Object.keys(allMigrations())
      .filter((name) => name > target)
      .sort()
      .reverse();
    expect(down.results?.map((result) => result.migrationName)).toEqual(later);
    expect(later).toEqual(
      expect.arrayContaining([
        '2026-11-24-1200-data-version-notices',
        '2026-11-24-0100-message-list-version',
        '2026-11-24-0000-data-versions',
      ]),
    );
    // Without the versions, changes to the tables they covered still go through.
    await t.app.db.deleteFrom('message').execute();
    await migrateToLatest(t.app.db, allMigrations());
    expect(await readDataVersions(t.app.db)).toEqual({ message_list: 0, [SESSIONS_VERSION]: 0 });
    await t.tokenFor('User');
    await t.app.db.deleteFrom('sessions').execute();
    expect((await readDataVersions(t.app.db))[SESSIONS_VERSION]).toBeGreaterThan(0);
  });
});
