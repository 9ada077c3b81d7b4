import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { apiSecurityHeaders, computeSecurityHeaders, registerSecurity } from './security';

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
  it('sets the API’s lean headers under /api and helmet’s on the site, found or not', async () => {
    const app = Fastify();
    registerSecurity(app);
    const apiHeaders = apiSecurityHeaders(computeSecurityHeaders());
    app.get('/api/thing', () => ({ ok: true }));
    app.get('/health', () => ({ ok: true }));
    app.get('/page', () => 'page');
    for (const url of ['/api/thing', '/api/thing?x=1', '/health?probe=1', '/api/nothing-here']) {
      const api = await app.inject({ method: 'GET', url });
      expect(api.headers).toMatchObject(apiHeaders);
      expect(api.headers['referrer-policy']).toBeUndefined();
    }
    for (const url of ['/page', '/page?x=1', '/no-such-page']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['cache-control']).toBeUndefined();
    }
    await app.close();
  });
});
