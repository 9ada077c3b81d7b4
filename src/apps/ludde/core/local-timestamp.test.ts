import { describe, expect, it } from 'vitest';
import { formatUtcOffset, toDateTimeLocalValue, toOffsetTimestamp } from './local-timestamp';

describe('formatUtcOffset', () => {
  it.each([
    [0, '+00:00'],
    [60, '+01:00'],
    [120, '+02:00'],
    [330, '+05:30'],
    [-300, '-05:00'],
    [-570, '-09:30'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(formatUtcOffset(minutes)).toBe(text);
  });
});

describe('toOffsetTimestamp', () => {
  it('adds seconds and the offset to a datetime-local value', () => {
    expect(toOffsetTimestamp('2026-11-21T08:30', 60)).toBe('2026-11-21T08:30:00+01:00');
    expect(toOffsetTimestamp('2026-07-01T23:05:42', -240)).toBe('2026-07-01T23:05:42-04:00');
    expect(toOffsetTimestamp('2026-07-01T23:05:42.123', 0)).toBe('2026-07-01T23:05:42+00:00');
  });

  it('gives a timestamp that names the same instant', () => {
    const text = toOffsetTimestamp('2026-11-21T08:30', 60);
    expect(new Date(text ?? '').toISOString()).toBe('2026-11-21T07:30:00.000Z');
  });

  it('refuses incomplete values', () => {
    expect(toOffsetTimestamp('', 60)).toBeNull();
    expect(toOffsetTimestamp('2026-11-21', 60)).toBeNull();
    expect(toOffsetTimestamp('2026-11-21T08:30+01:00', 60)).toBeNull();
  });
});

describe('toDateTimeLocalValue', () => {
  it('shows an instant on the local wall clock, to the minute', () => {
    expect(toDateTimeLocalValue(new Date('2026-11-21T07:30:59Z'), 60)).toBe('2026-11-21T08:30');
    expect(toDateTimeLocalValue(new Date('2026-11-21T02:00:00Z'), -300)).toBe('2026-11-20T21:00');
  });
});
