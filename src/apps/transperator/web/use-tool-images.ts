import { useCallback, useState } from 'react';
import type { KeyPoint } from '../core/colour-key-options';
import { imageFileType, selectionNotice, SIGNATURE_BYTES } from '../core/image-file-type';
import { initialFileName } from '../core/output-name';
import type { KeyWorkerPool } from './key-worker-pool';
import type { ToolImage } from './tool-image';

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

/** An error's message, for the texts that quote it. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface ToolImages {
  readonly images: readonly ToolImage[];
  /** What the last selection took and skipped, or null. */
  readonly notice: string | null;
  /** Takes the PNG and JPEG files among `files` and has the pool decode them. */
  readonly addFiles: (files: File[]) => Promise<void>;
  readonly removeImage: (id: string) => void;
  readonly renameImage: (id: string, fileName: string) => void;
  readonly addPoint: (id: string, point: KeyPoint) => void;
  readonly clearPoints: (id: string) => void;
}

/** The images in the tool: added from files, decoded by the worker pool, renamed and removed. */
export function useToolImages(pool: KeyWorkerPool): ToolImages {
  const [images, setImages] = useState<ToolImage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const updateImage = useCallback((id: string, change: (image: ToolImage) => ToolImage) => {
    setImages((current) => current.map((image) => (image.id === id ? change(image) : image)));
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
  };

  return {
    images,
    notice,
    addFiles,
    removeImage,
    renameImage: (id, fileName) => updateImage(id, (current) => ({ ...current, fileName })),
    addPoint: (id, point) =>
      updateImage(id, (current) => ({ ...current, points: [...current.points, point] })),
    clearPoints: (id) => updateImage(id, (current) => ({ ...current, points: [] })),
  };
}
