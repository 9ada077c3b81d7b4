// The pixel work of the tool, off the main thread: decoding, keying and PNG encoding.
import type { Rgb } from '../core/colour-key';
import { keyColourWithOptions, type KeyOptions } from '../core/colour-key-options';
import { bestColourKeyKernel } from '../core/colour-key-simd';
import type { KeyRequest, KeyResponse } from './key-worker-protocol';

interface HeldImage {
  /** Full-resolution pixels as decoded; never modified. */
  full: ImageData;
  /** The downscaled copy previews are keyed from; never modified. */
  preview: ImageData;
  /** Reused for every preview so a slider drag allocates nothing. */
  previewScratch: ImageData;
  previewCanvas: OffscreenCanvas;
}

const images = new Map<string, HeldImage>();

/** WebAssembly SIMD where the browser has it, else the plain JS loop: identical output. */
const keyColour = bestColourKeyKernel();

/** Keys the image in place: the fast kernel for the plain key, the JS one for the options. */
function applyKey(image: ImageData, colour: Rgb, tolerance: number, options: KeyOptions): void {
  if (!options.softEdges && options.points === null) keyColour(image.data, colour, tolerance);
  else keyColourWithOptions(image.data, image.width, image.height, colour, tolerance, options);
}

interface WorkerScope {
  postMessage(message: KeyResponse, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<KeyRequest>) => void): void;
}
const scope = self as unknown as WorkerScope;

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot process images off the main thread.');
  return context;
}

async function loadImage(imageId: string, file: Blob, previewMaxSide: number) {
  const bitmap = await createImageBitmap(file, {
    premultiplyAlpha: 'none',
    colorSpaceConversion: 'none',
  });
  const { width, height } = bitmap;
  const fullCanvas = new OffscreenCanvas(width, height);
  const fullContext = context2d(fullCanvas);
  fullContext.drawImage(bitmap, 0, 0);
  const full = fullContext.getImageData(0, 0, width, height);

  const scale = Math.min(1, previewMaxSide / Math.max(width, height));
  const previewWidth = Math.max(1, Math.round(width * scale));
  const previewHeight = Math.max(1, Math.round(height * scale));
  const previewCanvas = new OffscreenCanvas(previewWidth, previewHeight);
  const previewContext = context2d(previewCanvas);
  previewContext.imageSmoothingQuality = 'high';
  previewContext.drawImage(bitmap, 0, 0, previewWidth, previewHeight);
  bitmap.close();
  const preview = previewContext.getImageData(0, 0, previewWidth, previewHeight);
  const original = previewCanvas.transferToImageBitmap();
  images.set(imageId, {
    full,
    preview,
    previewScratch: new ImageData(previewWidth, previewHeight),
    previewCanvas,
  });
  return { width, height, original };
}

function heldImage(imageId: string): HeldImage {
  const image = images.get(imageId);
  if (!image) throw new Error('The image is no longer loaded.');
  return image;
}

function previewBitmap(
  imageId: string,
  colour: Rgb,
  tolerance: number,
  options: KeyOptions,
): ImageBitmap {
  const image = heldImage(imageId);
  image.previewScratch.data.set(image.preview.data);
  applyKey(image.previewScratch, colour, tolerance, options);
  context2d(image.previewCanvas).putImageData(image.previewScratch, 0, 0);
  return image.previewCanvas.transferToImageBitmap();
}

async function encodePng(
  imageId: string,
  colour: Rgb,
  tolerance: number,
  options: KeyOptions,
): Promise<Blob> {
  const image = heldImage(imageId);
  const { width, height } = image.full;
  const output = new ImageData(new Uint8ClampedArray(image.full.data), width, height);
  applyKey(output, colour, tolerance, options);
  const canvas = new OffscreenCanvas(width, height);
  context2d(canvas).putImageData(output, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

function pickColour(imageId: string, x: number, y: number): Rgb {
  const { preview } = heldImage(imageId);
  const column = Math.min(preview.width - 1, Math.max(0, Math.floor(x)));
  const row = Math.min(preview.height - 1, Math.max(0, Math.floor(y)));
  const offset = (row * preview.width + column) * 4;
  return { r: preview.data[offset]!, g: preview.data[offset + 1]!, b: preview.data[offset + 2]! };
}

async function answer(request: KeyRequest): Promise<[KeyResponse, Transferable[]]> {
  const { requestId } = request;
  switch (request.kind) {
    case 'load': {
      const image = await loadImage(request.imageId, request.file, request.previewMaxSide);
      return [{ requestId, ok: true, kind: 'load', image }, [image.original]];
    }
    case 'preview': {
      const { imageId, colour, tolerance, options } = request;
      const bitmap = previewBitmap(imageId, colour, tolerance, options);
      return [{ requestId, ok: true, kind: 'preview', bitmap }, [bitmap]];
    }
    case 'encode': {
      const { imageId, colour, tolerance, options } = request;
      const png = await encodePng(imageId, colour, tolerance, options);
      return [{ requestId, ok: true, kind: 'encode', png }, []];
    }
    case 'pick':
      return [
        {
          requestId,
          ok: true,
          kind: 'pick',
          colour: pickColour(request.imageId, request.x, request.y),
        },
        [],
      ];
    case 'drop':
      images.delete(request.imageId);
      return [{ requestId, ok: true, kind: 'drop' }, []];
  }
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  answer(request).then(
    ([response, transfer]) => scope.postMessage(response, transfer),
    (error: unknown) =>
      scope.postMessage(
        {
          requestId: request.requestId,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        },
        [],
      ),
  );
});
