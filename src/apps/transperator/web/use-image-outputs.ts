import { useCallback, useMemo, useState } from 'react';
import { saveFile } from '#kit/save-file';
import { isUploadableName, outputFileName, UPLOAD_MESSAGES, uploadPath } from '../core/output-name';
import { zipOutputImages } from '../core/output-zip';
import {
  overallUploadProgress,
  recordUploadBytes,
  startUploadRun,
  type UploadRun,
} from '../core/upload-progress';
import type { KeySettings, KeyWorkerPool } from './key-worker-pool';
import type { CardStatus, ToolImage } from './tool-image';
import { uploadImage } from './upload-image';
import { errorMessage } from './use-tool-images';

const ZIP_NAME = 'transperator-images.zip';

export interface ImageOutputs {
  /** Per image, what its card says about the last action. */
  readonly statuses: Readonly<Record<string, CardStatus>>;
  /** Per image, whether a download or upload of it is under way. */
  readonly busy: Readonly<Record<string, boolean>>;
  /** True while Download All or Upload All runs. */
  readonly bulkBusy: boolean;
  readonly bulkStatus: CardStatus | null;
  /** The last upload's progress per image, or null before any. */
  readonly uploadRun: UploadRun | null;
  /** The overall bar's value (0–1), or null. */
  readonly overallProgress: number | null;
  /** Changes after each upload, so My uploads shows it and the quota counts it. */
  readonly uploadsVersion: number;
  readonly clearStatus: (id: string) => void;
  readonly download: (image: ToolImage) => Promise<void>;
  readonly uploadSingle: (image: ToolImage) => Promise<void>;
  readonly downloadAll: () => Promise<void>;
  readonly uploadAll: () => Promise<void>;
}

/**
 * What the tool makes of its images: a PNG to download, a ZIP of them all, uploads one by one with
 * their progress, and the statuses that say how each went.
 */
export function useImageOutputs(
  pool: KeyWorkerPool,
  settingsFor: (image: ToolImage) => KeySettings,
  readyImages: readonly ToolImage[],
): ImageOutputs {
  const [statuses, setStatuses] = useState<Record<string, CardStatus>>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [uploadRun, setUploadRun] = useState<UploadRun | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkStatus, setBulkStatus] = useState<CardStatus | null>(null);
  const [uploadsVersion, setUploadsVersion] = useState(0);

  const setStatus = useCallback((id: string, status: CardStatus | undefined) => {
    setStatuses((current) => {
      const next = { ...current };
      if (status) next[id] = status;
      else delete next[id];
      return next;
    });
  }, []);

  const withBusy = async (id: string, work: () => Promise<void>) => {
    setBusy((current) => ({ ...current, [id]: true }));
    try {
      await work();
    } finally {
      setBusy((current) => ({ ...current, [id]: false }));
    }
  };

  const download = (image: ToolImage) =>
    withBusy(image.id, async () => {
      setStatus(image.id, { text: 'Preparing the PNG…', tone: 'info' });
      try {
        const png = await pool.encode(image.id, settingsFor(image));
        saveFile(png, outputFileName(image.fileName));
        setStatus(image.id, undefined);
      } catch (error) {
        setStatus(image.id, {
          text: `Could not make the PNG: ${errorMessage(error)}`,
          tone: 'error',
        });
      }
    });

  /** Uploads one image; the message says the name unless `single` (spec §8). */
  const uploadOne = async (
    image: ToolImage,
    single: boolean,
    onBytes: (sent: number, total: number) => void,
  ) => {
    if (!isUploadableName(image.fileName)) {
      setStatus(image.id, { text: UPLOAD_MESSAGES.invalidName, tone: 'error' });
      return false;
    }
    if (!navigator.onLine) {
      setStatus(image.id, { text: UPLOAD_MESSAGES.offline, tone: 'error' });
      return false;
    }
    const name = outputFileName(image.fileName);
    let png: Blob;
    try {
      png = await pool.encode(image.id, settingsFor(image));
    } catch {
      setStatus(image.id, { text: UPLOAD_MESSAGES.noFile, tone: 'error' });
      return false;
    }
    setStatus(image.id, { text: `Uploading ${name}…`, tone: 'info' });
    try {
      const outcome = await uploadImage({
        png,
        fileName: name,
        path: uploadPath(image.fileName),
        onProgress: onBytes,
      });
      if (outcome.ok) {
        onBytes(1, 1);
        setUploadsVersion((version) => version + 1);
        setStatus(image.id, {
          text: UPLOAD_MESSAGES.uploaded(single ? null : name),
          tone: 'success',
        });
        return true;
      }
      const failed = UPLOAD_MESSAGES.failed(name);
      setStatus(image.id, {
        text: outcome.error ? `${failed} ${outcome.error}` : failed,
        tone: 'error',
      });
    } catch (error) {
      setStatus(image.id, { text: UPLOAD_MESSAGES.error(errorMessage(error)), tone: 'error' });
    }
    return false;
  };

  const trackProgress = (id: string) => (sent: number, total: number) =>
    setUploadRun((run) => (run ? recordUploadBytes(run, id, sent, total) : run));

  const uploadSingle = (image: ToolImage) =>
    withBusy(image.id, async () => {
      setUploadRun(startUploadRun([image.id]));
      await uploadOne(image, true, trackProgress(image.id));
    });

  const downloadAll = async () => {
    setBulkBusy(true);
    setBulkStatus({ text: `Preparing ${readyImages.length} PNG files…`, tone: 'info' });
    try {
      const outputs = await Promise.all(
        readyImages.map(async (image) => ({
          fileName: image.fileName,
          png: new Uint8Array(
            await (await pool.encode(image.id, settingsFor(image))).arrayBuffer(),
          ),
        })),
      );
      const zip = zipOutputImages(outputs);
      saveFile(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), ZIP_NAME);
      setBulkStatus(null);
    } catch (error) {
      setBulkStatus({ text: `Could not make the ZIP: ${errorMessage(error)}`, tone: 'error' });
    } finally {
      setBulkBusy(false);
    }
  };

  const uploadAll = async () => {
    setBulkBusy(true);
    setBulkStatus(null);
    setUploadRun(startUploadRun(readyImages.map((image) => image.id)));
    let uploaded = 0;
    // One at a time: the overall bar moves steadily and the server sees one upload per user.
    for (const image of readyImages) {
      if (await uploadOne(image, false, trackProgress(image.id))) uploaded += 1;
    }
    setBulkStatus({
      text: `${uploaded} of ${readyImages.length} images uploaded.`,
      tone: uploaded === readyImages.length ? 'success' : 'error',
    });
    setBulkBusy(false);
  };

  const overallProgress = useMemo(() => overallUploadProgress(uploadRun), [uploadRun]);

  return {
    statuses,
    busy,
    bulkBusy,
    bulkStatus,
    uploadRun,
    overallProgress,
    uploadsVersion,
    clearStatus: (id) => setStatus(id, undefined),
    download,
    uploadSingle,
    downloadAll,
    uploadAll,
  };
}
