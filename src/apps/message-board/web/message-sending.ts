import { ApiError, NETWORK_ERROR_MESSAGE } from '#kit/api-client';
import { type OutboxKind, outboxAvailable, postThroughOutbox, queuedWritesOf } from '#kit/outbox';
import { getSession } from '#kit/session';
import type { Message } from '../shared/message-board.schemas';
import { MESSAGES_PATH, newMessageBody, postMessage } from './message-board.api';

export const MESSAGE_OUTBOX: OutboxKind = { id: 'message', one: 'message', many: 'messages' };

/**
 * How long the first try of a message may take before it waits in the outbox: a server that
 * stops answering must not keep Post busy. Sent again with the same key, it is stored once.
 */
const FIRST_TRY_TIMEOUT_MS = 5000;

/** A request ended by its `AbortSignal.timeout` (a DOMException named TimeoutError). */
function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError'
  );
}

/**
 * Sends a new message now, unless earlier ones still wait: then it waits behind them, so that all
 * are posted in the order they were written. Waiting is what the outbox does with an unreachable
 * server (status 0), which a first try that takes too long counts as.
 */
async function sendOrWait(
  body: ReturnType<typeof newMessageBody>,
  headers: Record<string, string>,
): Promise<Message> {
  const session = getSession();
  const earlier = session === null || !outboxAvailable() ? [] : await queuedWritesOf(session);
  if (earlier.some((write) => write.kind === MESSAGE_OUTBOX.id)) {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  try {
    return await postMessage(body, headers, AbortSignal.timeout(FIRST_TRY_TIMEOUT_MS));
  } catch (error) {
    if (isTimeout(error)) {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
    throw error;
  }
}

/**
 * How long a message with photos may take: it is not kept for later, so a server that stops
 * answering ends the try with a message instead of keeping Post busy. Sending it again is safe:
 * a photo goes on one message only, so a first try that did arrive is refused, never doubled.
 */
export const PHOTO_POST_TIMEOUT_MS = 20_000;

export async function postWithPhotos(body: ReturnType<typeof newMessageBody>): Promise<Message> {
  // A timer the page's clock drives (not AbortSignal.timeout), so tests can move that clock.
  const gaveUp = new AbortController();
  const timer = setTimeout(
    () => gaveUp.abort(new DOMException('The server did not answer.', 'TimeoutError')),
    PHOTO_POST_TIMEOUT_MS,
  );
  try {
    return await postMessage(body, undefined, gaveUp.signal);
  } catch (error) {
    if (isTimeout(error)) {
      throw new ApiError(0, 'The server did not answer. Please try again.');
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Posts a new message: with photos now or not at all, without them through the outbox (it waits
 * there while the server cannot be reached).
 */
export function sendNewMessage(text: string, images: readonly number[]): Promise<unknown> {
  const body = newMessageBody(text, images);
  // Photos are not kept for later: a message with photos is sent now or not at all.
  if (images.length > 0) return postWithPhotos(body);
  return postThroughOutbox(MESSAGE_OUTBOX, MESSAGES_PATH, body, (headers) =>
    sendOrWait(body, headers),
  );
}
