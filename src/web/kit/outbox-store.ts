/**
 * The outbox's store in IndexedDB, shared by the page (src/web/kit/outbox.ts) and the service worker's
 * Background Sync (src/web/outbox-sync.worker.ts): both send the same waiting writes with the same
 * keys, so whichever reaches the server first stores each write once (decision 020). Each write
 * keeps its writer and is sent only with that writer's session. Nothing here needs a window: it
 * runs in a worker too.
 */

import { writerKey, type Writer } from '#shared/writer';

/** A write's name in words, one and many, for the logout's confirmation: `meal`, `meals`. */
export interface WriteNoun {
  readonly one: string;
  readonly many: string;
}

export interface QueuedWrite {
  /** Also the write's Idempotency-Key. */
  readonly id: string;
  /** Which page shows it, e.g. `ludde-meal`. */
  readonly kind: string;
  readonly path: string;
  readonly body: unknown;
  readonly queuedAt: string;
  /** Who made it: it is sent only with this user's session, by the page or the worker. */
  readonly writer?: Writer;
  readonly noun?: WriteNoun;
  /**
   * Only on writes queued before writers were kept: the Authorization header they were made with.
   * The page adopts such a write for its writer's session or drops it; nothing sends it as it is.
   */
  readonly authorization?: string;
}

/**
 * The credential the service worker sends a writer's waiting writes with, where Background Sync
 * wakes it with no page open. Kept only while that user is logged in here: logging out, a new
 * login or a session the server ended removes it.
 */
export interface WorkerCredential {
  readonly writer: Writer;
  readonly authorization: string;
}

/** A logout made without a connection: only the token's SHA-256, sent when the connection returns. */
export interface PendingRevocation {
  readonly tokenHash: string;
  readonly loggedOutAt: string;
}

/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'nook-outbox';

/** Where the server takes a revocation by hash. */
const REVOKE_PATH = '/api/auth/revoke';

const DATABASE = 'nook-outbox';
const WRITES = 'writes';
const CREDENTIAL = 'credential';
const REVOCATIONS = 'revocations';
/** The one record of the credential store. */
const CREDENTIAL_KEY = 'session';
/** Tells the other side (page or worker) that the outbox changed. */
const CHANNEL = 'nook-outbox';

function openOutbox(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 2);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(WRITES)) db.createObjectStore(WRITES, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(CREDENTIAL)) db.createObjectStore(CREDENTIAL);
      if (!db.objectStoreNames.contains(REVOCATIONS)) {
        db.createObjectStore(REVOCATIONS, { keyPath: 'tokenHash' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not open'));
  });
}

async function withStore<T>(
  name: string,
  mode: IDBTransactionMode,
  request: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openOutbox();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(name, mode);
      const pending = request(transaction.objectStore(name));
      // Resolved once the change is on disk, so a logout that awaits it has really removed it.
      transaction.oncomplete = () => resolve(pending.result);
      transaction.onerror = () =>
        reject(transaction.error ?? pending.error ?? new Error('IndexedDB request failed'));
      transaction.onabort = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/** The writes still waiting, oldest first; only those of `kind` when given. */
export async function queuedWrites(kind?: string): Promise<QueuedWrite[]> {
  const all = (await withStore(WRITES, 'readonly', (store) => store.getAll())) as QueuedWrite[];
  return all
    .filter((write) => kind === undefined || write.kind === kind)
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function putQueuedWrite(write: QueuedWrite): Promise<void> {
  await withStore(WRITES, 'readwrite', (store) => store.put(write));
  announceOutboxChange();
}

export async function deleteQueuedWrite(id: string): Promise<void> {
  await withStore(WRITES, 'readwrite', (store) => store.delete(id));
  announceOutboxChange();
}

/** The credential the worker may send `writer`'s writes with, if that user is logged in here. */
export async function workerCredential(): Promise<WorkerCredential | undefined> {
  return (await withStore(CREDENTIAL, 'readonly', (store) => store.get(CREDENTIAL_KEY))) as
    WorkerCredential | undefined;
}

export async function putWorkerCredential(credential: WorkerCredential): Promise<void> {
  await withStore(CREDENTIAL, 'readwrite', (store) => store.put(credential, CREDENTIAL_KEY));
}

/** Removes the worker's copy of the session's token; resolves once it is gone from disk. */
export async function deleteWorkerCredential(): Promise<void> {
  await withStore(CREDENTIAL, 'readwrite', (store) => store.delete(CREDENTIAL_KEY));
}

export async function pendingRevocations(): Promise<PendingRevocation[]> {
  return (await withStore(REVOCATIONS, 'readonly', (store) =>
    store.getAll(),
  )) as PendingRevocation[];
}

export async function putPendingRevocation(revocation: PendingRevocation): Promise<void> {
  await withStore(REVOCATIONS, 'readwrite', (store) => store.put(revocation));
}

async function deletePendingRevocation(tokenHash: string): Promise<void> {
  await withStore(REVOCATIONS, 'readwrite', (store) => store.delete(tokenHash));
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
 * write cannot outgrow), to be tried again later (offline, a 5xx, a key still in use), or not sent
 * because its writer is not signed in (here, or any more on the server: a 401).
 */
export type SendOutcome = 'stored' | 'refused' | 'retry' | 'writer-signed-out';

/** What an answer with `status` means for the write sent. */
export function outcomeOfStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'stored';
  // The writer's session has ended: the write waits for the writer's next login here.
  if (status === 401) return 'writer-signed-out';
  // 409: its first try still runs; 429: later.
  if (status >= 400 && status < 500 && ![409, 429].includes(status)) return 'refused';
  return 'retry';
}

/**
 * Sends the waiting writes oldest first through `send`, removing each that is done with. A
 * writer's writes reach the server in the order they were made: a write to be tried again stops
 * the round, and one whose writer is not signed in holds back that writer's later writes only.
 * True when nothing is left that a try later could send now.
 */
export async function sendQueuedWritesWith(
  send: (write: QueuedWrite) => Promise<SendOutcome>,
): Promise<boolean> {
  const signedOut = new Set<string>();
  for (const write of await queuedWrites()) {
    if (signedOut.has(writerKey(write.writer))) continue;
    const outcome = await send(write);
    if (outcome === 'retry') return false;
    if (outcome === 'writer-signed-out') {
      signedOut.add(writerKey(write.writer));
      continue;
    }
    if (outcome === 'refused') {
      console.error(`Outbox: the server refused a waiting write to ${write.path}; it is dropped`);
    }
    await deleteQueuedWrite(write.id);
  }
  return true;
}

/** POSTs a logout made offline, for the server to end that session by its token's hash: its status. */
export async function postRevocation(revocation: PendingRevocation): Promise<number> {
  const response = await fetch(REVOKE_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ token_hash: revocation.tokenHash }),
  });
  return response.status;
}

/**
 * Sends each logout made offline through `send` (a POST of the token's hash), forgetting those the
 * server answered. True when none is left.
 */
export async function sendPendingRevocationsWith(
  send: (revocation: PendingRevocation) => Promise<number>,
): Promise<boolean> {
  let done = true;
  for (const revocation of await pendingRevocations()) {
    let status: number;
    try {
      status = await send(revocation);
    } catch {
      done = false;
      continue;
    }
    if (status >= 500 || status === 429) {
      done = false;
      continue;
    }
    if (status >= 300) console.error(`Outbox: the server refused a logout (${status}); forgotten`);
    await deletePendingRevocation(revocation.tokenHash);
  }
  return done;
}

const DEFAULT_NOUN: WriteNoun = { one: 'other item', many: 'other items' };

/**
 * The waiting writes counted in words, in the order they were made: `1 message and 2 meals`.
 */
export function countWritesInWords(writes: readonly QueuedWrite[]): string {
  const counts = new Map<string, { noun: WriteNoun; count: number }>();
  for (const write of writes) {
    const noun = write.noun ?? DEFAULT_NOUN;
    const entry = counts.get(noun.one) ?? { noun, count: 0 };
    entry.count += 1;
    counts.set(noun.one, entry);
  }
  const parts = [...counts.values()].map(
    ({ noun, count }) => `${count} ${count === 1 ? noun.one : noun.many}`,
  );
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/**
 * What the logout's confirmation says when a writer's writes cannot be sent now:
 * `1 message and 1 meal are waiting to be sent and will be discarded if you log out now.`
 */
export function discardOnLogoutText(writes: readonly QueuedWrite[]): string {
  const verb = writes.length === 1 ? 'is' : 'are';
  return `${countWritesInWords(writes)} ${verb} waiting to be sent and will be discarded if you log out now.`;
}
