import { useCallback, useEffect, useRef, useState } from 'react';
import { useOnline } from '#kit/use-online';
import { MESSAGE_PHOTOS_MAX } from '../shared/message-board.schemas';
import {
  deleteUnpostedPhoto,
  isPhotoFile,
  PHOTO_ACCEPT,
  preparePhoto,
  uploadPhoto,
} from './message-photos.api';

export const PHOTOS_NEED_CONNECTION = 'Photos need a connection.';

/** A photo picked for the message being written. */
export interface PickedPhoto {
  readonly key: string;
  readonly name: string;
  /** A blob URL of the prepared thumbnail, or null while it is being prepared. */
  readonly preview: string | null;
  /** 0–1 while uploading. */
  readonly progress: number;
  /** The server's ID once uploaded. */
  readonly id?: number;
  readonly error?: string;
}

/**
 * The photos of the message being written: each is prepared in the browser (upright, resized,
 * metadata left behind) and uploaded at once; removing one takes it back from the server.
 */
export function usePhotoAttachments() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const previews = useRef(new Set<string>());

  const update = useCallback((key: string, change: Partial<PickedPhoto>) => {
    setPhotos((current) =>
      current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    );
  }, []);

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  async function send(key: string, file: File) {
    try {
      const prepared = await preparePhoto(file);
      const preview = URL.createObjectURL(prepared.thumbnail);
      previews.current.add(preview);
      update(key, { preview });
      const image = await uploadPhoto(prepared, (progress) => update(key, { progress }));
      update(key, { id: image.ID, progress: 1 });
    } catch (error) {
      update(key, { error: error instanceof Error ? error.message : String(error) });
    }
  }

  function add(files: readonly File[]) {
    setNotice(null);
    const room = MESSAGE_PHOTOS_MAX - photos.length;
    const accepted = files.filter(isPhotoFile);
    const notices: string[] = [];
    if (accepted.length < files.length) {
      notices.push('Only PNG, JPEG and WebP photos can be added.');
    }
    if (accepted.length > room) {
      notices.push(`A message can carry at most ${MESSAGE_PHOTOS_MAX} photos.`);
    }
    if (notices.length > 0) setNotice(notices.join(' '));
    const picked = accepted.slice(0, Math.max(0, room)).map((file) => ({
      file,
      photo: { key: crypto.randomUUID(), name: file.name, preview: null, progress: 0 },
    }));
    if (picked.length === 0) return;
    setPhotos((current) => [...current, ...picked.map(({ photo }) => photo)]);
    for (const { file, photo } of picked) void send(photo.key, file);
  }

  function remove(key: string) {
    const photo = photos.find((candidate) => candidate.key === key);
    setPhotos((current) => current.filter((candidate) => candidate.key !== key));
    setNotice(null);
    if (photo?.id !== undefined) {
      // Best effort: one left behind is cleared with the uploader's stale photos.
      deleteUnpostedPhoto(photo.id).catch((error: unknown) =>
        console.warn('Message board: an unposted photo was left on the server', error),
      );
    }
  }

  /** After posting: the photos are on the message now, so nothing is taken back. */
  function clear() {
    setPhotos([]);
    setNotice(null);
  }

  const uploading = photos.some((photo) => photo.id === undefined && photo.error === undefined);
  const failed = photos.some((photo) => photo.error !== undefined);
  const ids = photos.flatMap((photo) => (photo.id === undefined ? [] : [photo.id]));
  return { photos, notice, add, remove, clear, uploading, failed, ids };
}

export type PhotoAttachments = ReturnType<typeof usePhotoAttachments>;

/** "Add photos" and the picked photos' previews, each with its progress, error and a remove button. */
export function MessagePhotoPicker({
  attachments,
  disabled,
}: {
  readonly attachments: PhotoAttachments;
  readonly disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const { photos, notice } = attachments;
  const full = photos.length >= MESSAGE_PHOTOS_MAX;
  return (
    <div className="message-photos-picker">
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          attachments.add([...(event.target.files ?? [])]);
          // The same file may be picked again after removing it.
          event.target.value = '';
        }}
      />
      <button
        type="button"
        className="button button--quiet message-photos-picker__add"
        disabled={disabled || !online || full}
        onClick={() => input.current?.click()}
      >
        Add photos
      </button>
      {!online ? (
        <span role="status" className="muted message-photos-picker__hint">
          {PHOTOS_NEED_CONNECTION}
          {photos.length > 0 ? ' Remove them to send the text now.' : ''}
        </span>
      ) : null}
      {notice ? (
        <p role="alert" className="form-message form-message--error">
          {notice}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className="message-photos-picker__list" aria-label="Photos to post">
          {photos.map((photo, index) => (
            <li key={photo.key} className="message-photos-picker__item">
              {photo.preview ? (
                <img
                  className="message-photos-picker__preview"
                  src={photo.preview}
                  alt={photo.name}
                />
              ) : (
                <span className="message-photos-picker__preview" aria-hidden="true" />
              )}
              {photo.error !== undefined ? (
                <span role="alert" className="message-photos-picker__error">
                  {photo.error}
                </span>
              ) : photo.id === undefined ? (
                <progress
                  className="message-photos-picker__progress"
                  max={1}
                  value={photo.progress}
                  aria-label={`Uploading ${photo.name}`}
                />
              ) : null}
              <button
                type="button"
                className="message-photos-picker__remove"
                aria-label={`Remove photo ${index + 1}`}
                title="Remove"
                onClick={() => attachments.remove(photo.key)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
