import { useState } from 'react';
import { usePrivateObjectUrl } from '#kit/private-image';
import { useModalDialog } from '#kit/use-modal-dialog';
import type { MessageImage } from '../shared/message-board.schemas';
import { photoUrl } from './message-photos.api';
import './message-photos.css';

/** The words that name a photo to someone who cannot see it. */
export function photoAltText(index: number, count: number, sender: string): string {
  return `Photo ${index + 1} of ${count} from ${sender}`;
}

function Thumbnail({ image, alt }: { readonly image: MessageImage; readonly alt: string }) {
  const source = usePrivateObjectUrl(photoUrl(image.ID, 'thumbnail'));
  // Until the bytes arrive, a frame of the same place, named as the photo will be.
  if (source === null)
    return <span className="message-photos__image" role="img" aria-label={alt} />;
  return (
    <img
      className="message-photos__image"
      src={source}
      alt={alt}
      width={image.Width}
      height={image.Height}
      decoding="async"
    />
  );
}

/** The full photo in a modal dialog: Escape, the backdrop or Close shuts it; focus goes back. */
function PhotoDialog({
  image,
  alt,
  onClose,
}: {
  readonly image: MessageImage;
  readonly alt: string;
  readonly onClose: () => void;
}) {
  const { dialog, initialFocus } = useModalDialog(onClose, { closeOnBackdrop: true });
  const source = usePrivateObjectUrl(photoUrl(image.ID, 'full'));
  return (
    <dialog ref={dialog} className="photo-dialog" aria-label={alt}>
      <div className="photo-dialog__frame">
        {source === null ? (
          <p className="muted" role="status">
            Loading photo…
          </p>
        ) : (
          <img
            className="photo-dialog__image"
            src={source}
            alt={alt}
            width={image.Width}
            height={image.Height}
          />
        )}
        <button ref={initialFocus} type="button" className="button button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

/** A message's photos as a tidy grid of thumbnails; each opens full size. */
export function MessagePhotos({
  images,
  sender,
}: {
  readonly images: readonly MessageImage[];
  readonly sender: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const shown = open === null ? undefined : images[open];
  return (
    <>
      <ul className={`message-photos message-photos--${images.length}`}>
        {images.map((image, index) => {
          const alt = photoAltText(index, images.length, sender);
          return (
            <li key={image.ID}>
              <button type="button" className="message-photos__open" onClick={() => setOpen(index)}>
                <Thumbnail image={image} alt={alt} />
              </button>
            </li>
          );
        })}
      </ul>
      {shown && open !== null ? (
        <PhotoDialog
          image={shown}
          alt={photoAltText(open, images.length, sender)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
