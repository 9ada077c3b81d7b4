import { describe, expect, it } from 'vitest';
import { checkHealth, shortCommit } from './health.api';
import { mockFetch } from '#tests/web/fetch-mock';

const HEALTHY = { body: { status: 'ok', commit: '0123456789abcdef' } };

describe('checkHealth', () => {
  it('reports Production from /api/health in a build', async () => {
    mockFetch({ 'GET /api/health': HEALTHY });
    await expect(checkHealth(false)).resolves.toEqual({
      connection: 'Production',
      status: 'ok',
      commit: '0123456789abcdef',
    });
  });

  it('reports Development from /api/health in the dev server', async () => {
    mockFetch({ 'GET /api/health': HEALTHY });
    await expect(checkHealth(true)).resolves.toMatchObject({ connection: 'Development' });
  });

  it('falls back to /health as Development', async () => {
    const fetchMock = mockFetch({
      'GET /api/health': { status: 502, body: { error: 'Bad gateway' } },
      'GET /health': { body: { status: 'degraded', commit: 'abc' } },
    });
    await expect(checkHealth(false)).resolves.toEqual({
      connection: 'Development',
      status: 'degraded',
      commit: 'abc',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports degraded when the server answers 503 because its database or disk is down', async () => {
    const fetchMock = mockFetch({
      'GET /api/health': {
        status: 503,
        body: { status: 'degraded', commit: 'abc', error: 'The database is not answering.' },
      },
    });
    await expect(checkHealth(false)).resolves.toEqual({
      connection: 'Production',
      status: 'degraded',
      commit: 'unknown',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports Error / Error / None when neither answers', async () => {
    mockFetch({
      'GET /api/health': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(checkHealth(false)).resolves.toEqual({
      connection: 'None',
      status: 'Error',
      commit: 'Error',
    });
  });

  it('shows the first 7 characters of a commit', () => {
    expect(shortCommit('0123456789abcdef')).toBe('0123456');
    expect(shortCommit('Error')).toBe('Error');
  });
});
