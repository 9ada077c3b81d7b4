import { useEffect, useState } from 'react';
import { clearSessionIfToken, getSession } from './session';
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
 * A blob URL of the bytes at `url`, fetched with the session's bearer token (an `<img src>` sends
 * none), or null until they arrive. A failure leaves it null and is only logged (spec §8); the
 * blob URL is revoked when `url` changes or the component goes.
 */
export function usePrivateObjectUrl(url: string): string | null {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let blobUrl: string | null = null;
    const token = getSession()?.token ?? null;
    const headers: Record<string, string> = {};
    if (token !== null) headers['Authorization'] = `Bearer ${token}`;
    fetch(url, { headers, signal: controller.signal })
      .then(async (response) => {
        if (response.status === 401) clearSessionIfToken(token);
        if (!response.ok) throw new Error(`status ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        blobUrl = URL.createObjectURL(blob);
        setSource(blobUrl);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(`Could not load image ${url}:`, error);
      });
    return () => {
      controller.abort();
      if (blobUrl !== null) URL.revokeObjectURL(blobUrl);
      setSource(null);
    };
  }, [url]);
  return source;
}

/**
 * An upload's image, which the server shows only to its uploader and Admins: fetched with the
 * token and shown from a blob URL (`usePrivateObjectUrl`).
 */
export function PrivateImage({ etag, className, width, height }: PrivateImageProps) {
  const source = usePrivateObjectUrl(objectUrl(etag));
  // Until the bytes arrive, an empty frame of the same class holds the image's place.
  if (source === null) return <span className={className} aria-hidden="true" />;
  return (
    <img className={className} src={source} alt="" width={width} height={height} decoding="async" />
  );
}
