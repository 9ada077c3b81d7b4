import { describe, expect, it } from 'vitest';
import { clampTolerance, formatHexColour, keyColour, parseHexColour } from './colour-key';
import { randomImage } from './colour-key.test-fixtures';

function pixels(...rgba: number[][]): Uint8Array {
  return Uint8Array.from(rgba.flat());
}

describe('keyColour', () => {
  it('makes pixels within the tolerance on every channel transparent and leaves the rest', () => {
    const image = pixels(
      [255, 255, 255, 255], // the colour itself
      [245, 250, 255, 200], // each channel within 10
      [244, 255, 255, 255], // red 11 away
      [255, 255, 244, 128], // blue 11 away: alpha kept as it was
      [0, 0, 0, 7],
    );
    const keyed = keyColour(image, { r: 255, g: 255, b: 255 }, 10);
    expect(keyed).toBe(2);
    expect(Array.from(image)).toEqual([
      255, 255, 255, 0, 245, 250, 255, 0, 244, 255, 255, 255, 255, 255, 244, 128, 0, 0, 0, 7,
    ]);
  });

  it('treats tolerance 0 as no processing, even for exact matches', () => {
    const image = randomImage(500, 7);
    image.set([10, 20, 30, 255], 0);
    const before = image.slice();
    expect(keyColour(image, { r: 10, g: 20, b: 30 }, 0)).toBe(0);
    expect(image).toEqual(before);
  });

  it('keys everything at tolerance 255 and only touches alpha', () => {
    const image = randomImage(300, 99);
    const before = image.slice();
    expect(keyColour(image, { r: 0, g: 255, b: 128 }, 255)).toBe(300);
    for (let i = 0; i < image.length; i += 1) {
      expect(image[i]).toBe(i % 4 === 3 ? 0 : before[i]);
    }
  });

  it('matches a channel-by-channel reference on random images at the edges 0 and 255', () => {
    for (const colour of [
      { r: 0, g: 0, b: 0 },
      { r: 255, g: 255, b: 255 },
      { r: 0, g: 255, b: 0 },
      { r: 128, g: 64, b: 200 },
    ]) {
      for (const tolerance of [1, 2, 37, 128, 254]) {
        const image = randomImage(2000, tolerance * 31 + colour.r + 1);
        const expected = image.slice();
        for (let i = 0; i < expected.length; i += 4) {
          const within = [colour.r, colour.g, colour.b].every(
            (value, channel) => Math.abs(expected[i + channel]! - value) <= tolerance,
          );
          if (within) expected[i + 3] = 0;
        }
        keyColour(image, colour, tolerance);
        expect(image).toEqual(expected);
      }
    }
  });

  it('works on the Uint8ClampedArray of ImageData', () => {
    const image = new Uint8ClampedArray([1, 2, 3, 255, 9, 9, 9, 255]);
    keyColour(image, { r: 0, g: 0, b: 0 }, 3);
    expect(Array.from(image)).toEqual([1, 2, 3, 0, 9, 9, 9, 255]);
  });
});

describe('clampTolerance', () => {
  it('keeps whole numbers 0–255', () => {
    expect([-5, 0, 12.4, 255, 300, Number.NaN].map(clampTolerance)).toEqual([
      0, 0, 12, 255, 255, 0,
    ]);
  });
});

describe('hex colours', () => {
  it('parses six- and three-digit forms with or without #', () => {
    expect(parseHexColour('#FF8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(parseHexColour('0a0B0c')).toEqual({ r: 10, g: 11, b: 12 });
    expect(parseHexColour(' #f80 ')).toEqual({ r: 255, g: 136, b: 0 });
  });

  it('refuses anything else', () => {
    for (const text of ['', '#', '#12345', '#1234567', 'red', '#ggg000']) {
      expect(parseHexColour(text)).toBeNull();
    }
  });

  it('formats as lower-case #rrggbb and round-trips', () => {
    expect(formatHexColour({ r: 255, g: 8, b: 171 })).toBe('#ff08ab');
    expect(parseHexColour(formatHexColour({ r: 1, g: 2, b: 3 }))).toEqual({ r: 1, g: 2, b: 3 });
  });
});
