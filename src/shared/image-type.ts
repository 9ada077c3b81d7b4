export type ImageContentType = 'image/png' | 'image/jpeg';
/** What a board photo may be: the upload types and WebP, which phones' browsers encode smaller. */
export type PhotoContentType = ImageContentType | 'image/webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
/** `RIFF`, then the container's size (any four bytes), then `WEBP`. */
const RIFF_SIGNATURE = [0x52, 0x49, 0x46, 0x46];
const WEBP_FORM = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length &&
    signature.every((byte, i) => bytes[offset + i] === byte)
  );
}

/**
 * The image type the bytes themselves announce (PNG or JPEG magic number), or null. Names and
 * declared types can lie; the first bytes decide what a file is.
 */
export function detectImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** As `detectImageType`, and WebP (a RIFF container of form `WEBP`) too. */
export function detectPhotoType(bytes: Uint8Array): PhotoContentType | null {
  if (startsWith(bytes, RIFF_SIGNATURE) && startsWith(bytes, WEBP_FORM, 8)) return 'image/webp';
  return detectImageType(bytes);
}
