/**
 * The service worker's part of the outbox (decision 020): on Background Sync, where the browser has
 * it, the waiting writes are sent even when no page of the site is open. Built on its own into
 * `sw-outbox-sync.js` (scripts/service-worker.ts), which the Workbox worker imports.
 */
import {
  OUTBOX_SYNC_TAG,
  outcomeOfStatus,
  sendQueuedWritesWith,
  type QueuedWrite,
  type SendOutcome,
} from './outbox-store';

/** The parts of a service worker's `sync` event used here (the DOM types do not have them). */
interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

async function sendFromWorker(write: QueuedWrite): Promise<SendOutcome> {
  // Without the header it was made with, the page sends it with its own session.
  if (write.authorization === undefined) return 'retry';
  try {
    const response = await fetch(write.path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: write.authorization,
        'Idempotency-Key': write.id,
      },
      body: JSON.stringify(write.body),
    });
    return outcomeOfStatus(response.status);
  } catch {
    return 'retry';
  }
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  // A rejected sync is tried again by the browser later, with a growing wait.
  sync.waitUntil(
    sendQueuedWritesWith(sendFromWorker).then((done) => {
      if (!done) throw new Error('Outbox: some writes still wait for the server');
    }),
  );
});
