/** The download name when the file name is left empty (spec §5). */
export const DEFAULT_OUTPUT_NAME = 'modified-image';

/** The storage folder uploads are sent to (spec §7: a fixed folder plus file name and extension). */
export const UPLOAD_FOLDER = 'transperator';

/** The editable name an image starts with: its original name without the extension. */
export function initialFileName(originalFileName: string): string {
  const dot = originalFileName.lastIndexOf('.');
  return dot > 0 ? originalFileName.slice(0, dot) : originalFileName;
}

/**
 * The name of the output file: the trimmed file name plus `.png` (output is always PNG data), or
 * `modified-image.png` when the name is empty. A `.png` the user typed is not doubled.
 */
export function outputFileName(fileName: string): string {
  const trimmed = fileName
    .trim()
    .replace(/\.png$/i, '')
    .trim();
  return `${trimmed === '' ? DEFAULT_OUTPUT_NAME : trimmed}.png`;
}

/** Whether the name can be uploaded: not empty once trimmed (spec §5). */
export function isUploadableName(fileName: string): boolean {
  return fileName.trim() !== '';
}

/** The multipart `path` field: the fixed folder plus the output file name. */
export function uploadPath(fileName: string): string {
  return `${UPLOAD_FOLDER}/${outputFileName(fileName)}`;
}

/**
 * Names for the entries of one ZIP: each output name, with ` (2)`, ` (3)`… before the extension
 * when several images share a name, so no entry overwrites another.
 */
export function uniqueOutputNames(fileNames: readonly string[]): string[] {
  const used = new Set<string>();
  return fileNames.map((fileName) => {
    const name = outputFileName(fileName);
    const stem = name.slice(0, -'.png'.length);
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n}).png`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The spec's upload messages (§8). */
export const UPLOAD_MESSAGES = {
  invalidName: 'Please enter a valid filename.',
  noFile: 'No file selected',
  uploaded: (name: string | null) =>
    name === null ? 'Image uploaded successfully!' : `Image "${name}" uploaded successfully!`,
  failed: (name: string) => `Failed to upload image "${name}".`,
  error: (message: string) => `Error uploading image: ${message}`,
  offline:
    'Uploading needs a connection. Download the image now, or upload it once you are online.',
} as const;
