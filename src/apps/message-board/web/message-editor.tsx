import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { isSessionEndedError } from '#kit/api-client';
import { canPostMessage } from '../core/message-rules';
import type { ListedMessage } from '../shared/message-board.schemas';
import { changeFailureReason } from './message-board.api';
import { useEditMessage } from './message-board.queries';
import { MessageTextBox } from './message-text-box';
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
  const [content, setContent] = useState(message.Content);
  const save = useEditMessage(message.ID, onDone);
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
      <MessageTextBox
        id={`${id}-content`}
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
