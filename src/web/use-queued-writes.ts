import { useEffect, useRef, useState } from 'react';
import { onOutboxChange, type QueuedWrite, queuedWrites, startOutbox } from './outbox';

/**
 * The outbox's waiting writes of `kind`, kept current; `onChange` runs when the outbox changes
 * (a write queued or sent), e.g. to fetch the list again. Starts the outbox's sending.
 */
export function useQueuedWrites(kind: string, onChange: () => void): QueuedWrite[] {
  const [waiting, setWaiting] = useState<QueuedWrite[]>([]);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    let current = true;
    const refresh = () =>
      void queuedWrites(kind).then(
        (writes) => current && setWaiting(writes),
        () => undefined,
      );
    const stop = onOutboxChange(() => {
      refresh();
      changed.current();
    });
    refresh();
    startOutbox();
    return () => {
      current = false;
      stop();
    };
  }, [kind]);
  return waiting;
}
