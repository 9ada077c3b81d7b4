/**
 * The outbox's store in IndexedDB, shared by the page (src/web/outbox.ts) and the service worker's
 * Background Sync (src/web/outbox-sync.worker.ts): both send the same waiting writes with the same
 * keys, so whichever reaches the server first stores each write once (decision 020). Nothing here
 * needs a window: it runs in a worker too.
 */

export interface QueuedWrite {
  /** Also the write's Idempotency-Key. */
  readonly id: string;
  /** Which page shows it, e.g. `ludde-meal`. */
  readonly kind: string;
  readonly path: string;
  readonly body: unknown;
  readonly queuedAt: string;
  /**
   * The Authorization header the write was made with, for the service worker, which cannot read the
   * page's session. Writes queued before it was kept have none: the page sends those.
   */
  readonly authorization?: string;
}

/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'nook-outbox';

const DATABASE = 'nook-outbox';
const STORE = 'writes';
/** Tells the other side (page or worker) that the outbox changed. */
const CHANNEL = 'nook-outbox';

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

export async function putQueuedWrite(write: QueuedWrite): Promise<void> {
  await withStore('readwrite', (store) => store.put(write));
  announceOutboxChange();
}

async function deleteQueuedWrite(id: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(id));
  announceOutboxChange();
}

/** Tells every other page and the worker of this site that the outbox changed. */
function announceOutboxChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('change');
  channel.close();
}

/** Calls `listener` when another page or the worker changes the outbox; returns the unsubscribe. */
export function onOutboxChangeElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', listener);
  return () => channel.close();
}

/**
 * What became of one try: stored (or answered as stored before), refused for good (a 4xx the
 * write cannot outgrow), or to be tried again later (offline, a 5xx, a key still in use).
 */
export type SendOutcome = 'stored' | 'refused' | 'retry';

/** Whether a write answered with `status` is done with: stored, or refused for good. */
export function outcomeOfStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'stored';
  // 401: a new login sends it; 409: its first try still runs; 429: later.
  if (status >= 400 && status < 500 && ![401, 409, 429].includes(status)) return 'refused';
  return 'retry';
}

/**
 * Sends the waiting writes oldest first through `send`, removing each that is done with; stops at
 * the first to be tried again, so writes reach the server in the order they were made. True when
 * none is left waiting.
 */
export async function sendQueuedWritesWith(
  send: (write: QueuedWrite) => Promise<SendOutcome>,
): Promise<boolean> {
  for (const write of await queuedWrites()) {
    const outcome = await send(write);
    if (outcome === 'retry') return false;
    if (outcome === 'refused') {
      console.error(`Outbox: the server refused a waiting write to ${write.path}; it is dropped`);
    }
    await deleteQueuedWrite(write.id);
  }
  return true;
}
