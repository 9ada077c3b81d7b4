import { describe, expect, it } from 'vitest';
import type { SavedEmotion } from '../shared/saved-emotion.schemas';
import {
  deleteEntry,
  newestFirst,
  recordEmotion,
  reviseEntry,
  type EmotionChoice,
} from './emotion-journal';
import { localTimestamp } from './local-day';

const EAGER: EmotionChoice = {
  topLevelEmotion: 'Joyful',
  midLevelEmotion: 'Excited',
  lowLevelEmotion: 'Eager',
  comment: 'New job starts',
  intensity: 4,
};
const WORRIED: EmotionChoice = {
  topLevelEmotion: 'Scared',
  midLevelEmotion: 'Anxious',
  lowLevelEmotion: 'Worried',
  comment: '',
  intensity: 2,
};

const STOCKHOLM = 'Europe/Stockholm';
const at = (utc: string, zone = STOCKHOLM) => localTimestamp(new Date(utc), zone);

describe('recording a feeling', () => {
  it('adds a new entry with the given id and the local timestamp', () => {
    const result = recordEmotion([], EAGER, at('2026-03-14T08:00:00Z'), 'a');
    expect(result.outcome).toBe('added');
    expect(result.entries).toEqual([{ id: 'a', date: '2026-03-14T09:00:00.000+01:00', ...EAGER }]);
  });

  it('overwrites the same combination on the same local day, keeping the id', () => {
    let entries = recordEmotion([], EAGER, at('2026-03-14T08:00:00Z'), 'a').entries;
    entries = recordEmotion(entries, WORRIED, at('2026-03-14T09:00:00Z'), 'b').entries;
    const again = recordEmotion(
      entries,
      { ...EAGER, comment: '  Even better  ', intensity: 5 },
      at('2026-03-14T20:00:00Z'),
      'c',
    );
    expect(again.outcome).toBe('updated');
    expect(again.entry).toEqual({
      id: 'a',
      date: '2026-03-14T21:00:00.000+01:00',
      ...EAGER,
      comment: 'Even better',
      intensity: 5,
    });
    expect(again.entries.map((entry) => entry.id).sort()).toEqual(['a', 'b']);
  });

  it('keeps a different sub-sub-emotion of the same branch as its own entry', () => {
    const first = recordEmotion([], EAGER, at('2026-03-14T08:00:00Z'), 'a');
    const second = recordEmotion(
      first.entries,
      { ...EAGER, lowLevelEmotion: 'Energetic' },
      at('2026-03-14T09:00:00Z'),
      'b',
    );
    expect(second.outcome).toBe('added');
    expect(second.entries).toHaveLength(2);
  });

  it('starts a new day at local midnight, not at UTC midnight', () => {
    // 23:59 and 00:01 in Stockholm are the same UTC day but two local days.
    const before = recordEmotion([], EAGER, at('2026-03-14T22:59:00Z'), 'a');
    const after = recordEmotion(before.entries, EAGER, at('2026-03-14T23:01:00Z'), 'b');
    expect(after.outcome).toBe('added');
    expect(after.entries.map((entry) => entry.date)).toEqual([
      '2026-03-14T23:59:00.000+01:00',
      '2026-03-15T00:01:00.000+01:00',
    ]);
    // 00:30 local the next morning is still the 15th: it overwrites the 00:01 entry.
    const later = recordEmotion(after.entries, EAGER, at('2026-03-14T23:30:00Z'), 'c');
    expect(later.outcome).toBe('updated');
    expect(later.entry.id).toBe('b');
  });

  it('treats one UTC day as two local days in a zone far from UTC', () => {
    // 01:00 and 15:00 UTC are the 14th and the 15th in Auckland (UTC+13).
    const zone = 'Pacific/Auckland';
    const first = recordEmotion([], EAGER, at('2026-01-14T01:00:00Z', zone), 'a');
    const second = recordEmotion(first.entries, EAGER, at('2026-01-14T15:00:00Z', zone), 'b');
    expect(second.outcome).toBe('added');
    // While 11:30 UTC on the 13th and 00:30 UTC on the 14th are both the 14th in Auckland.
    const third = recordEmotion([], EAGER, at('2026-01-13T11:30:00Z', zone), 'c');
    const fourth = recordEmotion(third.entries, EAGER, at('2026-01-14T00:30:00Z', zone), 'd');
    expect(fourth.outcome).toBe('updated');
  });
});

describe('changing and deleting entries', () => {
  const twins: SavedEmotion[] = [
    { id: 'one', date: '2026-03-13T10:00:00.000+01:00', ...EAGER },
    { id: 'two', date: '2026-03-14T10:00:00.000+01:00', ...EAGER },
    { id: 'three', date: '2026-03-15T10:00:00.000+01:00', ...EAGER },
  ];

  it('deletes exactly the entry with the id, even among identical-looking ones', () => {
    const left = deleteEntry(twins, 'two');
    expect(left.map((entry) => entry.id)).toEqual(['one', 'three']);
    expect(deleteEntry(twins, 'missing')).toEqual(twins);
  });

  it('revises only the comment and intensity of one entry', () => {
    const revised = reviseEntry(twins, 'three', { comment: ' calmer now ', intensity: 1 });
    expect(revised[2]).toEqual({ ...twins[2], comment: 'calmer now', intensity: 1 });
    expect(revised.slice(0, 2)).toEqual(twins.slice(0, 2));
  });

  it('lists newest first by the moment, across time zones, and filters by top emotion', () => {
    const entries: SavedEmotion[] = [
      { id: 'x', date: '2026-03-14T10:00:00.000+01:00', ...EAGER }, // 09:00 UTC
      { id: 'y', date: '2026-03-14T05:00:00.000-05:00', ...WORRIED }, // 10:00 UTC
      { id: 'z', date: '2026-03-14T09:30:00.000Z', ...EAGER },
    ];
    expect(newestFirst(entries).map((entry) => entry.id)).toEqual(['y', 'z', 'x']);
    expect(newestFirst(entries, 'Joyful').map((entry) => entry.id)).toEqual(['z', 'x']);
    expect(newestFirst(entries, 'Mad')).toEqual([]);
  });
});
