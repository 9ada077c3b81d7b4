import { useEffect, useRef, useState } from 'react';
import { onOutboxChange, type QueuedWrite, queuedWrites, startOutbox } from './outbox';
import { isWriter } from '#shared/writer';
import { useSession } from './session';

/**
 * The signed-in user's waiting writes of `kind`, kept current (nobody sees another user's);
 * `onChange` runs when the outbox changes (a write queued or sent), e.g. to fetch the list again.
 * Starts the outbox's sending.
 */
export function useQueuedWrites(kind: string, onChange: () => void): QueuedWrite[] {
  const session = useSession();
  const [waiting, setWaiting] = useState<QueuedWrite[]>([]);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    let current = true;
    const refresh = () =>
      void queuedWrites(kind).then(
        (writes) =>
          current && setWaiting(writes.filter((write) => isWriter(write.writer, session))),
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
  }, [kind, session]);
  return waiting;
}
