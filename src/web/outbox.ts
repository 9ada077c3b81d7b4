import { ApiError, apiRequest } from './api-client';
import {
  OUTBOX_SYNC_TAG,
  onOutboxChangeElsewhere,
  outcomeOfStatus,
  putQueuedWrite,
  queuedWrites,
  sendQueuedWritesWith,
  type QueuedWrite,
  type SendOutcome,
} from './outbox-store';
import { getSession } from './session';

/**
 * Writes that could not reach the server, kept in IndexedDB until they can (decision 020). Each
 * carries its own `Idempotency-Key`, sent with every try, so a write whose answer was lost is
 * stored once however often it is sent again: by this page, another page, or the service worker's
 * Background Sync (src/web/outbox-sync.worker.ts).
 */
export { queuedWrites, type QueuedWrite };

export const WAITING_TEXT = 'waiting to be sent';

/** How soon a write is tried again after a failure while the browser says it is online. */
const RETRY_MS = 3000;

/** Calls `listener` whenever a write is queued or sent, here or elsewhere; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  return onOutboxChangeElsewhere(listener);
}

let sending: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  if (navigator.onLine) retryTimer = setTimeout(() => void sendQueuedWrites(), RETRY_MS);
}

/** One try from the page, with the session it has now. */
async function sendFromPage(write: QueuedWrite): Promise<SendOutcome> {
  try {
    await apiRequest('POST', write.path, {
      body: write.body,
      headers: { 'Idempotency-Key': write.id },
    });
    return 'stored';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) return 'retry';
    const outcome = outcomeOfStatus(error.status);
    if (outcome === 'refused') console.error('Outbox: the refused write', error);
    return outcome;
  }
}

/**
 * Sends every waiting write in order. A write the server refuses for good (a 4xx other than 401,
 * 409 and 429) is dropped and logged; an unreachable server or a 5xx stops the round, tried again
 * soon.
 */
export function sendQueuedWrites(): Promise<void> {
  sending ??= (async () => {
    try {
      if (!(await sendQueuedWritesWith(sendFromPage))) scheduleRetry();
    } catch (error) {
      console.error('Outbox: sending the waiting writes failed', error);
      scheduleRetry();
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** The BackgroundSync part of a worker's registration, where the browser has it. */
interface SyncRegistration {
  readonly sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the service worker for the outbox once it is online, page open or not. */
async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    SyncRegistration | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG);
}

/**
 * Posts `body` to `path` with a new Idempotency-Key. When the server cannot be reached (offline,
 * or the answer was lost) the write is queued with the same key and `null` is returned: it is sent
 * when the connection returns. Other failures throw as `apiRequest` does.
 */
export async function postThroughOutbox<T>(
  kind: string,
  path: string,
  body: unknown,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T | null> {
  const id = crypto.randomUUID();
  try {
    return await send({ 'Idempotency-Key': id });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error;
  }
  const token = getSession()?.token;
  await putQueuedWrite({
    id,
    kind,
    path,
    body,
    queuedAt: new Date().toISOString(),
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
  });
  scheduleRetry();
  void requestBackgroundSync().catch((error: unknown) => {
    console.warn('Outbox: Background Sync is not available; the page sends the write', error);
  });
  return null;
}

let started = false;

/** Sends what waits now (a new visit) and whenever the browser is back online. */
export function startOutbox(): void {
  if (started || typeof indexedDB === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void sendQueuedWrites());
  void sendQueuedWrites();
}
