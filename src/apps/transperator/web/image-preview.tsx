import type { Rgb } from '../core/colour-key';
import type { KeyPoint } from '../core/colour-key-options';
import type { KeySettings, KeyWorkerPool } from './key-worker-pool';
import type { ToolImage } from './tool-image';
import { useImagePreview } from './use-image-preview';

/** An image's preview (eyedropper, before/after) with its size, type and Show original. */
export function ImagePreview({
  image,
  pool,
  settings,
  onPickColour,
}: {
  readonly image: ToolImage;
  readonly pool: KeyWorkerPool;
  readonly settings: KeySettings;
  readonly onPickColour: (colour: Rgb, point: KeyPoint) => void;
}) {
  const { canvasRef, showOriginal, toggleOriginal, previewState, pickAt } = useImagePreview(
    image,
    pool,
    settings,
    onPickColour,
  );
  const ready = image.state.kind === 'ready' ? image.state : null;

  return (
    <>
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
            onClick={toggleOriginal}
          >
            Show original
          </button>
        </div>
      ) : null}
    </>
  );
}
