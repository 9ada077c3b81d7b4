import { describe, expect, it, vi } from 'vitest';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import {
  ENTRIES_KEY,
  UNREADABLE_KEY_PREFIX,
  loadEntries,
  saveEntries,
} from './emotional-excellence-storage';

const entry: SavedEmotion = {
  id: 'one',
  date: '2026-03-14T09:00:00.000+01:00',
  topLevelEmotion: 'Mad',
  midLevelEmotion: 'Frustrated',
  lowLevelEmotion: 'Stuck',
  comment: 'Traffic',
  intensity: 2,
};

const KEPT_KEY =
  /^emotional-excellence\.entries-unreadable-\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z(-\d+)?$/;

/** The copies kept aside, oldest first, as [key, text]. */
function keptCopies(): [string, string][] {
  const copies: [string, string][] = [];
  for (let index = 0; index < window.localStorage.length; index++) {
    const key = window.localStorage.key(index);
    if (key?.startsWith(UNREADABLE_KEY_PREFIX)) {
      copies.push([key, window.localStorage.getItem(key) ?? '']);
    }
  }
  return copies.sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
}

/** Storage with room for nothing new: writing over an existing key still fits, as in browsers. */
function fillStorage() {
  const real = window.localStorage;
  vi.stubGlobal('localStorage', {
    get length() {
      return real.length;
    },
    key: (index: number) => real.key(index),
    getItem: (key: string) => real.getItem(key),
    setItem: (key: string, value: string) => {
      if (real.getItem(key) === null) throw new DOMException('full', 'QuotaExceededError');
      real.setItem(key, value);
    },
    removeItem: (key: string) => real.removeItem(key),
    clear: () => real.clear(),
  });
}

describe('emotion browser storage', () => {
  it('keeps saved emotions exactly under one key', () => {
    expect(loadEntries()).toEqual([]);
    saveEntries([entry, { ...entry, id: 'two', intensity: 5 }]);
    expect(JSON.parse(window.localStorage.getItem(ENTRIES_KEY) ?? '')).toMatchObject({
      version: 1,
    });
    expect(loadEntries()).toEqual([entry, { ...entry, id: 'two', intensity: 5 }]);
  });

  it.each([
    ['text that is not JSON', '{"version": 1, "entries": ['],
    ['another app’s data', JSON.stringify({ highScores: [1, 2, 3] })],
    ['an older format', JSON.stringify([entry])],
    ['a newer version', JSON.stringify({ version: 2, entries: [entry] })],
    ['a plain string', JSON.stringify('hello')],
  ])('discards %s with a console message naming the key of the copy kept aside', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(ENTRIES_KEY, raw);
    expect(loadEntries()).toEqual([]);
    expect(window.localStorage.getItem(ENTRIES_KEY)).toBeNull();
    const [[keptKey, kept] = ['', '']] = keptCopies();
    expect(keptKey).toMatch(KEPT_KEY);
    expect(kept).toBe(raw);
    expect(warn).toHaveBeenCalledOnce();
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain(`Discarding stored ${ENTRIES_KEY} (`);
    expect(message).toContain(`a copy is kept under ${keptKey}.`);
  });

  it('keeps each of two unreadable journals under a key of its own', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = '{"version": 1, "entries": [ first diary';
    const second = '{"version": 1, "entries": [ second diary';
    window.localStorage.setItem(ENTRIES_KEY, first);
    expect(loadEntries()).toEqual([]);
    window.localStorage.setItem(ENTRIES_KEY, second);
    expect(loadEntries()).toEqual([]);
    const copies = keptCopies();
    expect(copies.map(([, text]) => text)).toEqual([first, second]);
    const [[firstKey = ''] = [], [secondKey = ''] = []] = copies;
    expect(firstKey).toMatch(KEPT_KEY);
    expect(secondKey).toMatch(KEPT_KEY);
    expect(firstKey).not.toBe(secondKey);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`kept under ${firstKey}.`);
    expect(String(warn.mock.calls[1]?.[0])).toContain(`kept under ${secondKey}.`);
  });

  it('drops unreadable or duplicate entries and keeps the rest, and the journal as it was aside', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = JSON.stringify({
      version: 1,
      entries: [
        entry,
        { ...entry, id: 'bad', intensity: 9 },
        { ...entry, id: 'bad2', lowLevelEmotion: 'Serene' },
        { ...entry, comment: 'same id again' },
        null,
      ],
    });
    window.localStorage.setItem(ENTRIES_KEY, raw);
    expect(loadEntries()).toEqual([entry]);
    expect(warn).toHaveBeenCalledOnce();
    const [[keptKey = '', kept] = []] = keptCopies();
    expect(keptKey).toMatch(KEPT_KEY);
    expect(kept).toBe(raw);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('4 unreadable');
    expect(message).toContain(`kept under ${keptKey}.`);
    // The cleaned list is written back; the original stays aside.
    expect(loadEntries()).toEqual([entry]);
    expect(warn).toHaveBeenCalledOnce();

    // A second journal with unreadable entries is kept beside the first, not over it.
    const secondRaw = JSON.stringify({ version: 1, entries: [entry, { id: 'broken' }] });
    window.localStorage.setItem(ENTRIES_KEY, secondRaw);
    expect(loadEntries()).toEqual([entry]);
    expect(keptCopies().map(([, text]) => text)).toEqual([raw, secondRaw]);
  });

  it('leaves an unreadable journal where it is when storage has no room for a copy, and never saves over it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = '{"version": 1, "entries": [ a diary written by hand';
    window.localStorage.setItem(ENTRIES_KEY, raw);
    fillStorage();
    expect(loadEntries()).toEqual([]);
    expect(window.localStorage.getItem(ENTRIES_KEY)).toBe(raw);
    expect(keptCopies()).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      `no room to keep a copy: ${ENTRIES_KEY} is left as it is`,
    );

    expect(saveEntries([entry])).toBe(false);
    expect(window.localStorage.getItem(ENTRIES_KEY)).toBe(raw);
    expect(String(warn.mock.calls.at(-1)?.[0])).toContain(`Not saving the emotions`);

    // Once there is room again, the diary is set aside and the new list saved.
    vi.unstubAllGlobals();
    expect(saveEntries([entry])).toBe(true);
    expect(keptCopies().map(([, text]) => text)).toEqual([raw]);
    expect(loadEntries()).toEqual([entry]);
  });

  it('keeps a journal with unreadable entries whole when storage has no room for a copy', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const raw = JSON.stringify({ version: 1, entries: [entry, { id: 'broken' }] });
    window.localStorage.setItem(ENTRIES_KEY, raw);
    fillStorage();
    expect(loadEntries()).toEqual([entry]);
    expect(window.localStorage.getItem(ENTRIES_KEY)).toBe(raw);
    expect(saveEntries([entry])).toBe(false);
    expect(window.localStorage.getItem(ENTRIES_KEY)).toBe(raw);
  });
});
