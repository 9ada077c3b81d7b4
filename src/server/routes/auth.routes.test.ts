import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  TEST_ADMIN,
  testDatabaseKinds,
  type TestApp,
} from '../../../tests/test-app';
import { hashToken } from '../auth/tokens';

describe.each(testDatabaseKinds())('auth API on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(kind, { env: { TRUST_PROXY: 'true' } });
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });

  it('logs the first Admin in and returns role, token and username', async () => {
    const response = await login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { role: string; token: string; username: string } }>();
    expect(data.role).toBe('Admin');
    expect(data.username).toBe('admin');
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the SHA-256 of the token, with a 24 hour lifetime for Admin and 30 days otherwise', async () => {
    const adminToken = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const user = await t.createUser('User');
    const userToken = await t.login(user.username, user.password);
    const rows = await t.app.db.selectFrom('sessions').selectAll().execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(adminToken);
    const lifetime = (token: string) => {
      const row = rows.find((r) => r.token_hash === hashToken(token));
      if (!row) throw new Error('session not stored by hash');
      return new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    };
    expect(lifetime(adminToken)).toBe(24 * 3600 * 1000);
    expect(lifetime(userToken)).toBe(30 * 24 * 3600 * 1000);
  });

  it('matches usernames without regard to case', async () => {
    const response = await login({ username: 'ADMIN', password: TEST_ADMIN.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers unknown user and wrong password with the same 401', async () => {
    const wrongPassword = await login({ username: TEST_ADMIN.username, password: 'nope-nope' });
    const unknownUser = await login({ username: 'ghost', password: 'nope-nope' });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid username or password' });
    }
  });

  it.each([
    [{}],
    [{ username: 'admin' }],
    [{ password: 'x' }],
    [{ username: '   ', password: 'x' }],
    [{ username: 'admin', password: '' }],
    [{ username: 42, password: 'x' }],
    [[1, 2]],
  ])('rejects the malformed body %j with 400', async (payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/required/);
  });

  it('never accepts a default or empty password for the Admin', async () => {
    for (const password of ['admin', 'password', 'changeme', '123456']) {
      expect((await login({ username: 'admin', password })).statusCode).toBe(401);
    }
  });

  it('locks a username after 5 failures with 429 and Retry-After, from any address', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await login(
        { username: 'admin', password: `wrong-${i}` },
        { 'x-forwarded-for': `10.0.0.${i}` },
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ username: 'admin', password: TEST_ADMIN.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.json<{ error: string }>().error).toMatch(/Too many failed login attempts/);
  });

  it('locks an IP address after 5 failures across different usernames', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ username: `nobody${i}`, password: 'wrong' })).statusCode).toBe(401);
    }
    expect((await login({ username: 'admin', password: TEST_ADMIN.password })).statusCode).toBe(
      429,
    );
  });

  it('lets a username log in again when its failures are older than the window', async () => {
    for (let i = 0; i < 5; i += 1) await login({ username: 'admin', password: 'wrong' });
    const longAgo = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    await t.app.db.updateTable('rate_limit_events').set({ occurred_at: longAgo }).execute();
    expect((await login({ username: 'admin', password: TEST_ADMIN.password })).statusCode).toBe(
      200,
    );
  });

  it('reports the session and ends it on logout', async () => {
    const token = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ data: { username: 'admin', role: 'Admin' } });

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('reads the role from the database on every request', async () => {
    const user = await t.createUser('User');
    const token = await t.login(user.username, user.password);
    const family = await t.app.db
      .selectFrom('roles')
      .select('id')
      .where('role_name', '=', 'Family')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('users')
      .set({ role_id: family.id })
      .where('id', '=', user.id)
      .execute();
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: bearer(token),
    });
    expect(session.json()).toEqual({ data: { username: user.username, role: 'Family' } });
  });

  it('refuses expired, revoked, deleted-user and malformed tokens with 401', async () => {
    const user = await t.createUser('User');
    const expired = await t.issueToken(user.id, 'expired');
    const revoked = await t.issueToken(user.id, 'revoked');
    const deletedUser = await t.createUser('User');
    const deletedToken = await t.issueToken(deletedUser.id);
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', deletedUser.id)
      .execute();
    for (const headers of [
      bearer(expired),
      bearer(revoked),
      bearer(deletedToken),
      bearer('not-a-real-token'),
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/session', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: string }>().error).toBeTruthy();
    }
  });
});
