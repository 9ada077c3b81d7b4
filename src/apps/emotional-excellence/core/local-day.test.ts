import { describe, expect, it } from 'vitest';
import { localDay, localTimestamp } from './local-day';

describe('local timestamps', () => {
  it('write the clock time and offset of the time zone', () => {
    const instant = new Date('2026-03-14T22:59:30.250Z');
    expect(localTimestamp(instant, 'Europe/Stockholm')).toBe('2026-03-14T23:59:30.250+01:00');
    expect(localTimestamp(instant, 'UTC')).toBe('2026-03-14T22:59:30.250+00:00');
    expect(localTimestamp(instant, 'America/Los_Angeles')).toBe('2026-03-14T15:59:30.250-07:00');
    expect(localTimestamp(instant, 'Asia/Kolkata')).toBe('2026-03-15T04:29:30.250+05:30');
    expect(localTimestamp(new Date('2026-07-01T12:00:00Z'), 'America/St_Johns')).toBe(
      '2026-07-01T09:30:00.000-02:30',
    );
  });

  it('name the same instant whatever the zone', () => {
    const instant = new Date('2026-10-25T00:30:00.000Z');
    for (const zone of ['Europe/Stockholm', 'Pacific/Auckland', 'America/Sao_Paulo', 'UTC']) {
      expect(Date.parse(localTimestamp(instant, zone))).toBe(instant.getTime());
    }
  });

  it('give the local day, which differs from the UTC day near midnight', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-12-31');
    expect(localDay(instant, 'Europe/Stockholm')).toBe('2027-01-01');
    expect(localDay(instant, 'America/New_York')).toBe('2026-12-31');
  });
});
