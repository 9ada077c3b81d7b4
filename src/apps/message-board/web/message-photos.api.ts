import { apiRequest } from '#kit/api-client';
import { uploadWithProgress } from '#kit/upload';
import {
  type MessageImage,
  MessageImageResponseSchema,
  PHOTO_TYPES,
} from '../shared/message-board.schemas';

export const PHOTOS_PATH = '/api/data_models/message/images';
/** What the file input offers: the types the server takes. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** The long side, in pixels, of a photo as sent, and of its thumbnail. */
const FULL_SIDE = 2048;
const THUMBNAIL_SIDE = 480;

/** Where a photo's bytes are served; its thumbnail's with `thumbnail`. */
export function photoUrl(id: number, size: 'full' | 'thumbnail'): string {
  return `${PHOTOS_PATH}/${id}${size === 'thumbnail' ? '?size=thumbnail' : ''}`;
}

/** Whether the browser may take the file as a photo (the server judges the bytes again). */
export function isPhotoFile(file: File): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(file.type);
}

async function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  const asType = (type: string) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  // WebP where the browser writes it (smaller at the same quality), JPEG elsewhere.
  const webp = await asType('image/webp');
  if (webp?.type === 'image/webp') return webp;
  const jpeg = await asType('image/jpeg');
  if (!jpeg) throw new Error('This browser could not prepare the photo.');
  return jpeg;
}

function drawScaled(bitmap: ImageBitmap, longSide: number): HTMLCanvasElement {
  const scale = Math.min(1, longSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser could not prepare the photo.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/**
 * The photo as it is sent: turned upright as its camera said (`createImageBitmap` honours EXIF
 * orientation), at most 2048 pixels on its long side, and a 480-pixel thumbnail for the list.
 * Drawing to a canvas and encoding again leaves every metadata field behind, location included.
 */
export async function preparePhoto(file: File): Promise<{ full: Blob; thumbnail: Blob }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(`"${file.name}" could not be read as an image.`);
  }
  try {
    const full = await encode(drawScaled(bitmap, FULL_SIDE), 0.85);
    const thumbnail = await encode(drawScaled(bitmap, THUMBNAIL_SIDE), 0.8);
    return { full, thumbnail };
  } finally {
    bitmap.close();
  }
}

/** Uploads a prepared photo; resolves with it, or rejects with the server's words. */
export async function uploadPhoto(
  photo: { full: Blob; thumbnail: Blob },
  onProgress: (fraction: number) => void,
): Promise<MessageImage> {
  const form = new FormData();
  const extension = (blob: Blob) => (blob.type === 'image/webp' ? 'webp' : 'jpg');
  form.append('image', photo.full, `photo.${extension(photo.full)}`);
  form.append('thumbnail', photo.thumbnail, `thumbnail.${extension(photo.thumbnail)}`);
  const outcome = await uploadWithProgress({
    url: PHOTOS_PATH,
    form,
    onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
  });
  if (!outcome.ok) {
    throw new Error(outcome.error ?? `The photo was not uploaded (status ${outcome.status}).`);
  }
  return MessageImageResponseSchema.parse(outcome.body).data;
}

/** Takes back a photo that was uploaded but will not be posted. */
export async function deleteUnpostedPhoto(id: number): Promise<void> {
  await apiRequest('DELETE', `${PHOTOS_PATH}/${id}`);
}
