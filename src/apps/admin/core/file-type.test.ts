import { describe, expect, it } from 'vitest';
import { fileNameOf, fileTypeOf } from './file-type';

describe('fileTypeOf', () => {
  it.each([
    ['photo.jpg', 'Image'],
    ['photo.jpeg', 'Image'],
    ['uploads/3/logo.png', 'Image'],
    ['anim.gif', 'Image'],
    ['song.mp3', 'Audio'],
    ['quiz/fail.wav', 'Audio'],
    ['clip.mp4', 'Video'],
    ['clip.mov', 'Video'],
    ['report.pdf', 'Document'],
    ['letter.doc', 'Document'],
    ['letter.docx', 'Document'],
    ['PHOTO.JPG', 'Image'],
    ['Song.Mp3', 'Audio'],
    ['archive.tar.gz', 'Other'],
    ['picture.webp', 'Other'],
    ['README', 'Other'],
    ['.png', 'Other'],
    ['folder.png/notes', 'Other'],
    ['trailing.', 'Other'],
    ['', 'Other'],
  ])('%s is %s', (key, type) => {
    expect(fileTypeOf(key)).toBe(type);
  });
});

describe('fileNameOf', () => {
  it('takes the last path segment', () => {
    expect(fileNameOf('uploads/7/cat.png')).toBe('cat.png');
    expect(fileNameOf('cat.png')).toBe('cat.png');
    expect(fileNameOf('uploads/')).toBe('');
  });
});
