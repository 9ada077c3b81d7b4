import type { Rgb } from '../core/colour-key';
import type { KeyOptions } from '../core/colour-key-options';

/** What the page asks a keying worker to do. Every request carries an id its answer repeats. */
export type KeyRequest =
  | { kind: 'load'; requestId: number; imageId: string; file: Blob; previewMaxSide: number }
  | {
      kind: 'preview' | 'encode';
      requestId: number;
      imageId: string;
      colour: Rgb;
      tolerance: number;
      options: KeyOptions;
    }
  | { kind: 'pick'; requestId: number; imageId: string; x: number; y: number }
  | { kind: 'drop'; requestId: number; imageId: string };

export interface LoadedImage {
  width: number;
  height: number;
  /** The downscaled copy previews are made from, as first loaded. */
  original: ImageBitmap;
}

/** A worker's answers: the result of the request with that id, or its error message. */
export type KeyResponse =
  | { requestId: number; ok: true; kind: 'load'; image: LoadedImage }
  | { requestId: number; ok: true; kind: 'preview'; bitmap: ImageBitmap }
  | { requestId: number; ok: true; kind: 'encode'; png: Blob }
  | { requestId: number; ok: true; kind: 'pick'; colour: Rgb }
  | { requestId: number; ok: true; kind: 'drop' }
  | { requestId: number; ok: false; error: string };
