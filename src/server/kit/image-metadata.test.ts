import { describe, expect, it } from 'vitest';
import {
  makeJpegWithMetadata,
  makePngWithMetadata,
  makeWebp,
  makeWebpWithMetadata,
  SECRET_PLACE,
} from '#tests/photo-fixtures';
import { makeJpeg, makePng } from '#tests/upload-fixtures';
import { removeImageMetadata } from './image-metadata';

describe('removeImageMetadata', () => {
  it('takes Exif, XMP, comments and an appended picture out of a JPEG, keeping the rest', () => {
    const clean = removeImageMetadata(makeJpegWithMetadata(), 'image/jpeg');
    expect(clean).toEqual({ bytes: makeJpeg(), width: 8, height: 8 });
  });

  it('takes eXIf, text, time and trailing bytes out of a PNG, keeping the rest', () => {
    const clean = removeImageMetadata(makePngWithMetadata(3, 2), 'image/png');
    expect(clean).toEqual({ bytes: makePng(3, 2), width: 3, height: 2 });
  });

  it('takes EXIF and XMP chunks out of a WebP and clears their flags', () => {
    const source = makeWebpWithMetadata();
    const clean = removeImageMetadata(source, 'image/webp');
    expect(clean?.width).toBe(1);
    expect(clean?.height).toBe(1);
    const bytes = clean?.bytes ?? Buffer.alloc(0);
    expect(bytes.toString('latin1')).not.toContain(SECRET_PLACE);
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('VP8X');
    expect(bytes[20]).toBe(0);
    expect(bytes.subarray(30)).toEqual(makeWebp().subarray(12));
  });

  it('keeps a clean image as it is and reads its size', () => {
    expect(removeImageMetadata(makeWebp(), 'image/webp')).toEqual({
      bytes: makeWebp(),
      width: 1,
      height: 1,
    });
    expect(removeImageMetadata(makePng(640, 1), 'image/png')?.width).toBe(640);
  });

  it('leaves no secret in any cleaned type', () => {
    for (const [bytes, type] of [
      [makeJpegWithMetadata(), 'image/jpeg'],
      [makePngWithMetadata(), 'image/png'],
      [makeWebpWithMetadata(), 'image/webp'],
    ] as const) {
      expect(bytes.toString('latin1')).toContain(SECRET_PLACE);
      expect(removeImageMetadata(bytes, type)?.bytes.toString('latin1')).not.toContain(
        SECRET_PLACE,
      );
    }
  });

  it.each([
    ['a cut JPEG', makeJpeg().subarray(0, 40), 'image/jpeg'],
    ['a JPEG with no end', makeJpeg().subarray(0, -2), 'image/jpeg'],
    ['a JPEG with no frame', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg'],
    ['a cut PNG', makePng(4, 4).subarray(0, 40), 'image/png'],
    ['a PNG of no pixels', makePng(0, 0), 'image/png'],
    ['a cut WebP', makeWebp().subarray(0, 30), 'image/webp'],
    ['text called WebP', Buffer.from('RIFF\x04\0\0\0WEBP', 'latin1'), 'image/webp'],
  ] as const)('refuses %s', (_label, bytes, type) => {
    expect(removeImageMetadata(Buffer.from(bytes), type)).toBeNull();
  });
});
