import { useCallback, useEffect, useState } from 'react';
import type { StorageAsset, UploadQuotaResponse } from '#shared/objects.schemas';
import { formatQuotaBytes } from '#shared/upload-quota';
import { ApiError } from '#kit/api-client';
import { PrivateImage } from '#kit/private-image';
import { deleteUpload } from '#kit/stored-objects';
import { fetchMyUploads, fetchUploadQuota } from './transperator.api';
import '#kit/panel.css';

/** The file name of an upload's key (`uploads/3/ludde.png` → `ludde.png`). */
function fileNameOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** How much of the quota is used, in words: `1.2 MiB of 500 MiB used`. */
export function quotaUseText({ used, quota }: UploadQuotaResponse): string {
  const usedText = formatQuotaBytes(used, 'floor');
  return quota === null
    ? `${usedText} used (no limit)`
    : `${usedText} of ${formatQuotaBytes(quota)} used`;
}

interface Loaded {
  uploads: StorageAsset[];
  quota: UploadQuotaResponse;
}

/**
 * The logged-in user's uploads with their share of the quota, each with Delete (after a
 * confirmation). `version` changes after each upload, which reloads the list.
 */
export function MyUploads({ version }: { readonly version: number }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchMyUploads(controller.signal), fetchUploadQuota(controller.signal)]).then(
      ([uploads, quota]) => {
        setLoaded({ uploads, quota });
        setFailed(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec §8: a failure to load storage is only logged.
        console.error('Could not load your uploads:', error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [version, reloads]);

  const remove = useCallback(async (upload: StorageAsset) => {
    const name = fileNameOf(upload.Key);
    if (!window.confirm(`Delete "${name}"? It is removed from storage for good.`)) return;
    setDeleting(upload.Key);
    setMessage(null);
    try {
      await deleteUpload(upload.ETag, upload.Key);
      setMessage({ text: `"${name}" was deleted.`, tone: 'success' });
    } catch (error) {
      setMessage({
        text: error instanceof ApiError ? error.message : `"${name}" could not be deleted.`,
        tone: 'error',
      });
    } finally {
      setDeleting(null);
      setReloads((count) => count + 1);
    }
  }, []);

  const quota = loaded?.quota;
  return (
    <section className="panel panel--compact tp-uploads" aria-labelledby="tp-uploads-title">
      <h2 id="tp-uploads-title" className="panel__title">
        My uploads
      </h2>
      {quota ? (
        <div className="tp-uploads__quota">
          <p className="tp-uploads__use">{quotaUseText(quota)}</p>
          {quota.quota === null ? null : (
            <meter
              className="tp-uploads__meter"
              min={0}
              max={quota.quota}
              low={quota.quota * 0.8}
              high={quota.quota * 0.95}
              optimum={0}
              value={Math.min(quota.used, quota.quota)}
              aria-label="Storage used of your quota"
            />
          )}
        </div>
      ) : null}
      {message ? (
        <p
          className={`form-message form-message--${message.tone}`}
          role={message.tone === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
      {loaded === null ? (
        <p className="tp-empty" role="status">
          {failed ? 'Your uploads could not be loaded.' : 'Loading your uploads…'}
        </p>
      ) : loaded.uploads.length === 0 ? (
        <p className="tp-empty">You have not uploaded any images yet.</p>
      ) : (
        <ul className="stack-list tp-uploads__list" aria-label="My uploads">
          {loaded.uploads.map((upload) => {
            const name = fileNameOf(upload.Key);
            return (
              <li key={upload.Key} className="tp-uploads__item">
                <PrivateImage
                  className="tp-uploads__thumbnail"
                  etag={upload.ETag}
                  width={40}
                  height={40}
                />
                <span className="tp-uploads__name">{name}</span>
                <span className="tp-uploads__size">{formatQuotaBytes(upload.Size)}</span>
                <button
                  type="button"
                  className="button button--quiet tp-uploads__delete"
                  aria-label={`Delete ${name}`}
                  disabled={deleting === upload.Key}
                  onClick={() => void remove(upload)}
                >
                  Delete
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
