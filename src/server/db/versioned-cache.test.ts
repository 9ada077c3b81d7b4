import { describe, expect, it, vi } from 'vitest';
import type { Database } from './connect';
import { VersionedCache } from './versioned-cache';

// The cache keys its entries by the database object only; no query is run.
const database = () => ({}) as Database;

describe('VersionedCache', () => {
  it('reads once while the version stays, and again when it changes', async () => {
    const cache = new VersionedCache<string>(4);
    const db = database();
    const load = vi.fn(async () => `answer ${load.mock.calls.length}`);
    expect(await cache.read(db, 'page', 1, load)).toBe('answer 1');
    expect(await cache.read(db, 'page', 1, load)).toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.read(db, 'page', 2, load)).toBe('answer 2');
    expect(await cache.read(db, 'page', 2, load)).toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each key and each database apart', async () => {
    const cache = new VersionedCache<string>(4);
    const [one, two] = [database(), database()];
    await cache.read(one, 'a', 1, async () => 'one a');
    await cache.read(one, 'b', 1, async () => 'one b');
    await cache.read(two, 'a', 1, async () => 'two a');
    const unused = vi.fn(async () => 'reloaded');
    expect(await cache.read(one, 'a', 1, unused)).toBe('one a');
    expect(await cache.read(one, 'b', 1, unused)).toBe('one b');
    expect(await cache.read(two, 'a', 1, unused)).toBe('two a');
    expect(unused).not.toHaveBeenCalled();
  });

  it('shares one read between concurrent uses of a key and version', async () => {
    const cache = new VersionedCache<string>(4);
    const db = database();
    let finish: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cache.read(db, 'page', 7, load);
    const second = cache.read(db, 'page', 7, load);
    finish('shared');
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not replace a newer answer with one read under an older version', async () => {
    const cache = new VersionedCache<string>(4);
    const db = database();
    await cache.read(db, 'page', 5, async () => 'version 5');
    // A use that read version 4 before a change landed gets a fresh read, not kept.
    expect(await cache.read(db, 'page', 4, async () => 'late read')).toBe('late read');
    const unused = vi.fn(async () => 'reloaded');
    expect(await cache.read(db, 'page', 5, unused)).toBe('version 5');
    expect(unused).not.toHaveBeenCalled();
  });

  it('forgets a failed read, so the next use tries again', async () => {
    const cache = new VersionedCache<string>(4);
    const db = database();
    await expect(
      cache.read(db, 'page', 1, () => Promise.reject(new Error('database busy'))),
    ).rejects.toThrow('database busy');
    expect(await cache.read(db, 'page', 1, async () => 'second try')).toBe('second try');
  });

  it('does not keep an answer that keep() refuses, but shares it with concurrent uses', async () => {
    const cache = new VersionedCache<string | undefined>(4);
    const db = database();
    const keep = (value: string | undefined) => value !== undefined;
    const load = vi.fn(async () => undefined);
    const [first, second] = await Promise.all([
      cache.read(db, 'unknown', 1, load, keep),
      cache.read(db, 'unknown', 1, load, keep),
    ]);
    expect([first, second]).toEqual([undefined, undefined]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.read(db, 'unknown', 1, load, keep);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const cache = new VersionedCache<string>(2);
    const db = database();
    await cache.read(db, 'a', 1, async () => 'a');
    await cache.read(db, 'b', 1, async () => 'b');
    await cache.read(db, 'a', 1, async () => 'a again'); // a is now the most recent
    await cache.read(db, 'c', 1, async () => 'c'); // b leaves
    const load = vi.fn(async () => 'reloaded');
    expect(await cache.read(db, 'a', 1, load)).toBe('a');
    expect(await cache.read(db, 'c', 1, load)).toBe('c');
    expect(await cache.read(db, 'b', 1, load)).toBe('reloaded');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('VersionedCache.peek', () => {
  it('gives an answer at once only once it is read, and only at its version', async () => {
    const cache = new VersionedCache<string>(4);
    const db = database();
    let finish: (value: string) => void = () => undefined;
    const reading = cache.read(db, 'page', 3, () => new Promise((resolve) => (finish = resolve)));
    expect(cache.peek(db, 'page', 3)).toBeUndefined();
    finish('answer');
    await reading;
    expect(cache.peek(db, 'page', 3)).toEqual({ value: 'answer' });
    expect(cache.peek(db, 'page', 4)).toBeUndefined();
    expect(cache.peek(db, 'other', 3)).toBeUndefined();
    expect(cache.peek(database(), 'page', 3)).toBeUndefined();
  });

  it('gives nothing for an answer that failed or was not kept', async () => {
    const cache = new VersionedCache<string | undefined>(4);
    const db = database();
    await expect(
      cache.read(db, 'failed', 1, () => Promise.reject(new Error('no'))),
    ).rejects.toThrow();
    expect(cache.peek(db, 'failed', 1)).toBeUndefined();
    await cache.read(
      db,
      'unknown',
      1,
      async () => undefined,
      (value) => value !== undefined,
    );
    expect(cache.peek(db, 'unknown', 1)).toBeUndefined();
  });

  it('counts as a use: a peeked answer is not the least recently used', async () => {
    const cache = new VersionedCache<string>(2);
    const db = database();
    await cache.read(db, 'a', 1, async () => 'a');
    await cache.read(db, 'b', 1, async () => 'b');
    expect(cache.peek(db, 'a', 1)).toEqual({ value: 'a' });
    await cache.read(db, 'c', 1, async () => 'c');
    expect(cache.peek(db, 'a', 1)).toEqual({ value: 'a' });
    expect(cache.peek(db, 'b', 1)).toBeUndefined();
  });
});
