import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Small tools for reading word files without holding them: lines through one reused buffer, and
 * words as numbers, so that tens of thousands of them fit in a typed array and sort alphabetically.
 */

const NEWLINE = 10;
const CODE_A = 97;
const CODE_Z = 122;
const CHUNK_BYTES = 256 * 1024;

/** Letters a word key holds: 27^11 is still below 2^53, so every key is an exact integer. */
export const MAX_KEY_LENGTH = 11;
const KEY_BASE = 27;

/**
 * A number for a word of lower-case a–z of `minLength` to `maxLength` (≤ MAX_KEY_LENGTH) letters,
 * or -1 for anything else (a name, a phrase, a word too short or too long). Keys sort as their
 * words do: each letter is a base-27 digit (a = 1), padded on the right with zeros.
 */
export function wordKey(
  text: string | Buffer,
  start: number,
  end: number,
  lengths: { minLength: number; maxLength: number },
): number {
  const length = end - start;
  if (length < lengths.minLength || length > Math.min(lengths.maxLength, MAX_KEY_LENGTH)) return -1;
  let key = 0;
  for (let index = start; index < end; index += 1) {
    const code = typeof text === 'string' ? text.charCodeAt(index) : (text[index] ?? 0);
    if (code < CODE_A || code > CODE_Z) return -1;
    key = key * KEY_BASE + code - CODE_A + 1;
  }
  for (let index = length; index < MAX_KEY_LENGTH; index += 1) key *= KEY_BASE;
  return key;
}

/** Where `key` sits in sorted `keys`, or -1. */
export function findKey(keys: Float64Array, key: number): number {
  let low = 0;
  let high = keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = keys[middle] ?? 0;
    if (at === key) return middle;
    if (at < key) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The word a key stands for. */
export function wordOfKey(key: number): string {
  const letters: string[] = [];
  let rest = key;
  for (let index = 0; index < MAX_KEY_LENGTH; index += 1) {
    const digit = rest % KEY_BASE;
    rest = (rest - digit) / KEY_BASE;
    if (digit !== 0) letters.push(String.fromCharCode(CODE_A + digit - 1));
  }
  return letters.reverse().join('');
}

/**
 * Calls `onLine` with each line of `file` (without its newline) as a range of a buffer that is
 * reused for the next lines, so a file of megabytes is read through a few hundred kilobytes.
 */
export function forEachLine(
  file: string,
  onLine: (bytes: Buffer, start: number, end: number) => void,
): void {
  const descriptor = openSync(file, 'r');
  try {
    let buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let filled = 0;
    let position = 0;
    for (;;) {
      const bytesRead = readSync(descriptor, buffer, filled, buffer.length - filled, position);
      position += bytesRead;
      filled += bytesRead;
      const view = buffer.subarray(0, filled);
      let start = 0;
      for (let end = view.indexOf(NEWLINE, start); end !== -1; end = view.indexOf(NEWLINE, start)) {
        onLine(buffer, start, end);
        start = end + 1;
      }
      if (bytesRead === 0) {
        if (start < filled) onLine(buffer, start, filled);
        return;
      }
      buffer.copy(buffer, 0, start, filled);
      filled -= start;
      // A line longer than the buffer: read it into a bigger one.
      if (filled === buffer.length) {
        const bigger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(bigger, 0, 0, filled);
        buffer = bigger;
      }
    }
  } finally {
    closeSync(descriptor);
  }
}
