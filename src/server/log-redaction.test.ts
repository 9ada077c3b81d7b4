import { describe, expect, it } from 'vitest';
import { loggedUrl } from './log-redaction';

describe('loggedUrl', () => {
  const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM-_OP';

  it("replaces a link's token in its paths, and leaves every other path alone", () => {
    expect(loggedUrl(`/api/account-links/${token}`)).toBe('/api/account-links/[redacted]');
    expect(loggedUrl(`/api/account-links/${token}/password`)).toBe(
      '/api/account-links/[redacted]/password',
    );
    expect(loggedUrl('/api/account-links/12')).toBe('/api/account-links/12');
    expect(loggedUrl('/api/account-links/invitations')).toBe('/api/account-links/invitations');
    expect(loggedUrl('/api/session')).toBe('/api/session');
  });
});
