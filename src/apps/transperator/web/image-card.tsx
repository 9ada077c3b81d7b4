import { useId } from 'react';
import type { Rgb } from '../core/colour-key';
import type { KeyPoint } from '../core/colour-key-options';
import { ImagePreview } from './image-preview';
import type { KeySettings, KeyWorkerPool } from './key-worker-pool';
import type { CardStatus, CardUpload, ToolImage } from './tool-image';

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
  const nameId = useId();
  const loginHintId = useId();
  const ready = image.state.kind === 'ready';
  const points = settings.options?.points ?? null;
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

      <ImagePreview image={image} pool={pool} settings={settings} onPickColour={onPickColour} />

      {ready && points ? (
        <KeyPoints
          count={points.length}
          imageName={image.originalFileName}
          onClear={onClearPoints}
        />
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
      <CardStatusLine status={status} />
    </li>
  );
}

/** With Connected only: how many points the colour is removed around, and Clear points. */
function KeyPoints({
  count,
  imageName,
  onClear,
}: {
  readonly count: number;
  readonly imageName: string;
  readonly onClear: () => void;
}) {
  return (
    <p className="tp-card__points">
      <span>
        {count === 0
          ? 'Click the preview where the colour should go.'
          : `Removing around ${count} ${count === 1 ? 'point' : 'points'}.`}
      </span>
      {count > 0 ? (
        <button
          type="button"
          className="button button--quiet tp-card__toggle"
          onClick={onClear}
          aria-label={`Clear points in ${imageName}`}
        >
          Clear points
        </button>
      ) : null}
    </p>
  );
}

/** The card's last word: an alert for an error, otherwise a (possibly empty) status line. */
function CardStatusLine({ status }: { readonly status: CardStatus | undefined }) {
  return status?.tone === 'error' ? (
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
  );
}
