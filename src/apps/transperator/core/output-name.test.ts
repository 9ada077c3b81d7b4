import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  initialFileName,
  isUploadableName,
  outputFileName,
  UPLOAD_MESSAGES,
  uniqueOutputNames,
  uploadPath,
} from './output-name';
import { zipOutputImages } from './output-zip';

describe('output names', () => {
  it('start from the original name without its extension', () => {
    expect(initialFileName('holiday.photo.JPG')).toBe('holiday.photo');
    expect(initialFileName('logo.png')).toBe('logo');
    expect(initialFileName('.hidden')).toBe('.hidden');
    expect(initialFileName('noext')).toBe('noext');
  });

  it('are always .png, with modified-image when empty', () => {
    expect(outputFileName('logo')).toBe('logo.png');
    expect(outputFileName('  photo  ')).toBe('photo.png');
    expect(outputFileName('')).toBe('modified-image.png');
    expect(outputFileName('   ')).toBe('modified-image.png');
    expect(outputFileName('already.PNG')).toBe('already.png');
    expect(outputFileName('shot.jpeg')).toBe('shot.jpeg.png');
  });

  it('refuse uploads with an empty trimmed name', () => {
    expect(isUploadableName('  ')).toBe(false);
    expect(isUploadableName(' a ')).toBe(true);
  });

  it('put uploads in the fixed folder', () => {
    expect(uploadPath('logo')).toBe('transperator/logo.png');
  });

  it('number duplicates inside one ZIP', () => {
    expect(uniqueOutputNames(['a', 'A', 'a', '', 'b'])).toEqual([
      'a.png',
      'A (2).png',
      'a (3).png',
      'modified-image.png',
      'b.png',
    ]);
  });

  it("use the spec's upload messages", () => {
    expect(UPLOAD_MESSAGES.invalidName).toBe('Please enter a valid filename.');
    expect(UPLOAD_MESSAGES.noFile).toBe('No file selected');
    expect(UPLOAD_MESSAGES.uploaded('a.png')).toBe('Image "a.png" uploaded successfully!');
    expect(UPLOAD_MESSAGES.uploaded(null)).toBe('Image uploaded successfully!');
    expect(UPLOAD_MESSAGES.failed('a.png')).toBe('Failed to upload image "a.png".');
    expect(UPLOAD_MESSAGES.error('Network Error')).toBe('Error uploading image: Network Error');
  });
});

describe('zipOutputImages', () => {
  it('holds every image as a .png entry with its bytes', () => {
    const first = Uint8Array.from([0x89, 0x50, 1, 2, 3]);
    const second = Uint8Array.from([0x89, 0x50, 9]);
    const zip = zipOutputImages([
      { fileName: 'logo', png: first },
      { fileName: '', png: second },
      { fileName: 'logo', png: second },
    ]);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(['logo (2).png', 'logo.png', 'modified-image.png']);
    expect(entries['logo.png']).toEqual(first);
    expect(entries['modified-image.png']).toEqual(second);
    expect(entries['logo (2).png']).toEqual(second);
  });
});
