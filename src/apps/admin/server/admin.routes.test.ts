import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeObject } from '#server-kit/storage/object-store';
import { bearer, buildTestApp, TEST_ADMIN, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { nextMillisecond } from '#tests/clock';
import { makeJpeg, makePng } from '#tests/upload-fixtures';
import type { Role, User, UserName } from '../shared/admin.schemas';

const USER_KEYS = [
  'CreatedAt',
  'DeletedAt',
  'ID',
  'UpdatedAt',
  'access_role',
  'comment',
  'email',
  'username',
];
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let nameCounter = 0;
/** A username no other test uses, so tests can share one server. */
function uniqueName(prefix = 'person'): string {
  nameCounter += 1;
  return `${prefix}${nameCounter}_${Math.random().toString(36).slice(2, 7)}`;
}

function newUserBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName();
  return {
    username,
    email: `${username}@example.com`,
    password: 'a long enough password',
    access_role: 'User',
    comment: 'made by a test',
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('admin API on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    adminToken = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
    adminId = (
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', TEST_ADMIN.username)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });
  // Some tests prove that a login fails; the throttle must not turn later logins into 429s.
  beforeEach(async () => {
    await t.app.db.deleteFrom('rate_limit_events').execute();
  });

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) {
    return t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function createThroughApi(overrides: Record<string, unknown> = {}) {
    const body = newUserBody(overrides);
    const response = await call('POST', '/api/data_models/users', adminToken, body);
    expect(response.statusCode, response.body).toBe(201);
    return { body, user: response.json<{ data: User }>().data };
  }

  async function listAsAdmin(query = ''): Promise<User[]> {
    const response = await call('GET', `/api/data_models/users${query}`, adminToken);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: User[] }>().data;
  }

  async function loginStatus(username: string, password: string): Promise<number> {
    const response = await call('POST', '/api/login', undefined, { username, password });
    return response.statusCode;
  }

  describe('GET /api/data_models/users', () => {
    it('gives the Admin every field of every active user, ordered by ID, and no deleted ones', async () => {
      const kept = await createThroughApi();
      const gone = await createThroughApi();
      expect(
        (await call('DELETE', `/api/data_models/users/${gone.user.ID}`, adminToken)).statusCode,
      ).toBe(200);

      for (const query of ['', '?include_deleted=false']) {
        const users = await listAsAdmin(query);
        const ids = users.map((user) => user.ID);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        for (const user of users) expect(Object.keys(user).sort()).toEqual(USER_KEYS);
        expect(ids, query).toContain(kept.user.ID);
        expect(ids, query).not.toContain(gone.user.ID);
        expect(
          users.filter((user) => user.DeletedAt !== null),
          query,
        ).toEqual([]);
      }
    });

    it('gives the Admin deleted users too, with DeletedAt, when asked with include_deleted=true', async () => {
      const kept = await createThroughApi();
      const gone = await createThroughApi();
      expect(
        (await call('DELETE', `/api/data_models/users/${gone.user.ID}`, adminToken)).statusCode,
      ).toBe(200);

      const users = await listAsAdmin('?include_deleted=true');
      const ids = users.map((user) => user.ID);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      for (const user of users) expect(Object.keys(user).sort()).toEqual(USER_KEYS);

      const keptRow = users.find((user) => user.ID === kept.user.ID);
      expect(keptRow).toMatchObject({
        username: kept.body.username,
        email: kept.body.email,
        access_role: 'User',
        comment: 'made by a test',
        DeletedAt: null,
      });
      expect(keptRow?.CreatedAt).toMatch(ISO_UTC);
      expect(keptRow?.UpdatedAt).toMatch(ISO_UTC);
      const goneRow = users.find((user) => user.ID === gone.user.ID);
      expect(goneRow?.DeletedAt).toMatch(ISO_UTC);
      expect(users.find((user) => user.ID === adminId)?.access_role).toBe('Admin');
      // The same users as the default list, plus the deleted ones.
      const active = await listAsAdmin();
      expect(users.filter((user) => user.DeletedAt === null)).toEqual(active);
    });

    it.each(['yes', 'TRUE', '1', ''])(
      'refuses include_deleted=%s with 400 naming the parameter',
      async (value) => {
        const response = await call(
          'GET',
          `/api/data_models/users?include_deleted=${value}`,
          adminToken,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json<{ error: string }>().error).toMatch(/include_deleted/);
      },
    );

    it('never sends password hashes', async () => {
      const response = await call('GET', '/api/data_models/users', adminToken);
      expect(response.body).not.toMatch(/password|argon2/i);
    });

    it.each(['User', 'Family'])(
      'gives a %s only the ID and username of active users',
      async (role) => {
        const active = await createThroughApi();
        const deleted = await createThroughApi();
        await call('DELETE', `/api/data_models/users/${deleted.user.ID}`, adminToken);

        const token = await t.tokenFor(role);
        // Asking for deleted users changes nothing for a role other than Admin.
        for (const query of ['', '?include_deleted=true']) {
          const response = await call('GET', `/api/data_models/users${query}`, token);
          expect(response.statusCode).toBe(200);
          const users = response.json<{ data: UserName[] }>().data;
          for (const user of users) expect(Object.keys(user).sort()).toEqual(['ID', 'username']);
          expect(users).toContainEqual({ ID: active.user.ID, username: active.body.username });
          expect(users.map((user) => user.ID)).not.toContain(deleted.user.ID);
          // No emails, comments, roles or timestamps anywhere in the answer.
          expect(response.body).not.toMatch(
            /@|made by a test|Admin|CreatedAt|DeletedAt|access_role/,
          );
        }
      },
    );

    it('refuses anonymous and expired callers with 401', async () => {
      expect((await call('GET', '/api/data_models/users')).statusCode).toBe(401);
      expect((await call('GET', '/api/data_models/users?include_deleted=true')).statusCode).toBe(
        401,
      );
      const user = await t.createUser('User');
      const expired = await t.issueToken(user.id, 'expired');
      const response = await call('GET', '/api/data_models/users', expired);
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: string }>().error).toMatch(/expired/);
    });
  });

  describe('POST /api/data_models/users', () => {
    it('creates a user who can log in, answering 201 with the Admin shape', async () => {
      const { body, user } = await createThroughApi({
        access_role: 'Family',
        comment: 'Ludde fan',
      });
      expect(Object.keys(user).sort()).toEqual(USER_KEYS);
      expect(user).toMatchObject({
        username: body.username,
        email: body.email,
        access_role: 'Family',
        comment: 'Ludde fan',
        DeletedAt: null,
      });
      expect(user.CreatedAt).toBe(user.UpdatedAt);
      const token = await t.login(body.username, body.password);
      const session = await call('GET', '/api/session', token);
      expect(session.json()).toEqual({
        data: { username: body.username, role: 'Family', user_id: user.ID },
      });
    });

    it('trims username and email and treats a missing or null comment as empty', async () => {
      const name = uniqueName();
      const { user } = await createThroughApi({
        username: `  ${name} `,
        email: ` ${name}@example.com `,
        comment: undefined,
      });
      expect(user.username).toBe(name);
      expect(user.email).toBe(`${name}@example.com`);
      expect(user.comment).toBe('');
      const withNull = await createThroughApi({ comment: null });
      expect(withNull.user.comment).toBe('');
    });

    it('accepts every field at its longest', async () => {
      const username = `${uniqueName('long')}${'x'.repeat(64)}`.slice(0, 64);
      const local = 'e'.repeat(254 - '@example.com'.length);
      const { user } = await createThroughApi({
        username,
        email: `${local}@example.com`,
        password: 'p'.repeat(256),
        comment: 'c'.repeat(1000),
      });
      expect(user.username).toHaveLength(64);
      expect(user.email).toHaveLength(254);
      expect(user.comment).toHaveLength(1000);
      await t.login(username, 'p'.repeat(256));
    });

    it('accepts a password of exactly 8 characters', async () => {
      const { body } = await createThroughApi({ password: '12345678' });
      await t.login(body.username, '12345678');
    });

    it.each([
      ['username missing', { username: undefined }, /^username: is required/],
      ['email missing', { email: undefined }, /^email: is required/],
      ['password missing', { password: undefined }, /^password: is required/],
      ['access_role missing', { access_role: undefined }, /^access_role: is required/],
      ['username empty', { username: '   ' }, /^username: is required/],
      ['email empty', { email: '' }, /^email: is required/],
      ['password empty', { password: '' }, /^password: is required/],
      ['username a number', { username: 42 }, /^username: must be a string/],
      ['email a boolean', { email: true }, /^email: must be a string/],
      ['password a number', { password: 12345678 }, /^password: must be a string/],
      ['access_role an array', { access_role: ['Admin'] }, /^access_role: /],
      ['comment a number', { comment: 5 }, /^comment: must be a string/],
      ['username too long', { username: 'u'.repeat(65) }, /^username: must be at most 64/],
      [
        'email too long',
        { email: `${'e'.repeat(243)}@example.com` },
        /^email: must be at most 254/,
      ],
      ['password too long', { password: 'p'.repeat(257) }, /^password: must be at most 256/],
      ['password too short', { password: '1234567' }, /^password: must be at least 8/],
      ['comment too long', { comment: 'c'.repeat(1001) }, /^comment: must be at most 1000/],
      ['a NUL in the comment', { comment: 'a\u0000b' }, /^comment: must not contain NUL/],
      ['username with a space', { username: 'two words' }, /^username: may contain only/],
      ['username with a slash', { username: 'a/b' }, /^username: may contain only/],
      ['username with an umlaut', { username: 'jörg' }, /^username: may contain only/],
      ['email without @', { email: 'not-an-email' }, /^email: must be an email address/],
      ['email without domain', { email: 'someone@' }, /^email: must be an email address/],
      ['email with a space', { email: 'some one@example.com' }, /^email: must be an email address/],
      ['unknown role', { access_role: 'Superuser' }, /^access_role: unknown role "Superuser"/],
      ['role in the wrong case', { access_role: 'admin' }, /^access_role: unknown role "admin"/],
    ])('refuses %s with 400', async (_label, overrides, message) => {
      const body = newUserBody(overrides);
      const response = await call('POST', '/api/data_models/users', adminToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(message);
      const names = (await listAsAdmin('?include_deleted=true')).map((user) => user.username);
      if (typeof body.username === 'string') expect(names).not.toContain(body.username.trim());
    });

    it.each([[[]], ['a string'], [null], [42]])('refuses the body %j with 400', async (payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/data_models/users',
        headers: { ...bearer(adminToken), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    });

    it('refuses a body that is not JSON with 400 and a missing body with 400', async () => {
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/data_models/users',
        headers: { ...bearer(adminToken), 'content-type': 'application/json' },
        payload: '{"username": ',
      });
      expect(broken.statusCode).toBe(400);
      const empty = await call('POST', '/api/data_models/users', adminToken);
      expect(empty.statusCode).toBe(400);
    });

    it('answers a taken username, in any case, with 409', async () => {
      const { body } = await createThroughApi();
      const shouted = body.username.toUpperCase();
      const response = await call(
        'POST',
        '/api/data_models/users',
        adminToken,
        newUserBody({ username: shouted }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: `Username "${shouted}" is already taken` });
    });

    it("lets a new user take a deleted user's name", async () => {
      const { body, user } = await createThroughApi();
      await call('DELETE', `/api/data_models/users/${user.ID}`, adminToken);
      const again = await createThroughApi({ username: body.username });
      expect(again.user.ID).not.toBe(user.ID);
    });

    it.each(['User', 'Family'])('refuses a %s with 403 and creates nothing', async (role) => {
      const body = newUserBody();
      const response = await call('POST', '/api/data_models/users', await t.tokenFor(role), body);
      expect(response.statusCode).toBe(403);
      expect(
        (await listAsAdmin('?include_deleted=true')).map((user) => user.username),
      ).not.toContain(body.username);
    });

    it('refuses anonymous callers with 401', async () => {
      expect(
        (await call('POST', '/api/data_models/users', undefined, newUserBody())).statusCode,
      ).toBe(401);
    });
  });

  describe('PUT /api/data_models/users/{ID}', () => {
    it('changes the fields, keeps CreatedAt and moves UpdatedAt', async () => {
      const { user } = await createThroughApi();
      nextMillisecond();
      const renamed = uniqueName('renamed');
      const response = await call('PUT', `/api/data_models/users/${user.ID}`, adminToken, {
        username: renamed,
        email: `${renamed}@example.org`,
        password: '',
        access_role: 'Family',
        comment: 'now family',
      });
      expect(response.statusCode).toBe(200);
      const updated = response.json<{ data: User }>().data;
      expect(updated).toMatchObject({
        ID: user.ID,
        username: renamed,
        email: `${renamed}@example.org`,
        access_role: 'Family',
        comment: 'now family',
        CreatedAt: user.CreatedAt,
        DeletedAt: null,
      });
      expect(updated.UpdatedAt > user.UpdatedAt).toBe(true);
      expect((await listAsAdmin()).find((row) => row.ID === user.ID)).toEqual(updated);
    });

    it.each([
      ['an empty password', { password: '' }],
      ['no password', { password: undefined }],
      ['a null password', { password: null }],
    ])('keeps the old password when sent %s, and the sessions too', async (_label, change) => {
      const { body, user } = await createThroughApi();
      const token = await t.login(body.username, body.password);
      const response = await call('PUT', `/api/data_models/users/${user.ID}`, adminToken, {
        ...body,
        comment: 'edited',
        ...change,
      });
      expect(response.statusCode).toBe(200);
      expect(await loginStatus(body.username, body.password)).toBe(200);
      // Neither role nor password changed: the user stays logged in.
      expect((await call('GET', '/api/session', token)).statusCode).toBe(200);
    });

    it('sets a new password and ends the sessions made with the old one', async () => {
      const { body, user } = await createThroughApi();
      const oldToken = await t.login(body.username, body.password);
      const response = await call('PUT', `/api/data_models/users/${user.ID}`, adminToken, {
        ...body,
        password: 'a brand new password',
      });
      expect(response.statusCode).toBe(200);
      expect((await call('GET', '/api/session', oldToken)).statusCode).toBe(401);
      expect(await loginStatus(body.username, body.password)).toBe(401);
      expect(await loginStatus(body.username, 'a brand new password')).toBe(200);
    });

    it('ends the sessions of a user whose role changes, so the new role applies at once', async () => {
      const { body, user } = await createThroughApi({ access_role: 'Family' });
      const oldToken = await t.login(body.username, body.password);
      expect((await call('GET', '/api/data_models/ludde_feeding_times', oldToken)).statusCode).toBe(
        200,
      );
      const response = await call('PUT', `/api/data_models/users/${user.ID}`, adminToken, {
        ...body,
        password: '',
        access_role: 'User',
      });
      expect(response.statusCode).toBe(200);
      expect((await call('GET', '/api/session', oldToken)).statusCode).toBe(401);
      const newToken = await t.login(body.username, body.password);
      expect((await call('GET', '/api/session', newToken)).json()).toEqual({
        data: { username: body.username, role: 'User', user_id: user.ID },
      });
    });

    it("refuses to take the Admin role from the Admin's own account", async () => {
      const response = await call('PUT', `/api/data_models/users/${adminId}`, adminToken, {
        username: TEST_ADMIN.username,
        email: 'admin@localhost',
        password: '',
        access_role: 'User',
        comment: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(
        'You cannot remove the Admin role from your own account.',
      );
      expect((await listAsAdmin()).find((user) => user.ID === adminId)?.access_role).toBe('Admin');
      expect((await call('GET', '/api/session', adminToken)).statusCode).toBe(200);
    });

    it('lets the first Admin edit their own account, keeping the role and the admin@localhost email', async () => {
      const response = await call('PUT', `/api/data_models/users/${adminId}`, adminToken, {
        username: TEST_ADMIN.username,
        email: 'admin@localhost',
        password: '',
        access_role: 'Admin',
        comment: 'Keeper of the nook',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: User }>().data).toMatchObject({
        email: 'admin@localhost',
        comment: 'Keeper of the nook',
        access_role: 'Admin',
      });
      expect((await call('GET', '/api/session', adminToken)).statusCode).toBe(200);
    });

    it('lets an Admin change their own password, keeping this session and ending the others', async () => {
      const admin = await t.createUser('Admin');
      const current = await t.login(admin.username, admin.password);
      const other = await t.login(admin.username, admin.password);
      const response = await call('PUT', `/api/data_models/users/${admin.id}`, current, {
        username: admin.username,
        email: `${admin.username}@example.com`,
        password: 'my new admin password',
        access_role: 'Admin',
        comment: '',
      });
      expect(response.statusCode).toBe(200);
      expect((await call('GET', '/api/session', current)).statusCode).toBe(200);
      expect((await call('GET', '/api/session', other)).statusCode).toBe(401);
      expect(await loginStatus(admin.username, 'my new admin password')).toBe(200);
    });

    it('answers a name another active user has with 409, but lets a user keep their own in another case', async () => {
      const first = await createThroughApi();
      const second = await createThroughApi();
      const clash = await call('PUT', `/api/data_models/users/${second.user.ID}`, adminToken, {
        ...second.body,
        username: first.body.username,
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({ error: `Username "${first.body.username}" is already taken` });

      const recased = await call('PUT', `/api/data_models/users/${second.user.ID}`, adminToken, {
        ...second.body,
        username: second.body.username.toUpperCase(),
      });
      expect(recased.statusCode).toBe(200);
      expect(recased.json<{ data: User }>().data.username).toBe(second.body.username.toUpperCase());
    });

    it('answers an unknown or deleted ID with 404', async () => {
      const unknown = await call('PUT', '/api/data_models/users/999999', adminToken, newUserBody());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'User 999999 not found' });

      const { body, user } = await createThroughApi();
      await call('DELETE', `/api/data_models/users/${user.ID}`, adminToken);
      const deleted = await call('PUT', `/api/data_models/users/${user.ID}`, adminToken, body);
      expect(deleted.statusCode).toBe(404);
    });

    it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '%20'])(
      'answers the malformed ID %j with 400',
      async (id) => {
        const response = await call(
          'PUT',
          `/api/data_models/users/${id}`,
          adminToken,
          newUserBody(),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json<{ error: string }>().error).toMatch(/^ID: must be a positive integer/);
      },
    );

    it.each([
      ['a short new password', { password: 'short' }, /^password: must be at least 8/],
      ['a missing username', { username: undefined }, /^username: is required/],
      ['a bad email', { email: 'nope' }, /^email: must be an email address/],
      ['an unknown role', { access_role: 'Root' }, /^access_role: unknown role/],
      ['a long comment', { comment: 'c'.repeat(1001) }, /^comment: must be at most 1000/],
    ])('refuses %s with 400 and changes nothing', async (_label, change, message) => {
      const { body, user } = await createThroughApi();
      const response = await call('PUT', `/api/data_models/users/${user.ID}`, adminToken, {
        ...body,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(message);
      expect((await listAsAdmin()).find((row) => row.ID === user.ID)).toEqual(user);
    });

    it.each(['User', 'Family'])(
      'refuses a %s with 403, even for their own account',
      async (role) => {
        const self = await t.createUser(role);
        const token = await t.login(self.username, self.password);
        const response = await call('PUT', `/api/data_models/users/${self.id}`, token, {
          username: self.username,
          email: `${self.username}@example.com`,
          password: '',
          access_role: 'Admin',
          comment: '',
        });
        expect(response.statusCode).toBe(403);
        expect((await call('GET', '/api/session', token)).json()).toEqual({
          data: { username: self.username, role, user_id: self.id },
        });
      },
    );

    it('refuses anonymous callers with 401 before looking at the input', async () => {
      expect((await call('PUT', '/api/data_models/users/abc', undefined, {})).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/data_models/users/{ID}', () => {
    it('marks the user deleted, ends their sessions and stops their logins', async () => {
      const { body, user } = await createThroughApi();
      const token = await t.login(body.username, body.password);
      const response = await call('DELETE', `/api/data_models/users/${user.ID}`, adminToken);
      // 200 with a small body: the original client counts only a 200 as deleted.
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ID: user.ID, deleted: true } });

      expect((await call('GET', '/api/session', token)).statusCode).toBe(401);
      expect(await loginStatus(body.username, body.password)).toBe(401);
      const listed = (await listAsAdmin('?include_deleted=true')).find((row) => row.ID === user.ID);
      expect(listed?.DeletedAt).toMatch(ISO_UTC);
      expect((await listAsAdmin()).map((row) => row.ID)).not.toContain(user.ID);
      const sessions = await t.app.db
        .selectFrom('sessions')
        .select('revoked_at')
        .where('user_id', '=', user.ID)
        .execute();
      expect(sessions.length).toBeGreaterThan(0);
      for (const session of sessions) expect(session.revoked_at).not.toBeNull();
    });

    it('refuses to delete the Admin making the request', async () => {
      const response = await call('DELETE', `/api/data_models/users/${adminId}`, adminToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'You cannot delete your own account.' });
      expect((await call('GET', '/api/session', adminToken)).statusCode).toBe(200);
    });

    it('answers an unknown or already deleted ID with 404', async () => {
      expect((await call('DELETE', '/api/data_models/users/999999', adminToken)).statusCode).toBe(
        404,
      );
      const { user } = await createThroughApi();
      expect(
        (await call('DELETE', `/api/data_models/users/${user.ID}`, adminToken)).statusCode,
      ).toBe(200);
      const again = await call('DELETE', `/api/data_models/users/${user.ID}`, adminToken);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: `User ${user.ID} not found` });
    });

    it.each(['abc', '0', '-3', '2.0', '99999999999'])(
      'answers the malformed ID %j with 400',
      async (id) => {
        const response = await call('DELETE', `/api/data_models/users/${id}`, adminToken);
        expect(response.statusCode).toBe(400);
      },
    );

    it.each(['User', 'Family'])('refuses a %s with 403 and deletes nothing', async (role) => {
      const { user } = await createThroughApi();
      const response = await call(
        'DELETE',
        `/api/data_models/users/${user.ID}`,
        await t.tokenFor(role),
      );
      expect(response.statusCode).toBe(403);
      expect((await listAsAdmin()).find((row) => row.ID === user.ID)?.DeletedAt).toBeNull();
    });

    it('refuses anonymous and revoked callers with 401', async () => {
      const { user } = await createThroughApi();
      expect((await call('DELETE', `/api/data_models/users/${user.ID}`)).statusCode).toBe(401);
      const revoked = await t.issueToken(adminId, 'revoked');
      expect((await call('DELETE', `/api/data_models/users/${user.ID}`, revoked)).statusCode).toBe(
        401,
      );
    });
  });

  describe('GET /api/data_models/roles', () => {
    it('lists the roles with ID and role_name for the Admin', async () => {
      const response = await call('GET', '/api/data_models/roles', adminToken);
      expect(response.statusCode).toBe(200);
      const roles = response.json<{ data: Role[] }>().data;
      expect(roles.map((role) => role.role_name)).toEqual(['Admin', 'Family', 'User']);
      for (const role of roles) {
        expect(Object.keys(role).sort()).toEqual(['ID', 'role_name']);
        expect(role.ID).toEqual(expect.any(Number));
      }
    });

    it.each(['User', 'Family'])('refuses a %s with 403', async (role) => {
      expect((await call('GET', '/api/data_models/roles', await t.tokenFor(role))).statusCode).toBe(
        403,
      );
    });

    it('refuses anonymous callers with 401', async () => {
      expect((await call('GET', '/api/data_models/roles')).statusCode).toBe(401);
    });
  });

  describe('GET /api/s3-assets', () => {
    it('lists every indexed object with Key, ETag, LastModified, Size, StorageClass and public', async () => {
      const deps = { db: t.app.db, storage: t.app.storage };
      const png = makePng(2, 2);
      const jpeg = makeJpeg();
      const first = await storeObject(deps, {
        key: 'uploads/1/first.png',
        body: png,
        contentType: 'image/png',
        ownerId: adminId,
      });
      const second = await storeObject(deps, {
        key: 'assets/sounds/second.jpg',
        body: jpeg,
        contentType: 'image/jpeg',
        ownerId: null,
      });

      const response = await call('GET', '/api/s3-assets', adminToken);
      expect(response.statusCode).toBe(200);
      const { assets } = response.json<{ assets: Record<string, unknown>[] }>();
      // All rows of the index, whatever else (seeded assets) it holds.
      const indexed = await t.app.db.selectFrom('objects').select('key').execute();
      expect(assets.map((asset) => asset['Key']).sort()).toEqual(
        indexed.map((row) => row.key).sort(),
      );
      expect(assets).toContainEqual({
        Key: 'uploads/1/first.png',
        ETag: first.etag,
        LastModified: first.created_at,
        Size: png.length,
        StorageClass: 'STANDARD',
        public: false,
        uploader: TEST_ADMIN.username,
      });
      // A site asset is public without being marked.
      expect(assets).toContainEqual({
        Key: 'assets/sounds/second.jpg',
        ETag: second.etag,
        LastModified: second.created_at,
        Size: jpeg.length,
        StorageClass: 'STANDARD',
        public: true,
        uploader: 'Site',
      });
      for (const asset of assets) expect(asset['LastModified']).toMatch(ISO_UTC);
      expect(response.body).not.toMatch(/owner|content_type/);

      const marked = await call('PUT', `/api/objects/${first.etag}/public`, adminToken, {
        public: true,
      });
      expect(marked.statusCode, marked.body).toBe(200);
      const relisted = (await call('GET', '/api/s3-assets', adminToken)).json<{
        assets: Record<string, unknown>[];
      }>().assets;
      expect(relisted.find((asset) => asset['Key'] === 'uploads/1/first.png')).toMatchObject({
        public: true,
      });
    });

    it('names a deleted uploader by the username they had', async () => {
      const deps = { db: t.app.db, storage: t.app.storage };
      const gone = await t.createUser('User');
      await storeObject(deps, {
        key: `uploads/${gone.id}/gone.png`,
        body: makePng(3, 3),
        contentType: 'image/png',
        ownerId: gone.id,
      });
      const deleted = await call('DELETE', `/api/data_models/users/${gone.id}`, adminToken);
      expect(deleted.statusCode).toBe(200);
      const assets = (await call('GET', '/api/s3-assets', adminToken)).json<{
        assets: { Key: string; uploader: string }[];
      }>().assets;
      expect(assets.find((asset) => asset.Key === `uploads/${gone.id}/gone.png`)?.uploader).toBe(
        gone.username,
      );
    });

    it.each(['User', 'Family'])('refuses a %s with 403', async (role) => {
      expect((await call('GET', '/api/s3-assets', await t.tokenFor(role))).statusCode).toBe(403);
    });

    it('refuses anonymous callers with 401', async () => {
      expect((await call('GET', '/api/s3-assets')).statusCode).toBe(401);
    });
  });
});
