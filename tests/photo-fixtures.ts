import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { makeJpeg, makePng, pngChunk } from './upload-fixtures';

/** A real 1×1 lossless WebP (a VP8L chunk alone). */
export function makeWebp(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** Words a photo's metadata may carry and its cleaned bytes must not. */
export const SECRET_PLACE = 'GPS 59.3293N 18.0686E Stockholm';

function jpegSegment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** `makeJpeg()` with Exif and XMP (APP1), a comment, and a second picture after its end. */
export function makeJpegWithMetadata(): Buffer {
  const jpeg = makeJpeg();
  return Buffer.concat([
    jpeg.subarray(0, 2),
    jpegSegment(0xe1, Buffer.from(`Exif\0\0${SECRET_PLACE}`, 'latin1')),
    jpegSegment(0xe1, Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x>${SECRET_PLACE}</x>`)),
    jpegSegment(0xfe, Buffer.from(SECRET_PLACE)),
    jpeg.subarray(2),
    // A phone's appended depth map or preview, with its own Exif.
    jpeg.subarray(0, 2),
    jpegSegment(0xe1, Buffer.from(`Exif\0\0${SECRET_PLACE}`, 'latin1')),
    jpeg.subarray(2),
  ]);
}

/** `makePng(width, height)` with eXIf, tEXt, iTXt and tIME chunks, and bytes after IEND. */
export function makePngWithMetadata(width = 3, height = 2): Buffer {
  const png = makePng(width, height);
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('eXIf', Buffer.from(`MM\0*${SECRET_PLACE}`, 'latin1')),
    pngChunk('tEXt', Buffer.from(`Comment\0${SECRET_PLACE}`, 'latin1')),
    pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${SECRET_PLACE}`)),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 27, 20, 10, 0])),
    png.subarray(afterHeader),
    Buffer.from(SECRET_PLACE),
  ]);
}

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** An extended WebP (VP8X) of `makeWebp()`'s pixel, with EXIF and XMP chunks and their flags. */
export function makeWebpWithMetadata(): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04; // EXIF and XMP present
  // Canvas 1×1, stored minus one.
  const body = Buffer.concat([
    Buffer.from('WEBP', 'latin1'),
    riffChunk('VP8X', vp8x),
    makeWebp().subarray(12),
    riffChunk('EXIF', Buffer.from(`MM\0*${SECRET_PLACE}`, 'latin1')),
    riffChunk('XMP ', Buffer.from(`<x>${SECRET_PLACE}</x>`)),
  ]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** An RGB PNG of random pixels: it hardly compresses, so it weighs about 3 bytes a pixel. */
export function makeNoisyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const rows = Array.from({ length: height }, () =>
    Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
