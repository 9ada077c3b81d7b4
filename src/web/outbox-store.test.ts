import { describe, expect, it } from 'vitest';
import { outcomeOfStatus } from './outbox-store';

describe('what the outbox does with an answer', () => {
  it('is done with a write the server stored or answered as stored before', () => {
    expect(outcomeOfStatus(200)).toBe('stored');
    expect(outcomeOfStatus(201)).toBe('stored');
  });

  it('drops a write the server refuses for good', () => {
    for (const status of [400, 403, 404, 413, 422]) expect(outcomeOfStatus(status)).toBe('refused');
  });

  it('keeps a write for later when the refusal can pass: a login, a running first try, a rate', () => {
    for (const status of [401, 409, 429]) expect(outcomeOfStatus(status)).toBe('retry');
  });

  it('keeps a write for later when the server fails', () => {
    for (const status of [500, 502, 503]) expect(outcomeOfStatus(status)).toBe('retry');
  });
});
