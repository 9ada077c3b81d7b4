import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid RGBA PNG of the given size filled with one colour (decoders accept it). */
export function makePng(
  width = 1,
  height = 1,
  rgba: [number, number, number, number] = [255, 0, 0, 255],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgba).flat())]);
  const pixels = Buffer.concat(Array<Buffer>(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, payload: number[]): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

/**
 * A valid baseline JPEG: one 8×8 grey block. Both Huffman tables hold a single one-bit code (DC
 * difference 0, end of block), so the whole scan is the bits `00` padded with ones.
 */
export function makeJpeg(): Buffer {
  return Buffer.from([
    0xff,
    0xd8, // start of image
    ...jpegSegment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    ...jpegSegment(0xdb, [0x00, ...Array<number>(64).fill(1)]), // quantisation table 0
    ...jpegSegment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // 8×8, one component
    ...jpegSegment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0x00]), // DC table 0
    ...jpegSegment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0x00]), // AC table 0
    ...jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]), // start of scan
    0x3f, // DC 0, EOB, padding
    0xff,
    0xd9, // end of image
  ]);
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  /** Makes the part a file part. */
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body and its Content-Type, built by hand so tests control every byte. */
export function multipartBody(parts: readonly MultipartPart[]): {
  body: Buffer;
  contentType: string;
} {
  const boundary = `----nook-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The form the spec's client sends: the image file and `path` (folder plus file name). */
export function uploadForm(
  image: Buffer,
  path: string,
  declared: { fileName?: string; contentType?: string } = {},
) {
  return multipartBody([
    {
      name: 'image',
      value: image,
      fileName: declared.fileName ?? path.split('/').pop() ?? 'image',
      contentType: declared.contentType ?? 'image/png',
    },
    { name: 'path', value: path },
  ]);
}
