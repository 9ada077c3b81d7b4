import { ApiError, apiRequest } from '#kit/api-client';
import { DeletedResponseSchema } from '#shared/id.schemas';
import {
  ListedMessageResponseSchema,
  type ListedMessage,
  type Message,
  type MessageReaction,
  MessageListResponseSchema,
  MessageResponseSchema,
  ReactionsResponseSchema,
  SenderListResponseSchema,
} from '../shared/message-board.schemas';
import type { ReactionName } from '../shared/message-reactions';

export const MESSAGES_PATH = '/api/data_models/message';
export const USERS_PATH = '/api/data_models/users';
/** How long loading a page of messages may take before the saved board is shown instead. */
const LOAD_TIMEOUT_MS = 10_000;

/** One page of messages, newest first; `before` asks for messages with a smaller ID. */
export async function fetchMessages(
  page: { limit: number; before?: number },
  signal?: AbortSignal,
): Promise<ListedMessage[]> {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.before !== undefined) query.set('before', String(page.before));
  // A server that stops answering must not keep the board loading for ever.
  const timeout = AbortSignal.timeout(LOAD_TIMEOUT_MS);
  const body = await apiRequest('GET', `${MESSAGES_PATH}?${query.toString()}`, {
    schema: MessageListResponseSchema,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  return body.data;
}

/** Usernames by user ID, for naming senders. */
export async function fetchUsernames(signal?: AbortSignal): Promise<Map<number, string>> {
  const body = await apiRequest('GET', USERS_PATH, { schema: SenderListResponseSchema, signal });
  return new Map(body.data.map((user) => [user.ID, user.username]));
}

export interface NewMessageBody {
  Content: string;
  SentAt: string;
  /** The IDs of uploaded photos to put on the message (an addition to the original's body). */
  Images?: number[];
}

/** The body of a new message, as the original client sends it, with any photos' IDs. */
export function newMessageBody(content: string, images: readonly number[] = []): NewMessageBody {
  return {
    Content: content,
    SentAt: new Date().toISOString(),
    ...(images.length > 0 ? { Images: [...images] } : {}),
  };
}

/** Posts a message; the server takes the sender from the session and the time from its clock. */
export async function postMessage(
  body: NewMessageBody,
  headers?: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<Message> {
  const answer = await apiRequest('POST', MESSAGES_PATH, {
    body,
    schema: MessageResponseSchema,
    headers,
    signal,
  });
  return answer.data;
}

/** Said instead of trying, when a change to a message is asked for without a connection. */
export const OFFLINE_CHANGE_TEXT = 'You are offline. Try again once you are back online.';

/** Changes to messages are never queued: without a connection they fail at once, saying so. */
function requireConnection(): void {
  if (!navigator.onLine) throw new ApiError(0, OFFLINE_CHANGE_TEXT);
}

/** Replaces the text of one's own message; answers it as the list now shows it. */
export async function editMessage(id: number, content: string): Promise<ListedMessage> {
  requireConnection();
  const answer = await apiRequest('PATCH', `${MESSAGES_PATH}/${id}`, {
    body: { Content: content },
    schema: ListedMessageResponseSchema,
  });
  return answer.data;
}

/** Deletes a message for everyone; `keepalive` lets it finish while the page is closing. */
export async function deleteMessage(id: number, options: { keepalive?: boolean } = {}) {
  requireConnection();
  await apiRequest('DELETE', `${MESSAGES_PATH}/${id}`, {
    schema: DeletedResponseSchema,
    keepalive: options.keepalive,
  });
}

/** Adds (`on`) or takes back one's reaction; answers the message's reactions after it. */
export async function setReaction(
  id: number,
  name: ReactionName,
  on: boolean,
): Promise<MessageReaction[]> {
  requireConnection();
  const answer = await apiRequest(
    on ? 'PUT' : 'DELETE',
    `${MESSAGES_PATH}/${id}/reactions/${name}`,
    {
      schema: ReactionsResponseSchema,
    },
  );
  return answer.data.Reactions;
}

/** Why a change did not happen, in words for the person who asked for it. */
export function changeFailureReason(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong.';
  if (error.status === 0 && error.message !== OFFLINE_CHANGE_TEXT) {
    return 'The server could not be reached. Check the connection and try again.';
  }
  return error.message;
}
