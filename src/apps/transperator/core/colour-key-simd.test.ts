import initWabt from 'wabt';
import { describe, expect, it } from 'vitest';
import { keyColour } from './colour-key';
import { createSimdColourKey, createSimdKernelInPlace } from './colour-key-simd';
import { COLOUR_KEY_SIMD_WASM } from './colour-key-simd.wasm';
import { COLOUR_KEY_SIMD_WAT } from './colour-key-simd.wat';
import { randomBytes } from './colour-key.test-fixtures';

const simd = createSimdColourKey();

/** The first index where the bytes differ, or -1 (quicker than a deep equal on big arrays). */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return i;
  return -1;
}

describe('the SIMD kernel', () => {
  it('is the compiled form of its WAT source (regenerate colour-key-simd.wasm.ts if not)', async () => {
    const wabt = await initWabt();
    const module = wabt.parseWat('colour-key-simd.wat', COLOUR_KEY_SIMD_WAT, { simd: true });
    module.validate();
    const compiled = btoa(String.fromCharCode(...module.toBinary({}).buffer));
    module.destroy();
    expect(COLOUR_KEY_SIMD_WASM, `expected bytes: ${compiled}`).toBe(compiled);
  });

  it('runs here (Node 20 has WebAssembly SIMD)', () => {
    expect(simd).not.toBeNull();
  });

  it('gives byte-identical output to the JS kernel on random images, sizes and settings', () => {
    // Sizes not a multiple of 4 pixels exercise the scalar tail; the last one has a partial pixel.
    for (const [byteLength, seed] of [
      [4, 1],
      [12, 2],
      [16, 3],
      [68, 4],
      [4000, 5],
      [65536 * 2 + 20, 6],
      [4003, 7],
    ] as const) {
      for (const colour of [
        { r: 0, g: 0, b: 0 },
        { r: 255, g: 255, b: 255 },
        { r: 255, g: 0, b: 255 },
        { r: 17, g: 128, b: 240 },
      ]) {
        for (const tolerance of [0, 1, 2, 64, 127, 128, 200, 254, 255]) {
          const image = randomBytes(byteLength, seed * 1000 + tolerance);
          const byJs = image.slice();
          const bySimd = image.slice();
          const keyedByJs = keyColour(byJs, colour, tolerance);
          const keyedBySimd = simd!(bySimd, colour, tolerance);
          expect(firstDifference(bySimd, byJs)).toBe(-1);
          expect(keyedBySimd).toBe(keyedByJs);
        }
      }
    }
  });

  it('keys pixels at the edges 0 and 255 exactly like the JS kernel', () => {
    const values = [0, 1, 2, 127, 128, 253, 254, 255];
    const pixels: number[] = [];
    for (const r of values)
      for (const g of values) for (const b of values) pixels.push(r, g, b, 99);
    for (const colour of [
      { r: 0, g: 0, b: 0 },
      { r: 255, g: 255, b: 255 },
      { r: 0, g: 255, b: 128 },
    ]) {
      for (const tolerance of [1, 2, 127, 255]) {
        const byJs = Uint8Array.from(pixels);
        const bySimd = Uint8ClampedArray.from(pixels);
        keyColour(byJs, colour, tolerance);
        simd!(bySimd, colour, tolerance);
        expect(firstDifference(bySimd, byJs)).toBe(-1);
      }
    }
  });

  it('leaves pixels unchanged at tolerance 0', () => {
    const image = randomBytes(4096, 42);
    const before = image.slice();
    expect(simd!(image, { r: image[0]!, g: image[1]!, b: image[2]! }, 0)).toBe(0);
    expect(image).toEqual(before);
  });

  it('keys in place in its own memory for benchmarks', () => {
    const kernel = createSimdKernelInPlace(64)!;
    kernel.pixels.set(randomBytes(64, 9));
    const expected = kernel.pixels.slice();
    keyColour(expected, { r: 128, g: 128, b: 128 }, 100);
    kernel.key({ r: 128, g: 128, b: 128 }, 100);
    expect(kernel.pixels).toEqual(expected);
  });
});
