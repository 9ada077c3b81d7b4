/** For tests: deterministic pseudo-random bytes (xorshift), so a failure reproduces from its seed. */
export function randomBytes(byteLength: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(byteLength);
  let state = seed;
  for (let i = 0; i < bytes.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/** For tests: a pseudo-random RGBA image of `pixelCount` pixels. */
export function randomImage(pixelCount: number, seed: number): Uint8Array {
  return randomBytes(pixelCount * 4, seed);
}
