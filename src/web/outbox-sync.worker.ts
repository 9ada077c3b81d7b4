/**
 * The service worker's part of the outbox (decision 020): on Background Sync, where the browser has
 * it, the waiting writes are sent even when no page of the site is open. Built on its own into
 * `sw-outbox-sync.js` (scripts/service-worker.ts), which the Workbox worker imports.
 */
import {
  OUTBOX_SYNC_TAG,
  outcomeOfStatus,
  postRevocation,
  sendPendingRevocationsWith,
  sendQueuedWritesWith,
  workerCredential,
  type QueuedWrite,
  type SendOutcome,
} from './kit/outbox-store';
import { isWriter } from '../shared/writer';

/** The parts of a service worker's `sync` event used here (the DOM types do not have them). */
interface SyncEvent extends Event {
  readonly tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

/** Sends a write only with its writer's credential, read for each write: a logout removes it. */
async function sendFromWorker(write: QueuedWrite): Promise<SendOutcome> {
  const credential = await workerCredential();
  if (credential === undefined || !isWriter(write.writer, credential.writer)) {
    return 'writer-signed-out';
  }
  try {
    const response = await fetch(write.path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: credential.authorization,
        'Idempotency-Key': write.id,
      },
      body: JSON.stringify(write.body),
    });
    return outcomeOfStatus(response.status);
  } catch {
    return 'retry';
  }
}

async function sendOutbox(): Promise<boolean> {
  const revoked = await sendPendingRevocationsWith(postRevocation);
  const sent = await sendQueuedWritesWith(sendFromWorker);
  return revoked && sent;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  // A rejected sync is tried again by the browser later, with a growing wait.
  sync.waitUntil(
    sendOutbox().then((done) => {
      if (!done) throw new Error('Outbox: some writes or logouts still wait for the server');
    }),
  );
});
