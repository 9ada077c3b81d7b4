import type { PhotoContentType } from '#shared/image-type';

/** An image with its metadata removed, and its size in pixels as its header states it. */
export interface CleanImage {
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * The image without what can say where or when it was taken or by what: JPEG's Exif and XMP
 * (APP1), IPTC (APP13), multi-picture index (APP2 `MPF`), comments and anything after the end of
 * the image (where phones append more pictures, with their own Exif); PNG's eXIf, tEXt, iTXt,
 * zTXt and tIME chunks and anything after IEND; WebP's EXIF and XMP chunks (and their flags).
 * Pixels, colour profiles and everything a decoder needs are kept byte for byte. Null when the
 * bytes are not a well-formed image of the type, or state no size.
 */
export function removeImageMetadata(bytes: Buffer, type: PhotoContentType): CleanImage | null {
  try {
    switch (type) {
      case 'image/jpeg':
        return cleanJpeg(bytes);
      case 'image/png':
        return cleanPng(bytes);
      case 'image/webp':
        return cleanWebp(bytes);
    }
  } catch (error) {
    // A length that points past the end reads out of range: the file is cut or made up.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Start-of-frame markers: C0–CF, except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function dropsJpegSegment(marker: number, segment: Buffer): boolean {
  if (marker === 0xe1 || marker === 0xed || marker === 0xfe) return true;
  // APP2 holds either a colour profile (kept) or a multi-picture index (dropped).
  return marker === 0xe2 && segment.subarray(4, 8).toString('latin1') === 'MPF\0';
}

function cleanJpeg(bytes: Buffer): CleanImage | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let size: { width: number; height: number } | null = null;
  let offset = 2;
  for (;;) {
    if (offset + 2 > bytes.length || bytes[offset] !== 0xff) return null;
    const marker = bytes.readUInt8(offset + 1);
    if (marker === 0xff) {
      // A fill byte before a marker.
      offset += 1;
      continue;
    }
    if (marker === 0xd9) {
      kept.push(bytes.subarray(offset, offset + 2));
      break;
    }
    if (isStandalone(marker) || marker === 0xd8) return null;
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const segment = bytes.subarray(offset, end);
    if (isStartOfFrame(marker)) {
      size = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (!dropsJpegSegment(marker, segment)) kept.push(segment);
    offset = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF nor a restart.
      const scanStart = offset;
      for (;;) {
        const at = bytes.indexOf(0xff, offset);
        if (at < 0 || at + 1 >= bytes.length) return null;
        const next = bytes.readUInt8(at + 1);
        offset = at;
        if (next !== 0x00 && next !== 0xff && !isStandalone(next)) break;
        offset += 1;
      }
      kept.push(bytes.subarray(scanStart, offset));
    }
  }
  if (!size || size.width === 0 || size.height === 0) return null;
  return { bytes: Buffer.concat(kept), ...size };
}

const PNG_SIGNATURE_LENGTH = 8;
const PNG_METADATA_CHUNKS = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

function cleanPng(bytes: Buffer): CleanImage | null {
  const kept: Buffer[] = [bytes.subarray(0, PNG_SIGNATURE_LENGTH)];
  let size: { width: number; height: number } | null = null;
  let offset = PNG_SIGNATURE_LENGTH;
  for (;;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    // Length, type, data and CRC.
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (offset === PNG_SIGNATURE_LENGTH) {
      if (type !== 'IHDR' || length < 8) return null;
      size = { width: bytes.readUInt32BE(offset + 8), height: bytes.readUInt32BE(offset + 12) };
    }
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  if (!size || size.width === 0 || size.height === 0) return null;
  return { bytes: Buffer.concat(kept), ...size };
}

const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function webpSize(fourcc: string, data: Buffer): { width: number; height: number } | null {
  switch (fourcc) {
    case 'VP8X':
      return { width: data.readUIntLE(4, 3) + 1, height: data.readUIntLE(7, 3) + 1 };
    case 'VP8 ':
      // A key frame's start code, then 14-bit width and height.
      if (data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) return null;
      return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
    case 'VP8L': {
      if (data[0] !== 0x2f) return null;
      const bits = data.readUInt32LE(1);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    default:
      return null;
  }
}

function cleanWebp(bytes: Buffer): CleanImage | null {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length || bytes.subarray(8, 12).toString('latin1') !== 'WEBP') return null;
  const kept: Buffer[] = [];
  let size: { width: number; height: number } | null = null;
  let offset = 12;
  while (offset < riffEnd) {
    const fourcc = bytes.subarray(offset, offset + 4).toString('latin1');
    const length = bytes.readUInt32LE(offset + 4);
    // Chunks are padded to an even length.
    const end = offset + 8 + length + (length % 2);
    if (end > riffEnd) return null;
    const chunk = Buffer.from(bytes.subarray(offset, end));
    const data = chunk.subarray(8, 8 + length);
    // The first chunk says how the image is coded, and its size.
    if (offset === 12) size = webpSize(fourcc, data);
    if (fourcc === 'VP8X') chunk[8] = chunk.readUInt8(8) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
    if (fourcc !== 'EXIF' && fourcc !== 'XMP ') kept.push(chunk);
    offset = end;
  }
  if (!size || size.width === 0 || size.height === 0) return null;
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return { bytes: Buffer.concat([header, body]), ...size };
}
