/** The two image types the tool reads (spec §5). */
export type ImageFileType = 'png' | 'jpeg';

const ACCEPTED_MIME_TYPES: Readonly<Record<string, ImageFileType>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

/** How many leading bytes `imageFileType` needs to decide. */
export const SIGNATURE_BYTES = PNG_SIGNATURE.length;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/**
 * The file's image type when both its declared MIME type and its first bytes say PNG, or both say
 * JPEG; otherwise null. A text file renamed `.png` or a PNG declared as JPEG is refused.
 */
export function imageFileType(mimeType: string, firstBytes: Uint8Array): ImageFileType | null {
  const declared = ACCEPTED_MIME_TYPES[mimeType.toLowerCase()];
  if (!declared) return null;
  const actual = startsWith(firstBytes, PNG_SIGNATURE)
    ? 'png'
    : startsWith(firstBytes, JPEG_SIGNATURE)
      ? 'jpeg'
      : null;
  return actual === declared ? actual : null;
}

export const NO_IMAGES_MESSAGE = 'Please select PNG or JPEG files only.';

/** '{n} file(s) were skipped (only PNG and JPEG are supported).' */
export function skippedFilesMessage(skipped: number): string {
  return `${skipped} file(s) were skipped (only PNG and JPEG are supported).`;
}

/**
 * The notice after a selection (spec §5): none accepted, some skipped, or nothing to say.
 * An empty selection (a cancelled dialog) says nothing either.
 */
export function selectionNotice(accepted: number, skipped: number): string | null {
  if (accepted === 0 && skipped > 0) return NO_IMAGES_MESSAGE;
  if (skipped > 0) return skippedFilesMessage(skipped);
  return null;
}
