import { describe, expect, it, vi } from 'vitest';
import { asLocalValue, browserOffsetAt, offsetForLocalValue } from './browser-time';

/** This browser's clock one hour east of UTC (getTimezoneOffset counts minutes west). */
function clockAtUtcPlusOne() {
  vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
}

describe('browser time', () => {
  it('gives the browser offset in minutes east of UTC', () => {
    clockAtUtcPlusOne();
    expect(browserOffsetAt(new Date('2026-11-21T07:30:00Z'))).toBe(60);
  });

  it('shows an instant on the wall clock of the browser', () => {
    clockAtUtcPlusOne();
    expect(asLocalValue(new Date('2026-11-21T07:30:00Z'))).toBe('2026-11-21T08:30');
  });

  it('takes the offset of a typed wall-clock time, and of now when the field is empty', () => {
    const offsets = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-120);
    expect(offsetForLocalValue('2026-07-01T08:30')).toBe(120);
    expect(offsetForLocalValue('')).toBe(120);
    // The typed time is the instant asked, not now.
    const asked: number[] = [];
    offsets.mockImplementation(function (this: Date) {
      asked.push(this.getTime());
      return 0;
    });
    offsetForLocalValue('2026-07-01T08:30');
    expect(asked).toEqual([new Date('2026-07-01T08:30').getTime()]);
  });
});
