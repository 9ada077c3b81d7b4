import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

const LIST = 'GET /api/data_models/message?limit=50';
const USERS = 'GET /api/data_models/users';
const POST = 'POST /api/data_models/message';

const MESSAGES = [
  { ID: 1, Content: 'First!', SentAt: '2026-11-20T08:00:00.000Z', SenderID: 2 },
  { ID: 3, Content: 'From nobody', SentAt: '2026-11-21T09:00:00.000Z', SenderID: 0 },
  { ID: 2, Content: 'From a ghost', SentAt: '2026-11-20T12:00:00.000Z', SenderID: 99 },
];
const USER_LIST = {
  data: [
    { ID: 1, username: 'admin' },
    { ID: 2, username: 'frida' },
  ],
};

function messageItems() {
  return within(screen.getByRole('list', { name: 'Messages, newest first' })).getAllByRole(
    'listitem',
  );
}

function postedBodies(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
}

describe('message board', () => {
  it('lists messages newest first with sender names, User {id} and Anonymous', async () => {
    mockFetch({ [LIST]: { body: { data: MESSAGES } }, [USERS]: { body: USER_LIST } });
    renderApp('/message-board', { session: SESSIONS.user });

    await screen.findByText('First!');
    await waitFor(() => expect(within(messageItems()[2]!).getByText('frida')).toBeInTheDocument());
    const items = messageItems();
    expect(items.map((item) => item.querySelector('.message__content')?.textContent)).toEqual([
      'From nobody',
      'From a ghost',
      'First!',
    ]);
    expect(within(items[0]!).getByText('Anonymous')).toBeInTheDocument();
    expect(within(items[1]!).getByText('User 99')).toBeInTheDocument();
    const time = items[2]!.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-11-20T08:00:00.000Z');
    // Shown in the reader's locale, not as the raw ISO text.
    expect(time?.textContent).not.toContain('T08:00');
    expect(time?.textContent).toMatch(/2026/);
  });

  it('renders markup in a message as text', async () => {
    const attack = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    mockFetch({
      [LIST]: {
        body: { data: [{ ID: 1, Content: attack, SentAt: MESSAGES[0]!.SentAt, SenderID: 2 }] },
      },
      [USERS]: { body: USER_LIST },
    });
    renderApp('/message-board', { session: SESSIONS.user });
    expect(await screen.findByText(attack)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Messages, newest first' });
    expect(list.querySelector('img')).toBeNull();
    expect(list.querySelector('b')).toBeNull();
  });

  it('does not send an empty or whitespace-only message', async () => {
    const fetchMock = mockFetch({
      [LIST]: { body: { data: [] } },
      [USERS]: { body: USER_LIST },
      [POST]: { body: { data: MESSAGES[0] } },
    });
    const { user } = renderApp('/message-board', { session: SESSIONS.user });
    const box = await screen.findByLabelText('Your message');
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await user.type(box, '   {Enter}  ');
    expect(post).toBeDisabled();
    await user.click(post);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(postedBodies(fetchMock)).toEqual([]);
    expect(box).toHaveValue('   \n  ');
  });

  it('counts characters up to 2000 and stops there', async () => {
    mockFetch({ [LIST]: { body: { data: [] } }, [USERS]: { body: USER_LIST } });
    const { user } = renderApp('/message-board', { session: SESSIONS.user });
    const box = await screen.findByLabelText('Your message');
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    await user.type(box, 'Hej!');
    expect(screen.getByText('4 / 2000')).toBeInTheDocument();
    expect(box).toHaveAttribute('maxLength', '2000');
    expect(box).toHaveAccessibleDescription('4 / 2000');
  });

  it('posts the trimmed text, clears the field after a 200 and reloads the list', async () => {
    let listed = [MESSAGES[0]!];
    const posted = {
      ID: 4,
      Content: 'Hello there',
      SentAt: '2026-11-22T10:00:00.000Z',
      SenderID: 1,
    };
    const fetchMock = mockFetch({
      [LIST]: () => ({ body: { data: listed } }),
      [USERS]: { body: USER_LIST },
      [POST]: () => {
        listed = [posted, ...listed];
        return { status: 200, body: { data: posted } };
      },
    });
    const { user } = renderApp('/message-board', { session: SESSIONS.user });
    const box = await screen.findByLabelText('Your message');
    await screen.findByText('First!');
    await user.type(box, '  Hello there  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await screen.findByText('Hello there');
    expect(box).toHaveValue('');
    const [body] = postedBodies(fetchMock);
    expect(body?.['Content']).toBe('Hello there');
    expect(new Date(body?.['SentAt'] as string).toISOString()).toBe(body?.['SentAt']);
    expect(messageItems()[0]).toHaveTextContent('Hello there');
    const postCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(postCall?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-user' });
  });

  it('posts with Ctrl+Enter', async () => {
    const fetchMock = mockFetch({
      [LIST]: { body: { data: [] } },
      [USERS]: { body: USER_LIST },
      [POST]: { body: { data: MESSAGES[0] } },
    });
    const { user } = renderApp('/message-board', { session: SESSIONS.user });
    await user.type(await screen.findByLabelText('Your message'), 'Quick note');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(postedBodies(fetchMock)).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue(''));
  });

  it('keeps the text and shows the error when posting fails', async () => {
    mockFetch({
      [LIST]: { body: { data: [] } },
      [USERS]: { body: USER_LIST },
      [POST]: { status: 400, body: { error: 'Content must be at most 2000 characters' } },
    });
    const { user } = renderApp('/message-board', { session: SESSIONS.user });
    const box = await screen.findByLabelText('Your message');
    await user.type(box, 'Will this work?');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not posted: Content must be at most 2000 characters',
    );
    expect(box).toHaveValue('Will this work?');
  });

  it('only logs failures to load messages and users, showing the empty board', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      [LIST]: { status: 500, body: { error: 'Internal Server Error' } },
      [USERS]: { status: 500, body: { error: 'Internal Server Error' } },
    });
    renderApp('/message-board', { session: SESSIONS.user });
    expect(
      await screen.findByText('No messages yet. Be the first to say hello!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
  });

  it('names senders User {id} when the users cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      [LIST]: { body: { data: MESSAGES } },
      [USERS]: { status: 500, body: { error: 'Internal Server Error' } },
    });
    renderApp('/message-board', { session: SESSIONS.user });
    await screen.findByText('First!');
    expect(within(messageItems()[2]!).getByText('User 2')).toBeInTheDocument();
  });

  it('loads older messages a page at a time', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        ID: from - index,
        Content: `Message ${from - index}`,
        SentAt: new Date(Date.UTC(2026, 10, 1) + (from - index) * 60_000).toISOString(),
        SenderID: 1,
      }));
    mockFetch({
      [LIST]: { body: { data: page(60, 50) } },
      'GET /api/data_models/message?limit=50&before=11': { body: { data: page(10, 10) } },
      [USERS]: { body: USER_LIST },
    });
    const { user } = renderApp('/message-board', { session: SESSIONS.user });
    await screen.findByText('Message 60');
    expect(screen.queryByText('Message 10')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('Message 10')).toBeInTheDocument();
    expect(messageItems()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
  });
});
