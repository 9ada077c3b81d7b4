import { z } from 'zod/mini';
import { ErrorBodySchema } from '#shared/api-error.schemas';
import { NETWORK_ERROR_MESSAGE } from './api-client';
import { clearSessionIfToken, getSession } from './session';

/** How the server answered: a 2xx with its JSON body (if any), or the status and its `{error}` text. */
export type UploadOutcome =
  { ok: true; body?: unknown } | { ok: false; status: number; error: string | undefined };

export interface UploadRequest {
  /** Where the form is POSTed, e.g. `/api/upload`. */
  readonly url: string;
  readonly form: FormData;
  /** Bytes sent so far and the total, as the browser reports them. */
  readonly onProgress?: (sent: number, total: number) => void;
  /** Gives up when this long passes with no byte sent and no answer (default STALLED_UPLOAD_MS). */
  readonly stalledAfterMs?: number;
}

/** An upload that sends nothing and hears nothing for this long is given up: its server is gone. */
export const STALLED_UPLOAD_MS = 30_000;
export const UPLOAD_STALLED_MESSAGE = 'The server did not answer. Please try again.';

export const UPLOAD_CANCELLED_MESSAGE = 'The upload was cancelled.';

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's error page, say): the status alone speaks.
    return undefined;
  }
}

/**
 * POSTs a multipart form with the session's bearer token, reporting upload progress. XMLHttpRequest
 * rather than fetch because only it reports the bytes sent. Resolves with the answer (a 401 also
 * clears the session, spec §6); rejects when the server cannot be reached, the upload is aborted, or
 * it stalls: no progress and no answer for `stalledAfterMs`, so a page never waits on it for ever.
 */
export function uploadWithProgress({
  url,
  form,
  onProgress,
  stalledAfterMs = STALLED_UPLOAD_MS,
}: UploadRequest): Promise<UploadOutcome> {
  const token = getSession()?.token ?? null;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let stalled: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stalled);
      stalled = setTimeout(() => {
        fail(UPLOAD_STALLED_MESSAGE);
        request.abort();
      }, stalledAfterMs);
    };
    let settled = false;
    const fail = (message: string) => {
      clearTimeout(stalled);
      if (settled) return;
      settled = true;
      reject(new Error(message));
    };
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    if (token !== null) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      watch();
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      clearTimeout(stalled);
      if (settled) return;
      settled = true;
      if (request.status === 401) clearSessionIfToken(token);
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body === undefined ? { ok: true } : { ok: true, body });
        return;
      }
      const parsed = z.safeParse(ErrorBodySchema, body);
      resolve({
        ok: false,
        status: request.status,
        error: parsed.success ? parsed.data.error : undefined,
      });
    });
    request.addEventListener('error', () => fail(NETWORK_ERROR_MESSAGE));
    request.addEventListener('abort', () => fail(UPLOAD_CANCELLED_MESSAGE));
    request.send(form);
    watch();
  });
}
