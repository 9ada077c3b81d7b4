import { clampTolerance, keyColour, type Rgb } from './colour-key';
import { COLOUR_KEY_SIMD_WASM } from './colour-key-simd.wasm';

const PAGE_BYTES = 65536;

interface KernelExports {
  memory: WebAssembly.Memory;
  key: (
    offset: number,
    length: number,
    r: number,
    g: number,
    b: number,
    tolerance: number,
  ) => number;
}

/** The same signature as keyColour. */
export type ColourKeyKernel = (
  pixels: Uint8Array | Uint8ClampedArray,
  colour: Rgb,
  tolerance: number,
) => number;

function wasmBytes(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(COLOUR_KEY_SIMD_WASM), (character) => character.charCodeAt(0));
}

/**
 * The WebAssembly SIMD kernel, byte for byte the same result as keyColour, or null where the
 * engine lacks SIMD. The pixels are copied into the module's memory, keyed there and copied back;
 * the memory grows to the largest image seen and is reused.
 */
export function createSimdColourKey(): ColourKeyKernel | null {
  if (typeof WebAssembly === 'undefined') return null;
  const bytes = wasmBytes();
  if (!WebAssembly.validate(bytes)) return null;
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes));
  const kernel = instance.exports as unknown as KernelExports;
  return (pixels, colour, tolerance) => {
    const t = clampTolerance(tolerance);
    if (t === 0) return 0;
    const length = pixels.length - (pixels.length % 4);
    const needed = Math.ceil(length / PAGE_BYTES) - kernel.memory.buffer.byteLength / PAGE_BYTES;
    if (needed > 0) kernel.memory.grow(needed);
    const memory = new Uint8Array(kernel.memory.buffer, 0, length);
    memory.set(pixels.subarray(0, length));
    const keyed = kernel.key(0, length, colour.r, colour.g, colour.b, t);
    pixels.set(memory);
    return keyed;
  };
}

/** The fastest kernel this engine runs: SIMD when available, else plain JS (same output). */
export function bestColourKeyKernel(): ColourKeyKernel {
  try {
    return createSimdColourKey() ?? keyColour;
  } catch {
    return keyColour;
  }
}

/** For benchmarks: the raw kernel on pixels already in its memory, with no copies. */
export function createSimdKernelInPlace(
  length: number,
): { pixels: Uint8Array; key: (colour: Rgb, tolerance: number) => number } | null {
  if (typeof WebAssembly === 'undefined') return null;
  const bytes = wasmBytes();
  if (!WebAssembly.validate(bytes)) return null;
  const kernel = new WebAssembly.Instance(new WebAssembly.Module(bytes))
    .exports as unknown as KernelExports;
  kernel.memory.grow(Math.ceil(length / PAGE_BYTES));
  return {
    pixels: new Uint8Array(kernel.memory.buffer, 0, length),
    key: (colour, tolerance) =>
      kernel.key(0, length, colour.r, colour.g, colour.b, clampTolerance(tolerance)),
  };
}
