import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDateFormat } from './date-format';

describe('lazyDateFormat', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes its Intl.DateTimeFormat on the first format, once, and formats as it does', () => {
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
    const options = { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' } as const;
    const format = lazyDateFormat('en-GB', options);
    expect(made).not.toHaveBeenCalled();

    const moment = Date.UTC(2026, 10, 25, 9, 30);
    expect(format.format(moment)).toBe('25 Nov 2026, 09:30');
    expect(format.format(new Date(moment))).toBe('25 Nov 2026, 09:30');
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith('en-GB', options);
  });
});
