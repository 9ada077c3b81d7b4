import { useEffect, useRef } from 'react';
import { AssetIcon } from '../../../web/assets/asset-icon';
import type { TimelineDeck } from '../core/timeline-decks';
import type { TimelineItem } from '../shared/timeline-item.schemas';

export interface ItemDetailsModalProps {
  readonly deck: TimelineDeck;
  readonly item: TimelineItem;
  readonly onClose: () => void;
}

/**
 * Spec §2.6: name, full description and, when there is one, a Wikipedia link in a new tab. A
 * native modal dialog: the browser traps focus, Escape closes it, focus returns to the opener.
 */
export function ItemDetailsModal({ deck, item, onClose }: ItemDetailsModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof node.showModal === 'function') node.showModal();
    else node.setAttribute('open', '');
    closeButton.current?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    // A click on the dialog itself (not its content) is a click on the backdrop.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === node) closeRef.current();
    };
    node.addEventListener('cancel', onCancel);
    node.addEventListener('click', onBackdrop);
    return () => {
      node.removeEventListener('cancel', onCancel);
      node.removeEventListener('click', onBackdrop);
      if (typeof node.close === 'function' && node.open) node.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog ref={dialog} className="tq-modal" aria-labelledby="tq-modal-title">
      <div className="tq-modal__body">
        <h2 id="tq-modal-title">{item.name}</h2>
        <p>{item.description}</p>
        {item.wikipedia ? (
          <a className="tq-modal__link" href={item.wikipedia} target="_blank" rel="noreferrer">
            <AssetIcon assetKey="wikipedia_icon" fallback="📖" size={22} />
            {deck.wikipediaLinkText}
          </a>
        ) : null}
        <div className="tq-modal__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={onClose}
            ref={closeButton}
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
