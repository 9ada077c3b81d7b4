import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { Rgb } from '../core/colour-key';
import type { KeyPoint } from '../core/colour-key-options';
import type { KeySettings, KeyWorkerPool } from './key-worker-pool';

export interface ToolImage {
  readonly id: string;
  readonly originalFileName: string;
  readonly fileType: 'png' | 'jpeg';
  readonly file: File;
  /** What the user wants it called, without extension. */
  readonly fileName: string;
  /** Where "Connected only" floods from: the points clicked in this image's preview. */
  readonly points: readonly KeyPoint[];
  readonly state:
    | { readonly kind: 'loading' }
    | {
        readonly kind: 'ready';
        readonly width: number;
        readonly height: number;
        readonly original: ImageBitmap;
      }
    | { readonly kind: 'failed'; readonly error: string };
}

export interface CardStatus {
  readonly text: string;
  readonly tone: 'success' | 'error' | 'info';
}

export interface CardUpload {
  /** 0–1. */
  readonly progress: number;
}

function drawBitmap(canvas: HTMLCanvasElement | null, bitmap: ImageBitmap | null) {
  if (!canvas || !bitmap) return;
  if (canvas.width !== bitmap.width) canvas.width = bitmap.width;
  if (canvas.height !== bitmap.height) canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
}

/** One image: name, preview (eyedropper, before/after), file name, Download and Upload to S3. */
export function ImageCard({
  image,
  pool,
  settings,
  canUpload,
  busy,
  status,
  upload,
  onRename,
  onRemove,
  onPickColour,
  onClearPoints,
  onDownload,
  onUpload,
}: {
  readonly image: ToolImage;
  readonly pool: KeyWorkerPool;
  readonly settings: KeySettings;
  readonly canUpload: boolean;
  readonly busy: boolean;
  readonly status: CardStatus | undefined;
  readonly upload: CardUpload | undefined;
  readonly onRename: (fileName: string) => void;
  readonly onRemove: () => void;
  /** A click in the preview: its colour, and where it was (a fraction of width and height). */
  readonly onPickColour: (colour: Rgb, point: KeyPoint) => void;
  /** Shown when connected only is on (settings.options.points is not null). */
  readonly onClearPoints: () => void;
  readonly onDownload: () => void;
  readonly onUpload: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const resultRef = useRef<ImageBitmap | null>(null);
  const [showOriginal, setShowOriginal] = useState(false);
  const [previewState, setPreviewState] = useState<'pending' | 'shown' | 'failed'>('pending');
  // Bumped for every new result, so the canvas is redrawn even when the state stays 'shown'.
  const [, setPreviewVersion] = useState(0);
  const nameId = useId();
  const loginHintId = useId();
  const ready = image.state.kind === 'ready' ? image.state : null;
  const { colour, tolerance } = settings;
  const softEdges = settings.options?.softEdges ?? false;
  const points = settings.options?.points ?? null;

  useEffect(() => {
    if (!ready) return;
    let current = true;
    pool.preview(image.id, { colour, tolerance, options: { softEdges, points } }).then(
      (bitmap) => {
        if (!bitmap) return; // Replaced by newer settings.
        if (!current) {
          bitmap.close();
          return;
        }
        resultRef.current?.close();
        resultRef.current = bitmap;
        setPreviewState('shown');
        setPreviewVersion((version) => version + 1);
      },
      () => {
        if (current) setPreviewState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [pool, image.id, ready, colour, tolerance, softEdges, points]);

  // Draw whichever side is asked for, whenever either changes.
  useEffect(() => {
    if (!ready) return;
    drawBitmap(canvasRef.current, showOriginal ? ready.original : resultRef.current);
  });

  useEffect(() => () => resultRef.current?.close(), []);

  const pickAt = (event: MouseEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    if (!ready) return;
    // The canvas is letterboxed by object-fit: contain; map the click into its pixels.
    const box = canvas.getBoundingClientRect();
    const scale = Math.min(box.width / canvas.width, box.height / canvas.height);
    const left = box.left + (box.width - canvas.width * scale) / 2;
    const top = box.top + (box.height - canvas.height * scale) / 2;
    const x = (event.clientX - left) / scale;
    const y = (event.clientY - top) / scale;
    if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
    const point = { x: x / canvas.width, y: y / canvas.height };
    pool.pick(image.id, x, y).then(
      (picked) => onPickColour(picked, point),
      () => undefined,
    );
  };

  const actionsDisabled = !ready || busy;

  return (
    <li className="tp-card" aria-label={image.originalFileName}>
      <div className="tp-card__head">
        <h3 className="tp-card__title" title={image.originalFileName}>
          {image.originalFileName}
        </h3>
        <button
          type="button"
          className="button button--quiet tp-card__remove"
          onClick={onRemove}
          aria-label={`Remove ${image.originalFileName}`}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <div className="tp-card__preview">
        {image.state.kind === 'loading' ? <p className="tp-card__placeholder">Loading…</p> : null}
        {image.state.kind === 'failed' ? (
          <p className="tp-card__placeholder tp-card__placeholder--error" role="alert">
            {image.state.error}
          </p>
        ) : null}
        {ready ? (
          <canvas
            ref={canvasRef}
            className={`tp-card__canvas${Math.max(ready.width, ready.height) < 200 ? ' tp-card__canvas--pixels' : ''}`}
            width={1}
            height={1}
            role="img"
            aria-label={`${showOriginal ? 'Original' : 'Result'} of ${image.originalFileName}, ${ready.width}×${ready.height} pixels. Click a pixel to remove its colour.`}
            data-preview={previewState}
            data-testid="preview"
            onClick={pickAt}
          />
        ) : null}
      </div>

      {ready ? (
        <div className="tp-card__meta">
          <span>
            {ready.width}×{ready.height} · {image.fileType.toUpperCase()}
          </span>
          <button
            type="button"
            className="button button--quiet tp-card__toggle"
            aria-pressed={showOriginal}
            onClick={() => setShowOriginal((value) => !value)}
          >
            Show original
          </button>
        </div>
      ) : null}

      {ready && points ? (
        <p className="tp-card__points">
          <span>
            {points.length === 0
              ? 'Click the preview where the colour should go.'
              : `Removing around ${points.length} ${points.length === 1 ? 'point' : 'points'}.`}
          </span>
          {points.length > 0 ? (
            <button
              type="button"
              className="button button--quiet tp-card__toggle"
              onClick={onClearPoints}
              aria-label={`Clear points in ${image.originalFileName}`}
            >
              Clear points
            </button>
          ) : null}
        </p>
      ) : null}

      <div className="field">
        <label className="field__label" htmlFor={nameId}>
          File name
        </label>
        <div className="tp-card__name">
          <input
            id={nameId}
            type="text"
            value={image.fileName}
            spellCheck={false}
            onChange={(event) => onRename(event.currentTarget.value)}
          />
          <span className="tp-card__ext" aria-hidden="true">
            .png
          </span>
        </div>
      </div>

      <div className="tp-card__actions">
        <button
          type="button"
          className="button button--quiet"
          disabled={actionsDisabled}
          onClick={onDownload}
        >
          Download
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={actionsDisabled || !canUpload}
          aria-describedby={canUpload ? undefined : loginHintId}
          onClick={onUpload}
        >
          Upload to S3
        </button>
        {canUpload ? null : (
          <span className="tp-card__login" id={loginHintId}>
            Log in to upload
          </span>
        )}
      </div>

      {upload ? (
        <progress
          className="tp-progress"
          max={1}
          value={upload.progress}
          aria-label={`Upload progress for ${image.originalFileName}`}
        />
      ) : null}
      {status?.tone === 'error' ? (
        <p className="tp-card__status tp-card__status--error" role="alert">
          {status.text}
        </p>
      ) : (
        <p
          className={`tp-card__status${status ? ` tp-card__status--${status.tone}` : ''}`}
          role="status"
        >
          {status?.text ?? ''}
        </p>
      )}
    </li>
  );
}
