import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { newestFirst } from '../core/message-rules';
import type { ListedMessage, MessageReaction } from '../shared/message-board.schemas';
import { type Reaction, REACTIONS } from '../shared/message-reactions';
import { editMessage, fetchMessages, fetchUsernames, setReaction } from './message-board.api';
import { sendNewMessage } from './message-sending';

/** Messages fetched per page; older ones load on request. */
export const MESSAGE_PAGE_SIZE = 50;
/** How often the board asks for new messages while the page is shown, and while it is hidden. */
export const BOARD_CHECK_MS = { shown: 5_000, hidden: 60_000 } as const;
export const MESSAGES_KEY = ['message-board', 'messages'] as const;
export const USERNAMES_KEY = ['message-board', 'usernames'] as const;

/** Spec §8: failures to load users and messages are logged, never shown. */
export async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`Message board: could not load ${what}`, error);
    }
    throw error;
  }
}

export function useMessages() {
  return useInfiniteQuery({
    queryKey: MESSAGES_KEY,
    queryFn: ({ pageParam, signal }) =>
      logged('messages', () =>
        fetchMessages({ limit: MESSAGE_PAGE_SIZE, before: pageParam }, signal),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.length < MESSAGE_PAGE_SIZE ? undefined : Math.min(...lastPage.map((m) => m.ID)),
    // New messages arrive by themselves: often while the page is shown, rarely while hidden, and
    // at once when it is shown again. The browser revalidates each page with its ETag, so an
    // unchanged board costs a 304 without a body (decision 028).
    refetchInterval: () => (document.hidden ? BOARD_CHECK_MS.hidden : BOARD_CHECK_MS.shown),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
  });
}

export function allMessages(data: InfiniteData<ListedMessage[]> | undefined): ListedMessage[] {
  const byId = new Map<number, ListedMessage>();
  for (const page of data?.pages ?? []) for (const message of page) byId.set(message.ID, message);
  return newestFirst([...byId.values()]);
}

/** Changes one message where the fetched pages hold it (`update` returns undefined to drop it). */
export function updateCachedMessage(
  queryClient: QueryClient,
  id: number,
  update: (message: ListedMessage) => ListedMessage | undefined,
): void {
  queryClient.setQueryData<InfiniteData<ListedMessage[]>>(MESSAGES_KEY, (data) =>
    data === undefined
      ? data
      : {
          ...data,
          pages: data.pages.map((page) =>
            page.flatMap((message) => {
              if (message.ID !== id) return [message];
              const updated = update(message);
              return updated === undefined ? [] : [updated];
            }),
          ),
        },
  );
}

/** The family's usernames by ID, to name who wrote and who reacted. */
export function useUsernames() {
  return useQuery({
    queryKey: USERNAMES_KEY,
    queryFn: ({ signal }) => logged('users', () => fetchUsernames(signal)),
    staleTime: 60_000,
  });
}

/** Loads the messages again, e.g. once the outbox has posted the ones that waited. */
export function useRefreshMessages(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
  }, [queryClient]);
}

/** Posts a new message; `onPosted` runs once the server (or the outbox) has taken it. */
export function usePostMessage(onPosted: () => void) {
  const refreshMessages = useRefreshMessages();
  return useMutation({
    // Without a connection the message waits in the outbox and is posted when it returns, so the
    // mutation runs offline too instead of pausing.
    networkMode: 'always',
    mutationFn: ({ text, images }: { text: string; images: readonly number[] }) =>
      sendNewMessage(text, images),
    onSuccess: () => {
      onPosted();
      // The list's reload is not waited for: offline it waits for the connection, and the button
      // must be free for the next message at once.
      refreshMessages();
    },
  });
}

/** Saves one's own message's new text; `onSaved` runs once the list shows it. */
export function useEditMessage(id: number, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline it fails at once with a clear reason instead of waiting for the network.
    networkMode: 'always',
    mutationFn: (text: string) => editMessage(id, text),
    onSuccess: (edited) => {
      updateCachedMessage(queryClient, id, () => edited);
      onSaved();
    },
  });
}

/** The reactions with `userId`'s reaction with `emoji` added or taken away, in the fixed order. */
function withReaction(
  reactions: readonly MessageReaction[],
  emoji: Reaction['emoji'],
  userId: number,
  on: boolean,
): MessageReaction[] {
  return REACTIONS.flatMap(({ emoji: each }) => {
    const users = reactions.find((reaction) => reaction.Emoji === each)?.UserIDs ?? [];
    const next =
      each !== emoji
        ? users
        : on
          ? [...new Set([...users, userId])].sort((a, b) => a - b)
          : users.filter((user) => user !== userId);
    return next.length === 0 ? [] : [{ Emoji: each, UserIDs: next }];
  });
}

/** Gives or takes back the reader's reaction to a message: shown at once, undone if refused. */
export function useToggleReaction(message: ListedMessage, userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (change: { reaction: Reaction; on: boolean }) =>
      setReaction(message.ID, change.reaction.name, change.on),
    // Shown at once; put back as it was if the server does not take it.
    onMutate: (change) => {
      const before = message.Reactions;
      if (userId !== undefined) {
        updateCachedMessage(queryClient, message.ID, (current) => ({
          ...current,
          Reactions: withReaction(current.Reactions, change.reaction.emoji, userId, change.on),
        }));
      }
      return { before };
    },
    onSuccess: (reactions) => {
      updateCachedMessage(queryClient, message.ID, (current) => ({
        ...current,
        Reactions: reactions,
      }));
    },
    onError: (_error, _change, context) => {
      if (context === undefined) return;
      updateCachedMessage(queryClient, message.ID, (current) => ({
        ...current,
        Reactions: context.before,
      }));
    },
  });
}
