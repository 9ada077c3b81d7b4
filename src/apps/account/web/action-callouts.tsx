import type { ReactNode } from 'react';

/** A failed action's message, or nothing while there is none. */
export function FailureAlert({ failure }: { readonly failure: string | null }) {
  return failure ? (
    <p role="alert" className="callout callout--danger">
      {failure}
    </p>
  ) : null;
}

/** What the last action did (announced politely) and what failed, under a list of actions. */
export function ActionOutcome({
  notice,
  failure,
}: {
  readonly notice: string;
  readonly failure: string | null;
}) {
  return (
    <>
      <div role="status" aria-live="polite">
        {notice ? <p className="form-message form-message--success">{notice}</p> : null}
      </div>
      <FailureAlert failure={failure} />
    </>
  );
}

/** Asks before an action that cannot be undone: the question, the action and Cancel. */
export function ConfirmCallout({
  children,
  confirmText,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The question. */
  readonly children: ReactNode;
  readonly confirmText: string;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <div className="callout account-devices__confirm" role="group" aria-label="Confirm">
      {children}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmText}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
