import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  TEST_ADMIN,
  testDatabaseKinds,
  type TestApp,
} from '../../../../tests/test-app';
import type { LoginLock } from '../shared/admin.schemas';

describe.each(testDatabaseKinds())('login locks on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    adminToken = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  const locks = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/login-locks',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: LoginLock[] }>().data;
  };

  it('lists a locked account, and the Admin can lift its lock', async () => {
    const user = await t.createUser('User', 'Locked.Out');
    for (let i = 0; i < 5; i += 1) {
      expect((await login('locked.out', `wrong-${i}`)).statusCode).toBe(401);
    }
    expect((await login(user.username, user.password)).statusCode).toBe(429);

    const listed = await locks();
    expect(listed.map(({ ID, username }) => ({ ID, username }))).toEqual([
      { ID: user.id, username: 'Locked.Out' },
    ]);
    expect(listed[0]?.retry_after).toBeGreaterThan(0);

    const lifted = await t.app.inject({
      method: 'DELETE',
      url: `/api/login-locks/${user.id}`,
      headers: bearer(adminToken),
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({
      data: { ID: user.id, username: 'Locked.Out', unlocked: true },
    });
    expect(await locks()).toEqual([]);
    // Also from the address those failures came from.
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/login-locks/999999',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: string }>().error).toMatch(/not found/);
  });
});
