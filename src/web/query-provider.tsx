import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createQueryClient } from './query-client';
import { getSession, subscribeToSession } from './kit/session';

let sharedClient: QueryClient | undefined;

/** One client for the page's lifetime, so pages share one cache as the visitor moves between them. */
function sharedQueryClient(): QueryClient {
  if (sharedClient) return sharedClient;
  const client = createQueryClient();
  sharedClient = client;
  // What one account fetched is not shown to the next: a change of session empties the cache, and
  // the pages on screen fetch again with the new credentials.
  let owner = sessionIdentity();
  subscribeToSession(() => {
    const next = sessionIdentity();
    if (next === owner) return;
    owner = next;
    void client.resetQueries();
  });
  return client;
}

function sessionIdentity(): string {
  const session = getSession();
  return session ? `${session.role} ${session.token}` : '';
}

/**
 * TanStack Query for the pages that fetch. It loads with the first such page rather than with `/`,
 * which keeps the first page light. A client an ancestor already provides (tests) wins.
 */
export function QueryProvider({ children }: { readonly children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
