import { describe, expect, it } from 'vitest';
import { getSession, setSession } from './kit/session';
import { refreshSession } from './session-refresh';
import { headersOf, mockFetch } from '#tests/web/fetch-mock';

const STORED = { username: 'alice', role: 'Admin', token: 'tok-9' };

describe('refreshSession', () => {
  it('does not call the server without a stored token', async () => {
    const fetchMock = mockFetch();
    await refreshSession();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the role and username from the server', async () => {
    setSession(STORED);
    const fetchMock = mockFetch({
      'GET /api/session': { body: { data: { username: 'alice', role: 'User' } } },
    });
    await refreshSession();
    expect(headersOf(fetchMock.mock.calls[0]?.[1])).toMatchObject({
      Authorization: 'Bearer tok-9',
    });
    expect(getSession()).toEqual({ ...STORED, role: 'User' });
  });

  it("takes the user's ID a session stored before the ID was kept lacks", async () => {
    setSession(STORED);
    mockFetch({
      'GET /api/session': { body: { data: { username: 'alice', role: 'Admin', user_id: 4 } } },
    });
    await refreshSession();
    expect(getSession()).toEqual({ ...STORED, userId: 4 });
  });

  it('clears a session the server no longer knows', async () => {
    setSession(STORED);
    mockFetch({ 'GET /api/session': { status: 401, body: { error: 'Unauthorized' } } });
    await refreshSession();
    expect(getSession()).toBeNull();
  });

  it('keeps the session when the server cannot be reached', async () => {
    setSession(STORED);
    mockFetch({
      'GET /api/session': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await refreshSession();
    expect(getSession()).toEqual(STORED);
  });
});
