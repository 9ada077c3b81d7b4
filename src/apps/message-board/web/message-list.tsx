import { useEffect, useMemo, useState } from 'react';
import { useOnline } from '#kit/use-online';
import { useSession } from '#kit/session';
import { allMessages, MESSAGE_PAGE_SIZE, useMessages, useUsernames } from './message-board.queries';
import { usePendingDeletions } from './message-deletions';
import { MessageItem } from './message-item';
import { useMarkRead } from './message-reads';
import { readSavedBoard, saveBoard } from './saved-messages';

export const OFFLINE_SAVED_TEXT = 'You’re offline — showing messages saved on this device.';
export const SAVED_TEXT = 'Showing messages saved on this device.';
export const OFFLINE_EMPTY_TEXT =
  'You’re offline — messages will load when the connection returns.';

export function MessageList() {
  const session = useSession();
  const online = useOnline();
  const messages = useMessages();
  const usernames = useUsernames();
  // The board as this user last loaded it here: shown at once, and whenever the server is away.
  const [saved] = useState(() => (session === null ? null : readSavedBoard(session)));
  const loaded = useMemo(
    () => (messages.data === undefined ? undefined : allMessages(messages.data)),
    [messages.data],
  );
  const names = usernames.data ?? saved?.names ?? new Map<number, string>();
  const deletions = usePendingDeletions();
  const list = (loaded ?? saved?.messages ?? []).filter(
    (message) => !deletions.hidden.has(message.ID),
  );

  useEffect(() => {
    if (session === null || loaded === undefined) return;
    saveBoard(session, { messages: loaded.slice(0, MESSAGE_PAGE_SIZE), names });
    // The names are saved with the messages they name; a new list of names alone can wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, loaded, usernames.data]);
  useMarkRead(loaded?.[0]?.ID);

  let note: string | null = null;
  if (!online && list.length > 0) note = OFFLINE_SAVED_TEXT;
  else if (!online && loaded === undefined) note = OFFLINE_EMPTY_TEXT;
  else if (loaded === undefined && list.length > 0) note = SAVED_TEXT;
  const loading = list.length === 0 && messages.isPending && online;

  return (
    <>
      {note === null ? null : (
        <p className="muted message-list__note" role="status">
          {note}
        </p>
      )}
      {loading ? (
        <p className="muted" role="status">
          Loading messages…
        </p>
      ) : list.length === 0 ? (
        note === null ? (
          <p className="muted">No messages yet. Be the first to say hello!</p>
        ) : null
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
      {!loading && list.length > 0 && messages.hasNextPage ? (
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
