import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, TEST_ADMIN, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { buildApp } from '#server/app';
import { revokeUserSessions } from './sessions.repository';

// Two instances of the server on one database, as behind a load balancer. Whatever ends or changes
// a session on one, through the API or straight in the database, counts on the other at its very
// next request: no instance keeps sessions between requests.
describe.each(testDatabaseKinds())('sessions across two instances on %s', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  let adminToken: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    other = await buildApp(t.config, { logger: false, webRoot: null });
    adminToken = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const session = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
  const feedingTimes = (app: FastifyInstance, token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/data_models/ludde_feeding_times',
      headers: bearer(token),
    });

  /** A Family member logged in, whose session both instances have just answered. */
  async function familyMember() {
    const user = await t.createUser('Family');
    const token = await t.login(user.username, user.password);
    for (const app of [t.app, other]) {
      expect((await session(app, token)).json()).toEqual({
        data: { username: user.username, role: 'Family', user_id: user.id },
      });
    }
    return { ...user, token };
  }

  it('ends a session on the other instance when it logs out on one', async () => {
    const member = await familyMember();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(member.token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await session(other, member.token)).statusCode).toBe(401);
  });

  it('refuses on the other instance a user the Admin deleted on one', async () => {
    const member = await familyMember();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/data_models/users/${member.id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await session(other, member.token)).statusCode).toBe(401);
  });

  it('ends the sessions on the other instance of a user whose role the Admin changed on one', async () => {
    const member = await familyMember();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/data_models/users/${member.id}`,
      headers: bearer(adminToken),
      payload: {
        username: member.username,
        email: `${member.username}@example.com`,
        access_role: 'User',
        comment: '',
        password: '',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await session(other, member.token)).statusCode).toBe(401);
    // Logged in again on the other instance: the new role, and what it may no longer see.
    const again = await t.login(member.username, member.password);
    expect((await session(other, again)).json()).toEqual({
      data: { username: member.username, role: 'User', user_id: member.id },
    });
    expect((await feedingTimes(other, again)).statusCode).toBe(403);
  });

  it('applies on both instances a role changed straight in the database', async () => {
    const member = await familyMember();
    expect((await feedingTimes(other, member.token)).statusCode).toBe(200);
    await t.setRoleInDatabase(member.id, 'User');
    for (const app of [other, t.app]) {
      expect((await session(app, member.token)).json()).toEqual({
        data: { username: member.username, role: 'User', user_id: member.id },
      });
      expect((await feedingTimes(app, member.token)).statusCode).toBe(403);
    }
  });

  it('refuses on both instances a user deleted or a session revoked straight in the database', async () => {
    const deleted = await familyMember();
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', deleted.id)
      .execute();
    const revoked = await familyMember();
    await revokeUserSessions(t.app.db, revoked.id, new Date());
    for (const app of [other, t.app]) {
      expect((await session(app, deleted.token)).statusCode).toBe(401);
      expect((await session(app, revoked.token)).statusCode).toBe(401);
    }
  });
});
