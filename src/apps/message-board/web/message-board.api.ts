import { apiRequest } from '../../../web/api-client';
import {
  type Message,
  MessageListResponseSchema,
  MessageResponseSchema,
  SenderListResponseSchema,
} from '../shared/message-board.schemas';

export const MESSAGES_PATH = '/api/data_models/message';
export const USERS_PATH = '/api/data_models/users';

/** One page of messages, newest first; `before` asks for messages with a smaller ID. */
export async function fetchMessages(
  page: { limit: number; before?: number },
  signal?: AbortSignal,
): Promise<Message[]> {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.before !== undefined) query.set('before', String(page.before));
  const body = await apiRequest('GET', `${MESSAGES_PATH}?${query.toString()}`, {
    schema: MessageListResponseSchema,
    signal,
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
): Promise<Message> {
  const answer = await apiRequest('POST', MESSAGES_PATH, {
    body,
    schema: MessageResponseSchema,
    headers,
  });
  return answer.data;
}
