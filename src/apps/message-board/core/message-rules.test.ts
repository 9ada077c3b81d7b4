import { describe, expect, it } from 'vitest';
import { canPostMessage, newestFirst, senderName } from './message-rules';

describe('senderName', () => {
  const names = new Map([
    [1, 'admin'],
    [7, 'frida'],
  ]);

  it('uses the username found by ID', () => {
    expect(senderName(7, names)).toBe('frida');
  });

  it("falls back to 'User {id}' for an unknown sender", () => {
    expect(senderName(42, names)).toBe('User 42');
    expect(senderName(7, new Map())).toBe('User 7');
  });

  it('calls SenderID 0 Anonymous, even if a user 0 were listed', () => {
    expect(senderName(0, new Map([[0, 'ghost']]))).toBe('Anonymous');
  });
});

describe('canPostMessage', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\n\t ', false],
    ['hi', true],
    ['  hi  ', true],
    ['x'.repeat(2000), true],
    [` ${'x'.repeat(2000)} `, true],
    ['x'.repeat(2001), false],
  ])('%j → %s', (content, allowed) => {
    expect(canPostMessage(content)).toBe(allowed);
  });

  it('sends photos without text, but not more than four, nor text over the limit', () => {
    expect(canPostMessage('', 1)).toBe(true);
    expect(canPostMessage('  ', 4)).toBe(true);
    expect(canPostMessage('caption', 2)).toBe(true);
    expect(canPostMessage('', 5)).toBe(false);
    expect(canPostMessage('x'.repeat(2001), 1)).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders by sent time, newest first, and by ID within the same time', () => {
    const sorted = newestFirst([
      { ID: 1, SentAt: '2026-11-20T10:00:00.000Z' },
      { ID: 3, SentAt: '2026-11-21T09:00:00.000Z' },
      { ID: 2, SentAt: '2026-11-21T09:00:00.000Z' },
      { ID: 4, SentAt: '2026-11-19T23:00:00.000Z' },
    ]);
    expect(sorted.map((message) => message.ID)).toEqual([3, 2, 1, 4]);
  });
});
