import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { isSessionEndedError } from '#kit/api-client';
import { canPostMessage } from '../core/message-rules';
import { type ListedMessage, MESSAGE_MAX_LENGTH } from '../shared/message-board.schemas';
import { changeFailureReason, editMessage } from './message-board.api';
import { updateCachedMessage } from './message-board-queries';
import './message-tools.css';

/**
 * One's own message, in place, as a text box with Save and Cancel: Ctrl/Cmd+Enter saves, Escape
 * cancels. `onDone` runs when the edit is saved or given up.
 */
export function MessageEditor({
  message,
  onDone,
}: {
  readonly message: ListedMessage;
  readonly onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [content, setContent] = useState(message.Content);
  const save = useMutation({
    // Offline it fails at once with a clear reason instead of waiting for the network.
    networkMode: 'always',
    mutationFn: (text: string) => editMessage(message.ID, text),
    onSuccess: (edited) => {
      updateCachedMessage(queryClient, message.ID, () => edited);
      onDone();
    },
  });
  const box = useRef<HTMLTextAreaElement>(null);
  // Opened to type: the caret goes to the end of the words.
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    node.focus();
    node.setSelectionRange(node.value.length, node.value.length);
  }, []);
  const unchanged = content.trim() === message.Content;
  const savable = canPostMessage(content);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!savable || save.isPending) return;
    if (unchanged) onDone();
    else save.mutate(content.trim());
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  }

  return (
    <form className="message-editor" aria-label="Edit your message" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${id}-content`}>
        Message text
      </label>
      <textarea
        id={`${id}-content`}
        className="message-composer__input"
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        value={content}
        ref={box}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="message-editor__footer">
        <button type="button" className="button button--quiet" onClick={onDone}>
          Cancel
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!savable || save.isPending}
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
      {save.isError && !isSessionEndedError(save.error) ? (
        <p role="alert" className="form-message form-message--error">
          Your edit was not saved: {changeFailureReason(save.error)}
        </p>
      ) : null}
    </form>
  );
}
