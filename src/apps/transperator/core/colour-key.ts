/** A colour as 0–255 red, green and blue. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** Tolerance bounds (spec §9). */
export const MIN_TOLERANCE = 0;
export const MAX_TOLERANCE = 255;

/** Clamps any number (or NaN) to a whole tolerance 0–255. */
export function clampTolerance(value: number): number {
  if (!Number.isFinite(value)) return MIN_TOLERANCE;
  return Math.min(MAX_TOLERANCE, Math.max(MIN_TOLERANCE, Math.round(value)));
}

/**
 * Makes every pixel whose red, green and blue are each within `tolerance` of `colour` fully
 * transparent, in place, on RGBA bytes. Colour channels are kept; the alpha of pixels that do not
 * match is untouched. Tolerance 0 means no processing (spec §5): the pixels are left as they are.
 * Returns the number of pixels made transparent.
 */
export function keyColour(
  pixels: Uint8Array | Uint8ClampedArray,
  colour: Rgb,
  tolerance: number,
): number {
  const t = clampTolerance(tolerance);
  if (t === 0) return 0;
  const rLow = colour.r - t;
  const rHigh = colour.r + t;
  const gLow = colour.g - t;
  const gHigh = colour.g + t;
  const bLow = colour.b - t;
  const bHigh = colour.b + t;
  let keyed = 0;
  const end = pixels.length - (pixels.length % 4);
  for (let i = 0; i < end; i += 4) {
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    if (r >= rLow && r <= rHigh && g >= gLow && g <= gHigh && b >= bLow && b <= bHigh) {
      pixels[i + 3] = 0;
      keyed += 1;
    }
  }
  return keyed;
}

const HEX_COLOUR = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** Reads `#rrggbb`, `rrggbb`, `#rgb` or `rgb` (any case); null for anything else. */
export function parseHexColour(text: string): Rgb | null {
  const match = HEX_COLOUR.exec(text.trim());
  if (!match) return null;
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((digit) => digit + digit).join('');
  const value = Number.parseInt(hex, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** `#rrggbb` in lower case, as `<input type="color">` expects. */
export function formatHexColour(colour: Rgb): string {
  return `#${[colour.r, colour.g, colour.b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
