import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { zoneOffsetMinutes } from '../shared/feeding-timestamp';
import type { FeedingTime } from '../shared/ludde.schemas';

const URL = '/api/data_models/ludde_feeding_times';
const MINUTE = 60_000;
const FUTURE = { error: "A meal can't be logged in the future." };
/** The spec's fields and, beside them, who logged the meal. */
const FIELDS = ['CreatedBy', 'CreatedByName', 'ID', 'comment', 'timestamp'];

/**
 * Stops the server's clock 42.123 s into a minute near the real time (so sessions stay valid) and
 * answers that minute's start, in milliseconds.
 */
function stopClockInsideAMinute(): number {
  const minute = Math.floor(Date.now() / MINUTE) * MINUTE;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(minute + 42_123);
  return minute;
}

/** `at` on the wall clock of `timeZone`, as a datetime-local value with seconds: no offset. */
function localText(at: number, timeZone: string, seconds = ':00'): string {
  const wall = new Date(at + zoneOffsetMinutes(at, timeZone) * MINUTE).toISOString();
  return `${wall.slice(0, 16)}${seconds}`;
}

describe.each(testDatabaseKinds())('Ludde feeding times API on %s', (kind) => {
  let t: TestApp;
  let family: { id: number; username: string; token: string };
  let admin: { id: number; username: string; token: string };
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const member = await t.createUser('Family');
    family = { ...member, token: await t.login(member.username, member.password) };
    const adminUser = await t.createUser('Admin');
    admin = { ...adminUser, token: await t.login(adminUser.username, adminUser.password) };
    adminToken = admin.token;
    userToken = await t.tokenFor('User');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('ludde_feeding_times').execute();
  });

  const post = (payload: unknown, token: string | null = family.token) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const list = (token: string | null = family.token) =>
    t.app.inject({ method: 'GET', url: URL, headers: token ? bearer(token) : {} });
  const remove = (id: number | string, token: string | null = family.token) =>
    t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: token ? bearer(token) : {} });

  async function listed(): Promise<FeedingTime[]> {
    const response = await list();
    expect(response.statusCode).toBe(200);
    return response.json<{ data: FeedingTime[] }>().data;
  }

  describe('POST', () => {
    it('answers 200 with the feeding time in UTC and records who made it', async () => {
      const response = await post({ timestamp: '2026-11-21T08:30:00+01:00', comment: 'Dry food' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: FeedingTime }>();
      expect(Object.keys(data).sort()).toEqual(FIELDS);
      expect(Number.isInteger(data.ID)).toBe(true);
      expect(data).toMatchObject({
        timestamp: '2026-11-21T07:30:00.000Z',
        comment: 'Dry food',
        CreatedBy: family.id,
        CreatedByName: family.username,
      });
      const row = await t.app.db
        .selectFrom('ludde_feeding_times')
        .selectAll()
        .where('id', '=', data.ID)
        .executeTakeFirstOrThrow();
      expect(row.created_by).toBe(family.id);
    });

    it('lets an Admin record a meal too', async () => {
      expect((await post({ timestamp: '2026-11-21T08:30:00Z' }, adminToken)).statusCode).toBe(200);
    });

    it('treats a missing or null comment as empty and trims the comment', async () => {
      const missing = await post({ timestamp: '2026-11-21T08:30:00Z' });
      expect(missing.json<{ data: FeedingTime }>().data.comment).toBe('');
      const nulled = await post({ timestamp: '2026-11-21T09:30:00Z', comment: null });
      expect(nulled.json<{ data: FeedingTime }>().data.comment).toBe('');
      const padded = await post({ timestamp: '2026-11-21T10:30:00Z', comment: '  wet food \n' });
      expect(padded.json<{ data: FeedingTime }>().data.comment).toBe('wet food');
    });

    it('accepts a 500-character comment', async () => {
      const response = await post({ timestamp: '2026-11-21T08:30:00Z', comment: 'c'.repeat(500) });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['a missing timestamp', { comment: 'x' }, /^timestamp: is required/],
      ['a numeric timestamp', { timestamp: 1763713800000 }, /^timestamp: must be a string/],
      ['a time without a date', { timestamp: 'T08:30' }, /^timestamp: must be an ISO-8601/],
      ['a local time before 1970', { timestamp: '1969-07-20T20:17' }, /^timestamp: must be/],
      ['a date only', { timestamp: '2026-11-21' }, /^timestamp: must be an ISO-8601/],
      ['free text', { timestamp: 'this morning' }, /^timestamp: must be an ISO-8601/],
      [
        'an impossible date',
        { timestamp: '2026-02-30T08:00:00Z' },
        /^timestamp: must be an ISO-8601/,
      ],
      ['an empty timestamp', { timestamp: '' }, /^timestamp: must be an ISO-8601/],
      [
        'a comment of 501 characters',
        { timestamp: '2026-11-21T08:30:00Z', comment: 'c'.repeat(501) },
        /^comment: must be at most 500/,
      ],
      [
        'a numeric comment',
        { timestamp: '2026-11-21T08:30:00Z', comment: 3 },
        /^comment: must be a string/,
      ],
      [
        'a NUL in the comment',
        { timestamp: '2026-11-21T08:30:00Z', comment: 'a\u0000' },
        /^comment: must not contain NUL/,
      ],
    ])('refuses %s with 400 and stores nothing', async (_label, payload, error) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(error);
      expect(await listed()).toEqual([]);
    });

    describe('in the future', () => {
      afterEach(() => {
        vi.useRealTimers();
      });

      it('accepts a meal anywhere in the current minute, even seconds ahead of the clock', async () => {
        const minute = stopClockInsideAMinute();
        for (const at of [minute, minute + 42_123, minute + 59_999]) {
          const response = await post({ timestamp: new Date(at).toISOString() });
          expect(response.statusCode, response.body).toBe(200);
        }
        expect(await listed()).toHaveLength(3);
      });

      it.each([
        ['the next minute', 1, 0],
        ['a minute and a half ahead', 1, 30_000],
        ['tomorrow', 24 * 60, 0],
        ['next year', 366 * 24 * 60, 0],
      ])(
        'refuses a meal %s with 400 and a clear message, storing nothing',
        async (_label, minutes, extra) => {
          const minute = stopClockInsideAMinute();
          const response = await post({
            timestamp: new Date(minute + minutes * MINUTE + extra).toISOString(),
            comment: 'Dry food',
          });
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual(FUTURE);
          expect(await listed()).toEqual([]);
        },
      );

      it('reads the future by the offset a time is sent with', async () => {
        const minute = stopClockInsideAMinute();
        const nextMinute = new Date(minute + MINUTE).toISOString().slice(0, 16);
        // The next minute's wall-clock time in UTC is an hour ago in a zone an hour ahead.
        expect((await post({ timestamp: `${nextMinute}:00+01:00` })).statusCode).toBe(200);
        const refused = await post({ timestamp: `${nextMinute}:00-01:00` });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual(FUTURE);
        expect((await post({ timestamp: `${nextMinute}:00Z` })).json()).toEqual(FUTURE);
        expect(await listed()).toHaveLength(1);
      });
    });

    it.each([['[]'], ['null'], ['"2026-11-21T08:30:00Z"'], ['{']])(
      'refuses the body %s with 400',
      async (raw) => {
        const response = await t.app.inject({
          method: 'POST',
          url: URL,
          headers: { ...bearer(family.token), 'content-type': 'application/json' },
          payload: raw,
        });
        expect(response.statusCode).toBe(400);
      },
    );

    it('refuses a User with 403 and anonymous callers with 401, storing nothing', async () => {
      const payload = { timestamp: '2026-11-21T08:30:00Z', comment: '' };
      expect((await post(payload, userToken)).statusCode).toBe(403);
      expect((await post(payload, null)).statusCode).toBe(401);
      const expired = await t.issueToken(family.id, 'expired');
      expect((await post(payload, expired)).statusCode).toBe(401);
      expect(await listed()).toEqual([]);
    });
  });

  describe('GET', () => {
    it('lists feeding times in time order, whatever the offsets they were sent with', async () => {
      // Entered out of order and in three time zones; the true order is b, c, a, d.
      const sent = [
        ['a', '2026-11-21T10:00:00+01:00'], // 09:00Z
        ['b', '2026-11-21T02:00:00-05:00'], // 07:00Z
        ['c', '2026-11-21T08:15:00Z'], // 08:15Z
        ['d', '2026-11-21T09:30:00+00:00'], // 09:30Z
      ] as const;
      for (const [comment, timestamp] of sent) {
        expect((await post({ timestamp, comment })).statusCode).toBe(200);
      }
      const feedingTimes = await listed();
      expect(feedingTimes.map((entry) => [entry.comment, entry.timestamp])).toEqual([
        ['b', '2026-11-21T07:00:00.000Z'],
        ['c', '2026-11-21T08:15:00.000Z'],
        ['a', '2026-11-21T09:00:00.000Z'],
        ['d', '2026-11-21T09:30:00.000Z'],
      ]);
      for (const entry of feedingTimes) {
        expect(Object.keys(entry).sort()).toEqual(FIELDS);
      }
    });

    it('names who logged each meal: the Family member or Admin whose session sent it', async () => {
      const other = await t.createUser('Family');
      const otherToken = await t.login(other.username, other.password);
      await post({ timestamp: '2026-11-21T07:00:00Z', comment: 'first' });
      await post({ timestamp: '2026-11-21T08:00:00Z', comment: 'second' }, otherToken);
      await post({ timestamp: '2026-11-21T09:00:00Z', comment: 'third' }, admin.token);
      const feedingTimes = await listed();
      expect(
        feedingTimes.map((entry) => [entry.comment, entry.CreatedBy, entry.CreatedByName]),
      ).toEqual([
        ['first', family.id, family.username],
        ['second', other.id, other.username],
        ['third', admin.id, admin.username],
      ]);
      // The Admin sees the same list: the name is no more than a Family member sees of other users.
      expect((await list(admin.token)).json()).toEqual({ data: feedingTimes });
    });

    it("shows a deleted user's meals under 'User {id}', never their old name", async () => {
      const leaver = await t.createUser('Family');
      const leaverToken = await t.login(leaver.username, leaver.password);
      const saved = await post(
        { timestamp: '2026-11-21T07:00:00Z', comment: 'before leaving' },
        leaverToken,
      );
      expect(saved.json<{ data: FeedingTime }>().data.CreatedByName).toBe(leaver.username);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/data_models/users/${leaver.id}`,
        headers: bearer(admin.token),
      });
      expect(deleted.statusCode).toBe(200);
      const [entry] = await listed();
      expect(entry).toMatchObject({
        comment: 'before leaving',
        CreatedBy: leaver.id,
        CreatedByName: `User ${leaver.id}`,
      });
      expect(JSON.stringify(await listed())).not.toContain(leaver.username);
      // Someone new may take the old name; the meal stays with the one who logged it.
      const successor = await t.createUser('Family', leaver.username);
      expect(successor.id).not.toBe(leaver.id);
      expect((await listed())[0]?.CreatedByName).toBe(`User ${leaver.id}`);
    });

    it('orders meals across midnight and years by the true instant', async () => {
      await post({ timestamp: '2026-01-01T00:30:00+01:00', comment: 'new year' }); // 2025-12-31T23:30Z
      await post({ timestamp: '2025-12-31T23:45:00Z', comment: 'late' });
      expect((await listed()).map((entry) => entry.comment)).toEqual(['new year', 'late']);
    });

    it('answers Family and Admin alike, and an empty log with an empty list', async () => {
      expect((await list()).json()).toEqual({ data: [] });
      await post({ timestamp: '2026-11-21T08:30:00Z' });
      expect((await list(adminToken)).json<{ data: FeedingTime[] }>().data).toHaveLength(1);
    });

    it('refuses a User with 403 and anonymous callers with 401', async () => {
      expect((await list(userToken)).statusCode).toBe(403);
      expect((await list(null)).statusCode).toBe(401);
    });
  });

  describe('DELETE /{ID}', () => {
    it('removes the feeding time with 200 and a small JSON body', async () => {
      const keep = await post({ timestamp: '2026-11-21T08:30:00Z', comment: 'keep' });
      const drop = await post({ timestamp: '2026-11-21T09:30:00Z', comment: 'drop' });
      const dropId = drop.json<{ data: FeedingTime }>().data.ID;
      const response = await remove(dropId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ID: dropId, deleted: true } });
      expect(await listed()).toEqual([keep.json<{ data: FeedingTime }>().data]);
    });

    it("lets an Admin delete a Family member's entry", async () => {
      const created = await post({ timestamp: '2026-11-21T08:30:00Z' });
      expect(
        (await remove(created.json<{ data: FeedingTime }>().data.ID, adminToken)).statusCode,
      ).toBe(200);
    });

    it('answers an unknown or already deleted ID with 404', async () => {
      const created = await post({ timestamp: '2026-11-21T08:30:00Z' });
      const id = created.json<{ data: FeedingTime }>().data.ID;
      expect((await remove(id)).statusCode).toBe(200);
      const again = await remove(id);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: `Feeding time ${id} not found` });
      expect((await remove(424242)).statusCode).toBe(404);
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])(
      'answers the malformed ID %j with 400',
      async (id) => {
        const response = await remove(id);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ error: string }>().error).toMatch(/^ID: must be a positive integer/);
      },
    );

    it('refuses a User with 403 and anonymous callers with 401, deleting nothing', async () => {
      const created = await post({ timestamp: '2026-11-21T08:30:00Z' });
      const id = created.json<{ data: FeedingTime }>().data.ID;
      expect((await remove(id, userToken)).statusCode).toBe(403);
      expect((await remove(id, null)).statusCode).toBe(401);
      expect(await listed()).toHaveLength(1);
    });
  });
});

describe.each(testDatabaseKinds())(
  'Ludde feeding times API with a site time zone ahead of UTC, on %s',
  (kind) => {
    // Five and a half hours ahead, all year: a local time read as UTC would lie in the future.
    const SITE_TIME_ZONE = 'Asia/Kolkata';
    let t: TestApp;
    let token: string;

    beforeAll(async () => {
      t = await buildTestApp(kind, { env: { SITE_TIME_ZONE } });
      token = await t.tokenFor('Family');
    });
    afterAll(async () => {
      await t.close();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const post = (timestamp: string) =>
      t.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload: { timestamp } });

    it('accepts a local time in the current minute and refuses one in the next', async () => {
      const minute = stopClockInsideAMinute();
      const now = await post(localText(minute, SITE_TIME_ZONE, ''));
      expect(now.statusCode, now.body).toBe(200);
      expect(now.json<{ data: FeedingTime }>().data.timestamp).toBe(new Date(minute).toISOString());
      expect((await post(localText(minute, SITE_TIME_ZONE, ':59.999'))).statusCode).toBe(200);
      const next = await post(localText(minute + MINUTE, SITE_TIME_ZONE, ''));
      expect(next.statusCode).toBe(400);
      expect(next.json()).toEqual(FUTURE);
    });
  },
);
