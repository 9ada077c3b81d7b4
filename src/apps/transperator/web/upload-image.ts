import { z } from 'zod/mini';
import { ErrorBodySchema } from '../../../shared/api-error.schemas';
import { clearSessionIfToken, getSession } from '../../../web/session';

export type UploadOutcome = { ok: true } | { ok: false; status: number; error: string | undefined };

export interface UploadRequest {
  png: Blob;
  /** The output file name, e.g. `logo.png`. */
  fileName: string;
  /** The multipart `path` field (spec §7): folder plus file name. */
  path: string;
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
}

/**
 * Sends one image to POST /api/upload as multipart (`image`, `path`) with the session's bearer
 * token. XMLHttpRequest rather than fetch because only it reports upload progress. Resolves with
 * the status (a 401 also clears the session, spec §6); rejects when the server cannot be reached.
 */
export function uploadImage({
  png,
  fileName,
  path,
  onProgress,
}: UploadRequest): Promise<UploadOutcome> {
  const token = getSession()?.token ?? null;
  const form = new FormData();
  form.append('image', new File([png], fileName, { type: 'image/png' }));
  form.append('path', path);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload');
    request.setRequestHeader('Accept', 'application/json');
    if (token !== null) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 401) clearSessionIfToken(token);
      if (request.status === 200) {
        resolve({ ok: true });
        return;
      }
      let error: string | undefined;
      try {
        const parsed = z.safeParse(ErrorBodySchema, JSON.parse(request.responseText));
        if (parsed.success) error = parsed.data.error;
      } catch {
        // Not JSON: the status alone is reported.
      }
      resolve({ ok: false, status: request.status, error });
    });
    request.addEventListener('error', () => reject(new Error('Network Error')));
    request.addEventListener('abort', () => reject(new Error('The upload was cancelled.')));
    request.send(form);
  });
}
