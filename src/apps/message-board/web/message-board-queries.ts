import { type QueryClient, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { newestFirst } from '../core/message-rules';
import type { ListedMessage } from '../shared/message-board.schemas';
import { fetchMessages } from './message-board.api';

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
