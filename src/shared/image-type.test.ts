import { describe, expect, it } from 'vitest';
import { detectImageType, detectPhotoType } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectImageType', () => {
  it('recognises the PNG signature', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe(
      'image/png',
    );
  });

  it('recognises the JPEG start-of-image marker', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('image/jpeg');
  });

  it.each([
    ['empty', bytes()],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a)],
    ['a PNG signature with one byte wrong', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b)],
    ['two JPEG bytes', bytes(0xff, 0xd8)],
    ['GIF', new TextEncoder().encode('GIF89a....')],
    ['text', new TextEncoder().encode('hello, this is not an image')],
    ['HTML pretending', new TextEncoder().encode('<svg onload="alert(1)"></svg>')],
  ])('refuses %s', (_label, input) => {
    expect(detectImageType(input)).toBeNull();
  });
});

describe('detectPhotoType', () => {
  const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

  it('recognises WebP by its RIFF form, whatever the size field holds', () => {
    expect(detectPhotoType(bytes(...ascii('RIFF'), 9, 9, 9, 9, ...ascii('WEBPVP8 ')))).toBe(
      'image/webp',
    );
  });

  it('still recognises PNG and JPEG', () => {
    expect(detectPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(
      'image/png',
    );
  });

  it.each([
    ['a RIFF wave', bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVEfmt '))],
    ['a truncated WebP header', bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEB'))],
  ])('refuses %s', (_label, input) => {
    expect(detectPhotoType(input)).toBeNull();
  });

  it('leaves WebP out of detectImageType: uploads stay PNG or JPEG', () => {
    expect(detectImageType(bytes(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')))).toBeNull();
  });
});
