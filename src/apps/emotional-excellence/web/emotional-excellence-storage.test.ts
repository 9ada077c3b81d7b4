import { describe, expect, it, vi } from 'vitest';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import {
  DISCARDED_KEY,
  ENTRIES_KEY,
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
  ])('discards %s with a console message and keeps a copy aside', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(ENTRIES_KEY, raw);
    expect(loadEntries()).toEqual([]);
    expect(window.localStorage.getItem(ENTRIES_KEY)).toBeNull();
    expect(window.localStorage.getItem(DISCARDED_KEY)).toBe(raw);
    expect(String(warn.mock.calls[0]?.[0])).toContain(ENTRIES_KEY);
  });

  it('drops unreadable or duplicate entries and keeps the rest', () => {
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
    expect(String(warn.mock.calls[0]?.[0])).toContain('4 unreadable');
    // The cleaned list is written back; the original stays aside.
    expect(loadEntries()).toEqual([entry]);
    expect(warn).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(DISCARDED_KEY)).toBe(raw);
  });
});
