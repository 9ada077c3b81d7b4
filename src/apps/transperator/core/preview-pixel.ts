import type { KeyPoint } from './colour-key-options';

/** The pixel under a click in a preview, and where it is as a fraction of width and height. */
export interface PreviewPixel {
  readonly x: number;
  readonly y: number;
  readonly point: KeyPoint;
}

/**
 * The pixel of a `canvas`-sized image under a click at `click`, when the image is shown in `box`
 * letterboxed (object-fit: contain, centred); null for a click on the bars around it.
 */
export function pixelAtClick(
  box: {
    readonly left: number;
    readonly top: number;
    readonly width: number;
    readonly height: number;
  },
  canvas: { readonly width: number; readonly height: number },
  click: { readonly x: number; readonly y: number },
): PreviewPixel | null {
  const scale = Math.min(box.width / canvas.width, box.height / canvas.height);
  const left = box.left + (box.width - canvas.width * scale) / 2;
  const top = box.top + (box.height - canvas.height * scale) / 2;
  const x = (click.x - left) / scale;
  const y = (click.y - top) / scale;
  if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return null;
  return { x, y, point: { x: x / canvas.width, y: y / canvas.height } };
}
