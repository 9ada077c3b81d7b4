import { useRef, useState } from 'react';
import { formatDateTime } from '#kit/date-format';
import { useSession } from '#kit/session';
import { senderName } from '../core/message-rules';
import type { ListedMessage } from '../shared/message-board.schemas';
import { MessageEditor } from './message-editor';
import { MessagePhotos } from './message-photos';
import { MessageReactions } from './message-reactions';
import './message-tools.css';

/** One message on the board: who sent it, when, what it says, and what people made of it. */
export function MessageItem({
  message,
  names,
  onDelete,
}: {
  readonly message: ListedMessage;
  readonly names: ReadonlyMap<number, string>;
  /** Deletes it (with a moment to undo). */
  readonly onDelete: (id: number) => void;
}) {
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const userId = session?.userId;
  const own = userId !== undefined && userId === message.SenderID;
  const canDelete = own || session?.role === 'Admin';
  const sender = senderName(message.SenderID, names);

  return (
    <li className="message" data-message-id={message.ID}>
      <div className="message__meta">
        <span className="message__sender">{sender}</span>
        <span className="message__when">
          <time className="message__time" dateTime={message.SentAt}>
            {formatDateTime(message.SentAt)}
          </time>
          {message.EditedAt === null ? null : (
            <span className="message__edited" title={`Edited ${formatDateTime(message.EditedAt)}`}>
              {' '}
              · edited
            </span>
          )}
        </span>
      </div>
      {editing ? (
        <MessageEditor
          message={message}
          onDone={() => {
            setEditing(false);
            // Back where the person started, once the button is there again.
            requestAnimationFrame(() => editButton.current?.focus());
          }}
        />
      ) : message.Content ? (
        /* Rendered as text: React escapes it, so markup in a message stays inert. */
        <p className="message__content">{message.Content}</p>
      ) : null}
      <MessagePhotos images={message.Images ?? []} sender={sender} />
      <div className="message__footer">
        <MessageReactions message={message} names={names} userId={userId} />
        {(own && !editing) || canDelete ? (
          <div className="message__actions">
            {own && !editing ? (
              <button
                ref={editButton}
                type="button"
                className="button button--quiet message__action"
                onClick={() => setEditing(true)}
              >
                Edit
              </button>
            ) : null}
            {canDelete ? (
              <button
                type="button"
                className="button button--quiet message__action"
                data-message-delete=""
                onClick={() => onDelete(message.ID)}
              >
                Delete
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
