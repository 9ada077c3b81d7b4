import { useCallback, useEffect, useMemo, useState } from 'react';
import { saveFile } from '../../../web/kit/save-file';
import { useSession } from '../../../web/session';
import { PageHeader } from '../../../web/ui/page-header';
import { LeadText } from '../../../web/ui/lead-text';
import { MAX_TOLERANCE, type Rgb } from '../core/colour-key';
import type { KeyPoint } from '../core/colour-key-options';
import { imageFileType, selectionNotice, SIGNATURE_BYTES } from '../core/image-file-type';
import {
  initialFileName,
  isUploadableName,
  outputFileName,
  UPLOAD_MESSAGES,
  uploadPath,
} from '../core/output-name';
import { zipOutputImages } from '../core/output-zip';
import { manifest } from '../manifest';
import { DropZone } from './drop-zone';
import { ImageCard, type CardStatus, type ToolImage } from './image-card';
import { KeyControls } from './key-controls';
import { createKeyWorkerPool, type KeySettings, type KeyWorkerPool } from './key-worker-pool';
import { MyUploads } from './my-uploads';
import { uploadImage } from './upload-image';
import './transperator.css';

const ZIP_NAME = 'transperator-images.zip';
const DEFAULT_COLOUR: Rgb = { r: 255, g: 255, b: 255 };

let imageCounter = 0;

async function qualify(file: File): Promise<ToolImage | null> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const fileType = imageFileType(file.type, head);
  if (!fileType) return null;
  imageCounter += 1;
  const originalFileName =
    file.name || `pasted-image-${imageCounter}.${fileType === 'png' ? 'png' : 'jpg'}`;
  return {
    id: `image-${imageCounter}`,
    originalFileName,
    fileType,
    file,
    fileName: initialFileName(originalFileName),
    points: [],
    state: { kind: 'loading' },
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface UploadRun {
  /** Per image, 0–1. */
  progress: Record<string, number>;
  /** Per image, its PNG size (for the overall bar). */
  sizes: Record<string, number>;
}

/** The Transperator tool: make one colour transparent in many images. */
export function Transperator({
  createPool = createKeyWorkerPool,
}: {
  readonly createPool?: () => KeyWorkerPool;
}) {
  const session = useSession();
  const canUpload = session !== null;
  const [pool] = useState(createPool);
  const [images, setImages] = useState<ToolImage[]>([]);
  const [colour, setColour] = useState<Rgb>(DEFAULT_COLOUR);
  const [tolerance, setTolerance] = useState(0);
  const [softEdges, setSoftEdges] = useState(false);
  const [connectedOnly, setConnectedOnly] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [statuses, setStatuses] = useState<Record<string, CardStatus>>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [uploadRun, setUploadRun] = useState<UploadRun | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkStatus, setBulkStatus] = useState<CardStatus | null>(null);
  // Changes after each upload, so My uploads shows it and the quota counts it.
  const [uploadsVersion, setUploadsVersion] = useState(0);

  useEffect(() => () => pool.terminate(), [pool]);

  /** The settings for one image: its own clicked points when connected only is on. */
  const settingsFor = (image: ToolImage): KeySettings => ({
    colour,
    tolerance,
    options: { softEdges, points: connectedOnly ? image.points : null },
  });

  const updateImage = useCallback((id: string, change: (image: ToolImage) => ToolImage) => {
    setImages((current) => current.map((image) => (image.id === id ? change(image) : image)));
  }, []);

  const setStatus = useCallback((id: string, status: CardStatus | undefined) => {
    setStatuses((current) => {
      const next = { ...current };
      if (status) next[id] = status;
      else delete next[id];
      return next;
    });
  }, []);

  const addFiles = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const qualified = await Promise.all(files.map(qualify));
      const accepted = qualified.filter((image): image is ToolImage => image !== null);
      setNotice(selectionNotice(accepted.length, files.length - accepted.length));
      if (accepted.length === 0) return;
      setImages((current) => [...current, ...accepted]);
      for (const image of accepted) {
        pool.load(image.id, image.file).then(
          (loaded) =>
            updateImage(image.id, (current) => ({
              ...current,
              state: {
                kind: 'ready',
                width: loaded.width,
                height: loaded.height,
                original: loaded.original,
              },
            })),
          (error: unknown) =>
            updateImage(image.id, (current) => ({
              ...current,
              state: {
                kind: 'failed',
                error: `This image could not be read (${errorMessage(error)}).`,
              },
            })),
        );
      }
    },
    [pool, updateImage],
  );

  const removeImage = (id: string) => {
    pool.drop(id);
    setImages((current) => {
      const removed = current.find((image) => image.id === id);
      if (removed?.state.kind === 'ready') removed.state.original.close();
      return current.filter((image) => image.id !== id);
    });
    setStatus(id, undefined);
  };

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
    setUploadRun((run) =>
      run
        ? {
            progress: { ...run.progress, [id]: total > 0 ? sent / total : 0 },
            sizes: { ...run.sizes, [id]: total },
          }
        : run,
    );

  const uploadSingle = (image: ToolImage) =>
    withBusy(image.id, async () => {
      setUploadRun({ progress: { [image.id]: 0 }, sizes: {} });
      await uploadOne(image, true, trackProgress(image.id));
    });

  const readyImages = images.filter((image) => image.state.kind === 'ready');

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
    setUploadRun({
      progress: Object.fromEntries(readyImages.map((image) => [image.id, 0])),
      sizes: {},
    });
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

  const overallProgress = useMemo(() => {
    if (!uploadRun) return null;
    const ids = Object.keys(uploadRun.progress);
    if (ids.length === 0) return null;
    return ids.reduce((sum, id) => sum + (uploadRun.progress[id] ?? 0), 0) / ids.length;
  }, [uploadRun]);

  const hasImages = images.length > 0;

  return (
    <section className="page tp">
      <PageHeader title={manifest.routes[0].title}>
        <LeadText lead={manifest.routes[0].lead} />
      </PageHeader>

      <DropZone hasImages={hasImages} onFiles={(files) => void addFiles(files)} />

      {notice ? (
        <p className="tp-notice" role="alert">
          {notice}
        </p>
      ) : null}

      {hasImages ? (
        <>
          <div className="tp-toolbar">
            <KeyControls
              colour={colour}
              tolerance={tolerance}
              softEdges={softEdges}
              connectedOnly={connectedOnly}
              onColourChange={setColour}
              onToleranceChange={setTolerance}
              onSoftEdgesChange={setSoftEdges}
              onConnectedOnlyChange={setConnectedOnly}
            />
            {images.length > 1 ? (
              <div className="tp-bulk">
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={bulkBusy || readyImages.length === 0}
                  onClick={() => void downloadAll()}
                >
                  Download All
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={bulkBusy || readyImages.length === 0 || !canUpload}
                  aria-describedby={canUpload ? undefined : 'tp-login-hint'}
                  onClick={() => void uploadAll()}
                >
                  Upload All to S3
                </button>
                {canUpload ? null : (
                  <span className="tp-card__login" id="tp-login-hint">
                    Log in to upload
                  </span>
                )}
              </div>
            ) : null}
            {overallProgress !== null && images.length > 1 ? (
              <progress
                className="tp-progress"
                max={1}
                value={overallProgress}
                aria-label="Overall upload progress"
              />
            ) : null}
            {bulkStatus ? (
              <p
                className={`tp-card__status tp-card__status--${bulkStatus.tone}`}
                role={bulkStatus.tone === 'error' ? 'alert' : 'status'}
              >
                {bulkStatus.text}
              </p>
            ) : null}
          </div>

          <h2 className="tp-sr-only">Images</h2>
          <ul className="tp-cards" aria-label="Images">
            {images.map((image) => (
              <ImageCard
                key={image.id}
                image={image}
                pool={pool}
                settings={settingsFor(image)}
                canUpload={canUpload}
                busy={Boolean(busy[image.id]) || bulkBusy}
                status={statuses[image.id]}
                upload={
                  uploadRun && image.id in uploadRun.progress
                    ? { progress: uploadRun.progress[image.id] ?? 0 }
                    : undefined
                }
                onRename={(fileName) =>
                  updateImage(image.id, (current) => ({ ...current, fileName }))
                }
                onRemove={() => removeImage(image.id)}
                onPickColour={(picked: Rgb, point: KeyPoint) => {
                  setColour(picked);
                  if (connectedOnly) {
                    updateImage(image.id, (current) => ({
                      ...current,
                      points: [...current.points, point],
                    }));
                  }
                }}
                onClearPoints={() =>
                  updateImage(image.id, (current) => ({ ...current, points: [] }))
                }
                onDownload={() => void download(image)}
                onUpload={() => void uploadSingle(image)}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="tp-empty">
          Add images to choose a colour and a tolerance (0 to {MAX_TOLERANCE}). Click any pixel of a
          preview to pick its colour.
        </p>
      )}

      {session ? <MyUploads key={session.username} version={uploadsVersion} /> : null}
    </section>
  );
}

export default function TransperatorPage() {
  return <Transperator />;
}
