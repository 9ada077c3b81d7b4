import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_BYTES, sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['my-picture.png', 'my-picture.png'],
    ['uploads/my-picture.png', 'my-picture.png'],
    ['a/b/c/photo.JPG', 'photo.JPG'],
    ['C:\\Users\\me\\photo.jpeg', 'photo.jpeg'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['  spaced name.png  ', 'spaced name.png'],
    ['tab\there.png', 'tabhere.png'],
    ['new\nline\r.png', 'newline.png'],
    ['nul\u0000byte.png', 'nulbyte.png'],
    ['del\u007f.png', 'del.png'],
    ['c1\u0085.png', 'c1.png'],
    ['evil\u202egnp.exe', 'evilgnp.exe'],
    ['.hidden.png', '.hidden.png'],
    ['Ludde på stranden.png', 'Ludde på stranden.png'],
    ['archive.tar.gz', 'archive.tar.gz'],
  ])('turns %j into %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toEqual({ ok: true, name: expected });
  });

  it('normalises to NFC so one visible name is one key', () => {
    // "e" followed by a combining acute accent becomes the single character "é".
    expect(sanitizeFileName('Ludde\u0301.png')).toEqual({ ok: true, name: 'Ludd\u00e9.png' });
  });

  it.each([
    ['a zero-width space', 'x\u200B.png'],
    ['a zero-width space before the extension and after the name', '\u200Bx.\u200Bpng\u200B'],
    ['a zero-width joiner', 'x\u200D.png'],
    ['a zero-width non-joiner', 'x\u200C.png'],
    ['a byte order mark', '\uFEFFx\uFEFF.png'],
    ['a soft hyphen', 'x\u00AD.png'],
    ['a word joiner', 'x\u2060.png'],
    ['left-to-right and right-to-left marks', '\u200Ex\u200F.png'],
    ['an Arabic letter mark', 'x\u061C.png'],
    ['a bidirectional isolate', '\u2066x\u2069.png'],
    ['a bidirectional embedding', '\u202Ax\u202C.png'],
    ['a Mongolian vowel separator', 'x\u180E.png'],
    ['a variation selector', 'x\uFE0F.png'],
    ['a combining grapheme joiner', 'x\u034F.png'],
    ['a Hangul filler', 'x\u3164.png'],
    ['an invisible tag character', 'x\u{E0041}.png'],
    ['a line separator', 'x\u2028.png'],
    ['a paragraph separator', 'x\u2029.png'],
  ])('drops %s, so the name is the visible x.png', (_, raw) => {
    expect(sanitizeFileName(raw)).toEqual({ ok: true, name: 'x.png' });
  });

  it('drops invisible characters before composing, so é is one character either way', () => {
    const composed = 'caf\u00e9.png';
    expect(sanitizeFileName(composed)).toEqual({ ok: true, name: composed });
    expect(sanitizeFileName('cafe\u0301.png')).toEqual({ ok: true, name: composed });
    // A zero-width character between the letter and its accent would otherwise keep them apart.
    expect(sanitizeFileName('cafe\u200B\u0301.png')).toEqual({ ok: true, name: composed });
  });

  it('keeps visible letters, spaces and emoji as they are', () => {
    for (const name of [
      'Ludde på stranden.png',
      'Лудде.png',
      'ルッデ.png',
      'Ludde 🐶.png',
      'a b.png',
    ]) {
      expect(sanitizeFileName(name)).toEqual({ ok: true, name });
    }
  });

  it.each(['\u200B', 'uploads/\u200B\u200D', '\uFEFF', ' \u00AD '])(
    'refuses %j, invisible all through, as empty',
    (raw) => {
      expect(sanitizeFileName(raw)).toEqual({ ok: false, error: 'The file name is empty.' });
    },
  );

  it('refuses a name that is . or .. once its invisible characters are gone', () => {
    expect(sanitizeFileName('.\u200B.')).toEqual({ ok: false, error: '".." is not a file name.' });
  });

  it.each(['', '   ', 'uploads/', 'a/b/', '\u0000\u0001', '/'])('refuses %j as empty', (raw) => {
    expect(sanitizeFileName(raw)).toEqual({ ok: false, error: 'The file name is empty.' });
  });

  it.each(['.', '..', 'uploads/..', 'a/.', ' .. '])('refuses %j as a directory name', (raw) => {
    const result = sanitizeFileName(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/is not a file name/);
  });

  it('accepts a name of exactly the byte limit and refuses one byte more', () => {
    const atLimit = `${'a'.repeat(MAX_FILE_NAME_BYTES - 4)}.png`;
    expect(sanitizeFileName(atLimit)).toEqual({ ok: true, name: atLimit });
    const overLimit = `a${atLimit}`;
    expect(sanitizeFileName(overLimit)).toEqual({
      ok: false,
      error: 'The file name is longer than 200 bytes.',
    });
  });

  it('counts bytes, not characters', () => {
    // 67 three-byte characters are 201 bytes in UTF-8 but only 67 characters.
    const name = '\u20ac'.repeat(67);
    expect(sanitizeFileName(name).ok).toBe(false);
    expect(sanitizeFileName('\u20ac'.repeat(66)).ok).toBe(true);
  });

  it('measures the limit after dropping the folders', () => {
    const folder = 'x'.repeat(500);
    expect(sanitizeFileName(`${folder}/photo.png`)).toEqual({ ok: true, name: 'photo.png' });
  });
});
