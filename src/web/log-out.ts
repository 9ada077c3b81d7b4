import { apiRequest } from './kit/api-client';
import {
  discardQueuedWrites,
  outboxAvailable,
  queuedWritesOf,
  requestBackgroundSync,
  sendPendingRevocations,
  sendQueuedWrites,
  type QueuedWrite,
} from './kit/outbox';
import { deleteWorkerCredential, putPendingRevocation } from './kit/outbox-store';
import { clearSession, type Session } from './kit/session';

/**
 * Before a logout: sends the user's waiting writes now, as that user. What is returned could not
 * be sent (offline, or the server unreachable): the logout asks before discarding it.
 */
export async function sendOwnWritesBeforeLogout(session: Session): Promise<QueuedWrite[]> {
  if (!outboxAvailable()) return [];
  if ((await queuedWritesOf(session)).length === 0) return [];
  await sendQueuedWrites();
  return queuedWritesOf(session);
}

/** The SHA-256 of a token in hex: the form the server keeps, which signs nobody in. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Logs `session` out. The token leaves localStorage at once and the worker's copy in IndexedDB
 * before this returns; `discard` (the user's writes that could not be sent, which they agreed to
 * lose) goes too. The server is told now; without a connection only the token's hash is kept and
 * sent when the connection returns, by the page or the service worker (decision 020).
 */
export async function logOut(
  session: Session,
  discard: readonly QueuedWrite[] = [],
): Promise<void> {
  clearSession();
  const told = apiRequest('POST', '/api/logout', { token: session.token }).then(
    () => true,
    () => false,
  );
  if (!outboxAvailable()) {
    await told;
    return;
  }
  // Each step on its own: one failing must not keep the others from running.
  await deleteWorkerCredential().catch((error: unknown) => {
    console.error(
      'Logout: the copy of the session kept for the worker could not be removed',
      error,
    );
  });
  await discardQueuedWrites(discard).catch((error: unknown) => {
    console.error('Logout: the waiting writes could not be discarded', error);
  });
  try {
    const tokenHashed = await tokenHash(session.token);
    await putPendingRevocation({ tokenHash: tokenHashed, loggedOutAt: new Date().toISOString() });
  } catch (error) {
    console.error('Logout: the server could not be told later', error);
  }
  if (!(await told)) void requestBackgroundSync().catch(() => undefined);
  // Told or not, the list is sent (and emptied) once the server answers.
  void sendPendingRevocations();
}
