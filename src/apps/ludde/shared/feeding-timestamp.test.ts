import { describe, expect, it } from 'vitest';
import {
  instantOf,
  isAfterCurrentMinute,
  readDateTimeText,
  zoneOffsetMinutes,
} from './feeding-timestamp';

const iso = (text: string, timeZone = 'UTC') => {
  const dateTime = readDateTimeText(text);
  return dateTime ? (instantOf(dateTime, timeZone)?.toISOString() ?? null) : null;
};

describe('readDateTimeText and instantOf', () => {
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
  ])('reads %s with its offset as %s, whatever the site zone', (text, expected) => {
    expect(iso(text)).toBe(expected);
    expect(iso(text, 'Asia/Tokyo')).toBe(expected);
  });

  it.each([
    // The original client's datetime-local values, seconds optional.
    ['2026-11-22T16:20', 'Europe/Stockholm', '2026-11-22T15:20:00.000Z'],
    ['2026-07-01T16:20', 'Europe/Stockholm', '2026-07-01T14:20:00.000Z'],
    ['2026-11-22T16:20:30', 'America/New_York', '2026-11-22T21:20:30.000Z'],
    ['2026-11-22T16:20', 'UTC', '2026-11-22T16:20:00.000Z'],
    ['2026-11-22T08:00', 'Asia/Kolkata', '2026-11-22T02:30:00.000Z'],
    // Across midnight and the year: the date moves with the offset.
    ['2027-01-01T00:30', 'Europe/Stockholm', '2026-12-31T23:30:00.000Z'],
  ])('reads the local %s in %s as %s', (text, zone, expected) => {
    expect(iso(text, zone)).toBe(expected);
  });

  it('reads a time the clocks skip (spring forward) as the time an unchanged clock would show', () => {
    // 2026-03-29 in Stockholm: 02:00 becomes 03:00, so 02:30 is 03:30 summer time (01:30Z).
    expect(iso('2026-03-29T02:30', 'Europe/Stockholm')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('reads a time that happens twice (fall back) as the first of the two', () => {
    // 2026-10-25 in Stockholm: 03:00 summer time becomes 02:00, so 02:30 comes twice; first at 00:30Z.
    expect(iso('2026-10-25T02:30', 'Europe/Stockholm')).toBe('2026-10-25T00:30:00.000Z');
  });

  it.each([
    ['a date only', '2026-11-21'],
    ['a space for T', '2026-11-21 08:30:00Z'],
    ['a lower-case z', '2026-11-21T08:30:00z'],
    ['an offset without colon', '2026-11-21T08:30:00+0100'],
    ['February 30', '2026-02-30T08:00'],
    ['February 29 in a common year', '2027-02-29T08:00:00Z'],
    ['month 13', '2026-13-01T08:00:00Z'],
    ['day 0', '2026-11-00T08:00'],
    ['hour 24', '2026-11-21T24:00:00Z'],
    ['minute 60', '2026-11-21T08:60'],
    ['a leap second', '2026-12-31T23:59:60Z'],
    ['an offset of 24 hours', '2026-11-21T08:00:00+24:00'],
    ['an offset with 60 minutes', '2026-11-21T08:00:00+01:60'],
    ['a timestamp in milliseconds', '1763713800000'],
    ['free text', 'yesterday at noon'],
    ['an empty string', ''],
    ['trailing text', '2026-11-21T08:30:00Z and more'],
    ['hours only', '2026-11-21T08'],
  ])('does not read %s', (_label, text) => {
    expect(readDateTimeText(text)).toBeNull();
  });

  it.each([
    ['before 1970', '1969-12-31T23:59:59Z', 'UTC'],
    ['before 1970 once the offset is applied', '1970-01-01T00:30:00+01:00', 'UTC'],
    ['before 1970 once the site zone is applied', '1970-01-01T00:30', 'Europe/Stockholm'],
    ['after 9999 once the offset is applied', '9999-12-31T23:30:00-01:00', 'UTC'],
    ['long before 1970', '1066-10-14T09:00', 'UTC'],
  ])('keeps no instant %s', (_label, text, zone) => {
    expect(iso(text, zone)).toBeNull();
  });
});

describe('zoneOffsetMinutes', () => {
  it('follows summer time', () => {
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 15), 'Europe/Stockholm')).toBe(60);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 15), 'Europe/Stockholm')).toBe(120);
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 15), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 15, 0, 0, 0, 500), 'Asia/Kathmandu')).toBe(345);
  });
});

describe('isAfterCurrentMinute', () => {
  const now = new Date('2026-11-21T08:30:42.123Z');

  it.each(['2026-11-21T08:30:00.000Z', '2026-11-21T08:30:59.999Z', '2026-11-20T08:31:00.000Z'])(
    'counts %s as not in the future',
    (at) => {
      expect(isAfterCurrentMinute(new Date(at), now)).toBe(false);
    },
  );

  it.each(['2026-11-21T08:31:00.000Z', '2026-11-21T08:31:00.001Z', '2027-01-01T00:00:00.000Z'])(
    'counts %s, after the current minute, as in the future',
    (at) => {
      expect(isAfterCurrentMinute(new Date(at), now)).toBe(true);
    },
  );
});
