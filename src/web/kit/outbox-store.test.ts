import { describe, expect, it } from 'vitest';
import {
  countWritesInWords,
  discardOnLogoutText,
  outcomeOfStatus,
  type QueuedWrite,
} from './outbox-store';
import { isWriter } from '#shared/writer';

describe('what the outbox does with an answer', () => {
  it('is done with a write the server stored or answered as stored before', () => {
    expect(outcomeOfStatus(200)).toBe('stored');
    expect(outcomeOfStatus(201)).toBe('stored');
  });

  it('drops a write the server refuses for good', () => {
    for (const status of [400, 403, 404, 413, 422]) expect(outcomeOfStatus(status)).toBe('refused');
  });

  it("holds a write back for its writer when the writer's session has ended (401)", () => {
    expect(outcomeOfStatus(401)).toBe('writer-signed-out');
  });

  it('keeps a write for later when the refusal can pass: a running first try, a rate', () => {
    for (const status of [409, 429]) expect(outcomeOfStatus(status)).toBe('retry');
  });

  it('keeps a write for later when the server fails', () => {
    for (const status of [500, 502, 503]) expect(outcomeOfStatus(status)).toBe('retry');
  });
});

describe("a queued write's writer", () => {
  const alice = { userId: 7, username: 'alice' };

  it('is the signed-in user with the same ID, whatever the name now is', () => {
    expect(isWriter(alice, { userId: 7, username: 'alice' })).toBe(true);
    expect(isWriter(alice, { userId: 7, username: 'alice-renamed' })).toBe(true);
  });

  it('is never another user, even one who took the same name', () => {
    expect(isWriter(alice, { userId: 8, username: 'bob' })).toBe(false);
    expect(isWriter(alice, { userId: 8, username: 'alice' })).toBe(false);
  });

  it('is matched by username, without regard to case, where a side does not know the ID', () => {
    expect(isWriter({ username: 'Alice' }, { userId: 7, username: 'alice' })).toBe(true);
    expect(isWriter(alice, { username: 'ALICE' })).toBe(true);
    expect(isWriter({ username: 'alice' }, { username: 'bob' })).toBe(false);
  });

  it('is nobody for a write without one, and nobody is signed in without a session', () => {
    expect(isWriter(undefined, { userId: 7, username: 'alice' })).toBe(false);
    expect(isWriter(alice, null)).toBe(false);
  });
});

function write(one: string, many: string): QueuedWrite {
  return {
    id: crypto.randomUUID(),
    kind: one,
    path: '/api/x',
    body: {},
    queuedAt: '2026-01-01T00:00:00.000Z',
    writer: { userId: 1, username: 'alice' },
    noun: { one, many },
  };
}

describe('what a logout says it would discard', () => {
  const message = () => write('message', 'messages');
  const meal = () => write('meal', 'meals');

  it('counts the writes in words, in the order they were made', () => {
    expect(countWritesInWords([message()])).toBe('1 message');
    expect(countWritesInWords([meal(), meal()])).toBe('2 meals');
    expect(countWritesInWords([message(), meal()])).toBe('1 message and 1 meal');
    expect(countWritesInWords([meal(), message(), meal()])).toBe('2 meals and 1 message');
    const older: QueuedWrite = { ...message(), noun: undefined };
    expect(countWritesInWords([message(), meal(), older])).toBe(
      '1 message, 1 meal and 1 other item',
    );
  });

  it('says plainly that they will be discarded', () => {
    expect(discardOnLogoutText([message(), meal()])).toBe(
      '1 message and 1 meal are waiting to be sent and will be discarded if you log out now.',
    );
    expect(discardOnLogoutText([meal()])).toBe(
      '1 meal is waiting to be sent and will be discarded if you log out now.',
    );
  });
});
