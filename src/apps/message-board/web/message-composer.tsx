import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { ApiError, isSessionEndedError } from '../../../web/api-client';
import { type OutboxKind, postThroughOutbox, WAITING_TEXT } from '../../../web/outbox';
import { useQueuedWrites } from '../../../web/use-queued-writes';
import { canPostMessage } from '../core/message-rules';
import { MESSAGE_MAX_LENGTH } from '../shared/message-board.schemas';
import { MESSAGES_PATH, newMessageBody, postMessage } from './message-board.api';
import { MESSAGES_KEY } from './message-board-queries';
import { MessagePhotoPicker, useOnline, usePhotoAttachments } from './message-photo-picker';
import './message-photos.css';

function postErrorText(error: unknown): string {
  const reason = error instanceof ApiError ? error.message : 'Something went wrong.';
  return `Your message was not posted: ${reason}`;
}

const MESSAGE_OUTBOX: OutboxKind = { id: 'message', one: 'message', many: 'messages' };

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
      if (images.length > 0) return postMessage(body);
      return postThroughOutbox(MESSAGE_OUTBOX, MESSAGES_PATH, body, (headers, signal) =>
        postMessage(body, headers, signal),
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
