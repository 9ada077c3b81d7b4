import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('is not a number for no values', () => {
    expect(median([])).toBeNaN();
  });
});
