import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, TEST_ADMIN, testDatabaseKinds, type TestApp } from '#tests/test-app';
import type { AddressLock, LoginLock } from '../shared/admin.schemas';

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

  const login = (username: string, password: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const addressLocks = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/address-locks',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AddressLock[] }>().data;
  };
  const liftAddress = (address: string, token = adminToken) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/address-locks/${encodeURIComponent(address)}`,
      headers: bearer(token),
    });
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

  it('lists a locked address, and the Admin can lift its lock', async () => {
    const member = await t.createUser('User');
    const address = '203.0.113.9';
    for (let i = 0; i < 5; i += 1) {
      expect((await login(`nobody-${i}`, 'wrong', address)).statusCode).toBe(401);
    }
    expect((await login(member.username, member.password, address)).statusCode).toBe(429);

    const listed = await addressLocks();
    expect(listed.map((lock) => lock.address)).toEqual([address]);
    expect(listed[0]?.retry_after).toBeGreaterThan(0);
    // No account is locked: each name failed once.
    expect(await locks()).toEqual([]);

    const lifted = await liftAddress(address);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ data: { address, unlocked: true } });
    expect(await addressLocks()).toEqual([]);
    expect((await login(member.username, member.password, address)).statusCode).toBe(200);
  });

  it("lifts an IPv6 address's lock, and leaves the account those failures named locked", async () => {
    const user = await t.createUser('User');
    const address = '2001:db8::7';
    for (let i = 0; i < 5; i += 1) {
      expect((await login(user.username, `wrong-${i}`, address)).statusCode).toBe(401);
    }
    expect((await addressLocks()).map((lock) => lock.address)).toEqual([address]);
    expect((await locks()).map((lock) => lock.username)).toEqual([user.username]);

    expect((await liftAddress(address)).statusCode).toBe(200);
    expect(await addressLocks()).toEqual([]);
    // The account keeps its lock: lifting an address forgives that address only.
    expect((await locks()).map((lock) => lock.username)).toEqual([user.username]);
    expect((await login(user.username, user.password, '198.51.100.1')).statusCode).toBe(429);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/login-locks/${user.id}`,
      headers: bearer(adminToken),
    });
  });

  it('answers 200 for an address that is not locked, and 4xx for what cannot be one', async () => {
    expect((await liftAddress('192.0.2.200')).json()).toEqual({
      data: { address: '192.0.2.200', unlocked: true },
    });
    const tooLong = await liftAddress('1'.repeat(101));
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json<{ error: string }>().error).toEqual(expect.any(String));
    const control = await liftAddress('192.0.2.1\u0000');
    expect(control.statusCode).toBe(400);
    expect(control.json()).toEqual({ error: 'address: must be an address' });
  });

  it('refuses the address locks to everyone but an Admin', async () => {
    const userToken = await t.tokenFor('User');
    const familyToken = await t.tokenFor('Family');
    for (const token of [userToken, familyToken]) {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/address-locks',
        headers: bearer(token),
      });
      expect(list.statusCode).toBe(403);
      expect((await liftAddress('192.0.2.1', token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/address-locks' })).statusCode).toBe(401);
  });
});
