import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWithQueries } from './lazy-page';
import { QueryProvider } from './query-provider';
import { clearSession, getSession, setSession } from './kit/session';

/** Shows which session each fetch saw, so a test can tell cached data from fresh. */
function WhoFetched() {
  const query = useQuery({
    queryKey: ['who'],
    queryFn: () => Promise.resolve(getSession()?.username ?? 'nobody'),
  });
  return <p>{query.data === undefined ? 'Loading' : `Fetched for ${query.data}`}</p>;
}

function ClientIdentity({ onClient }: { readonly onClient: (client: unknown) => void }) {
  onClient(useQueryClient());
  return null;
}

describe('the query provider that app pages load with', () => {
  it('gives every page one shared client and empties it when the session changes', async () => {
    const clients = new Set<unknown>();
    const first = render(
      <QueryProvider>
        <ClientIdentity onClient={(client) => clients.add(client)} />
        <WhoFetched />
      </QueryProvider>,
    );
    expect(await screen.findByText('Fetched for nobody')).toBeInTheDocument();
    first.unmount();

    render(
      <QueryProvider>
        <ClientIdentity onClient={(client) => clients.add(client)} />
        <WhoFetched />
      </QueryProvider>,
    );
    // The second page starts from the first page's cache: same client, data already there.
    expect(screen.getByText('Fetched for nobody')).toBeInTheDocument();
    expect(clients.size).toBe(1);

    act(() => setSession({ username: 'ada', role: 'Admin', token: 'token-ada' }));
    expect(await screen.findByText('Fetched for ada')).toBeInTheDocument();

    act(() => clearSession());
    expect(await screen.findByText('Fetched for nobody')).toBeInTheDocument();
  });

  it('lets lazily loaded components fetch and keeps their props', async () => {
    function Greeting({ name }: { readonly name: string }) {
      const query = useQuery({ queryKey: ['greeting', name], queryFn: () => `Hello, ${name}` });
      return <p>{query.data ?? 'Loading'}</p>;
    }
    const LazyGreeting = lazyWithQueries(() => Promise.resolve({ default: Greeting }));
    render(<LazyGreeting name="Ludde" />);
    expect(await screen.findByText('Hello, Ludde')).toBeInTheDocument();
  });
});
