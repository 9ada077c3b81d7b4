import { apiRequest } from './api-client';

/** An object's content hash as a path segment: quotes dropped if a store sent them, then encoded. */
export function objectHashSegment(etag: string): string {
  return encodeURIComponent(etag.replaceAll('"', ''));
}

/** `/api/objects/{hash}[/suffix]?key=…`: one upload of these bytes, by the name it is stored under. */
export function uploadPath(etag: string, key: string, suffix = ''): string {
  return `/api/objects/${objectHashSegment(etag)}${suffix}?key=${encodeURIComponent(key)}`;
}

/**
 * Deletes the upload stored under the key, found by its content hash: the uploader's own, or any
 * upload for an Admin (decision 022).
 */
export async function deleteUpload(etag: string, key: string): Promise<void> {
  await apiRequest('DELETE', uploadPath(etag, key));
}
