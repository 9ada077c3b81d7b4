import { useEffect, useState } from 'react';
import { clearSessionIfToken, getSession } from '../session';
import { objectHashSegment } from './stored-objects';

/** Where an object's bytes are served, by content hash; quotes are dropped if a store sent them. */
export function objectUrl(etag: string): string {
  return `/api/fetch-object/${objectHashSegment(etag)}`;
}

export interface PrivateImageProps {
  /** The object's content hash. */
  readonly etag: string;
  readonly className?: string;
  readonly width: number;
  readonly height: number;
}

/**
 * An upload's image, which the server shows only to its uploader and Admins: an `<img src>` sends
 * no bearer token, so the bytes are fetched with it and shown from a blob URL. A failure shows an
 * empty frame and is only logged (spec §8).
 */
export function PrivateImage({ etag, className, width, height }: PrivateImageProps) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let blobUrl: string | null = null;
    const token = getSession()?.token ?? null;
    const headers: Record<string, string> = {};
    if (token !== null) headers['Authorization'] = `Bearer ${token}`;
    fetch(objectUrl(etag), { headers, signal: controller.signal })
      .then(async (response) => {
        if (response.status === 401) clearSessionIfToken(token);
        if (!response.ok) throw new Error(`status ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        blobUrl = URL.createObjectURL(blob);
        setSource(blobUrl);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`Could not load image ${etag}:`, error);
      });
    return () => {
      controller.abort();
      if (blobUrl !== null) URL.revokeObjectURL(blobUrl);
    };
  }, [etag]);
  // Until the bytes arrive, an empty frame of the same class holds the image's place.
  if (source === null) return <span className={className} aria-hidden="true" />;
  return (
    <img className={className} src={source} alt="" width={width} height={height} decoding="async" />
  );
}
