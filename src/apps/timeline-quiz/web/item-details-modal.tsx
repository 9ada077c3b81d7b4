import { AssetIcon } from '#kit/asset-icon';
import { useModalDialog } from '#kit/use-modal-dialog';
import type { TimelineDeck } from '../core/timeline-decks';
import type { TimelineItem } from '../shared/timeline-item.schemas';
import '#kit/modal-card.css';

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
  const { dialog, initialFocus: closeButton } = useModalDialog(onClose, { closeOnBackdrop: true });

  return (
    <dialog ref={dialog} className="modal-card tq-modal" aria-labelledby="tq-modal-title">
      <div className="modal-card__body tq-modal__body">
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
