import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { ApiError, isSessionEndedError } from '../../../web/api-client';
import { PageHeader } from '../../../web/ui/page-header';
import { canPostMessage, newestFirst, senderName } from '../core/message-rules';
import { manifest } from '../manifest';
import { MESSAGE_MAX_LENGTH, type Message } from '../shared/message-board.schemas';
import { type OutboxKind, postThroughOutbox, WAITING_TEXT } from '../../../web/outbox';
import { useQueuedWrites } from '../../../web/use-queued-writes';
import {
  fetchMessages,
  fetchUsernames,
  MESSAGES_PATH,
  newMessageBody,
  postMessage,
} from './message-board.api';
import '../../../web/kit/panel.css';
import '../../../web/kit/form.css';
import './message-board.css';
import { formatDateTime } from '../../../web/kit/date-format';

/** Messages fetched per page; older ones load on request. */
export const MESSAGE_PAGE_SIZE = 50;
const MESSAGES_KEY = ['message-board', 'messages'] as const;
const USERNAMES_KEY = ['message-board', 'usernames'] as const;

/** Spec §8: failures to load users and messages are logged, never shown. */
async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`Message board: could not load ${what}`, error);
    }
    throw error;
  }
}

function useMessages() {
  return useInfiniteQuery({
    queryKey: MESSAGES_KEY,
    queryFn: ({ pageParam, signal }) =>
      logged('messages', () =>
        fetchMessages({ limit: MESSAGE_PAGE_SIZE, before: pageParam }, signal),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.length < MESSAGE_PAGE_SIZE ? undefined : Math.min(...lastPage.map((m) => m.ID)),
    // Others post too; a gentle refresh keeps the board current without a reload.
    refetchInterval: 30_000,
  });
}

function allMessages(data: InfiniteData<Message[]> | undefined): Message[] {
  const byId = new Map<number, Message>();
  for (const page of data?.pages ?? []) for (const message of page) byId.set(message.ID, message);
  return newestFirst([...byId.values()]);
}

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

function MessageComposer() {
  const id = useId();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const post = useMutation({
    // Without a connection the message waits in the outbox and is posted when it returns, so the
    // mutation runs offline too instead of pausing.
    networkMode: 'always',
    mutationFn: (text: string) => {
      const body = newMessageBody(text);
      return postThroughOutbox(MESSAGE_OUTBOX, MESSAGES_PATH, body, (headers) =>
        postMessage(body, headers),
      );
    },
    onSuccess: async () => {
      // Spec §5: the field is cleared only after the server has accepted the message.
      setContent('');
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    },
  });
  const sendable = canPostMessage(content);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!sendable || post.isPending) return;
    post.mutate(content.trim());
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
      <div className="message-composer__footer">
        <span id={`${id}-count`} className="message-composer__count" aria-live="off">
          {content.length} / {MESSAGE_MAX_LENGTH}
        </span>
        <button
          type="submit"
          className="button button--primary"
          disabled={!sendable || post.isPending}
        >
          {post.isPending ? 'Posting…' : 'Post'}
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

function MessageList() {
  const messages = useMessages();
  const usernames = useQuery({
    queryKey: USERNAMES_KEY,
    queryFn: ({ signal }) => logged('users', () => fetchUsernames(signal)),
    staleTime: 60_000,
  });
  const names = usernames.data ?? new Map<number, string>();
  const list = allMessages(messages.data);

  if (messages.isPending) {
    return (
      <p className="muted" role="status">
        Loading messages…
      </p>
    );
  }
  if (list.length === 0) {
    return <p className="muted">No messages yet. Be the first to say hello!</p>;
  }
  return (
    <>
      <ol className="stack-list stack-list--roomy message-list" aria-label="Messages, newest first">
        {list.map((message) => (
          <li key={message.ID} className="message">
            <div className="message__meta">
              <span className="message__sender">{senderName(message.SenderID, names)}</span>
              <time className="message__time" dateTime={message.SentAt}>
                {formatDateTime(message.SentAt)}
              </time>
            </div>
            {/* Rendered as text: React escapes it, so markup in a message stays inert. */}
            <p className="message__content">{message.Content}</p>
          </li>
        ))}
      </ol>
      {messages.hasNextPage ? (
        <div className="actions">
          <button
            type="button"
            className="button button--quiet"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {messages.isFetchingNextPage ? 'Loading…' : 'Show older messages'}
          </button>
        </div>
      ) : null}
    </>
  );
}

export default function MessageBoardPage() {
  const route = manifest.routes[0];
  return (
    <section className="page message-board">
      <PageHeader title={route.title}>{route.description}</PageHeader>
      <MessageComposer />
      <h2 className="message-board__heading">Messages</h2>
      <MessageList />
    </section>
  );
}
