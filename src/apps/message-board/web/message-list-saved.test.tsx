import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';
import { readSavedBoard } from './saved-messages';

const LIST = 'GET /api/data_models/message?limit=50';
const USERS = 'GET /api/data_models/users';
const READ = 'PUT /api/data_models/message/read';
const SAVED_KEY = 'nook.user.name:ulla/message-board';

const MESSAGES = [
  { ID: 2, Content: 'Second', SentAt: '2026-11-20T09:00:00.000Z', SenderID: 2 },
  { ID: 1, Content: 'First', SentAt: '2026-11-20T08:00:00.000Z', SenderID: 1 },
];
const USER_LIST = { data: [{ ID: 2, username: 'frida' }] };

const items = () =>
  within(screen.getByRole('list', { name: 'Messages, newest first' })).getAllByRole('listitem');

describe('the board saved on this device', () => {
  it('keeps the loaded messages and names for their user, and marks them read', async () => {
    const fetchMock = mockFetch({
      [LIST]: { body: { data: MESSAGES } },
      [USERS]: { body: USER_LIST },
      [READ]: { body: { data: { Unread: 0, LatestID: 2 } } },
    });
    renderApp('/message-board', { session: SESSIONS.user });
    await screen.findByText('Second');
    await waitFor(() =>
      expect(readSavedBoard(SESSIONS.user)).toEqual({
        messages: MESSAGES.map((message) => expect.objectContaining(message) as unknown),
        names: new Map([[2, 'frida']]),
      }),
    );
    expect(readSavedBoard(SESSIONS.family)).toBeNull();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([, init]) => init?.method === 'PUT')
          .map(([, init]) => init?.body),
      ).toEqual([JSON.stringify({ ID: 2 })]),
    );
  });

  it('shows the saved messages at once and when the server cannot be reached, saying so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(SAVED_KEY, JSON.stringify({ messages: MESSAGES, names: [[2, 'frida']] }));
    mockFetch({
      [LIST]: { status: 503, body: { error: 'Service Unavailable' } },
      [USERS]: { status: 503, body: { error: 'Service Unavailable' } },
    });
    renderApp('/message-board', { session: SESSIONS.user });
    await screen.findByText('Second');
    expect(items().map((item) => item.querySelector('.message__content')?.textContent)).toEqual([
      'Second',
      'First',
    ]);
    expect(within(items()[0]!).getByText('frida')).toBeInTheDocument();
    expect(screen.getByText('Showing messages saved on this device.')).toBeInTheDocument();
    expect(screen.queryByText('Loading messages…')).not.toBeInTheDocument();
  });

  it('discards a saved board it cannot read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(SAVED_KEY, JSON.stringify({ messages: [{ ID: 'x' }], names: [] }));
    mockFetch({ [LIST]: { body: { data: [] } }, [USERS]: { body: USER_LIST } });
    renderApp('/message-board', { session: SESSIONS.user });
    await screen.findByText('No messages yet. Be the first to say hello!');
    expect(localStorage.getItem(SAVED_KEY)).not.toContain('"x"');
  });
});
