import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { computeSecurityHeaders, registerSecurity } from './security';

describe('computeSecurityHeaders', () => {
  it("collects helmet's headers with our strict CSP", () => {
    const headers = computeSecurityHeaders();
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;" +
        "media-src 'self' blob:;font-src 'self';connect-src 'self';worker-src 'self' blob:;" +
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-resource-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('registerSecurity', () => {
  it('sets each route its path’s headers, and leaves fixed answers to carry their own', async () => {
    const app = Fastify();
    const { apiHeaders } = registerSecurity(app);
    app.get('/api/thing', () => ({ ok: true }));
    app.get('/page', () => 'page');
    app.get('/api/fixed', { config: { fixedAnswers: true } }, (_request, reply) => {
      void reply.hijack();
      reply.raw.end('as prepared');
    });
    const api = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(api.headers).toMatchObject(apiHeaders);
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const fixed = await app.inject({ method: 'GET', url: '/api/fixed' });
    expect(fixed.body).toBe('as prepared');
    expect(fixed.headers['content-security-policy']).toBeUndefined();
    await app.close();
  });

  it('refuses fixed answers outside the API, which would go out without the site’s headers', () => {
    const app = Fastify();
    registerSecurity(app);
    expect(() =>
      app.get('/page', { config: { fixedAnswers: true } }, (_request, reply) => {
        void reply.hijack();
      }),
    ).toThrow(/fixed answers carry the API's headers/);
  });
});
