import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import type { Rgb } from '../core/colour-key';
import type { KeyPoint } from '../core/colour-key-options';
import { pixelAtClick } from '../core/preview-pixel';
import type { KeySettings, KeyWorkerPool } from './key-worker-pool';
import type { ToolImage } from './tool-image';

export type PreviewState = 'pending' | 'shown' | 'failed';

export interface ImagePreview {
  readonly canvasRef: RefObject<HTMLCanvasElement | null>;
  /** True while the original is shown instead of the result. */
  readonly showOriginal: boolean;
  readonly toggleOriginal: () => void;
  readonly previewState: PreviewState;
  /** A click in the preview: picks the colour of the pixel under it. */
  readonly pickAt: (event: MouseEvent<HTMLCanvasElement>) => void;
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

/**
 * An image's preview: the result keyed by the worker pool whenever the settings change, drawn on
 * the canvas (or the original, when asked), and the eyedropper of its clicks.
 */
export function useImagePreview(
  image: ToolImage,
  pool: KeyWorkerPool,
  settings: KeySettings,
  onPickColour: (colour: Rgb, point: KeyPoint) => void,
): ImagePreview {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const resultRef = useRef<ImageBitmap | null>(null);
  const [showOriginal, setShowOriginal] = useState(false);
  const [previewState, setPreviewState] = useState<PreviewState>('pending');
  // Bumped for every new result, so the canvas is redrawn even when the state stays 'shown'.
  const [, setPreviewVersion] = useState(0);
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
    const pixel = pixelAtClick(canvas.getBoundingClientRect(), canvas, {
      x: event.clientX,
      y: event.clientY,
    });
    if (!pixel) return;
    pool.pick(image.id, pixel.x, pixel.y).then(
      (picked) => onPickColour(picked, pixel.point),
      () => undefined,
    );
  };

  const toggleOriginal = () => setShowOriginal((value) => !value);
  return { canvasRef, showOriginal, toggleOriginal, previewState, pickAt };
}
