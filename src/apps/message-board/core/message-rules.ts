import { ANONYMOUS_SENDER_ID, NewMessageRequestSchema } from '../shared/message-board.schemas';

/**
 * The name shown for a message's sender: the username looked up by ID, 'User {id}' when it is not
 * known (deleted, or the lookup failed), and 'Anonymous' for SenderID 0.
 */
export function senderName(senderId: number, usernamesById: ReadonlyMap<number, string>): string {
  if (senderId === ANONYMOUS_SENDER_ID) return 'Anonymous';
  return usernamesById.get(senderId) ?? `User ${senderId}`;
}

/**
 * Spec §5: an empty or whitespace-only message is not sent; neither is one over the limit. With
 * photos (at most MESSAGE_PHOTOS_MAX) the text may be empty.
 */
export function canPostMessage(content: string, photoCount = 0): boolean {
  const Images = Array.from({ length: photoCount }, (_, index) => index + 1);
  return NewMessageRequestSchema.safeParse({ Content: content, Images }).success;
}

interface OrderedMessage {
  readonly ID: number;
  readonly SentAt: string;
}

/** Newest first by sent time; the higher ID first when two share a time. */
export function newestFirst<T extends OrderedMessage>(messages: readonly T[]): T[] {
  return [...messages].sort(
    (a, b) => (Date.parse(b.SentAt) || 0) - (Date.parse(a.SentAt) || 0) || b.ID - a.ID,
  );
}
