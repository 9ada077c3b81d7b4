/**
 * How long a saved file's object URL stays valid. Revoking it as soon as click() returns cancels the
 * download in some browsers, which read the URL later; a large file may take a while to be picked
 * up, so the URL lives for half a minute (the bytes are freed then).
 */
export const SAVED_FILE_URL_LIFETIME_MS = 30_000;

/** Offers the bytes as a download under the name, through the browser's own save flow. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVED_FILE_URL_LIFETIME_MS);
}
