import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '#kit/session';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

function card(name: string) {
  return screen.getByRole('article', { name });
}

function callsTo(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  return fetchMock.mock.calls.filter(([input]) => input === path).length;
}

describe('Admin API status page', () => {
  it('shows status, class, row count and errors for the five cards', async () => {
    const fetchMock = mockFetch({
      'GET /api/data_models/users': { body: { data: [{ ID: 1 }, { ID: 2 }, { ID: 3 }] } },
      'GET /api/data_models/roles': { body: [{ ID: 1 }, { ID: 2 }] },
      'GET /api/data_models/message': { status: 500, body: { error: 'Internal Server Error' } },
      'GET /api/data_models/ludde_feeding_times': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /api/data_models/word_weaver_scores': { status: 404, body: { error: 'Not Found' } },
    });
    renderApp('/admin/api', { session: SESSIONS.admin });

    const users = await screen.findByRole('article', { name: 'Users' });
    await within(users).findByText('Status: 200');
    expect(within(users).getByText('Status: 200')).toHaveClass('success');
    expect(within(users).getByText('Rows returned: 3')).toBeInTheDocument();
    expect(within(users).queryByText(/^Error:/)).not.toBeInTheDocument();

    await within(card('Roles')).findByText('Rows returned: 2');

    const messages = card('Messages');
    expect(await within(messages).findByText('Status: 500')).toHaveClass('server-error');
    expect(within(messages).getByText('Error: 500')).toBeInTheDocument();
    expect(within(messages).queryByText(/^Rows returned/)).not.toBeInTheDocument();

    const feeding = card('LuddeFeedingTimes');
    expect(await within(feeding).findByText('Error: Network Error')).toBeInTheDocument();
    expect(within(feeding).queryByText(/^Status:/)).not.toBeInTheDocument();

    const scores = card('WordWeaverScores');
    expect(await within(scores).findByText('Status: 404')).toHaveClass('client-error');
    expect(within(scores).getByText('Error: 404')).toBeInTheDocument();

    for (const [input, init] of fetchMock.mock.calls) {
      // The cards call the five lists; the explorer below them reads the API description.
      expect(input).toMatch(/^\/api\/(data_models\/|openapi\.json$)/);
      expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-admin' });
    }
  });

  it('leaves out the row count when the answer is not a list', async () => {
    mockFetch({
      'GET /api/data_models/users': { body: { data: { ID: 1 } } },
      'GET /api/data_models/roles': { status: 204 },
    });
    renderApp('/admin/api', { session: SESSIONS.admin });
    await within(await screen.findByRole('article', { name: 'Users' })).findByText('Status: 200');
    await within(card('Roles')).findByText('Status: 204');
    expect(screen.queryByText(/^Rows returned/)).not.toBeInTheDocument();
  });

  it('refreshes one card, or all of them', async () => {
    let rows = [{ ID: 1 }];
    const fetchMock = mockFetch({
      'GET /api/data_models/users': () => ({ body: { data: rows } }),
      'GET /api/data_models/roles': { body: { data: [] } },
      'GET /api/data_models/message': { body: { data: [] } },
      'GET /api/data_models/ludde_feeding_times': { body: { data: [] } },
      'GET /api/data_models/word_weaver_scores': { body: { data: [] } },
    });
    const { user } = renderApp('/admin/api', { session: SESSIONS.admin });
    const users = await screen.findByRole('article', { name: 'Users' });
    await within(users).findByText('Rows returned: 1');

    rows = [{ ID: 1 }, { ID: 2 }];
    await user.click(within(users).getByRole('button', { name: 'Refresh Users' }));
    await within(users).findByText('Rows returned: 2');
    expect(callsTo(fetchMock, '/api/data_models/users')).toBe(2);
    expect(callsTo(fetchMock, '/api/data_models/roles')).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Refresh All' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/data_models/roles')).toBe(2));
    for (const path of ['message', 'ludde_feeding_times', 'word_weaver_scores']) {
      expect(callsTo(fetchMock, `/api/data_models/${path}`)).toBe(2);
    }
  });

  it('clears the session when a card gets a 401, like every other call', async () => {
    mockFetch({ 'GET /api/data_models/users': { status: 401, body: { error: 'Unauthorized' } } });
    renderApp('/admin/api', { session: SESSIONS.admin });
    await waitFor(() => expect(getSession()).toBeNull());
  });
});
