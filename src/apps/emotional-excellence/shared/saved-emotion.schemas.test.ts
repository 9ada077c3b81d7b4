import { describe, expect, it } from 'vitest';
import { ImportedEmotionSchema, SavedEmotionSchema } from './saved-emotion.schemas';

const valid = {
  id: 'f3c1',
  date: '2026-03-14T09:00:00.000+01:00',
  topLevelEmotion: 'Peaceful',
  midLevelEmotion: 'Calm',
  lowLevelEmotion: 'Serene',
  comment: 'Walk by the lake',
  intensity: 3,
};

describe('the saved emotion schema', () => {
  it('accepts a complete entry, with or without milliseconds or an offset name', () => {
    expect(SavedEmotionSchema.parse(valid)).toEqual(valid);
    expect(SavedEmotionSchema.safeParse({ ...valid, date: '2026-03-14T09:00:00Z' }).success).toBe(
      true,
    );
    expect(SavedEmotionSchema.safeParse({ ...valid, date: '2026-03-14T09:00-05:00' }).success).toBe(
      true,
    );
  });

  it.each([
    ['a missing id', { ...valid, id: undefined }],
    ['an empty id', { ...valid, id: '' }],
    ['a date without an offset', { ...valid, date: '2026-03-14T09:00:00' }],
    ['a date that does not exist', { ...valid, date: '2026-02-29T09:00:00Z' }],
    ['a date that is not a date', { ...valid, date: 'yesterday' }],
    ['an unknown top emotion', { ...valid, topLevelEmotion: 'Bored' }],
    ['a sub-emotion of another branch', { ...valid, midLevelEmotion: 'Lonely' }],
    ['a sub-sub-emotion of another sub-emotion', { ...valid, lowLevelEmotion: 'Satisfied' }],
    ['intensity 0', { ...valid, intensity: 0 }],
    ['intensity 6', { ...valid, intensity: 6 }],
    ['a fractional intensity', { ...valid, intensity: 2.5 }],
    ['intensity as text', { ...valid, intensity: '3' }],
    ['a comment that is not text', { ...valid, comment: null }],
    ['a very long comment', { ...valid, comment: 'x'.repeat(2001) }],
  ])('rejects %s', (_, value) => {
    expect(SavedEmotionSchema.safeParse(value).success).toBe(false);
  });

  it('lets an imported entry leave out its id, but nothing else', () => {
    expect(ImportedEmotionSchema.safeParse({ ...valid, id: undefined }).success).toBe(true);
    expect(ImportedEmotionSchema.safeParse({ ...valid, comment: undefined }).success).toBe(false);
  });
});
