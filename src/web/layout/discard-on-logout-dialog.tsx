import { useId } from 'react';
import { useModalDialog } from '../kit/use-modal-dialog';
import { discardOnLogoutText, type QueuedWrite } from '../kit/outbox-store';
import '#kit/modal-card.css';

export const STAY_LOGGED_IN_LABEL = 'Stay logged in';
export const DISCARD_AND_LOG_OUT_LABEL = 'Log out and discard';

interface DiscardOnLogoutDialogProps {
  /** The user's writes that could not be sent before the logout. */
  readonly writes: readonly QueuedWrite[];
  readonly onStay: () => void;
  readonly onDiscard: () => void;
}

/**
 * Asked at logout when the user's waiting writes cannot be sent now: names what would be lost.
 * A native modal dialog: the browser keeps focus inside; Escape stays logged in, as does the
 * first button, which has focus.
 */
export function DiscardOnLogoutDialog({ writes, onStay, onDiscard }: DiscardOnLogoutDialogProps) {
  const id = useId();
  const { dialog, initialFocus: stayButton } = useModalDialog(onStay);

  return (
    <dialog
      ref={dialog}
      className="modal-card logout-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <div className="modal-card__body logout-dialog__body">
        <h2 id={`${id}-title`}>Log out now?</h2>
        <p id={`${id}-text`}>{discardOnLogoutText(writes)}</p>
        <p>
          Stay logged in, and {writes.length === 1 ? 'it is' : 'they are'} sent as soon as the
          connection returns.
        </p>
        <div className="logout-dialog__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={onStay}
            ref={stayButton}
          >
            {STAY_LOGGED_IN_LABEL}
          </button>
          <button type="button" className="button button--quiet" onClick={onDiscard}>
            {DISCARD_AND_LOG_OUT_LABEL}
          </button>
        </div>
      </div>
    </dialog>
  );
}
