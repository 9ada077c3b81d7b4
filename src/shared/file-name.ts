/** Longest stored file name, in UTF-8 bytes: leaves room under the 255-byte limit of file systems. */
export const MAX_FILE_NAME_BYTES = 200;

export type FileNameResult = { ok: true; name: string } | { ok: false; error: string };

// C0 and C1 control characters and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

// Characters that show nothing, so two names that look the same would be two files: format
// characters (zero-width space, joiner and non-joiner, BOM, soft hyphen, the bidirectional marks,
// embeddings, overrides and isolates that can make `gnp.exe` display as `exe.png`, invisible tags),
// the rest Unicode says to ignore in display (variation selectors, fillers, the combining grapheme
// joiner), and the line and paragraph separators.
const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]/gu;

/**
 * The name an uploaded file is stored under: without control or invisible characters and
 * NFC-normalised (so a name has one spelling: `x.png` and `x` + zero-width space + `.png` are one
 * file, as are a composed and a decomposed `é`), then the base name of what the client sent (any
 * folders, with `/` or `\`, dropped), trimmed, extension kept. Refuses names that end up empty, `.`
 * or `..`, or longer than MAX_FILE_NAME_BYTES.
 */
export function sanitizeFileName(raw: string): FileNameResult {
  const visible = raw
    .replace(CONTROL_CHARACTERS, '')
    .replace(INVISIBLE_CHARACTERS, '')
    .normalize('NFC');
  const segments = visible.split(/[/\\]/);
  const baseName = (segments[segments.length - 1] ?? '').trim();
  if (baseName === '') return { ok: false, error: 'The file name is empty.' };
  if (baseName === '.' || baseName === '..') {
    return { ok: false, error: `"${baseName}" is not a file name.` };
  }
  if (new TextEncoder().encode(baseName).length > MAX_FILE_NAME_BYTES) {
    return { ok: false, error: `The file name is longer than ${MAX_FILE_NAME_BYTES} bytes.` };
  }
  return { ok: true, name: baseName };
}
