import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { NO_PASSWORD_HASH } from '#server-kit/auth/passwords';
import { SESSION_SEEN_STEP_MS } from '#server-kit/auth/sessions.repository';
import type { AccountSession } from '../shared/account.schemas';
import { WRONG_CURRENT_PASSWORD } from './account.routes';

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

describe.each(testDatabaseKinds())('my account on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Logs in from a browser that says `userAgent`; a distinct address keeps throttles apart. */
  async function logIn(
    user: { username: string; password: string },
    userAgent: string,
    address = '192.0.2.1',
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password },
      headers: { 'user-agent': userAgent },
      remoteAddress: address,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { token: string } }>().data.token;
  }

  const whoAmI = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });

  const sessions = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AccountSession[] }>().data;
  };

  const changePassword = (
    token: string,
    body: { current_password: string; new_password: string },
    address = '192.0.2.1',
  ) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(token),
      payload: body,
      remoteAddress: address,
    });

  it('says who is signed in', async () => {
    const user = await t.createUser('Family');
    const token = await logIn(user, FIREFOX_ON_WINDOWS);
    const response = await whoAmI(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { user_id: user.id, username: user.username, role: 'Family', has_password: true },
    });
  });

  it('lets someone who joined with a passkey set a first password, then asks for it like any other', async () => {
    const user = await t.createUser('User');
    await t.app.db
      .updateTable('users')
      .set({ password_hash: NO_PASSWORD_HASH })
      .where('id', '=', user.id)
      .execute();
    const token = await t.issueToken(user.id);
    const other = await t.issueToken(user.id);
    expect((await whoAmI(token)).json()).toMatchObject({ data: { has_password: false } });

    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(token),
      payload: { new_password: 'my first password here' },
      remoteAddress: '192.0.2.60',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ data: { signed_out: 1 } });
    expect((await whoAmI(token)).json()).toMatchObject({ data: { has_password: true } });
    expect((await whoAmI(other)).statusCode).toBe(401);
    await logIn({ username: user.username, password: 'my first password here' }, CHROME_ON_ANDROID);

    // Now there is one: changing it without it is refused, and counts as nothing.
    const without = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(token),
      payload: { new_password: 'someone else took the tablet' },
      remoteAddress: '192.0.2.60',
    });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ error: 'current_password is required' });
  });

  it('changes the password: this session stays, every other one ends, the old password fails', async () => {
    const user = await t.createUser('User');
    const here = await logIn(user, FIREFOX_ON_WINDOWS);
    const phone = await logIn(user, CHROME_ON_ANDROID);
    const someoneElse = await logIn(await t.createUser('User'), FIREFOX_ON_WINDOWS);

    const response = await changePassword(here, {
      current_password: user.password,
      new_password: 'a brand new password',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { signed_out: 1 } });

    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(someoneElse)).statusCode).toBe(200);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password },
      remoteAddress: '192.0.2.1',
    });
    expect(oldLogin.statusCode).toBe(401);
    await logIn({ username: user.username, password: 'a brand new password' }, CHROME_ON_ANDROID);
  });

  it('refuses a wrong current password with 403, changes nothing and counts it as a failed login', async () => {
    const user = await t.createUser('User');
    const here = await logIn(user, FIREFOX_ON_WINDOWS, '198.51.100.7');
    const phone = await logIn(user, CHROME_ON_ANDROID, '198.51.100.7');
    for (let failure = 1; failure <= 5; failure += 1) {
      const wrong = await changePassword(
        here,
        { current_password: `not it ${failure}`, new_password: 'a brand new password' },
        '198.51.100.7',
      );
      expect(wrong.statusCode, wrong.body).toBe(403);
      expect(wrong.json()).toEqual({ error: WRONG_CURRENT_PASSWORD });
    }
    // The fifth failure locks the username, as five failed logins would: even the right one waits.
    const locked = await changePassword(
      here,
      { current_password: user.password, new_password: 'a brand new password' },
      '198.51.100.7',
    );
    expect(locked.statusCode, locked.body).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password },
      remoteAddress: '203.0.113.9',
    });
    expect(login.statusCode).toBe(429);
    // Nothing changed: the other device is still signed in.
    expect((await whoAmI(phone)).statusCode).toBe(200);
  });

  it('refuses a new password the user form would refuse, with the field named', async () => {
    const user = await t.createUser('User');
    const token = await logIn(user, FIREFOX_ON_WINDOWS);
    const short = await changePassword(token, {
      current_password: user.password,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toMatch(/new_password.*at least 8 characters/);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: bearer(token),
      payload: { new_password: 'a brand new password' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toMatch(/current_password/);
  });

  it('lists the devices with browser, first and last use, this one marked, and no token', async () => {
    const user = await t.createUser('User');
    const before = new Date().toISOString();
    const phone = await logIn(user, CHROME_ON_ANDROID);
    const here = await logIn(user, FIREFOX_ON_WINDOWS);
    const list = await sessions(here);
    expect(list.map((session) => [session.device, session.current]).sort()).toEqual([
      ['Chrome on Android', false],
      ['Firefox on Windows', true],
    ]);
    for (const session of list) {
      expect(Object.keys(session).sort()).toEqual([
        'created_at',
        'current',
        'device',
        'id',
        'last_seen_at',
      ]);
      expect(session.created_at >= before).toBe(true);
      expect(session.last_seen_at >= session.created_at).toBe(true);
    }
    expect(JSON.stringify(list)).not.toContain(phone);
    // Another person's devices are not in it.
    const other = await logIn(await t.createUser('User'), CHROME_ON_ANDROID);
    expect(await sessions(other)).toHaveLength(1);
  });

  it('records a use when the last one is older than the step, not on every request', async () => {
    const user = await t.createUser('User');
    const token = await logIn(user, FIREFOX_ON_WINDOWS);
    const [session] = await sessions(token);
    const longAgo = new Date(Date.now() - SESSION_SEEN_STEP_MS - 60_000).toISOString();
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: longAgo, created_at: longAgo })
      .where('id', '=', session!.id)
      .execute();
    const afterRequest = await sessions(token);
    expect(afterRequest[0]!.last_seen_at > longAgo).toBe(true);

    const recent = new Date(Date.now() - 60_000).toISOString();
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: recent })
      .where('id', '=', session!.id)
      .execute();
    expect((await sessions(token))[0]!.last_seen_at).toBe(recent);
  });

  it('signs out one device, which is refused at its next request; others stay', async () => {
    const user = await t.createUser('User');
    const phone = await logIn(user, CHROME_ON_ANDROID);
    const tablet = await logIn(user, CHROME_ON_ANDROID);
    const here = await logIn(user, FIREFOX_ON_WINDOWS);
    const phoneSession = (await sessions(phone)).find((session) => session.current)!;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneSession.id}`,
      headers: bearer(here),
    });
    expect(response.statusCode, response.body).toBe(204);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(tablet)).statusCode).toBe(200);
    expect((await sessions(here)).map((session) => session.id)).not.toContain(phoneSession.id);

    // Once ended, it is not found again.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneSession.id}`,
      headers: bearer(here),
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another person's session and leaves it open", async () => {
    const owner = await t.createUser('User');
    const ownerToken = await logIn(owner, FIREFOX_ON_WINDOWS);
    const ownerSession = (await sessions(ownerToken))[0]!;
    const admin = await logIn(await t.createUser('Admin'), FIREFOX_ON_WINDOWS);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${ownerSession.id}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    expect((await whoAmI(ownerToken)).statusCode).toBe(200);
  });

  it('signs out everywhere else and keeps this one', async () => {
    const user = await t.createUser('Family');
    const phone = await logIn(user, CHROME_ON_ANDROID);
    const laptop = await logIn(user, FIREFOX_ON_WINDOWS);
    const here = await logIn(user, FIREFOX_ON_WINDOWS);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      headers: bearer(here),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { signed_out: 2 } });
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(laptop)).statusCode).toBe(401);
    expect((await whoAmI(here)).statusCode).toBe(200);
    expect(await sessions(here)).toHaveLength(1);
  });
});
