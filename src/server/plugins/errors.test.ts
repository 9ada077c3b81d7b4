import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/test-app';
import { JSON_BODY_LIMIT } from '../app';

describe('error handling and security baseline', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp('sqlite', {
      build: {
        logger: {
          level: 'info',
          stream: { write: (line: string) => logLines.push(line) },
        },
      },
    });
    // A route that fails unexpectedly, to see what a 500 looks like from outside.
    t.app.get('/api/test-explode', { config: { access: 'public' } }, () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers malformed JSON with 400 and an error message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ error: string }>().error).toMatch(/content type/i);
  });

  it('answers a JSON body over 64 KiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'x'.repeat(JSON_BODY_LIMIT) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: string }>().error).toMatch(/too large/);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/data_models/nothing'],
      ['DELETE', '/api/login'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('hides unexpected failures behind a generic 500 and logs the detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-explode' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.json<{ error: string }>().error).toMatch(/went wrong/);
    expect(logLines.join('\n')).toContain('secret internal detail');
  });

  it('sends the API its security headers and no CORS headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    // An API answer is never a document: its CSP forbids everything.
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // Helmet's document-only headers stay on the site's pages.
    expect(response.headers['referrer-policy']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends the security headers with every kind of API answer, errors included', async () => {
    const user = await t.createUser('User');
    const userToken = await t.login(user.username, user.password);
    const answers = {
      'HEAD health': await t.app.inject({ method: 'HEAD', url: '/api/health' }),
      'health alias': await t.app.inject({ method: 'GET', url: '/health' }),
      'no session (401)': await t.app.inject({ method: 'GET', url: '/api/session' }),
      'unknown token (401)': await t.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { authorization: 'Bearer unknown' },
      }),
      'wrong role (403)': await t.app.inject({
        method: 'GET',
        url: '/api/data_models/ludde_feeding_times',
        headers: { authorization: `Bearer ${userToken}` },
      }),
      'invalid body (400)': await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin' },
      }),
      'malformed JSON (400)': await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      }),
      'unknown route (404)': await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      'failure (500)': await t.app.inject({ method: 'GET', url: '/api/test-explode' }),
    };
    for (const [kind, response] of Object.entries(answers)) {
      const { headers } = response;
      expect({
        kind,
        csp: headers['content-security-policy'],
        nosniff: headers['x-content-type-options'],
        cache: headers['cache-control'],
      }).toEqual({
        kind,
        csp: "default-src 'none';frame-ancestors 'none'",
        nosniff: 'nosniff',
        cache: 'no-store',
      });
    }
    expect(answers['wrong role (403)'].statusCode).toBe(403);
    expect(answers['failure (500)'].statusCode).toBe(500);
  });

  it('never writes tokens or passwords to the log', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'correct horse battery staple' },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(token);
    expect(log).not.toContain('correct horse battery staple');
  });
});
