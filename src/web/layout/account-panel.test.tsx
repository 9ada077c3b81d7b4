import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceCredentialFor, getSession, rememberDeviceCredential } from '../kit/session';
import { headersOf, mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

const LOGIN_OK = { body: { data: { role: 'Family', token: 'fresh-token', username: 'frida' } } };

function account() {
  return within(screen.getByRole('region', { name: 'Account' }));
}

/** Types the name and password into the account panel's form and presses Login. */
async function submitLogin(
  user: ReturnType<typeof renderApp>['user'],
  username: string,
  password: string,
) {
  await user.type(account().getByLabelText('Username'), username);
  await user.type(account().getByLabelText('Password'), password);
  await user.click(account().getByRole('button', { name: 'Login' }));
}

/** Frida logs in with a wrong password and the server refuses it (401); the form says so. */
async function loginRefusedAsWrong() {
  const fetchMock = mockFetch({
    'POST /api/login': { status: 401, body: { error: 'Invalid username or password' } },
  });
  const { user } = renderApp('/about');
  await submitLogin(user, 'frida', 'wrong');
  await waitFor(() =>
    expect(account().getByRole('status')).toHaveTextContent('Invalid username or password'),
  );
  return fetchMock;
}

describe('login form', () => {
  it('has required Username and Password fields', () => {
    mockFetch();
    renderApp('/about');
    expect(account().getByLabelText('Username')).toBeRequired();
    expect(account().getByLabelText('Password')).toBeRequired();
    expect(account().getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('does not send an empty form', async () => {
    const fetchMock = mockFetch({ 'POST /api/login': LOGIN_OK });
    const { user } = renderApp('/about');
    await user.click(account().getByRole('button', { name: 'Login' }));
    await user.type(account().getByLabelText('Username'), 'frida');
    await user.click(account().getByRole('button', { name: 'Login' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });

  it('logs in, stores the session and says so', async () => {
    const fetchMock = mockFetch({ 'POST /api/login': LOGIN_OK });
    const { user } = renderApp('/about');
    await submitLogin(user, 'frida', 'correct horse');

    expect(await account().findByRole('status')).toHaveTextContent('Login successful!');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      username: 'frida',
      password: 'correct horse',
    });
    expect(localStorage.getItem('user_name')).toBe('frida');
    expect(localStorage.getItem('user_role')).toBe('Family');
    expect(localStorage.getItem('user_token')).toBe('fresh-token');
    expect(account().getByText('Signed in as frida')).toBeInTheDocument();
    expect(account().getByText('Family')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Board' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Family' })).toBeInTheDocument();
  });

  it("shows 'Invalid username or password' on a 401", async () => {
    await loginRefusedAsWrong();
    expect(getSession()).toBeNull();
    expect(account().getByLabelText('Username')).toHaveValue('frida');
    expect(account().getByLabelText('Password')).toHaveValue('');
  });

  it("shows the server's message when logins are throttled", async () => {
    mockFetch({
      'POST /api/login': {
        status: 429,
        body: { error: 'Too many failed login attempts. Try again later.' },
        headers: { 'Retry-After': '60' },
      },
    });
    const { user } = renderApp('/about');
    await submitLogin(user, 'frida', 'wrong');
    await waitFor(() =>
      expect(account().getByRole('status')).toHaveTextContent(
        'Too many failed login attempts. Try again later.',
      ),
    );
  });

  it('says Network Error when the server cannot be reached', async () => {
    mockFetch({
      'POST /api/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/about');
    await submitLogin(user, 'frida', 'pw');
    await waitFor(() => expect(account().getByRole('status')).toHaveTextContent('Network Error'));
  });
});

describe("the user's ID", () => {
  it("is kept from the login's answer beside the spec's session keys", async () => {
    mockFetch({
      'POST /api/login': { body: { data: { ...LOGIN_OK.body.data, user_id: 12 } } },
    });
    const { user } = renderApp('/about');
    await submitLogin(user, 'frida', 'correct horse');
    await account().findByText('Login successful!');
    expect(localStorage.getItem('user_id')).toBe('12');
    expect(getSession()).toEqual({
      username: 'frida',
      role: 'Family',
      token: 'fresh-token',
      userId: 12,
    });
  });
});

describe('logout', () => {
  it('tells the server, clears the session and shows an empty form', async () => {
    const fetchMock = mockFetch({ 'POST /api/logout': { status: 204 } });
    const { user } = renderApp('/about', { session: SESSIONS.admin });
    expect(account().getByText('Signed in as ada')).toBeInTheDocument();

    await user.click(account().getByRole('button', { name: 'Logout' }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/logout');
    expect(init?.method).toBe('POST');
    expect(headersOf(init)).toMatchObject({ Authorization: 'Bearer token-admin' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('user_name')).toBeNull();
    expect(localStorage.getItem('user_role')).toBeNull();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(account().getByLabelText('Username')).toHaveValue('');
    expect(account().getByLabelText('Username')).toHaveFocus();
    expect(account().getByLabelText('Password')).toHaveValue('');
    expect(account().getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('logs out even when the server call fails', async () => {
    mockFetch({
      'POST /api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp('/about', { session: SESSIONS.user });
    await user.click(account().getByRole('button', { name: 'Logout' }));
    expect(getSession()).toBeNull();
    expect(account().getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('clears the success message after logging out and in again', async () => {
    mockFetch({ 'POST /api/login': LOGIN_OK, 'POST /api/logout': { status: 204 } });
    const { user } = renderApp('/about');
    await submitLogin(user, 'frida', 'pw');
    await account().findByText('Login successful!');
    await user.click(account().getByRole('button', { name: 'Logout' }));
    expect(account().queryByText('Login successful!')).not.toBeInTheDocument();
  });
});

describe('device credential', () => {
  /** A login endpoint that hands out a new credential each time and records what it was sent. */
  function deviceAwareLogin() {
    let issued = 0;
    return mockFetch({
      'POST /api/login': (init) => {
        const body = JSON.parse(init?.body as string) as { username: string };
        issued += 1;
        return {
          body: {
            data: {
              role: 'Family',
              token: `session-${issued}`,
              username: body.username.toLowerCase(),
              device_credential: `device-${issued}`,
            },
          },
        };
      },
      'POST /api/logout': { status: 204 },
    });
  }

  async function logInThroughForm(user: ReturnType<typeof renderApp>['user'], name: string) {
    await submitLogin(user, name, 'correct horse');
    await account().findByText('Login successful!');
  }

  const sentBody = (fetchMock: ReturnType<typeof mockFetch>, call: number) =>
    JSON.parse(fetchMock.mock.calls[call]?.[1]?.body as string) as Record<string, unknown>;

  it('keeps the credential through logout and sends it with the next login to that account', async () => {
    const fetchMock = deviceAwareLogin();
    const { user } = renderApp('/about');

    await logInThroughForm(user, 'frida');
    expect(sentBody(fetchMock, 0)).toEqual({ username: 'frida', password: 'correct horse' });
    expect(deviceCredentialFor('frida')).toBe('device-1');

    await user.click(account().getByRole('button', { name: 'Logout' }));
    expect(getSession()).toBeNull();
    expect(deviceCredentialFor('frida')).toBe('device-1');

    // Usernames match without regard to case, as on the server.
    await logInThroughForm(user, 'Frida');
    expect(sentBody(fetchMock, 2)).toEqual({
      username: 'Frida',
      password: 'correct horse',
      device_credential: 'device-1',
    });
    // The server replaces the credential it was sent; the browser keeps the new one.
    expect(deviceCredentialFor('frida')).toBe('device-2');
  });

  it('sends no credential for an account this browser has not logged in to', async () => {
    const fetchMock = deviceAwareLogin();
    const { user } = renderApp('/about');
    await logInThroughForm(user, 'frida');
    await user.click(account().getByRole('button', { name: 'Logout' }));

    await logInThroughForm(user, 'ada');
    expect(sentBody(fetchMock, 2)).toEqual({ username: 'ada', password: 'correct horse' });
    expect(deviceCredentialFor('ada')).toBe('device-2');
    expect(deviceCredentialFor('frida')).toBe('device-1');
  });

  it('keeps the credential it holds when a login fails', async () => {
    rememberDeviceCredential('frida', 'device-old');
    const fetchMock = await loginRefusedAsWrong();
    expect(sentBody(fetchMock, 0)['device_credential']).toBe('device-old');
    expect(deviceCredentialFor('frida')).toBe('device-old');
  });
});
