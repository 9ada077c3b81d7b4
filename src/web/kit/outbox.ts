import { ApiError, apiRequest } from './api-client';
import {
  deleteQueuedWrite,
  deleteWorkerCredential,
  OUTBOX_SYNC_TAG,
  onOutboxChangeElsewhere,
  outcomeOfStatus,
  postRevocation,
  putQueuedWrite,
  putWorkerCredential,
  queuedWrites,
  sendPendingRevocationsWith,
  sendQueuedWritesWith,
  workerCredential,
  type QueuedWrite,
  type SendOutcome,
} from './outbox-store';
import { isWriter, type Writer } from '#shared/writer';
import { getSession, subscribeToSession, type Session } from './session';

/**
 * Writes that could not reach the server, kept in IndexedDB until they can (decision 020). Each
 * carries its own `Idempotency-Key`, sent with every try, so a write whose answer was lost is
 * stored once however often it is sent again: by this page, another page, or the service worker's
 * Background Sync (src/web/outbox-sync.worker.ts). Each carries its writer too, and is sent only
 * with that writer's session: never by whoever logs in next.
 */
export { queuedWrites, type QueuedWrite };

export const WAITING_TEXT = 'waiting to be sent';

/** A kind of write the outbox keeps: its id, and its name in words for the logout's question. */
export interface OutboxKind {
  readonly id: string;
  readonly one: string;
  readonly many: string;
}

/** How soon a write is tried again after a failure while the browser says it is online. */
const RETRY_MS = 3000;
/**
 * How long one try from the page may take: a server that never answers must not hold a logout
 * back. A try given up may still have been stored; its key stores it once when sent again.
 */
const SEND_TIMEOUT_MS = 10_000;

/** Whether this browser can keep writes at all (IndexedDB). */
export function outboxAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** Calls `listener` whenever a write is queued or sent, here or elsewhere; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  return onOutboxChangeElsewhere(listener);
}

function writerOf(session: Session): Writer {
  return session.userId === undefined
    ? { username: session.username }
    : { userId: session.userId, username: session.username };
}

let sending: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  if (navigator.onLine) retryTimer = setTimeout(() => void sendQueuedWrites(), RETRY_MS);
}

/** One try from the page: only when the session it has now is the writer's. */
async function sendFromPage(write: QueuedWrite): Promise<SendOutcome> {
  if (!isWriter(write.writer, getSession())) return 'writer-signed-out';
  try {
    // apiRequest reads the session at once, in the same step as the check above.
    await apiRequest('POST', write.path, {
      body: write.body,
      headers: { 'Idempotency-Key': write.id },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
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
 * Sends every waiting write of the signed-in writer in order. A write the server refuses for good
 * (a 4xx other than 401, 409 and 429) is dropped and logged; an unreachable server or a 5xx stops
 * the round, tried again soon. Other writers' writes wait for their own sessions.
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

/** Sends the logouts made offline: the server ends each session by its token's hash. */
export async function sendPendingRevocations(): Promise<void> {
  try {
    await sendPendingRevocationsWith(postRevocation);
  } catch (error) {
    console.error('Outbox: sending the offline logouts failed', error);
  }
}

/** The BackgroundSync part of a worker's registration, where the browser has it. */
interface SyncRegistration {
  readonly sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the service worker for the outbox once it is online, page open or not. */
export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    SyncRegistration | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG);
}

/**
 * Posts `body` to `path` with a new Idempotency-Key. When the server cannot be reached (offline,
 * or the answer was lost) the write is queued with the same key and its writer, and `null` is
 * returned: it is sent when the connection returns, with the writer's session only. Other failures
 * throw as `apiRequest` does.
 */
export async function postThroughOutbox<T>(
  kind: OutboxKind,
  path: string,
  body: unknown,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T | null> {
  const id = crypto.randomUUID();
  const session = getSession();
  try {
    return await send({ 'Idempotency-Key': id });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error;
    // Nobody to send it as, or the session changed while it was on its way: it is not kept.
    if (session === null || getSession()?.token !== session.token) throw error;
  }
  const writer = writerOf(session);
  await putQueuedWrite({
    id,
    kind: kind.id,
    noun: { one: kind.one, many: kind.many },
    path,
    body,
    queuedAt: new Date().toISOString(),
    writer,
  });
  await putWorkerCredential({ writer, authorization: `Bearer ${session.token}` });
  // Logged out meanwhile: the token must not stay behind for the worker.
  if (getSession()?.token !== session.token) await deleteWorkerCredential();
  scheduleRetry();
  void requestBackgroundSync().catch((error: unknown) => {
    console.warn('Outbox: Background Sync is not available; the page sends the write', error);
  });
  return null;
}

/** The waiting writes of `session`'s user, oldest first. */
export async function queuedWritesOf(session: Session): Promise<QueuedWrite[]> {
  return (await queuedWrites()).filter((write) => isWriter(write.writer, session));
}

/** Removes `writes` from the outbox, logging what was discarded. */
export async function discardQueuedWrites(writes: readonly QueuedWrite[]): Promise<void> {
  for (const write of writes) {
    await deleteQueuedWrite(write.id);
    console.info(`Outbox: a waiting write to ${write.path} was discarded at logout`);
  }
}

/**
 * Writes queued before writers were kept carry the Authorization header they were made with: the
 * signed-in user's become theirs, the rest cannot be told apart and are dropped.
 */
async function adoptWritesWithoutWriter(): Promise<void> {
  const session = getSession();
  for (const write of await queuedWrites()) {
    if (write.writer !== undefined) continue;
    const { authorization, ...rest } = write;
    if (session !== null && authorization === `Bearer ${session.token}`) {
      await putQueuedWrite({ ...rest, writer: writerOf(session) });
    } else {
      await deleteQueuedWrite(write.id);
      console.error(`Outbox: a waiting write to ${write.path} has no writer signed in; dropped`);
    }
  }
}

/** The worker's credential goes whenever the session it was taken from is no longer the one here. */
async function forgetStaleWorkerCredential(): Promise<void> {
  const credential = await workerCredential();
  if (credential === undefined) return;
  const token = getSession()?.token;
  if (token === undefined || credential.authorization !== `Bearer ${token}`) {
    await deleteWorkerCredential();
  }
}

function sendEverything(): void {
  void sendPendingRevocations();
  void sendQueuedWrites();
}

let started = false;

/**
 * Sends what waits now (a new visit), whenever the browser is back online, and a writer's writes
 * when that writer logs in again.
 */
export function startOutbox(): void {
  if (started || !outboxAvailable()) return;
  started = true;
  window.addEventListener('online', sendEverything);
  subscribeToSession(() => {
    void forgetStaleWorkerCredential().catch((error: unknown) => {
      console.error('Outbox: the stored credential could not be removed', error);
    });
    void sendQueuedWrites();
  });
  void (async () => {
    try {
      await forgetStaleWorkerCredential();
      await adoptWritesWithoutWriter();
    } catch (error) {
      console.error('Outbox: the waiting writes could not be read', error);
    }
    sendEverything();
  })();
}
