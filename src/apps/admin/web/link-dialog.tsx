import { useId, useRef, useState } from 'react';
import { formatDateTime } from '#kit/date-format';
import { useModalDialog } from '#kit/use-modal-dialog';
import type { NewAccountLink } from '../shared/account-links.schemas';
import { purposeText } from './admin-format';
import { LinkQrCode } from './link-qr-code';
import '#kit/modal-card.css';

export const COPY_LINK_LABEL = 'Copy link';

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * A new link, shown this once: the URL to copy, a QR code for a phone held up to the screen, and
 * until when it works. Closing it forgets the link; the list keeps only that it exists.
 */
export function LinkDialog({
  link,
  onClose,
}: {
  readonly link: NewAccountLink;
  readonly onClose: () => void;
}) {
  const id = useId();
  const { dialog, initialFocus } = useModalDialog(onClose);
  const urlRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
    } catch {
      // No clipboard here (an insecure origin, a refusal): the text is selected to copy by hand.
      urlRef.current?.focus();
      urlRef.current?.select();
      setCopy('selected');
    }
  }

  return (
    <dialog
      ref={dialog}
      className="modal-card account-link-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <div className="modal-card__body account-link-dialog__body">
        <h2 id={`${id}-title`}>{purposeText(link)}</h2>
        <p id={`${id}-text`}>
          {link.purpose === 'invitation'
            ? `Give ${link.username} this link: it lets them choose a password and sign in.`
            : `Give ${link.username} this link: it lets them choose a new password and signs them out everywhere else.`}{' '}
          It is shown only now and works once.
        </p>
        <label className="field" htmlFor={`${id}-url`}>
          <span className="field__label">Link</span>
          <input
            ref={urlRef}
            id={`${id}-url`}
            className="form-control account-link-dialog__url"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
        <div className="account-link-dialog__copy">
          <button
            ref={initialFocus}
            type="button"
            className="button button--primary"
            onClick={() => void copyLink()}
          >
            {COPY_LINK_LABEL}
          </button>
          <span role="status" className="muted">
            {copy === 'copied'
              ? 'Copied.'
              : copy === 'selected'
                ? 'Selected: copy it with Ctrl+C, or long-press on a phone.'
                : ''}
          </span>
        </div>
        <LinkQrCode text={link.url} label={`QR code of the link for ${link.username}`} />
        <p className="account-link-dialog__valid">
          Valid until <strong>{formatDateTime(link.expires_at)}</strong>
        </p>
        <div className="account-link-dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </dialog>
  );
}
