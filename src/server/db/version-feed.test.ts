import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  followingVersionNotices,
  testDatabaseKinds,
  type TestApp,
} from '../../../tests/test-app';
import { versionFeed } from './connect';
import { readDataVersions, readDataVersionsNow, SESSIONS_VERSION } from './data-versions';
import { VERSION_CHANNEL, VersionFeed } from './version-feed';

const MESSAGE_LIST = 'message_list';

// PostgreSQL announces raised data versions; a server follows them instead of reading them on
// every request, and reads them itself whenever it cannot be sure (decision 018).
const onPostgres = testDatabaseKinds().includes('postgres');
if (!onPostgres) {
  console.info('version feed: a PostgreSQL-only suite, skipped (set TEST_DATABASE_URL to run it)');
}

describe.skipIf(!onPostgres).each(['postgres'] as const)(
  'data versions followed through notices on %s',
  (kind) => {
    let t: TestApp;
    let feed: VersionFeed;
    /** A connection of its own, as another server or an operator would have. */
    let outside: pg.Client;

    beforeAll(async () => {
      t = await buildTestApp(kind);
      const started = versionFeed(t.app.db);
      if (!started) throw new Error('a PostgreSQL server follows its data versions');
      feed = started;
      outside = new pg.Client({ connectionString: t.config.databaseUrl });
      await outside.connect();
      await followingVersionNotices(t.app);
    });
    afterAll(async () => {
      await outside.end();
      await t.close();
    });

    const inDatabase = async () => {
      const { rows } = await outside.query<{ name: string; version: string }>(
        'select name, version from data_versions',
      );
      return Object.fromEntries(rows.map((row) => [row.name, Number(row.version)]));
    };
    const postOutside = (content: string) =>
      outside.query('insert into message (content, sent_at, sender_id) values ($1, $2, 1)', [
        content,
        new Date().toISOString(),
      ]);

    it('answers at once, with the versions the database has', async () => {
      expect(feed.current()).toEqual(await inDatabase());
      expect(readDataVersionsNow(t.app.db)).toEqual(await inDatabase());
    });

    it('learns of a change committed elsewhere from its notice, without reading', async () => {
      const before = feed.current()?.[MESSAGE_LIST] ?? NaN;
      await postOutside('posted by another server');
      await expect.poll(() => feed.current()?.[MESSAGE_LIST]).toBe(before + 1);
      expect(feed.current()).toEqual(await inDatabase());
    });

    it('hears nothing of a transaction rolled back, nor of another schema', async () => {
      const before = feed.current()?.[MESSAGE_LIST] ?? NaN;
      await outside.query('begin');
      await postOutside('never committed');
      await outside.query('rollback');
      await outside.query(`select pg_notify($1, 'some_other_schema message_list 999999')`, [
        VERSION_CHANNEL,
      ]);
      // A later notice of this schema arrives after those would have.
      const sessions = feed.current()?.[SESSIONS_VERSION] ?? NaN;
      await outside.query(`update users set comment = 'noticed' where id = 1`);
      await expect.poll(() => feed.current()?.[SESSIONS_VERSION]).toBe(sessions + 1);
      expect(feed.current()?.[MESSAGE_LIST]).toBe(before);
    });

    it("reads again after this server's own write, before it answers at once again", async () => {
      await expect.poll(() => feed.live).toBe(true);
      const before = feed.current()?.[MESSAGE_LIST] ?? NaN;
      await t.app.db
        .insertInto('message')
        .values({ content: 'posted here', sent_at: new Date().toISOString(), sender_id: 1 })
        .execute();
      // Its notice may not have arrived yet: until the versions are read again, they are read.
      expect(feed.current()).toBeUndefined();
      expect(readDataVersionsNow(t.app.db)).toBeUndefined();
      expect((await readDataVersions(t.app.db))[MESSAGE_LIST]).toBe(before + 1);
      await expect.poll(() => feed.current()?.[MESSAGE_LIST]).toBe(before + 1);
    });

    it('shows a post to its sender on the very next request', async () => {
      const token = await t.tokenFor('Family');
      const list = () =>
        t.app.inject({ method: 'GET', url: '/api/data_models/message', headers: bearer(token) });
      expect((await list()).statusCode).toBe(200);
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/data_models/message',
        headers: bearer(token),
        payload: { Content: 'seen at once' },
      });
      expect(posted.statusCode).toBe(200);
      const contents = (await list()).json<{ data: { Content: string }[] }>().data;
      expect(contents.map((message) => message.Content)).toContain('seen at once');
    });

    it('listens again after losing its connection, and misses nothing meanwhile', async () => {
      const listens = feed.listens;
      const lost = feed.backendPid;
      await outside.query('select pg_terminate_backend($1)', [lost]);
      await expect.poll(() => feed.listens, { timeout: 15_000 }).toBe(listens + 1);
      expect(feed.backendPid).not.toBe(lost);
      const before = (await inDatabase())[MESSAGE_LIST] ?? NaN;
      await postOutside('posted while reconnecting');
      await expect.poll(() => feed.current()?.[MESSAGE_LIST]).toBe(before + 1);
      expect(feed.current()).toEqual(await inDatabase());
    });

    it('counts as deaf when its heartbeats do not come back, and connects again', async () => {
      const feedOn = (heartbeatChannel: string) =>
        new VersionFeed({
          async connect() {
            const client = new pg.Client({ connectionString: t.config.databaseUrl });
            await client.connect();
            return client;
          },
          read: inDatabase,
          async announce(payload) {
            await outside.query('select pg_notify($1, $2)', [heartbeatChannel, payload]);
          },
        });
      // As behind a pooler that does not pass notices on: the heartbeats go nowhere it listens.
      const deaf = feedOn('nook_nowhere');
      const hearing = feedOn(VERSION_CHANNEL);
      let deafWasLive = false;
      const watch = setInterval(() => (deafWasLive ||= deaf.live), 5);
      try {
        await expect.poll(() => hearing.live).toBe(true);
        await expect.poll(() => deaf.listens, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
        // It never trusted what it could not hear; the other one never lost its connection.
        expect(deafWasLive).toBe(false);
        expect(deaf.current()).toBeUndefined();
        expect(hearing.live).toBe(true);
        expect(hearing.listens).toBe(1);
      } finally {
        clearInterval(watch);
        await deaf.close();
        await hearing.close();
      }
    });

    it('closes its connection with the server', async () => {
      const second = await buildTestApp(kind);
      const secondFeed = versionFeed(second.app.db);
      await expect.poll(() => secondFeed?.live).toBe(true);
      const pid = secondFeed?.backendPid;
      expect(pid).toEqual(expect.any(Number));
      await second.close();
      expect(secondFeed?.live).toBe(false);
      const backends = async () =>
        (await outside.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount;
      await expect.poll(backends).toBe(0);
    });
  },
);
