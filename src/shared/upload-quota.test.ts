import { describe, expect, it } from 'vitest';
import { formatQuotaBytes, quotaExceededMessage } from './upload-quota';

const MIB = 1024 * 1024;

describe('formatQuotaBytes', () => {
  it.each([
    [0, 'round', '0 bytes'],
    [800, 'round', '800 bytes'],
    [1536, 'round', '1.5 KiB'],
    [500 * MIB, 'round', '500 MiB'],
    [498.6 * MIB, 'round', '499 MiB'],
    [498.6 * MIB, 'floor', '498 MiB'],
    [499.99 * MIB, 'floor', '499 MiB'],
    [2.25 * MIB, 'floor', '2.2 MiB'],
    [1024 * MIB, 'round', '1 GiB'],
    [1.5 * 1024 * MIB, 'round', '1.5 GiB'],
  ] as const)('%d bytes (%s) reads %s', (bytes, rounding, text) => {
    expect(formatQuotaBytes(bytes, rounding)).toBe(text);
  });
});

describe('quotaExceededMessage', () => {
  it('names what is used, never rounded up, and the quota', () => {
    expect(quotaExceededMessage(498 * MIB, 500 * MIB)).toBe(
      'Your uploads use 498 MiB of your 500 MiB.',
    );
    expect(quotaExceededMessage(499.9 * MIB, 500 * MIB)).toBe(
      'Your uploads use 499 MiB of your 500 MiB.',
    );
  });
});
