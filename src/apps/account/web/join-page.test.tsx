import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { renderApp } from '#tests/web/render-app';
import { getSession } from '#kit/session';
import { NO_TOKEN_TEXT } from './join-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const LINK_PATH = `GET /api/account-links/${TOKEN}`;
const PASSWORD_PATH = `POST /api/account-links/${TOKEN}/password`;

/** Opens the page as a link does: the token after `#` in the browser's address. */
function openLink(hash: string, routes: Parameters<typeof mockFetch>[0]) {
  window.history.replaceState(null, '', `/join${hash}`);
  const fetchMock = mockFetch(routes);
  return { ...renderApp('/join'), fetchMock };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the page an invitation link opens', () => {
  it('greets the invited person, drops the token from the address, and signs them in', async () => {
    const { user, fetchMock, currentLocation } = openLink(`#${TOKEN}`, {
      [LINK_PATH]: {
        body: {
          data: { username: 'anna', purpose: 'invitation', expires_at: '2026-12-05T09:00:00Z' },
        },
      },
      [PASSWORD_PATH]: {
        body: { data: { role: 'Family', token: 'session-token', username: 'anna', user_id: 7 } },
      },
    });
    await screen.findByRole('heading', {
      name: 'Welcome to Nook, anna — choose a password',
      level: 1,
    });
    expect(window.location.hash).toBe('');

    const form = screen.getByRole('region', { name: 'Choose a password' });
    await user.type(within(form).getByLabelText('New password'), 'anna picks one');
    await user.type(within(form).getByLabelText('Confirm new password'), 'anna picks two');
    await user.click(within(form).getByRole('button', { name: 'Set password and sign in' }));
    expect(within(form).getByText('The new passwords do not match.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'anna picks one');
    await user.click(within(form).getByRole('button', { name: 'Set password and sign in' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
    expect(getSession()).toEqual({
      username: 'anna',
      role: 'Family',
      token: 'session-token',
      userId: 7,
    });
  });

  it('says plainly when the link was used, and what to do', async () => {
    openLink(`#${TOKEN}`, {
      [LINK_PATH]: {
        status: 410,
        body: {
          error: 'This link has already been used. Ask the person who runs Nook for a new link.',
        },
      },
    });
    await screen.findByRole('heading', { name: 'This link can no longer be used' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link has already been used. Ask the person who runs Nook for a new link.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('asks a reset link holder for a new password', async () => {
    openLink(`#${TOKEN}`, {
      [LINK_PATH]: {
        body: { data: { username: 'frida', purpose: 'reset', expires_at: '2026-12-05T09:00:00Z' } },
      },
    });
    await screen.findByRole('heading', { name: 'Choose a new password', level: 1 });
    expect(screen.getByText(/For frida\. Every device signed in/)).toBeInTheDocument();
  });

  it('says what to do when the address has no token', async () => {
    const { fetchMock } = openLink('', {});
    await screen.findByRole('heading', { name: 'This link is not complete' });
    expect(screen.getByText(NO_TOKEN_TEXT)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
