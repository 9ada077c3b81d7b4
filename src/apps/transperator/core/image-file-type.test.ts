import { describe, expect, it } from 'vitest';
import {
  imageFileType,
  NO_IMAGES_MESSAGE,
  selectionNotice,
  skippedFilesMessage,
} from './image-file-type';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const TEXT = new TextEncoder().encode('hello, world');

describe('imageFileType', () => {
  it('accepts PNG and JPEG when the type and the first bytes agree', () => {
    expect(imageFileType('image/png', PNG)).toBe('png');
    expect(imageFileType('image/jpeg', JPEG)).toBe('jpeg');
    expect(imageFileType('IMAGE/PNG', PNG)).toBe('png');
  });

  it('refuses other types even when the bytes are an image', () => {
    expect(imageFileType('image/gif', PNG)).toBeNull();
    expect(imageFileType('image/webp', JPEG)).toBeNull();
    expect(imageFileType('', PNG)).toBeNull();
  });

  it('refuses files whose bytes do not match their declared type', () => {
    expect(imageFileType('image/png', TEXT)).toBeNull();
    expect(imageFileType('image/png', JPEG)).toBeNull();
    expect(imageFileType('image/jpeg', PNG)).toBeNull();
    expect(imageFileType('image/png', PNG.slice(0, 4))).toBeNull();
  });
});

describe('selectionNotice', () => {
  it("uses the spec's texts", () => {
    expect(selectionNotice(0, 2)).toBe(NO_IMAGES_MESSAGE);
    expect(NO_IMAGES_MESSAGE).toBe('Please select PNG or JPEG files only.');
    expect(selectionNotice(2, 1)).toBe('1 file(s) were skipped (only PNG and JPEG are supported).');
    expect(skippedFilesMessage(3)).toBe(
      '3 file(s) were skipped (only PNG and JPEG are supported).',
    );
  });

  it('says nothing when every file qualifies or nothing was chosen', () => {
    expect(selectionNotice(3, 0)).toBeNull();
    expect(selectionNotice(0, 0)).toBeNull();
  });
});
