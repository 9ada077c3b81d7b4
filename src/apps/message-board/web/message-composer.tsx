import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { ApiError, isSessionEndedError } from '#kit/api-client';
import { WAITING_TEXT } from '#kit/outbox';
import { useQueuedWrites } from '#kit/use-queued-writes';
import { canPostMessage } from '../core/message-rules';
import { MESSAGE_MAX_LENGTH } from '../shared/message-board.schemas';
import { usePostMessage, useRefreshMessages } from './message-board.queries';
import { MESSAGE_OUTBOX } from './message-sending';
import { MessageTextBox } from './message-text-box';
import { MessagePhotoPicker, usePhotoAttachments } from './message-photo-picker';
import { useOnline } from '#kit/use-online';
import './message-photos.css';

function postErrorText(error: unknown): string {
  const reason = error instanceof ApiError ? error.message : 'Something went wrong.';
  return `Your message was not posted: ${reason}`;
}

/** Messages written without a connection, until the outbox has posted them. */
function WaitingMessages() {
  const refreshMessages = useRefreshMessages();
  const waiting = useQueuedWrites(MESSAGE_OUTBOX.id, refreshMessages);
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
  const [content, setContent] = useState('');
  const photos = usePhotoAttachments();
  const online = useOnline();
  // Spec §5: the field is cleared only after the server has accepted the message (or the outbox
  // has kept it).
  const post = usePostMessage(() => {
    setContent('');
    photos.clear();
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
      <MessageTextBox
        id={`${id}-content`}
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
