import { useQuery } from '@tanstack/react-query';
import { fetchUsernames } from './message-board.api';
import { allMessages, logged, useMessages, USERNAMES_KEY } from './message-board-queries';
import { usePendingDeletions } from './message-deletions';
import { MessageItem } from './message-item';

export function MessageList() {
  const messages = useMessages();
  const usernames = useQuery({
    queryKey: USERNAMES_KEY,
    queryFn: ({ signal }) => logged('users', () => fetchUsernames(signal)),
    staleTime: 60_000,
  });
  const names = usernames.data ?? new Map<number, string>();
  const deletions = usePendingDeletions();
  const list = allMessages(messages.data).filter((message) => !deletions.hidden.has(message.ID));

  return (
    <>
      {messages.isPending ? (
        <p className="muted" role="status">
          Loading messages…
        </p>
      ) : list.length === 0 ? (
        <p className="muted">No messages yet. Be the first to say hello!</p>
      ) : (
        <ol
          className="stack-list stack-list--roomy message-list"
          aria-label="Messages, newest first"
        >
          {list.map((message) => (
            <MessageItem
              key={message.ID}
              message={message}
              names={names}
              onDelete={deletions.remove}
            />
          ))}
        </ol>
      )}
      {!messages.isPending && list.length > 0 && messages.hasNextPage ? (
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
      {deletions.notices}
    </>
  );
}
