import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../tests/test-app';

describe('serving the SPA', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'nook-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Nook</title>');
    await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webRoot, 'robots.txt'), 'User-agent: *');
    t = await buildTestApp('sqlite', { build: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/admin/s3_assets', '/quizzes/timeline-tech', '/games', '/family/ludde-analytics'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Nook</title>');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *');
  });

  it('answers missing files and unknown API paths with a JSON 404, not the page', async () => {
    for (const url of ['/assets/missing.js', '/api/unknown', '/favicon.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });
});
