import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { renderApp, SESSIONS } from '#tests/web/render-app';
import { visitsKey } from './last-visit';

describe('home page', () => {
  it('shows the title, tagline and a logo that toggles its opacity', async () => {
    localStorage.setItem('debug_mode', '0');
    mockFetch();
    const { user } = renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Nook' })).toBeInTheDocument();
    expect(screen.getByText('A little slice of the internet')).toBeInTheDocument();

    const logo = screen.getByRole('button', { name: 'Toggle logo' });
    const image = logo.firstElementChild;
    expect(logo).toHaveAttribute('aria-pressed', 'false');
    expect(image).toHaveStyle({ opacity: '1' });
    await user.click(logo);
    expect(logo).toHaveAttribute('aria-pressed', 'true');
    expect(image).toHaveStyle({ opacity: '0.4' });
    await user.click(logo);
    expect(image).toHaveStyle({ opacity: '1' });
  });

  it('hides the debug panel when debug mode is off', () => {
    const fetchMock = mockFetch();
    renderApp('/?debug=0');
    expect(screen.queryByText(/^Connection:/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('debug_mode')).toBe('0');
  });

  it('shows connection, status and a short commit in debug mode', async () => {
    mockFetch({ 'GET /api/health': { body: { status: 'ok', commit: 'deadbeefcafe1234' } } });
    renderApp('/?debug=1');
    expect(await screen.findByText('Status: ok')).toBeInTheDocument();
    // Tests run in Vite's dev mode.
    expect(screen.getByText('Connection: Development')).toBeInTheDocument();
    expect(screen.getByText('Commit: deadbee')).toBeInTheDocument();
    expect(localStorage.getItem('debug_mode')).toBe('1');
  });

  it('shows a checking state, then Error / Error / None when no server answers', async () => {
    mockFetch({
      'GET /api/health': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /health': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/?debug=1');
    expect(screen.getByText('Checking the server…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Status: Error')).toBeInTheDocument();
    expect(screen.getByText('Commit: Error')).toBeInTheDocument();
    expect(screen.getByText('Connection: None')).toBeInTheDocument();
  });
});

describe("home page's news", () => {
  const LAST_SEEN = '2026-11-20T08:00:00.000Z';
  const NEWS = `GET /api/whats-new?since=${encodeURIComponent(LAST_SEEN)}`;
  const rememberVisit = () =>
    localStorage.setItem(visitsKey('ulla'), JSON.stringify({ lastSeen: LAST_SEEN }));

  afterEach(() => {
    vi.useRealTimers();
  });

  it('says what is new since the last visit, each line linking to its page', async () => {
    rememberVisit();
    const justNow = new Date(Date.now() - 2 * 60 * 60_000).toISOString();
    mockFetch({
      [NEWS]: {
        body: {
          data: {
            Since: LAST_SEEN,
            Items: [
              {
                Kind: 'messages',
                Title: '2 new messages',
                Detail: 'frida: “Dinner at six”',
                Link: '/message-board',
                At: justNow,
              },
              {
                Kind: 'high-score',
                Title: 'New family best in Flappy Duo',
                Detail: 'frida set it: 12.5 s',
                Link: '/games/flappyduo',
                At: LAST_SEEN,
              },
            ],
          },
        },
      },
    });
    const { user, currentLocation } = renderApp('/', { session: SESSIONS.user });
    const panel = await screen.findByRole('region', { name: 'What’s new since your last visit' });
    expect(within(panel).getByText(/^Your last visit:/)).toBeInTheDocument();
    const messages = await within(panel).findByRole('link', { name: /2 new messages/ });
    expect(messages).toHaveTextContent('2 hours ago');
    expect(messages).toHaveTextContent('frida: “Dinner at six”');
    expect(within(panel).getByRole('link', { name: /Flappy Duo/ })).toHaveAttribute(
      'href',
      '/games/flappyduo',
    );
    // The visit is recorded: a look now is part of this visit, whose news starts where it did.
    expect(JSON.parse(localStorage.getItem(visitsKey('ulla'))!)).toMatchObject({
      since: LAST_SEEN,
    });
    await user.click(messages);
    expect(currentLocation().pathname).toBe('/message-board');
  });

  it('tells a first visit about the last week, and when nothing happened says so', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00.000Z'));
    const since = '2026-11-20T12:00:00.000Z';
    mockFetch({
      [`GET /api/whats-new?since=${encodeURIComponent(since)}`]: {
        body: { data: { Since: since, Items: [] } },
      },
    });
    renderApp('/', { session: SESSIONS.user });
    const panel = await screen.findByRole('region', { name: 'What’s new this week' });
    expect(await within(panel).findByText('Nothing new this week.')).toBeInTheDocument();
    expect(within(panel).queryByText(/^Your last visit:/)).not.toBeInTheDocument();
  });

  it('offers to try again when the news cannot be loaded', async () => {
    rememberVisit();
    let failing = true;
    mockFetch({
      [NEWS]: () =>
        failing
          ? { status: 500, body: { error: 'Internal Server Error' } }
          : { body: { data: { Since: LAST_SEEN, Items: [] } } },
    });
    const { user } = renderApp('/', { session: SESSIONS.user });
    expect(
      await screen.findByText('What’s new could not be loaded right now.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing new since your last visit.')).toBeInTheDocument();
  });

  it('is not there for a visitor, who asks the server nothing', async () => {
    localStorage.setItem('debug_mode', '0');
    const fetchMock = mockFetch();
    renderApp('/');
    expect(await screen.findByText('A little slice of the internet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /What’s new/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
