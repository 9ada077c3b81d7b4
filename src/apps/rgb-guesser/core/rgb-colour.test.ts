import { describe, expect, it } from 'vitest';
import {
  clampChannel,
  clampColour,
  formatHex,
  formatRgb,
  hintFor,
  hintsFor,
  parseHex,
} from './rgb-colour';

describe('clamping and rounding a typed channel', () => {
  it.each([
    [300, 255],
    [-5, 0],
    [12.6, 13],
    [12.4, 12],
    [254.5, 255],
    [255.4, 255],
    [0, 0],
    [255, 255],
    [128, 128],
    [-0.4, 0],
    [Infinity, 255],
    [-Infinity, 0],
    [Number.NaN, 0],
  ])('%s becomes %s', (typed, used) => {
    expect(clampChannel(typed)).toBe(used);
    expect(Object.is(clampChannel(typed), -0)).toBe(false);
  });

  it('clamps every channel of a colour', () => {
    expect(clampColour({ red: 300, green: -5, blue: 12.6 })).toEqual({
      red: 255,
      green: 0,
      blue: 13,
    });
  });
});

describe('the hint for a channel', () => {
  it.each([
    [100, 100, 'Correct!'],
    [100, 101, 'Slightly higher'],
    [100, 110, 'Slightly higher'],
    [100, 111, 'Higher'],
    [100, 99, 'Slightly lower'],
    [100, 90, 'Slightly lower'],
    [100, 89, 'Lower'],
    [0, 255, 'Higher'],
    [255, 0, 'Lower'],
    [0, 10, 'Slightly higher'],
    [255, 245, 'Slightly lower'],
  ] as const)('guess %s, answer %s: %s', (guess, answer, hint) => {
    expect(hintFor(guess, answer)).toBe(hint);
  });

  it('gives the three hints by channel', () => {
    expect(hintsFor({ red: 10, green: 200, blue: 50 }, { red: 10, green: 190, blue: 70 })).toEqual({
      red: 'Correct!',
      green: 'Slightly lower',
      blue: 'Higher',
    });
  });
});

describe('colour notation', () => {
  it('writes rgb() and hex', () => {
    const colour = { red: 12, green: 200, blue: 99 };
    expect(formatRgb(colour)).toBe('rgb(12, 200, 99)');
    expect(formatHex(colour)).toBe('#0CC863');
    expect(formatHex({ red: 0, green: 0, blue: 0 })).toBe('#000000');
  });

  it.each([
    ['#0cc863', { red: 12, green: 200, blue: 99 }],
    ['0CC863', { red: 12, green: 200, blue: 99 }],
    ['  #fff ', { red: 255, green: 255, blue: 255 }],
    ['#1a3', { red: 0x11, green: 0xaa, blue: 0x33 }],
  ])('reads %j', (text, colour) => {
    expect(parseHex(text)).toEqual(colour);
  });

  it.each(['', '#', '#12345', '#1234567', '#ggg000', 'red', '#12 34 56'])('refuses %j', (text) => {
    expect(parseHex(text)).toBeNull();
  });

  it('reads back what it writes', () => {
    const colour = { red: 1, green: 128, blue: 254 };
    expect(parseHex(formatHex(colour))).toEqual(colour);
  });
});
