import { describe, expect, it } from 'vitest';
import { parseOffsetDateTime } from './offset-timestamp';

const iso = (text: string) => parseOffsetDateTime(text)?.toISOString() ?? null;

describe('parseOffsetDateTime', () => {
  it.each([
    ['2026-11-21T08:30:00+01:00', '2026-11-21T07:30:00.000Z'],
    ['2026-11-21T08:30:00Z', '2026-11-21T08:30:00.000Z'],
    ['2026-11-21T08:30+01:00', '2026-11-21T07:30:00.000Z'],
    ['2026-11-21T08:30:15.5Z', '2026-11-21T08:30:15.500Z'],
    ['2026-11-21T08:30:15.123456789Z', '2026-11-21T08:30:15.123Z'],
    ['2026-11-21T20:00:00-05:30', '2026-11-22T01:30:00.000Z'],
    ['2026-11-22T00:30:00+02:00', '2026-11-21T22:30:00.000Z'],
    ['2028-02-29T12:00:00Z', '2028-02-29T12:00:00.000Z'],
    ['1970-01-01T00:00:00Z', '1970-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
  ])('reads %s as %s', (text, expected) => {
    expect(iso(text)).toBe(expected);
  });

  it.each([
    ['no offset', '2026-11-21T08:30:00'],
    ['a date only', '2026-11-21'],
    ['a space for T', '2026-11-21 08:30:00Z'],
    ['a lower-case z', '2026-11-21T08:30:00z'],
    ['an offset without colon', '2026-11-21T08:30:00+0100'],
    ['February 30', '2026-02-30T08:00:00Z'],
    ['February 29 in a common year', '2027-02-29T08:00:00Z'],
    ['month 13', '2026-13-01T08:00:00Z'],
    ['day 0', '2026-11-00T08:00:00Z'],
    ['hour 24', '2026-11-21T24:00:00Z'],
    ['minute 60', '2026-11-21T08:60:00Z'],
    ['a leap second', '2026-12-31T23:59:60Z'],
    ['an offset of 24 hours', '2026-11-21T08:00:00+24:00'],
    ['an offset with 60 minutes', '2026-11-21T08:00:00+01:60'],
    ['before 1970', '1969-12-31T23:59:59Z'],
    ['before 1970 once the offset is applied', '1970-01-01T00:30:00+01:00'],
    ['after 9999 once the offset is applied', '9999-12-31T23:30:00-01:00'],
    ['a timestamp in milliseconds', '1763713800000'],
    ['free text', 'yesterday at noon'],
    ['an empty string', ''],
    ['trailing text', '2026-11-21T08:30:00Z and more'],
  ])('refuses %s', (_label, text) => {
    expect(parseOffsetDateTime(text)).toBeNull();
  });
});
