import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, apiRequest } from './api-client';
import { getSession, setSession } from './session';
import { headersOf, mockFetch } from '#tests/web/fetch-mock';

const SESSION = { username: 'alice', role: 'User', token: 'tok-1' };

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token', async () => {
    setSession(SESSION);
    const fetchMock = mockFetch({ 'POST /api/things': { body: { data: { id: 1 } } } });
    const result = await apiRequest('POST', '/api/things', {
      body: { name: 'x' },
      schema: z.object({ data: z.object({ id: z.number() }) }),
    });
    expect(result).toEqual({ data: { id: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"x"}');
    expect(headersOf(init)).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
    });
  });

  it('sends no Authorization header without a session', async () => {
    const fetchMock = mockFetch({ 'GET /api/things': { body: [] } });
    await apiRequest('GET', '/api/things');
    expect(headersOf(fetchMock.mock.calls[0]?.[1])).not.toHaveProperty('Authorization');
  });

  it('turns an {error} body into an ApiError with the status', async () => {
    mockFetch({ 'GET /api/things': { status: 429, body: { error: 'Slow down' } } });
    await expect(apiRequest('GET', '/api/things')).rejects.toEqual(new ApiError(429, 'Slow down'));
  });

  it('clears the session on any 401', async () => {
    setSession(SESSION);
    mockFetch({ 'GET /api/things': { status: 401, body: { error: 'Unauthorized' } } });
    await expect(apiRequest('GET', '/api/things')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('user_token')).toBeNull();
  });

  it('keeps the session on other errors', async () => {
    setSession(SESSION);
    mockFetch({ 'GET /api/things': { status: 403, body: { error: 'Forbidden' } } });
    await expect(apiRequest('GET', '/api/things')).rejects.toMatchObject({ status: 403 });
    expect(getSession()).toEqual(SESSION);
  });

  it('reports an unreachable server as status 0, Network Error', async () => {
    mockFetch({
      'GET /api/things': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(apiRequest('GET', '/api/things')).rejects.toEqual(
      new ApiError(0, 'Network Error'),
    );
  });

  it('rejects a 2xx answer that does not match the schema, or is not JSON', async () => {
    mockFetch({ 'GET /api/things': { body: { nope: true } } });
    await expect(
      apiRequest('GET', '/api/things', { schema: z.object({ data: z.array(z.string()) }) }),
    ).rejects.toBeInstanceOf(ApiError);

    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(new Response('<!doctype html>', { status: 200 }));
    await expect(apiRequest('GET', '/api/health')).rejects.toMatchObject({ status: 200 });
  });

  it('returns undefined for 204', async () => {
    mockFetch({ 'POST /api/logout': { status: 204 } });
    await expect(apiRequest('POST', '/api/logout')).resolves.toBeUndefined();
  });
});
