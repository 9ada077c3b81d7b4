import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, sessionOf, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { SoftwareAuthenticator } from '#tests/webauthn-authenticator';
import type { Passkey } from '#shared/passkey.schemas';

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
/** inject() asks for localhost:80, so the request's own origin is this. */
const ORIGIN = 'http://localhost';

interface RegistrationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  excludeCredentials: { id: string }[];
  authenticatorSelection: { residentKey: string; userVerification: string };
}
interface AuthenticationOptions {
  challenge: string;
  rpId: string;
  allowCredentials?: unknown[];
}

let address = 0;
/** A fresh client address, so one test's failures do not throttle another's. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

describe.each(testDatabaseKinds())('passkeys on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const registrationOptions = async (token: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/options',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: RegistrationOptions }>().data;
  };

  const addPasskey = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: { ...bearer(token), 'user-agent': CHROME_ON_ANDROID },
      payload,
    });

  /** A user with a passkey on a software authenticator, and the session it was added from. */
  async function userWithPasskey(role = 'User') {
    const user = await t.createUser(role);
    const token = await t.login(user.username, user.password);
    const authenticator = new SoftwareAuthenticator();
    const options = await registrationOptions(token);
    const added = await addPasskey(token, { response: authenticator.register(options, ORIGIN) });
    expect(added.statusCode, added.body).toBe(201);
    return { user, token, authenticator, passkey: added.json<{ data: Passkey }>().data };
  }

  const authenticationOptions = async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login/passkey/options' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AuthenticationOptions }>().data;
  };

  const passkeyLogin = (payload: object, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/passkey',
      payload,
      remoteAddress,
      headers: { 'user-agent': CHROME_ON_ANDROID },
    });

  const listPasskeys = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/passkeys',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Passkey[] }>().data;
  };

  it('asks for a discoverable passkey for this host, excluding the ones the user has', async () => {
    const { token, authenticator } = await userWithPasskey();
    const options = await registrationOptions(token);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Nook' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials.map((credential) => credential.id)).toEqual([
      authenticator.id,
    ]);
    const login = await authenticationOptions();
    expect(login.rpId).toBe('localhost');
    expect(login.allowCredentials ?? []).toEqual([]);
  });

  it('adds a passkey named after the browser, lists, renames and removes it', async () => {
    const { token, passkey } = await userWithPasskey();
    expect(passkey).toMatchObject({ name: 'Chrome on Android', last_used_at: null });
    expect(await listPasskeys(token)).toEqual([passkey]);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/passkeys/${passkey.id}`,
      headers: bearer(token),
      payload: { name: '  My phone  ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ data: Passkey }>().data.name).toBe('My phone');

    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/passkeys/${passkey.id}`,
      headers: bearer(token),
      payload: { name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('error');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/passkeys/${passkey.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await listPasskeys(token)).toEqual([]);
  });

  it('keeps a name given when the passkey is added', async () => {
    const user = await t.createUser('Family');
    const token = await t.login(user.username, user.password);
    const options = await registrationOptions(token);
    const response = await addPasskey(token, {
      response: new SoftwareAuthenticator().register(options, ORIGIN),
      name: 'Laptop',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: Passkey }>().data.name).toBe('Laptop');
  });

  it('refuses a passkey that is already added, to this account or another', async () => {
    const { token, authenticator } = await userWithPasskey();
    const again = await addPasskey(token, {
      response: authenticator.register(await registrationOptions(token), ORIGIN),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'This passkey is already added.' });
    const other = await t.tokenFor('User');
    const elsewhere = await addPasskey(other, {
      response: authenticator.register(await registrationOptions(other), ORIGIN),
    });
    expect(elsewhere.statusCode).toBe(400);
  });

  it("answers 404 for another person's passkey and leaves it alone", async () => {
    const owner = await userWithPasskey();
    const other = await t.tokenFor('Admin');
    for (const method of ['DELETE', 'PATCH'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/account/passkeys/${owner.passkey.id}`,
        headers: bearer(other),
        ...(method === 'PATCH' ? { payload: { name: 'Mine now' } } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('error');
    }
    expect(await listPasskeys(owner.token)).toEqual([owner.passkey]);
  });

  it('signs in with the passkey: the same answer as a password login, and a device credential', async () => {
    const { user, authenticator } = await userWithPasskey('Family');
    const options = await authenticationOptions();
    const response = await passkeyLogin({ response: authenticator.authenticate(options, ORIGIN) });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{
      data: {
        token: string;
        role: string;
        username: string;
        device_credential: string;
        user_id: number;
      };
    }>();
    expect(data).toMatchObject({ role: 'Family', username: user.username, user_id: user.id });
    expect(data.device_credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await sessionOf(t.app, data.token)).json()).toEqual({
      data: { username: user.username, role: 'Family', user_id: user.id },
    });
    const [listed] = await listPasskeys(data.token);
    expect(listed?.last_used_at).not.toBeNull();

    // The device credential of this sign-in works for a password login from the same browser.
    const withCredential = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        username: user.username,
        password: user.password,
        device_credential: data.device_credential,
      },
    });
    expect(withCredential.statusCode).toBe(200);

    // A session from a passkey ends at logout like any other.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(data.token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await sessionOf(t.app, data.token)).statusCode).toBe(401);
  });

  it('refuses a replayed answer: each challenge is used once', async () => {
    const { authenticator } = await userWithPasskey();
    const options = await authenticationOptions();
    const answer = authenticator.authenticate(options, ORIGIN);
    const [first, second] = await Promise.all([
      passkeyLogin({ response: answer }),
      passkeyLogin({ response: answer }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 401]);
    const again = await passkeyLogin({ response: answer });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'This passkey cannot sign you in here.' });
  });

  it('refuses an answer made for another origin, and a registration from another origin', async () => {
    const { token, authenticator } = await userWithPasskey();
    const options = await authenticationOptions();
    const response = await passkeyLogin({
      response: authenticator.authenticate(options, 'https://evil.example'),
    });
    expect(response.statusCode).toBe(401);

    const registration = await registrationOptions(token);
    const added = await addPasskey(token, {
      response: new SoftwareAuthenticator().register(registration, 'https://evil.example'),
    });
    expect(added.statusCode).toBe(400);
    expect(added.json<{ error: string }>().error).toMatch(/could not be added/);
  });

  it('refuses a signature counter that went back', async () => {
    const { authenticator } = await userWithPasskey();
    const first = await passkeyLogin({
      response: authenticator.authenticate(await authenticationOptions(), ORIGIN),
    });
    expect(first.statusCode).toBe(200);
    authenticator.counter = 0;
    const cloned = await passkeyLogin({
      response: authenticator.authenticate(await authenticationOptions(), ORIGIN),
    });
    expect(cloned.statusCode).toBe(401);
  });

  it('refuses a removed passkey and a deleted user', async () => {
    const removed = await userWithPasskey();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/account/passkeys/${removed.passkey.id}`,
      headers: bearer(removed.token),
    });
    const afterRemoval = await passkeyLogin({
      response: removed.authenticator.authenticate(await authenticationOptions(), ORIGIN),
    });
    expect(afterRemoval.statusCode).toBe(401);

    const deleted = await userWithPasskey();
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', deleted.user.id)
      .execute();
    const afterDeletion = await passkeyLogin({
      response: deleted.authenticator.authenticate(await authenticationOptions(), ORIGIN),
    });
    expect(afterDeletion.statusCode).toBe(401);
  });

  it('counts failed passkey logins as wrong passwords: the address, then the username', async () => {
    const { user, authenticator } = await userWithPasskey();
    const address = nextAddress();
    const forged = async () => {
      const answer = authenticator.authenticate(await authenticationOptions(), ORIGIN);
      // Signed by someone else's key: a guess, not the passkey.
      const other = new SoftwareAuthenticator();
      other.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'eA' } }, ORIGIN);
      const signature = other.authenticate({ challenge: 'x' }, ORIGIN).response.signature;
      return { response: { ...answer, response: { ...answer.response, signature } } };
    };
    for (let failure = 1; failure <= 5; failure += 1) {
      const response = await passkeyLogin(await forged(), address);
      expect(response.statusCode, `failure ${failure}`).toBe(401);
    }
    const locked = await passkeyLogin(
      { response: authenticator.authenticate(await authenticationOptions(), ORIGIN) },
      address,
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The username is locked too, for passwords from anywhere.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: user.password },
      remoteAddress: nextAddress(),
    });
    expect(password.statusCode).toBe(429);

    // An unknown passkey counts against the address alone.
    const stranger = new SoftwareAuthenticator();
    stranger.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'eA' } }, ORIGIN);
    const strangerAddress = nextAddress();
    for (let failure = 1; failure <= 5; failure += 1) {
      const response = await passkeyLogin(
        { response: stranger.authenticate(await authenticationOptions(), ORIGIN) },
        strangerAddress,
      );
      expect(response.statusCode).toBe(401);
    }
    const strangerLocked = await passkeyLogin(
      { response: stranger.authenticate(await authenticationOptions(), ORIGIN) },
      strangerAddress,
    );
    expect(strangerLocked.statusCode).toBe(429);
  });

  it('refuses malformed answers with 400', async () => {
    const token = await t.tokenFor('User');
    const bad = await addPasskey(token, { response: { id: 'not base64!' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('error');
    const login = await passkeyLogin({ response: 'nothing' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toHaveProperty('error');
  });
});

describe('passkeys with PUBLIC_URL set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('sqlite', { env: { PUBLIC_URL: 'https://nook.example/' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes passkeys for that host and accepts answers from that origin only', async () => {
    const user = await t.createUser('User');
    const token = await t.login(user.username, user.password);
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/options',
      headers: bearer(token),
    });
    const registration = options.json<{ data: RegistrationOptions }>().data;
    expect(registration.rp.id).toBe('nook.example');
    const authenticator = new SoftwareAuthenticator();
    const fromLocalhost = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: bearer(token),
      payload: { response: authenticator.register(registration, ORIGIN) },
    });
    expect(fromLocalhost.statusCode).toBe(400);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/options',
      headers: bearer(token),
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/account/passkeys',
      headers: bearer(token),
      payload: {
        response: authenticator.register(
          again.json<{ data: RegistrationOptions }>().data,
          'https://nook.example',
        ),
      },
    });
    expect(added.statusCode, added.body).toBe(201);

    const login = await t.app.inject({ method: 'POST', url: '/api/login/passkey/options' });
    const loginOptions = login.json<{ data: AuthenticationOptions }>().data;
    expect(loginOptions.rpId).toBe('nook.example');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/passkey',
      payload: { response: authenticator.authenticate(loginOptions, 'https://nook.example') },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
