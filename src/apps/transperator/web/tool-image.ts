import type { KeyPoint } from '../core/colour-key-options';

/** An image added to the tool, from its file to its decoded original. */
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

/** What an image card (or the bulk actions) says about the last action. */
export interface CardStatus {
  readonly text: string;
  readonly tone: 'success' | 'error' | 'info';
}

export interface CardUpload {
  /** 0–1. */
  readonly progress: number;
}
