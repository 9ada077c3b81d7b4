import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  buildTestApp,
  followingVersionNotices,
  testDatabaseKinds,
  type TestApp,
} from '../../../tests/test-app';
import { buildApp } from '../app';
import { revokeUserSessions } from '../auth/sessions.repository';
import { readDataVersions, SESSIONS_VERSION } from '../db/data-versions';

// Sessions are kept by each server between requests (decision 018). Whatever ends or changes one,
// through the API or straight in the database, counts on the very next request; on another
// server, at once on SQLite, and on PostgreSQL as soon as the database's notice has arrived.
describe.each(testDatabaseKinds())('kept sessions on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await followingVersionNotices(t.app);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const session = (token: string, app = t.app) =>
    app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
  const feedingTimes = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/data_models/ludde_feeding_times',
      headers: bearer(token),
    });

  async function familyMember() {
    const user = await t.createUser('Family');
    const token = await t.login(user.username, user.password);
    // Found once, so the next request may use the kept session.
    expect((await session(token)).json()).toEqual({
      data: { username: user.username, role: 'Family' },
    });
    return { ...user, token };
  }

  it('refuses a session revoked in the database on the next request', async () => {
    const member = await familyMember();
    await revokeUserSessions(t.app.db, member.id, new Date());
    expect((await session(member.token)).statusCode).toBe(401);
  });

  it('applies a role changed in the database on the next request', async () => {
    const member = await familyMember();
    expect((await feedingTimes(member.token)).statusCode).toBe(200);
    await t.setRoleInDatabase(member.id, 'User');
    expect((await session(member.token)).json()).toEqual({
      data: { username: member.username, role: 'User' },
    });
    expect((await feedingTimes(member.token)).statusCode).toBe(403);
  });

  it('refuses the session of a user deleted in the database on the next request', async () => {
    const member = await familyMember();
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', member.id)
      .execute();
    expect((await session(member.token)).statusCode).toBe(401);
  });

  it('ends a session on a second server when it logs out on the first', async () => {
    const second = await buildApp(t.config, { logger: false, webRoot: null });
    try {
      await followingVersionNotices(second);
      const member = await familyMember();
      expect((await session(member.token, second)).statusCode).toBe(200);
      // Kept by the second server: it answers without asking the database.
      expect((await session(member.token, second)).statusCode).toBe(200);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(member.token),
      });
      expect(logout.statusCode).toBe(204);
      // The server that wrote knows at once, on either database.
      expect((await session(member.token)).statusCode).toBe(401);
      const onSecond = async () => (await session(member.token, second)).statusCode;
      if (kind === 'sqlite') expect(await onSecond()).toBe(401);
      else await expect.poll(onSecond).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('keeps no session under a version raised by a transaction that is rolled back', async () => {
    const member = await familyMember();
    const trx = await t.app.db.startTransaction().execute();
    await revokeUserSessions(trx, member.id, new Date());
    // A request while the revocation is open but not committed.
    const pending = session(member.token);
    let answered = false;
    void pending.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // SQLite has one connection: the request waits for the transaction to end.
    if (kind === 'sqlite') expect(answered).toBe(false);
    await trx.rollback().execute();
    // Rolled back: the session stands.
    expect((await pending).statusCode).toBe(200);
    // The real revocation raises the version to the number the rolled-back one had: a session
    // kept under that number would still be let in.
    await revokeUserSessions(t.app.db, member.id, new Date());
    expect((await session(member.token)).statusCode).toBe(401);
  });

  it('still ends a kept session when it expires', async () => {
    const member = await familyMember();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60 * 1000);
      expect((await session(member.token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('raises the sessions version with every change to sessions, users and roles, not with logins', async () => {
    const version = async () => (await readDataVersions(t.app.db))[SESSIONS_VERSION];
    const member = await familyMember();
    const before = await version();
    expect(before).toEqual(expect.any(Number));
    // A new session changes no one else's.
    await t.login(member.username, member.password);
    expect(await version()).toBe(before);
    await t.app.db
      .updateTable('users')
      .set({ comment: 'changed' })
      .where('id', '=', member.id)
      .execute();
    const afterUser = await version();
    expect(afterUser).toBeGreaterThan(before ?? Infinity);
    await t.app.db
      .updateTable('roles')
      .set({ role_name: 'User' })
      .where('role_name', '=', 'User')
      .execute();
    const afterRole = await version();
    expect(afterRole).toBeGreaterThan(afterUser ?? Infinity);
    await t.app.db.deleteFrom('sessions').where('user_id', '=', member.id).execute();
    expect(await version()).toBeGreaterThan(afterRole ?? Infinity);
  });
});
