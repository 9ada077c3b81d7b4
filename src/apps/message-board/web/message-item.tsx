import { formatDateTime } from '../../../web/kit/date-format';
import { senderName } from '../core/message-rules';
import type { Message } from '../shared/message-board.schemas';
import { MessagePhotos } from './message-photos';

/** One message on the board: who sent it, when, and what it says. */
export function MessageItem({
  message,
  names,
}: {
  readonly message: Message;
  readonly names: ReadonlyMap<number, string>;
}) {
  const sender = senderName(message.SenderID, names);
  return (
    <li className="message">
      <div className="message__meta">
        <span className="message__sender">{sender}</span>
        <time className="message__time" dateTime={message.SentAt}>
          {formatDateTime(message.SentAt)}
        </time>
      </div>
      {/* Rendered as text: React escapes it, so markup in a message stays inert. */}
      {message.Content ? <p className="message__content">{message.Content}</p> : null}
      <MessagePhotos images={message.Images ?? []} sender={sender} />
    </li>
  );
}
