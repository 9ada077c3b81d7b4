import { ApiError, apiRequest } from './api-client';

/**
 * Writes that could not reach the server, kept in IndexedDB until they can (decision 020). Each
 * carries its own `Idempotency-Key`, sent with every try, so a write whose answer was lost is
 * stored once however often it is sent again.
 */
export interface QueuedWrite {
  /** Also the write's Idempotency-Key. */
  readonly id: string;
  /** Which page shows it, e.g. `ludde-meal`. */
  readonly kind: string;
  readonly path: string;
  readonly body: unknown;
  readonly queuedAt: string;
}

export const WAITING_TEXT = 'waiting to be sent';

const DATABASE = 'nook-outbox';
const STORE = 'writes';
/** How soon a write is tried again after a failure while the browser says it is online. */
const RETRY_MS = 3000;

const changes = new EventTarget();

function openOutbox(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not open'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openOutbox();
  try {
    return await new Promise<T>((resolve, reject) => {
      const pending = request(db.transaction(STORE, mode).objectStore(STORE));
      pending.onsuccess = () => resolve(pending.result);
      pending.onerror = () => reject(pending.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

/** The writes still waiting, oldest first; only those of `kind` when given. */
export async function queuedWrites(kind?: string): Promise<QueuedWrite[]> {
  const all = (await withStore('readonly', (store) => store.getAll())) as QueuedWrite[];
  return all
    .filter((write) => kind === undefined || write.kind === kind)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** Calls `listener` whenever a write is queued or sent; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  changes.addEventListener('change', listener);
  return () => changes.removeEventListener('change', listener);
}

let sending: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends every waiting write in order. A write the server refuses (a 4xx other than 409) is
 * dropped and logged; an unreachable server or a 5xx stops the round, tried again soon.
 */
export function sendQueuedWrites(): Promise<void> {
  sending ??= (async () => {
    try {
      for (const write of await queuedWrites()) {
        try {
          await apiRequest('POST', write.path, {
            body: write.body,
            headers: { 'Idempotency-Key': write.id },
          });
        } catch (error) {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          if (!refused || error.status === 409 || error.status === 401) throw error;
          console.error('Outbox: the server refused a waiting write; it is dropped', error);
        }
        await withStore('readwrite', (store) => store.delete(write.id));
        changes.dispatchEvent(new Event('change'));
      }
    } catch {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void sendQueuedWrites(), RETRY_MS);
    } finally {
      sending = null;
    }
  })();
  return sending;
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
  const write: QueuedWrite = { id, kind, path, body, queuedAt: new Date().toISOString() };
  await withStore('readwrite', (store) => store.put(write));
  changes.dispatchEvent(new Event('change'));
  clearTimeout(retryTimer);
  if (navigator.onLine) retryTimer = setTimeout(() => void sendQueuedWrites(), RETRY_MS);
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
