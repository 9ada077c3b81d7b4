import { useQuery } from '@tanstack/react-query';
import { fetchUsernames } from './message-board.api';
import { allMessages, logged, useMessages, USERNAMES_KEY } from './message-board-queries';
import { MessageItem } from './message-item';

export function MessageList() {
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
          <MessageItem key={message.ID} message={message} names={names} />
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
