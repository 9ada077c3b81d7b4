import { clampTolerance, keyColour, type Rgb } from './colour-key';

/** A clicked point, as a fraction (0–1) of the image's width and height, so it fits any resolution. */
export interface KeyPoint {
  readonly x: number;
  readonly y: number;
}

/** The options beyond the plain colour key; both off by default. */
export interface KeyOptions {
  /**
   * Soft edges: pixels near the tolerance's edge become partly transparent, with the colour
   * un-blended from what is kept (the idea of GIMP's colour to alpha).
   */
  readonly softEdges: boolean;
  /**
   * Connected only: the clicked points whose matching areas (4-connected) are keyed, or null to key
   * every match in the image.
   */
  readonly points: readonly KeyPoint[] | null;
}

export const DEFAULT_KEY_OPTIONS: KeyOptions = { softEdges: false, points: null };

/** Chebyshev distance: the largest difference of red, green and blue. Within the tolerance box when ≤ t. */
function distance(pixels: Uint8Array | Uint8ClampedArray, i: number, colour: Rgb): number {
  return Math.max(
    Math.abs(pixels[i]! - colour.r),
    Math.abs(pixels[i + 1]! - colour.g),
    Math.abs(pixels[i + 2]! - colour.b),
  );
}

/**
 * Marks (1) the pixels within the tolerance that are 4-connected to one of the points through
 * other such pixels. A point on a pixel outside the tolerance marks nothing.
 */
export function connectedMatches(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  colour: Rgb,
  tolerance: number,
  points: readonly KeyPoint[],
): Uint8Array {
  const count = width * height;
  const mask = new Uint8Array(count);
  const t = clampTolerance(tolerance);
  if (t === 0 || count === 0) return mask;
  const matches = (index: number) => distance(pixels, index * 4, colour) <= t;
  // Every pixel is pushed at most once (marked when pushed), so the stack never outgrows the image.
  let stack = new Int32Array(Math.min(count, 4096));
  let top = 0;
  const push = (index: number) => {
    if (mask[index] === 1 || !matches(index)) return;
    mask[index] = 1;
    if (top === stack.length) {
      const grown = new Int32Array(Math.min(count, stack.length * 2));
      grown.set(stack);
      stack = grown;
    }
    stack[top++] = index;
  };
  for (const point of points) {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) continue;
    const column = Math.min(width - 1, Math.max(0, Math.floor(point.x * width)));
    const row = Math.min(height - 1, Math.max(0, Math.floor(point.y * height)));
    push(row * width + column);
  }
  while (top > 0) {
    const index = stack[--top]!;
    const column = index % width;
    if (column > 0) push(index - 1);
    if (column < width - 1) push(index + 1);
    if (index >= width) push(index - width);
    if (index < count - width) push(index + width);
  }
  return mask;
}

/** The least opacity at which a colour laid over the key can show `value`: keeps un-blending in 0–255. */
function leastOpacity(value: number, key: number): number {
  if (value > key) return (value - key) / (255 - key);
  if (value < key) return (key - value) / key;
  return 0;
}

/**
 * Soft key of one pixel at distance d ≤ t: fully transparent up to half the tolerance, then its
 * opacity rises linearly to full at the tolerance (never below what the un-blended colour needs to
 * stay in 0–255). The colour is un-blended: the kept colour f is the one that, laid over the key
 * colour with the new opacity a, shows the pixel as it was (p = a·f + (1 − a)·c).
 * Returns whether the pixel changed.
 */
function softKeyPixel(
  pixels: Uint8Array | Uint8ClampedArray,
  i: number,
  colour: Rgb,
  t: number,
): boolean {
  const d = distance(pixels, i, colour);
  const ramp = (2 * d) / t - 1;
  if (ramp <= 0) {
    pixels[i + 3] = 0;
    return true;
  }
  if (ramp >= 1) return false;
  const opacity = Math.max(
    ramp,
    leastOpacity(pixels[i]!, colour.r),
    leastOpacity(pixels[i + 1]!, colour.g),
    leastOpacity(pixels[i + 2]!, colour.b),
  );
  const unblend = (value: number, key: number) =>
    Math.min(255, Math.max(0, Math.round(key + (value - key) / opacity)));
  pixels[i] = unblend(pixels[i]!, colour.r);
  pixels[i + 1] = unblend(pixels[i + 1]!, colour.g);
  pixels[i + 2] = unblend(pixels[i + 2]!, colour.b);
  pixels[i + 3] = Math.round(pixels[i + 3]! * opacity);
  return true;
}

/**
 * keyColour with the options: soft edges and/or only the areas connected to clicked points. With
 * both off it is keyColour exactly. Tolerance 0 is still no processing. In place, on RGBA bytes of
 * a width × height image; returns the number of pixels keyed (made wholly or partly transparent).
 */
export function keyColourWithOptions(
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  colour: Rgb,
  tolerance: number,
  options: KeyOptions,
): number {
  const t = clampTolerance(tolerance);
  if (t === 0) return 0;
  if (!options.softEdges && options.points === null) return keyColour(pixels, colour, t);
  const mask = options.points
    ? connectedMatches(pixels, width, height, colour, t, options.points)
    : null;
  let keyed = 0;
  const count = Math.min(width * height, Math.floor(pixels.length / 4));
  for (let index = 0; index < count; index += 1) {
    const i = index * 4;
    if (mask ? mask[index] === 0 : distance(pixels, i, colour) > t) continue;
    if (!options.softEdges) pixels[i + 3] = 0;
    else if (!softKeyPixel(pixels, i, colour, t)) continue;
    keyed += 1;
  }
  return keyed;
}
