import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#kit/api-client';
import { changeFailureReason, deleteMessage, OFFLINE_CHANGE_TEXT } from './message-board.api';
import { updateCachedMessage } from './message-board.queries';
import './message-tools.css';

/** How long a deleted message can be brought back before it is deleted for everyone. */
export const UNDO_MS = 5_000;

interface Deletion {
  readonly id: number;
  /** Sent: waiting for the server's answer, no longer undoable. */
  readonly sent: boolean;
}

/**
 * Deletes with a moment to undo: a message leaves the list at once and is deleted on the server
 * when UNDO_MS have passed, when the board is left, or when the page is hidden (closed, reloaded,
 * sent to the background on a phone), with a request that outlives the page. A refused or failed
 * delete brings the message back with the reason.
 */
export function usePendingDeletions() {
  const queryClient = useQueryClient();
  const [deletions, setDeletions] = useState<readonly Deletion[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const send = useCallback(
    (id: number, keepalive = false) => {
      const timer = timers.current.get(id);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.current.delete(id);
      setDeletions((current) => current.map((d) => (d.id === id ? { ...d, sent: true } : d)));
      deleteMessage(id, { keepalive }).then(
        () => {
          updateCachedMessage(queryClient, id, () => undefined);
          setDeletions((current) => current.filter((d) => d.id !== id));
        },
        (error: unknown) => {
          // Someone else (an Admin) deleted it first: it is gone, as asked.
          if (error instanceof ApiError && error.status === 404) {
            updateCachedMessage(queryClient, id, () => undefined);
          } else {
            setFailure(`The message was not deleted: ${changeFailureReason(error)}`);
          }
          setDeletions((current) => current.filter((d) => d.id !== id));
        },
      );
    },
    [queryClient],
  );

  const remove = useCallback(
    (id: number) => {
      if (timers.current.has(id)) return;
      if (!navigator.onLine) {
        setFailure(`The message was not deleted: ${OFFLINE_CHANGE_TEXT}`);
        return;
      }
      setFailure(null);
      setDeletions((current) => [...current, { id, sent: false }]);
      timers.current.set(
        id,
        setTimeout(() => send(id), UNDO_MS),
      );
    },
    [send],
  );

  const undo = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.current.delete(id);
    setDeletions((current) => current.filter((d) => d.id !== id));
    // The Undo button goes with the notice: the focus goes back to the message it brought back.
    requestAnimationFrame(() => {
      document
        .querySelector<HTMLElement>(`[data-message-id="${id}"] [data-message-delete]`)
        ?.focus();
    });
  }, []);

  // Leaving the board or the page deletes now what the person meant to delete.
  useEffect(() => {
    const sendAll = () => {
      for (const id of [...timers.current.keys()]) send(id, true);
    };
    window.addEventListener('pagehide', sendAll);
    return () => {
      window.removeEventListener('pagehide', sendAll);
      sendAll();
    };
  }, [send]);

  const hidden = new Set(deletions.map((d) => d.id));
  return {
    /** Messages the list leaves out: deleted, or about to be. */
    hidden,
    remove,
    notices: (
      <DeletionNotices
        deletions={deletions}
        failure={failure}
        onUndo={undo}
        onDismiss={() => setFailure(null)}
      />
    ),
  };
}

function DeletionNotices({
  deletions,
  failure,
  onUndo,
  onDismiss,
}: {
  readonly deletions: readonly Deletion[];
  readonly failure: string | null;
  readonly onUndo: (id: number) => void;
  readonly onDismiss: () => void;
}) {
  const undoable = deletions.filter((d) => !d.sent);
  const newest = useRef<HTMLButtonElement>(null);
  const newestId = undoable.at(-1)?.id;
  // The deleted message took the focus with it: the Undo button takes it over.
  useEffect(() => {
    if (newestId !== undefined) newest.current?.focus();
  }, [newestId]);

  return (
    <div className="message-notices">
      <div role="status" className="message-notices__list">
        {undoable.map((deletion) => (
          <p key={deletion.id} className="message-notice">
            <span>Message deleted.</span>
            <button
              ref={deletion.id === newestId ? newest : undefined}
              type="button"
              className="button button--quiet message-notice__button"
              onClick={() => onUndo(deletion.id)}
            >
              Undo
            </button>
          </p>
        ))}
      </div>
      {failure === null ? null : (
        <p role="alert" className="message-notice message-notice--error">
          <span>{failure}</span>
          <button
            type="button"
            className="button button--quiet message-notice__button"
            onClick={onDismiss}
          >
            OK
          </button>
        </p>
      )}
    </div>
  );
}
