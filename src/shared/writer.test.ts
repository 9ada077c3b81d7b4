import { describe, expect, it } from 'vitest';
import { isWriter, writerKey } from './writer';

describe('a write and its writer', () => {
  it('matches by ID where both know it, whatever the names say', () => {
    expect(isWriter({ userId: 3, username: 'frida' }, { userId: 3, username: 'Frida2' })).toBe(
      true,
    );
    expect(isWriter({ userId: 3, username: 'frida' }, { userId: 4, username: 'frida' })).toBe(
      false,
    );
  });

  it('falls back to the username, without regard to case or spaces', () => {
    expect(isWriter({ username: 'Frida' }, { userId: 4, username: ' frida ' })).toBe(true);
    expect(isWriter({ username: 'frida' }, { userId: 4, username: 'olle' })).toBe(false);
  });

  it('gives nobody a write without a writer, and nobody signed in writes nothing', () => {
    expect(isWriter(undefined, { userId: 1, username: 'a' })).toBe(false);
    expect(isWriter(null, { userId: 1, username: 'a' })).toBe(false);
    expect(isWriter({ userId: 1, username: 'a' }, null)).toBe(false);
  });

  it('keys writers by ID, else by name, so one writer is one group', () => {
    expect(writerKey({ userId: 7, username: 'x' })).toBe('id:7');
    expect(writerKey({ username: ' Frida ' })).toBe(writerKey({ username: 'frida' }));
    expect(writerKey(null)).toBe('');
  });
});
