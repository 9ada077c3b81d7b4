import { describe, expect, it } from 'vitest';
import { keyColour, type Rgb } from './colour-key';
import {
  connectedMatches,
  DEFAULT_KEY_OPTIONS,
  keyColourWithOptions,
  type KeyOptions,
} from './colour-key-options';
import { randomImage } from './colour-key.test-fixtures';

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const SOFT: KeyOptions = { softEdges: true, points: null };

/** An image from rows of characters: `w` white, `b` black, `g` light grey (240). */
function drawn(...rows: string[]): { pixels: Uint8Array; width: number; height: number } {
  const width = rows[0]!.length;
  const colours: Record<string, number[]> = {
    w: [255, 255, 255, 255],
    b: [0, 0, 0, 255],
    g: [240, 240, 240, 255],
  };
  const pixels = Uint8Array.from(rows.flatMap((row) => [...row].flatMap((c) => colours[c]!)));
  return { pixels, width, height: rows.length };
}

/** Which pixels ended up fully transparent, drawn as rows of `.` (transparent) and `#` (kept). */
function transparency(pixels: Uint8Array, width: number): string[] {
  const rows: string[] = [];
  for (let i = 0; i < pixels.length; i += width * 4) {
    let row = '';
    for (let j = i; j < i + width * 4; j += 4) row += pixels[j + 3] === 0 ? '.' : '#';
    rows.push(row);
  }
  return rows;
}

describe('keyColourWithOptions with both options off', () => {
  it('is keyColour byte for byte on random images', () => {
    for (const tolerance of [0, 1, 37, 128, 255]) {
      const image = randomImage(4000, 11 + tolerance);
      const expected = image.slice();
      const colour = { r: image[0]!, g: image[1]!, b: image[2]! };
      const expectedKeyed = keyColour(expected, colour, tolerance);
      const keyed = keyColourWithOptions(image, 4000, 1, colour, tolerance, DEFAULT_KEY_OPTIONS);
      expect(keyed).toBe(expectedKeyed);
      expect(image).toEqual(expected);
    }
  });
});

describe('soft edges', () => {
  it('leaves everything as it was at tolerance 0', () => {
    const image = randomImage(1000, 3);
    image.set([255, 255, 255, 255], 0);
    const before = image.slice();
    expect(keyColourWithOptions(image, 1000, 1, WHITE, 0, SOFT)).toBe(0);
    expect(image).toEqual(before);
  });

  it('clears the core, fades the edge with the key un-blended, and keeps what is outside', () => {
    const image = Uint8Array.from([
      ...[255, 255, 255, 255], // the key itself
      ...[205, 230, 255, 255], // 50 away of 100: still in the transparent core
      ...[180, 180, 180, 255], // 75 away: half opaque
      ...[180, 180, 180, 200], // the same with its own alpha 200
      ...[155, 255, 255, 255], // exactly at the tolerance: unchanged
      ...[154, 255, 255, 77], // outside: unchanged
    ]);
    const keyed = keyColourWithOptions(image, 6, 1, WHITE, 100, SOFT);
    expect(keyed).toBe(4);
    expect(Array.from(image)).toEqual([
      ...[255, 255, 255, 0],
      ...[205, 230, 255, 0],
      // 180 = 0.5·f + 0.5·255, so f = 105.
      ...[105, 105, 105, 128],
      ...[105, 105, 105, 100],
      ...[155, 255, 255, 255],
      ...[154, 255, 255, 77],
    ]);
  });

  it('gives back the original when laid over the key colour', () => {
    const key: Rgb = { r: 40, g: 200, b: 120 };
    const tolerance = 90;
    const image = randomImage(20_000, 99);
    for (let i = 3; i < image.length; i += 4) image[i] = 255;
    const before = image.slice();
    keyColourWithOptions(image, 20_000, 1, key, tolerance, SOFT);
    let partial = 0;
    for (let i = 0; i < image.length; i += 4) {
      const alpha = image[i + 3]! / 255;
      if (alpha === 0) continue;
      if (alpha < 1) partial += 1;
      const over = (value: number, keyValue: number) => alpha * value + (1 - alpha) * keyValue;
      // Un-blending is exact up to rounding of the colour and of alpha, and the 0–255 clamp.
      expect(Math.abs(over(image[i]!, key.r) - before[i]!)).toBeLessThanOrEqual(2);
      expect(Math.abs(over(image[i + 1]!, key.g) - before[i + 1]!)).toBeLessThanOrEqual(2);
      expect(Math.abs(over(image[i + 2]!, key.b) - before[i + 2]!)).toBeLessThanOrEqual(2);
    }
    expect(partial).toBeGreaterThan(100);
  });

  it('never touches a pixel the plain key would not', () => {
    const key: Rgb = { r: 128, g: 128, b: 128 };
    const image = randomImage(10_000, 5);
    for (let i = 3; i < image.length; i += 4) image[i] = 255;
    const hard = image.slice();
    keyColour(hard, key, 60);
    const soft = image.slice();
    keyColourWithOptions(soft, 10_000, 1, key, 60, SOFT);
    for (let i = 0; i < image.length; i += 4) {
      if (hard[i + 3] !== 0) {
        expect(Array.from(soft.subarray(i, i + 4))).toEqual(Array.from(image.subarray(i, i + 4)));
      }
    }
  });
});

describe('connected only', () => {
  const picture = () =>
    drawn(
      'wwbww', //
      'wwbgw',
      'bbbww',
      'wbwbb',
    );

  it('keys only the area around a clicked point', () => {
    const { pixels, width, height } = picture();
    const keyed = keyColourWithOptions(pixels, width, height, WHITE, 20, {
      softEdges: false,
      points: [{ x: 0.1, y: 0.1 }],
    });
    expect(keyed).toBe(4);
    expect(transparency(pixels, width)).toEqual(['..###', '..###', '#####', '#####']);
  });

  it('floods through every pixel within the tolerance, but not diagonally', () => {
    const { pixels, width, height } = picture();
    // The top right area holds a light grey pixel (15 away): within 20, so the flood crosses it.
    keyColourWithOptions(pixels, width, height, WHITE, 20, {
      softEdges: false,
      points: [{ x: 0.99, y: 0 }],
    });
    expect(transparency(pixels, width)).toEqual(['###..', '###..', '###..', '#####']);
  });

  it('joins the areas of several points, and keys nothing without points', () => {
    const { pixels, width, height } = picture();
    const none = pixels.slice();
    expect(
      keyColourWithOptions(none, width, height, WHITE, 20, { softEdges: false, points: [] }),
    ).toBe(0);
    expect(none).toEqual(pixels);

    keyColourWithOptions(pixels, width, height, WHITE, 20, {
      softEdges: false,
      points: [
        { x: 0, y: 0 },
        { x: 0, y: 0.9 },
        { x: 0.5, y: 0.9 },
      ],
    });
    expect(transparency(pixels, width)).toEqual(['..###', '..###', '#####', '.#.##']);
  });

  it('keys nothing from a point on a colour outside the tolerance', () => {
    const { pixels, width, height } = picture();
    const mask = connectedMatches(pixels, width, height, WHITE, 20, [{ x: 0.5, y: 0.1 }]);
    expect(Array.from(mask).every((marked) => marked === 0)).toBe(true);
  });

  it('matches the global key when one point reaches every match', () => {
    const image = drawn('wgwgw', 'gwwwg', 'wwbww').pixels;
    const global = image.slice();
    keyColour(global, WHITE, 20);
    keyColourWithOptions(image, 5, 3, WHITE, 20, { softEdges: false, points: [{ x: 0, y: 0 }] });
    expect(image).toEqual(global);
  });

  it('combines with soft edges: the flooded pixels fade, the rest stay', () => {
    const { pixels, width, height } = picture();
    keyColourWithOptions(pixels, width, height, WHITE, 20, {
      softEdges: true,
      points: [{ x: 0.99, y: 0 }],
    });
    // The grey pixel is 15 of 20 away: half opaque, un-blended to 225.
    expect(Array.from(pixels.subarray((1 * 5 + 3) * 4, (1 * 5 + 4) * 4))).toEqual([
      225, 225, 225, 128,
    ]);
    expect(transparency(pixels, width)).toEqual(['###..', '####.', '###..', '#####']);
  });
});
