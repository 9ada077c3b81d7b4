import { uploadWithProgress, type UploadOutcome } from '#kit/upload';

export interface UploadImageRequest {
  png: Blob;
  /** The output file name, e.g. `logo.png`. */
  fileName: string;
  /** The multipart `path` field (spec §7): folder plus file name. */
  path: string;
  /** Bytes sent so far and the total, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
}

/** Sends one image to POST /api/upload as multipart (`image`, `path`), reporting progress. */
export function uploadImage({
  png,
  fileName,
  path,
  onProgress,
}: UploadImageRequest): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('image', new File([png], fileName, { type: 'image/png' }));
  form.append('path', path);
  return uploadWithProgress({ url: '/api/upload', form, onProgress });
}
