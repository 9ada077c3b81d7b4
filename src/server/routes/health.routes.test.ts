import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKinds, type TestApp } from '../../../tests/test-app';
import { resolveCommit } from '../commit';

describe.each(testDatabaseKinds())('health on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers ok with the configured commit at /api/health and /health', async () => {
    t = await buildTestApp(kind, { env: { GIT_COMMIT: 'feedfacecafebeef' } });
    for (const url of ['/api/health', '/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', commit: 'feedfacecafebeef' });
    }
  });

  it('answers degraded, still 200, when the database stops answering', async () => {
    t = await buildTestApp(kind);
    const before = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(before.json<{ status: string }>().status).toBe('ok');
    await t.app.db.destroy();
    // The previous answer is reused for up to a second; then the next probe finds the database gone.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ status: string }>().status).toBe('degraded');
  });
});

describe('resolveCommit', () => {
  it('prefers GIT_COMMIT', () => {
    expect(resolveCommit('abc1234')).toBe('abc1234');
  });

  it('reads the git checkout when there is one, else says unknown', () => {
    expect(resolveCommit(undefined, '/')).toBe('unknown');
    const fromRepo = resolveCommit(undefined, process.cwd());
    expect(fromRepo === 'unknown' || /^[0-9a-f]{40}$/.test(fromRepo)).toBe(true);
  });
});
