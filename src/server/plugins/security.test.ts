import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security';

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
