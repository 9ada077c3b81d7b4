import { zipSync } from 'fflate';
import { uniqueOutputNames } from './output-name';

/** One processed image ready to be saved. */
export interface OutputImage {
  /** The editable file name (without extension, possibly empty). */
  readonly fileName: string;
  /** PNG bytes. */
  readonly png: Uint8Array;
}

/**
 * One ZIP holding every image as `<name>.png` (duplicates numbered). PNG data is already
 * compressed, so entries are stored rather than deflated again.
 */
export function zipOutputImages(images: readonly OutputImage[]): Uint8Array {
  const names = uniqueOutputNames(images.map((image) => image.fileName));
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  images.forEach((image, i) => {
    entries[names[i]!] = [image.png, { level: 0 }];
  });
  return zipSync(entries);
}
