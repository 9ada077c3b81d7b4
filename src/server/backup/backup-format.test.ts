import { describe, expect, it } from 'vitest';
import { databaseValue, portableValue } from './backup-format';

const flag = { name: 'public', boolean: true };
const text = { name: 'content', boolean: false };

describe('values in a backup', () => {
  it('keeps booleans as true and false, whichever database stored them', () => {
    expect([1, 0, true, false, 't', 'f'].map((value) => portableValue(value, flag))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(databaseValue(true, flag, false)).toBe(1);
    expect(databaseValue(false, flag, false)).toBe(0);
    expect(databaseValue(true, flag, true)).toBe(true);
  });

  it('keeps text, numbers and nulls as they are, dates as ISO text and bytes as base64', () => {
    expect(portableValue('2025-03-04T05:06:07.089Z', text)).toBe('2025-03-04T05:06:07.089Z');
    expect(portableValue(new Date('2025-03-04T05:06:07.089Z'), text)).toBe(
      '2025-03-04T05:06:07.089Z',
    );
    expect(portableValue(42, text)).toBe(42);
    expect(portableValue(42n, text)).toBe(42);
    expect(portableValue(null, text)).toBeNull();
    expect(portableValue(null, flag)).toBeNull();
    const bytes = Buffer.from([0, 1, 254, 255]);
    const kept = portableValue(bytes, text);
    expect(kept).toEqual({ base64: 'AAH+/w==' });
    expect(kept !== null && typeof kept === 'object' && databaseValue(kept, text, true)).toEqual(
      bytes,
    );
  });
});
