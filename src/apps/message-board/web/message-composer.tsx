import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { ApiError, isSessionEndedError, NETWORK_ERROR_MESSAGE } from '#kit/api-client';
import {
  type OutboxKind,
  outboxAvailable,
  postThroughOutbox,
  queuedWritesOf,
  WAITING_TEXT,
} from '#kit/outbox';
import { getSession } from '#kit/session';
import { useQueuedWrites } from '#kit/use-queued-writes';
import { canPostMessage } from '../core/message-rules';
import { type Message, MESSAGE_MAX_LENGTH } from '../shared/message-board.schemas';
import { MESSAGES_PATH, newMessageBody, postMessage } from './message-board.api';
import { MESSAGES_KEY } from './message-board-queries';
import { MessagePhotoPicker, usePhotoAttachments } from './message-photo-picker';
import { useOnline } from '#kit/use-online';
import './message-photos.css';

function postErrorText(error: unknown): string {
  const reason = error instanceof ApiError ? error.message : 'Something went wrong.';
  return `Your message was not posted: ${reason}`;
}

const MESSAGE_OUTBOX: OutboxKind = { id: 'message', one: 'message', many: 'messages' };

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

/** Messages written without a connection, until the outbox has posted them. */
function WaitingMessages() {
  const queryClient = useQueryClient();
  const waiting = useQueuedWrites(MESSAGE_OUTBOX.id, () => {
    void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
  });
  if (waiting.length === 0) return null;
  return (
    <ul className="message-composer__waiting" aria-label="Messages waiting to be sent">
      {waiting.map((write) => (
        <li key={write.id}>
          {(write.body as { Content: string }).Content} — {WAITING_TEXT}
        </li>
      ))}
    </ul>
  );
}

export function MessageComposer() {
  const id = useId();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const photos = usePhotoAttachments();
  const online = useOnline();
  const post = useMutation({
    // Without a connection the message waits in the outbox and is posted when it returns, so the
    // mutation runs offline too instead of pausing.
    networkMode: 'always',
    mutationFn: ({ text, images }: { text: string; images: readonly number[] }) => {
      const body = newMessageBody(text, images);
      // Photos are not kept for later: a message with photos is sent now or not at all.
      if (images.length > 0) return postWithPhotos(body);
      return postThroughOutbox(MESSAGE_OUTBOX, MESSAGES_PATH, body, (headers) =>
        sendOrWait(body, headers),
      );
    },
    onSuccess: () => {
      // Spec §5: the field is cleared only after the server has accepted the message (or the
      // outbox has kept it). The list's reload is not waited for: offline it waits for the
      // connection, and the button must be free for the next message at once.
      setContent('');
      photos.clear();
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    },
  });
  const hasPhotos = photos.photos.length > 0;
  const sendable =
    canPostMessage(content, photos.ids.length) &&
    !photos.uploading &&
    !photos.failed &&
    (online || !hasPhotos);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!sendable || post.isPending) return;
    post.mutate({ text: content.trim(), images: photos.ids });
  }

  // Ctrl+Enter (Cmd+Enter on a Mac) posts without leaving the keyboard.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  }

  return (
    <form
      className="panel panel--compact message-composer"
      aria-label="Post a message"
      onSubmit={submit}
    >
      <label className="field__label" htmlFor={`${id}-content`}>
        Your message
      </label>
      <textarea
        id={`${id}-content`}
        className="message-composer__input"
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Say hello…"
        aria-describedby={`${id}-count`}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <MessagePhotoPicker attachments={photos} disabled={post.isPending} />
      <div className="message-composer__footer">
        <span id={`${id}-count`} className="message-composer__count" aria-live="off">
          {content.length} / {MESSAGE_MAX_LENGTH}
        </span>
        <button
          type="submit"
          className="button button--primary"
          disabled={!sendable || post.isPending}
        >
          {post.isPending ? 'Posting…' : photos.uploading ? 'Uploading photos…' : 'Post'}
        </button>
      </div>
      {post.isError && !isSessionEndedError(post.error) ? (
        <p role="alert" className="form-message form-message--error">
          {postErrorText(post.error)}
        </p>
      ) : null}
      <WaitingMessages />
    </form>
  );
}
