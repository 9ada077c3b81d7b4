/** Longest stored file name, in UTF-8 bytes: leaves room under the 255-byte limit of file systems. */
export const MAX_FILE_NAME_BYTES = 200;

export type FileNameResult = { ok: true; name: string } | { ok: false; error: string };

// C0 and C1 control characters, DEL, and the bidirectional overrides that can make `gnp.exe`
// display as `exe.png`.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name an uploaded file is stored under: the base name of what the client sent (any folders,
 * with `/` or `\`, dropped), without control or direction-override characters, NFC-normalised and
 * trimmed, extension kept. Refuses names that end up empty, `.` or `..`, or longer than
 * MAX_FILE_NAME_BYTES.
 */
export function sanitizeFileName(raw: string): FileNameResult {
  const segments = raw.split(/[/\\]/);
  const baseName = (segments[segments.length - 1] ?? '')
    .replace(UNSAFE_CHARACTERS, '')
    .normalize('NFC')
    .trim();
  if (baseName === '') return { ok: false, error: 'The file name is empty.' };
  if (baseName === '.' || baseName === '..') {
    return { ok: false, error: `"${baseName}" is not a file name.` };
  }
  if (new TextEncoder().encode(baseName).length > MAX_FILE_NAME_BYTES) {
    return { ok: false, error: `The file name is longer than ${MAX_FILE_NAME_BYTES} bytes.` };
  }
  return { ok: true, name: baseName };
}
