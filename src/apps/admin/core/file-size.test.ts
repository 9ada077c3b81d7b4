import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1.2 * 1024 * 1024, '1.2 MB'],
    [1024 * 1024 - 1, '1.0 MB'],
    [10 * 1024 * 1024, '10.0 MB'],
    [3.25 * 1024 ** 3, '3.3 GB'],
    [2 * 1024 ** 5, '2048.0 TB'],
  ])('%d bytes reads %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('shows a dash for sizes that make no sense', () => {
    expect(formatFileSize(-1)).toBe('—');
    expect(formatFileSize(Number.NaN)).toBe('—');
  });
});
