import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, TEST_ADMIN, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { SoftwareAuthenticator } from '#tests/webauthn-authenticator';
import { ACCOUNT_LINK_LIFETIME_MS } from '#server-kit/auth/account-links.repository';
import { hashToken } from '#server-kit/auth/tokens';
import { CLOSED_LINK_MESSAGES } from '../shared/account-links.schemas';

interface MadeLink {
  id: number;
  user_id: number;
  username: string;
  purpose: string;
  created_at: string;
  expires_at: string;
  url: string;
}

/** inject() asks for localhost:80, so a passkey made through it is for this origin. */
const INJECT_ORIGIN = 'http://localhost';

let nameCounter = 0;
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36)}${(nameCounter += 1)}`;

describe.each(testDatabaseKinds())('invitation and reset links on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  // Each test's requests come from an address of its own, so the throttle of one is not another's.
  let addressCounter = 0;
  const nextAddress = () => `198.51.100.${(addressCounter += 1)}`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function invite(body: Record<string, unknown> = {}) {
    const username = freshName('anna');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-links/invitations',
      headers: { ...bearer(admin), host: 'nook.example:8080' },
      payload: { username, email: `${username}@example.com`, access_role: 'Family', ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: MadeLink }>().data;
  }

  const tokenOf = (link: MadeLink) => new URL(link.url).hash.slice(1);

  const lookUp = (token: string, address = '192.0.2.10') =>
    t.app.inject({ method: 'GET', url: `/api/account-links/${token}`, remoteAddress: address });

  const choosePassword = (token: string, password: string, address = '192.0.2.10') =>
    t.app.inject({
      method: 'POST',
      url: `/api/account-links/${token}/password`,
      payload: { new_password: password },
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
      },
      remoteAddress: address,
    });

  const logIn = (username: string, password: string, address = '192.0.2.20') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: address,
    });

  const openLinks = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account-links',
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Omit<MadeLink, 'url'>[] }>().data;
  };

  it('invites someone: a user without a password and a link for seven days, its token in the fragment', async () => {
    const before = Date.now();
    const link = await invite({ comment: 'Cousin' });
    expect(link.purpose).toBe('invitation');
    expect(link.url).toMatch(/^http:\/\/nook\.example:8080\/join#[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(
      ACCOUNT_LINK_LIFETIME_MS,
    );
    expect(Date.parse(link.created_at)).toBeGreaterThanOrEqual(before);

    // Stored hashed: neither the token nor the URL is in the table.
    const row = await t.app.db
      .selectFrom('account_links')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(tokenOf(link)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));

    // The list shows it without token or hash.
    const listed = (await openLinks()).find((open) => open.id === link.id);
    expect(listed).toEqual({
      id: link.id,
      user_id: link.user_id,
      username: link.username,
      purpose: 'invitation',
      created_at: link.created_at,
      expires_at: link.expires_at,
    });
    expect(JSON.stringify(await openLinks())).not.toContain(row.token_hash);

    // The person exists, with the Admin's fields, and cannot log in by password.
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/data_models/users',
      headers: bearer(admin),
    });
    const user = users
      .json<{ data: { ID: number; username: string; comment: string; access_role: string }[] }>()
      .data.find((candidate) => candidate.ID === link.user_id);
    expect(user).toMatchObject({
      username: link.username,
      comment: 'Cousin',
      access_role: 'Family',
    });
    for (const guess of ['', ' ', 'password']) {
      const login = await logIn(link.username, guess || 'x');
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({ error: 'Invalid username or password' });
    }
  });

  it('counts password logins to a person without a password as failures, as wrong passwords are', async () => {
    const link = await invite();
    const address = nextAddress();
    for (let failure = 1; failure <= 5; failure += 1) {
      const login = await logIn(link.username, `a guess ${failure}`, address);
      expect(login.statusCode).toBe(401);
    }
    const locked = await logIn(link.username, 'one more guess', nextAddress());
    expect(locked.statusCode).toBe(429);
    // The link itself still works.
    expect((await lookUp(tokenOf(link), nextAddress())).statusCode).toBe(200);
  });

  it('refuses an invitation the user form would refuse, and a name already taken', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/account-links/invitations',
      headers: bearer(admin),
      payload: { username: 'has space', email: 'not an email', access_role: 'User' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/username/);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/account-links/invitations',
      headers: bearer(admin),
      payload: { username: freshName('x'), email: 'x@example.com', access_role: 'Wizard' },
    });
    expect(role.statusCode).toBe(400);
    const existing = await t.createUser('User');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/account-links/invitations',
      headers: bearer(admin),
      payload: {
        username: existing.username.toUpperCase(),
        email: 'x@example.com',
        access_role: 'User',
      },
    });
    expect(taken.statusCode).toBe(409);
    const withPassword = await t.app.inject({
      method: 'POST',
      url: '/api/account-links/invitations',
      headers: bearer(admin),
      payload: { username: freshName('y'), email: 'y@example.com', access_role: 'User', x: 1 },
    });
    expect(withPassword.statusCode).toBe(201);
  });

  it('says whose link it is, then uses it once: password set, signed in, the same answer as a login', async () => {
    const link = await invite();
    const token = tokenOf(link);
    const info = await lookUp(token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({
      data: { username: link.username, purpose: 'invitation', expires_at: link.expires_at },
    });

    const short = await choosePassword(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toMatch(/new_password.*at least 8 characters/);

    const used = await choosePassword(token, 'my very own password');
    expect(used.statusCode, used.body).toBe(200);
    const signedIn = used.json<{
      data: {
        role: string;
        token: string;
        username: string;
        device_credential: string;
        user_id: number;
      };
    }>().data;
    expect(signedIn).toMatchObject({
      role: 'Family',
      username: link.username,
      user_id: link.user_id,
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: bearer(signedIn.token),
    });
    expect(session.statusCode).toBe(200);
    expect((await logIn(link.username, 'my very own password')).statusCode).toBe(200);
    // The device credential it gave works for the next login.
    const trusted = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        username: link.username,
        password: 'my very own password',
        device_credential: signedIn.device_credential,
      },
    });
    expect(trusted.statusCode).toBe(200);

    // Used: said plainly, whether looked at or used again, and gone from the list.
    const again = await choosePassword(token, 'someone else wants in');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: CLOSED_LINK_MESSAGES.used });
    const looked = await lookUp(token);
    expect(looked.statusCode).toBe(410);
    expect(looked.json()).toEqual({ error: CLOSED_LINK_MESSAGES.used });
    expect((await openLinks()).map((open) => open.id)).not.toContain(link.id);
    expect((await logIn(link.username, 'someone else wants in')).statusCode).toBe(401);
  });

  it('lets exactly one of parallel uses win', async () => {
    const link = await invite();
    const token = tokenOf(link);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) => choosePassword(token, `parallel password ${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 410, 410, 410]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect((await logIn(link.username, `parallel password ${winner}`)).statusCode).toBe(200);
    for (const loser of answers.filter((answer) => answer.statusCode === 410)) {
      expect(loser.json()).toEqual({ error: CLOSED_LINK_MESSAGES.used });
    }
  });

  it('expires after seven days', async () => {
    const link = await invite();
    const token = tokenOf(link);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(link.expires_at) - 1000);
    expect((await lookUp(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.parse(link.expires_at) + 1000);
    const expired = await lookUp(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: CLOSED_LINK_MESSAGES.expired });
    const use = await choosePassword(token, 'too late for this');
    expect(use.statusCode).toBe(410);
    expect(use.json()).toEqual({ error: CLOSED_LINK_MESSAGES.expired });
    vi.useRealTimers();
    expect((await openLinks()).map((open) => open.id)).toContain(link.id);
  });

  it('takes a link back: 204, then 410 for its holder and 404 for a second revoke', async () => {
    const link = await invite();
    const revoke = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/account-links/${link.id}`,
        headers: bearer(admin),
      });
    expect((await revoke()).statusCode).toBe(204);
    const looked = await lookUp(tokenOf(link));
    expect(looked.statusCode).toBe(410);
    expect(looked.json()).toEqual({ error: CLOSED_LINK_MESSAGES.revoked });
    expect((await choosePassword(tokenOf(link), 'after it was revoked')).statusCode).toBe(410);
    const second = await revoke();
    expect(second.statusCode).toBe(404);
    expect(second.json<{ error: string }>().error).toEqual(expect.any(String));
    expect((await openLinks()).map((open) => open.id)).not.toContain(link.id);
  });

  it("treats a deleted person's link as taken back", async () => {
    const link = await invite();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/data_models/users/${link.user_id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await lookUp(tokenOf(link))).statusCode).toBe(410);
    expect((await openLinks()).map((open) => open.id)).not.toContain(link.id);
  });

  it('makes a reset link that replaces the older one, and using it ends every old session and device', async () => {
    const user = await t.createUser('User');
    const firstLogin = await logIn(user.username, user.password);
    const { token: oldToken, device_credential: oldCredential } = firstLogin.json<{
      data: { token: string; device_credential: string };
    }>().data;
    const makeReset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account-links/resets',
        headers: bearer(admin),
        payload: { user_id: user.id },
      });
    const first = await makeReset();
    expect(first.statusCode, first.body).toBe(201);
    const second = await makeReset();
    const older = first.json<{ data: MadeLink }>().data;
    const newer = second.json<{ data: MadeLink }>().data;
    expect(newer).toMatchObject({ purpose: 'reset', user_id: user.id, username: user.username });
    const listed = (await openLinks()).filter((open) => open.user_id === user.id);
    expect(listed.map((open) => open.id)).toEqual([newer.id]);
    expect((await lookUp(tokenOf(older))).json()).toEqual({ error: CLOSED_LINK_MESSAGES.revoked });

    const info = await lookUp(tokenOf(newer));
    expect(info.json<{ data: { purpose: string } }>().data.purpose).toBe('reset');
    const used = await choosePassword(tokenOf(newer), 'a password after a reset');
    expect(used.statusCode, used.body).toBe(200);
    // The session and the device credential from before are over; the old password too.
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: bearer(oldToken),
    });
    expect(oldSession.statusCode).toBe(401);
    const withOldCredential = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        username: user.username,
        password: user.password,
        device_credential: oldCredential,
      },
      remoteAddress: '192.0.2.30',
    });
    expect(withOldCredential.statusCode).toBe(401);
    expect((await logIn(user.username, 'a password after a reset', '192.0.2.31')).statusCode).toBe(
      200,
    );
  });

  /** A passkey made for the link's person, on a new software authenticator (inject's origin). */
  async function passkeyAnswer(token: string, address = '192.0.2.40') {
    const options = await t.app.inject({
      method: 'POST',
      url: `/api/account-links/${token}/passkey/options`,
      remoteAddress: address,
    });
    expect(options.statusCode, options.body).toBe(200);
    const authenticator = new SoftwareAuthenticator();
    const data = options.json<{ data: Parameters<SoftwareAuthenticator['register']>[0] }>().data;
    return { authenticator, response: authenticator.register(data, INJECT_ORIGIN) };
  }

  const createPasskey = (token: string, payload: object, address = '192.0.2.40') =>
    t.app.inject({
      method: 'POST',
      url: `/api/account-links/${token}/passkey`,
      payload,
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
      },
      remoteAddress: address,
    });

  async function signInWithPasskey(authenticator: SoftwareAuthenticator) {
    const options = await t.app.inject({ method: 'POST', url: '/api/login/passkey/options' });
    const data = options.json<{ data: Parameters<SoftwareAuthenticator['authenticate']>[0] }>()
      .data;
    return t.app.inject({
      method: 'POST',
      url: '/api/login/passkey',
      payload: { response: authenticator.authenticate(data, INJECT_ORIGIN) },
      remoteAddress: nextAddress(),
    });
  }

  it('takes a passkey instead of a password through an invitation, once, and signs in with it', async () => {
    const link = await invite();
    const token = tokenOf(link);
    const { authenticator, response } = await passkeyAnswer(token);

    const created = await createPasskey(token, { response, name: 'Grandma’s tablet' });
    expect(created.statusCode, created.body).toBe(200);
    const signedIn = created.json<{ data: { token: string; username: string; role: string } }>()
      .data;
    expect(signedIn).toMatchObject({ username: link.username, role: 'Family' });
    const passkeys = await t.app.inject({
      method: 'GET',
      url: '/api/account/passkeys',
      headers: bearer(signedIn.token),
    });
    expect(passkeys.json<{ data: { name: string }[] }>().data.map((p) => p.name)).toEqual([
      'Grandma’s tablet',
    ]);

    // Used: neither way works a second time, and still no password opens the account.
    const again = await passkeyAnswer(token).catch(() => undefined);
    expect(again).toBeUndefined();
    expect((await lookUp(token)).statusCode).toBe(410);
    expect((await choosePassword(token, 'someone else wants in')).statusCode).toBe(410);
    expect((await logIn(link.username, 'someone else wants in')).statusCode).toBe(401);

    // The passkey signs them in from now on.
    const later = await signInWithPasskey(authenticator);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<{ data: { username: string } }>().data.username).toBe(link.username);
  });

  it('keeps the link open when the passkey is refused, and lets one of parallel passkeys win', async () => {
    const link = await invite();
    const token = tokenOf(link);
    const refused = await passkeyAnswer(token);
    const elsewhere = refused.authenticator.register(
      (
        await t.app.inject({ method: 'POST', url: `/api/account-links/${token}/passkey/options` })
      ).json<{ data: Parameters<SoftwareAuthenticator['register']>[0] }>().data,
      'https://phishing.example',
    );
    const wrongOrigin = await createPasskey(token, { response: elsewhere });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json<{ error: string }>().error).toMatch(/^This passkey could not be added/);
    expect((await lookUp(token)).statusCode).toBe(200);

    const answers = await Promise.all([passkeyAnswer(token), passkeyAnswer(token)]);
    const results = await Promise.all(
      answers.map(({ response }) => createPasskey(token, { response })),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 410]);
    const stored = await t.app.db
      .selectFrom('passkeys')
      .select('credential_id')
      .where('user_id', '=', link.user_id)
      .execute();
    const winner = results.findIndex((result) => result.statusCode === 200);
    expect(stored.map((row) => row.credential_id)).toEqual([answers[winner]?.authenticator.id]);
  });

  it('ends every old session when a reset link makes a passkey, and leaves the password as it was', async () => {
    const user = await t.createUser('User');
    const oldToken = await t.login(user.username, user.password);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account-links/resets',
      headers: bearer(admin),
      payload: { user_id: user.id },
    });
    const token = tokenOf(reset.json<{ data: MadeLink }>().data);
    const { response } = await passkeyAnswer(token);
    expect((await createPasskey(token, { response })).statusCode).toBe(200);
    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: bearer(oldToken),
    });
    expect(oldSession.statusCode).toBe(401);
    expect((await logIn(user.username, user.password, '192.0.2.41')).statusCode).toBe(200);
  });

  it('refuses a reset link for a user who is not there', async () => {
    for (const userId of [2_147_483_647]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/account-links/resets',
        headers: bearer(admin),
        payload: { user_id: userId },
      });
      expect(response.statusCode).toBe(404);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/account-links/resets',
      headers: bearer(admin),
      payload: { user_id: 'seven' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an unknown token, 400 for one of the wrong shape, and locks an address that guesses', async () => {
    const address = nextAddress();
    const guess = (index: number) => `${String(index).padStart(2, '0')}${'A'.repeat(41)}`;
    const malformed = await lookUp('not-a-token', address);
    expect(malformed.statusCode).toBe(400);
    for (let index = 1; index <= 5; index += 1) {
      const response = await lookUp(guess(index), address);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: CLOSED_LINK_MESSAGES.unknown });
    }
    // The fifth wrong guess locks the address: even a real link waits, and so do its logins.
    const link = await invite();
    const locked = await lookUp(tokenOf(link), address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await choosePassword(tokenOf(link), 'a fine password', address)).statusCode).toBe(429);
    expect((await logIn(TEST_ADMIN.username, TEST_ADMIN.password, address)).statusCode).toBe(429);
    // Another address is not held back by it.
    expect((await lookUp(tokenOf(link), nextAddress())).statusCode).toBe(200);
  });
});

describe('invitation links with PUBLIC_URL set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', { env: { PUBLIC_URL: 'https://nook.example/' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('open at the public origin, whatever address the Admin made them from', async () => {
    const admin = await t.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account-links/invitations',
      headers: { ...bearer(admin), host: '192.168.1.20:3000' },
      payload: { username: 'kerstin', email: 'kerstin@example.com', access_role: 'User' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: MadeLink }>().data.url).toMatch(
      /^https:\/\/nook\.example\/join#[A-Za-z0-9_-]{43}$/,
    );
  });
});
