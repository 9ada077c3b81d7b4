import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  sessionOf,
  TEST_ADMIN,
  testDatabaseKinds,
  type TestApp,
} from '#tests/test-app';
import {
  DEVICE_ATTEMPT_BUDGET,
  MAX_DEVICE_CREDENTIALS,
} from '../kit/auth/device-credentials.repository';
import { hashPassword } from '../kit/auth/passwords';
import { generateToken, hashToken } from '../kit/auth/tokens';

interface LoginData {
  role: string;
  token: string;
  username: string;
  device_credential: string;
}

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

  it('throttles 30 parallel wrong passwords exactly as 30 sequential ones: 5 checked, 25 refused', async () => {
    const victim = await t.createUser('User');
    const parallel = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(
          { username: victim.username, password: `guess-${i}` },
          { 'x-forwarded-for': `10.1.0.${i}` },
        ),
      ),
    );
    const statuses = parallel.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    // Even the right password waits out the lock.
    expect((await login({ username: victim.username, password: victim.password })).statusCode).toBe(
      429,
    );

    // The same from one address across usernames: the address is locked after five.
    const fromOneAddress = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ username: `nobody-${i}`, password: 'wrong' }, { 'x-forwarded-for': '10.2.0.1' }),
      ),
    );
    expect(fromOneAddress.filter((response) => response.statusCode === 401)).toHaveLength(5);
  });

  it('logs in 8 parallel right passwords from one address as 8 sequential ones: all of them', async () => {
    const member = await t.createUser('User');
    const parallel = await Promise.all(
      Array.from({ length: 8 }, () =>
        login({ username: member.username, password: member.password }),
      ),
    );
    expect(parallel.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await t.app.db.selectFrom('rate_limit_events').selectAll().execute()).toEqual([]);
  });

  it('does not count a successful login against its address', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ username: 'admin', password: TEST_ADMIN.password })).statusCode).toBe(
        200,
      );
    }
    expect(await t.app.db.selectFrom('rate_limit_events').selectAll().execute()).toEqual([]);
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
    expect(session.json()).toEqual({
      data: { username: 'admin', role: 'Admin', user_id: expect.any(Number) as number },
    });

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

  it("names the user's ID beside the spec's fields, at login and in the session", async () => {
    const user = await t.createUser('Family');
    const response = await login({ username: user.username, password: user.password });
    const { data } = response.json<{ data: LoginData & { user_id: number } }>();
    expect(data.user_id).toBe(user.id);
    expect((await sessionOf(t.app, data.token)).json()).toEqual({
      data: { username: user.username, role: 'Family', user_id: user.id },
    });
  });

  describe('revoking a session by its hash', () => {
    const revoke = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/auth/revoke', payload: payload as object });
    const sessionStatus = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) }))
        .statusCode;

    it('ends the session whose token hashes to it, for a caller without the token', async () => {
      const user = await t.createUser('User');
      const token = await t.login(user.username, user.password);
      const other = await t.login(user.username, user.password);
      const response = await revoke({ token_hash: hashToken(token) });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await sessionStatus(token)).toBe(401);
      // Only that session: the same user's other login stays.
      expect(await sessionStatus(other)).toBe(200);
    });

    it('answers a hash no session has, or one already ended, the same way, changing nothing', async () => {
      const user = await t.createUser('User');
      const token = await t.login(user.username, user.password);
      expect((await revoke({ token_hash: hashToken(generateToken()) })).statusCode).toBe(204);
      expect((await revoke({ token_hash: hashToken(token) })).statusCode).toBe(204);
      const [row] = await t.app.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('token_hash', '=', hashToken(token))
        .execute();
      const revokedAt = row?.revoked_at;
      expect(revokedAt).not.toBeNull();
      expect((await revoke({ token_hash: hashToken(token) })).statusCode).toBe(204);
      const [again] = await t.app.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(again?.revoked_at).toBe(revokedAt);
    });

    it('refuses anything but a SHA-256 in hex with 400, and a token in its place too', async () => {
      const user = await t.createUser('User');
      const token = await t.login(user.username, user.password);
      for (const payload of [
        {},
        { token_hash: '' },
        { token_hash: token },
        { token_hash: hashToken(token).toUpperCase() },
        { token_hash: `${hashToken(token)}0` },
        { token_hash: 42 },
      ]) {
        const response = await revoke(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ error: string }>().error).toBeTruthy();
      }
      expect(await sessionStatus(token)).toBe(200);
    });
  });

  it('reads the role from the database on every request', async () => {
    const user = await t.createUser('User');
    const token = await t.login(user.username, user.password);
    await t.setRoleInDatabase(user.id, 'Family');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: bearer(token),
    });
    expect(session.json()).toEqual({
      data: { username: user.username, role: 'Family', user_id: user.id },
    });
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

  describe('device credentials', () => {
    const HOME = { 'x-forwarded-for': '10.1.1.1' };
    const STRANGER = { 'x-forwarded-for': '10.66.6.6' };

    /** Logs in from the owner's address and returns the response's data. */
    async function loginData(username: string, password: string, credential?: string) {
      const response = await login(
        credential === undefined
          ? { username, password }
          : { username, password, device_credential: credential },
        HOME,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: LoginData }>().data;
    }

    /** A stranger's wrong passwords for the username, from another address. */
    let strangers = 0;
    async function failFromElsewhere(username: string, times: number) {
      // A new address for each call, so that one locked address does not shield the next username.
      strangers += 1;
      for (let i = 0; i < times; i += 1) {
        const response = await login(
          { username, password: `guess-${i}` },
          { 'x-forwarded-for': `10.66.${strangers}.${i}` },
        );
        expect([401, 429]).toContain(response.statusCode);
      }
    }

    async function storedCredentials(userId: number) {
      return t.app.db
        .selectFrom('device_credentials')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
    }

    it('comes with every login, beside the fields of the original response, stored only as a hash', async () => {
      const data = await loginData(TEST_ADMIN.username, TEST_ADMIN.password);
      expect(Object.keys(data).sort()).toEqual([
        'device_credential',
        'role',
        'token',
        'user_id',
        'username',
      ]);
      expect(data.device_credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data.device_credential).not.toBe(data.token);
      const rows = await t.app.db.selectFrom('device_credentials').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toBe(hashToken(data.device_credential));
      // It is not a session: it opens nothing.
      expect((await sessionOf(t.app, data.device_credential)).statusCode).toBe(401);
    });

    it('lets a trusted device log in after five failures from another address, and refuses everyone else with 429', async () => {
      const first = await loginData(TEST_ADMIN.username, TEST_ADMIN.password);
      await failFromElsewhere('admin', 5);

      const untrusted = await login({ username: 'admin', password: TEST_ADMIN.password }, HOME);
      expect(untrusted.statusCode).toBe(429);
      expect(Number(untrusted.headers['retry-after'])).toBeGreaterThan(0);
      expect(untrusted.json<{ error: string }>().error).toMatch(/Too many failed login attempts/);

      const trusted = await loginData('admin', TEST_ADMIN.password, first.device_credential);
      expect(trusted.role).toBe('Admin');
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: bearer(trusted.token),
      });
      expect(session.statusCode).toBe(200);
      // Each login with a credential replaces it; the old one is trusted no more.
      expect(trusted.device_credential).not.toBe(first.device_credential);
      const replayed = await login(
        {
          username: 'admin',
          password: TEST_ADMIN.password,
          device_credential: first.device_credential,
        },
        HOME,
      );
      expect(replayed.statusCode).toBe(429);
      // The trusted login did not forgive the stranger's failures.
      expect(
        (await login({ username: 'admin', password: TEST_ADMIN.password }, STRANGER)).statusCode,
      ).toBe(429);
    });

    it('survives logout', async () => {
      const first = await loginData(TEST_ADMIN.username, TEST_ADMIN.password);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(first.token),
      });
      expect(logout.statusCode).toBe(204);
      await failFromElsewhere('admin', 10);
      expect((await loginData('admin', TEST_ADMIN.password, first.device_credential)).role).toBe(
        'Admin',
      );
    });

    it("spends a trusted device's budget on its own failures, which do not lock the username", async () => {
      const { device_credential: credential } = await loginData(
        TEST_ADMIN.username,
        TEST_ADMIN.password,
      );
      for (let i = 0; i < DEVICE_ATTEMPT_BUDGET; i += 1) {
        const response = await login(
          { username: 'admin', password: `typo-${i}`, device_credential: credential },
          HOME,
        );
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: 'Invalid username or password' });
      }
      const admin = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(await storedCredentials(admin.id)).toEqual([]);
      // The device's failures are its own: the username and the address are not locked by them.
      const events = await t.app.db.selectFrom('rate_limit_events').selectAll().execute();
      expect(events).toEqual([]);

      // Spent, the device is untrusted: a stranger's five failures now keep it out too.
      await failFromElsewhere('admin', 5);
      const spent = await login(
        { username: 'admin', password: TEST_ADMIN.password, device_credential: credential },
        HOME,
      );
      expect(spent.statusCode).toBe(429);
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('holds parallel guesses with one credential to its budget', async () => {
      const { device_credential: credential } = await loginData(
        TEST_ADMIN.username,
        TEST_ADMIN.password,
      );
      const extra = 3;
      const responses = await Promise.all(
        Array.from({ length: DEVICE_ATTEMPT_BUDGET + extra }, (_, i) =>
          login({ username: 'admin', password: `guess-${i}`, device_credential: credential }, HOME),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(
        Array.from({ length: DEVICE_ATTEMPT_BUDGET + extra }, () => 401),
      );
      // Only the guesses beyond the budget were untrusted, and counted against the username.
      const counted = await t.app.db
        .selectFrom('rate_limit_events')
        .select('scope')
        .where('scope', '=', 'login-user:admin')
        .execute();
      expect(counted).toHaveLength(extra);
    });

    it('treats a credential for another account, a forged one and an expired one as none', async () => {
      const user = await t.createUser('User');
      const others = await loginData(user.username, user.password);
      const admin = await loginData(TEST_ADMIN.username, TEST_ADMIN.password);
      await t.app.db
        .updateTable('device_credentials')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(admin.device_credential))
        .execute();
      await failFromElsewhere('admin', 5);

      for (const credential of [
        others.device_credential,
        generateToken(),
        'x',
        admin.device_credential,
      ]) {
        const response = await login(
          { username: 'admin', password: TEST_ADMIN.password, device_credential: credential },
          HOME,
        );
        expect(response.statusCode).toBe(429);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      // The other account's credential still serves its own account.
      expect(
        (await loginData(user.username, user.password, others.device_credential)).username,
      ).toBe(user.username);
    });

    it('ends with a password change, a role change and deletion', async () => {
      const adminToken = (await loginData(TEST_ADMIN.username, TEST_ADMIN.password)).token;
      const newPassword = await t.createUser('User');
      const promoted = await t.createUser('User');
      const deleted = await t.createUser('User');
      const users = [newPassword, promoted, deleted];
      const credentials = await Promise.all(
        users.map(
          async (user) => (await loginData(user.username, user.password)).device_credential,
        ),
      );
      const edit = (user: typeof promoted, changes: object) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/data_models/users/${user.id}`,
          headers: bearer(adminToken),
          payload: {
            username: user.username,
            email: `${user.username}@example.com`,
            access_role: 'User',
            comment: '',
            password: '',
            ...changes,
          },
        });
      expect((await edit(newPassword, { password: 'a brand new password' })).statusCode).toBe(200);
      expect((await edit(promoted, { access_role: 'Family' })).statusCode).toBe(200);
      const removal = await t.app.inject({
        method: 'DELETE',
        url: `/api/data_models/users/${deleted.id}`,
        headers: bearer(adminToken),
      });
      expect(removal.statusCode).toBe(200);
      for (const user of users) expect(await storedCredentials(user.id)).toEqual([]);

      await failFromElsewhere(newPassword.username, 5);
      await failFromElsewhere(promoted.username, 5);
      const passwords = ['a brand new password', promoted.password];
      for (const [index, user] of [newPassword, promoted].entries()) {
        const response = await login(
          {
            username: user.username,
            password: passwords[index],
            device_credential: credentials[index],
          },
          HOME,
        );
        expect(response.statusCode).toBe(429);
      }
    });

    it('ends when the password or role changes by any path, not only through the Admin API', async () => {
      const user = await t.createUser('User');
      const before = await loginData(user.username, user.password);
      await t.app.db
        .updateTable('users')
        .set({ password_hash: await hashPassword(user.password) })
        .where('id', '=', user.id)
        .execute();
      await failFromElsewhere(user.username, 5);
      const samePasswordNewHash = await login(
        {
          username: user.username,
          password: user.password,
          device_credential: before.device_credential,
        },
        HOME,
      );
      expect(samePasswordNewHash.statusCode).toBe(429);
      // The outdated credential is removed.
      expect(await storedCredentials(user.id)).toEqual([]);
    });

    it(`keeps at most ${MAX_DEVICE_CREDENTIALS} per account, dropping the oldest`, async () => {
      const user = await t.createUser('User');
      const issued: string[] = [];
      for (let i = 0; i < MAX_DEVICE_CREDENTIALS + 2; i += 1) {
        issued.push((await loginData(user.username, user.password)).device_credential);
      }
      const rows = await storedCredentials(user.id);
      expect(rows.map((row) => row.token_hash).sort()).toEqual(
        issued.slice(2).map(hashToken).sort(),
      );
      await failFromElsewhere(user.username, 5);
      const dropped = await login(
        { username: user.username, password: user.password, device_credential: issued[0] },
        HOME,
      );
      expect(dropped.statusCode).toBe(429);
      const kept = await login(
        { username: user.username, password: user.password, device_credential: issued[2] },
        HOME,
      );
      expect(kept.statusCode).toBe(200);
    });

    it('accepts null as no credential and refuses a malformed one with 400', async () => {
      const withNull = await login({ ...TEST_ADMIN, device_credential: null }, HOME);
      expect(withNull.statusCode).toBe(200);
      for (const device_credential of [42, ['a'], { a: 1 }, 'x'.repeat(129)]) {
        const response = await login({ ...TEST_ADMIN, device_credential }, HOME);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ error: string }>().error).toMatch(/^device_credential: /);
      }
    });

    it('is described in the OpenAPI document, in the request and in the response', async () => {
      const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
        paths: Record<
          string,
          Record<
            string,
            {
              requestBody: {
                content: Record<
                  string,
                  {
                    schema: {
                      properties: Record<string, { description?: string }>;
                      required?: string[];
                    };
                  }
                >;
              };
              responses: Record<
                string,
                {
                  content: Record<
                    string,
                    { schema: { properties: { data: { properties: Record<string, unknown> } } } }
                  >;
                }
              >;
            }
          >
        >;
      }>();
      const operation = spec.paths['/api/login']?.['post'];
      const request = operation?.requestBody.content['application/json']?.schema;
      expect(request?.properties['device_credential']?.description).toMatch(
        /earlier successful login/,
      );
      expect(request?.required).toEqual(['username', 'password']);
      const response = operation?.responses['200']?.content['application/json']?.schema;
      expect(Object.keys(response?.properties.data.properties ?? {})).toContain(
        'device_credential',
      );
    });
  });

  describe('back-off for untrusted clients', () => {
    /** Moves every counted failure back in time, as if the clock had run on. */
    const age = async (ms: number) => {
      const rows = await t.app.db.selectFrom('rate_limit_events').selectAll().execute();
      for (const row of rows) {
        const earlier = new Date(new Date(row.occurred_at).getTime() - ms).toISOString();
        await t.app.db
          .updateTable('rate_limit_events')
          .set({ occurred_at: earlier })
          .where('id', '=', row.id)
          .execute();
      }
    };

    const retryAfter = async () => {
      const response = await login({ username: 'admin', password: TEST_ADMIN.password });
      expect(response.statusCode).toBe(429);
      return Number(response.headers['retry-after']);
    };

    it('locks for a minute after the fifth failure and doubles the lock with each further one', async () => {
      for (let i = 0; i < 4; i += 1) await login({ username: 'admin', password: 'wrong' });
      // Four failures lock nothing yet.
      expect((await login({ username: 'admin', password: 'still wrong' })).statusCode).toBe(401);
      const first = await retryAfter();
      expect(first).toBeGreaterThan(50);
      expect(first).toBeLessThanOrEqual(60);

      await age(61_000);
      expect((await login({ username: 'admin', password: 'wrong again' })).statusCode).toBe(401);
      const second = await retryAfter();
      expect(second).toBeGreaterThan(110);
      expect(second).toBeLessThanOrEqual(120);

      await age(121_000);
      expect((await login({ username: 'admin', password: 'and again' })).statusCode).toBe(401);
      const third = await retryAfter();
      expect(third).toBeGreaterThan(230);
      expect(third).toBeLessThanOrEqual(240);

      // After the lock the right password gets in and clears the username's failures.
      await age(241_000);
      expect((await login({ username: 'admin', password: TEST_ADMIN.password })).statusCode).toBe(
        200,
      );
    });
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /** Five failures, each with another forged left-most address, then a sixth: locked or not. */
  async function sixthAfterForgedFailures(trustProxy: string): Promise<number> {
    t = await buildTestApp('sqlite', { env: { TRUST_PROXY: trustProxy } });
    const app = t.app;
    const attempt = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        // What one reverse proxy in front passes on: whatever the client sent, then the client's address.
        headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        payload: { username: `nobody-${i}`, password: 'wrong' },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(i)).statusCode).toBe(401);
    const sixth = (await attempt(5)).statusCode;
    // Another client behind the same proxy is not locked out with the first.
    const neighbour = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': '198.51.100.8' },
      payload: { username: 'someone-else', password: 'wrong' },
    });
    expect(neighbour.statusCode).toBe(401);
    return sixth;
  }

  it('with a hop count, takes the address the proxy saw: a forged X-Forwarded-For escapes nothing', async () => {
    expect(await sixthAfterForgedFailures('1')).toBe(429);
  });

  it("with the proxy's addresses or ranges, does the same", async () => {
    expect(await sixthAfterForgedFailures('127.0.0.1/8, ::1')).toBe(429);
  });

  it('with true, believes every hop, forged ones too (why the README recommends a hop count)', async () => {
    expect(await sixthAfterForgedFailures('true')).toBe(401);
  });
});
