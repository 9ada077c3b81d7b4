import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/test-app';
import { precompressAssets } from '#scripts/precompress';

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

  it("sends helmet's headers with every page and file of the site, and the API's under /api", async () => {
    for (const url of ['/', '/games', '/assets/main-abc123.js', '/robots.txt', '/missing.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({
        url,
        scripts: response.headers['content-security-policy']?.includes("script-src 'self'"),
      }).toEqual({
        url,
        scripts: true,
      });
      expect({ url, referrer: response.headers['referrer-policy'] }).toEqual({
        url,
        referrer: 'no-referrer',
      });
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(api.headers['referrer-policy']).toBeUndefined();
  });

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

describe('serving prerendered pages', () => {
  const BOOT = "document.documentElement.setAttribute('data-role', 'x');";
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>${BOOT}</script></head><body><div id="root"><h1>${title}</h1></div></body></html>`;
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'nook-web-'));
    await mkdir(path.join(webRoot, '_pages', 'quizzes'), { recursive: true });
    await writeFile(path.join(webRoot, 'index.html'), page('Nook'));
    await writeFile(path.join(webRoot, '_pages', 'about.html'), page('About · Nook'));
    await writeFile(path.join(webRoot, '_pages', 'quizzes.html'), page('Quiz Center · Nook'));
    await writeFile(
      path.join(webRoot, '_pages', 'quizzes', 'timeline-tech.html'),
      page('Timeline Quiz: Innovations · Nook'),
    );
    await writeFile(path.join(webRoot, '_pages', '404.html'), page('Page not found · Nook'));
    await writeFile(path.join(webRoot, '_pages', '_template.html'), page('Template'));
    await precompressAssets(webRoot);
    t = await buildTestApp('sqlite', { build: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Nook'],
    ['/about', 'About · Nook'],
    ['/About/', 'About · Nook'],
    ['/quizzes', 'Quiz Center · Nook'],
    ['/quizzes/timeline-tech?round=2', 'Timeline Quiz: Innovations · Nook'],
  ])('sends %s its own page', async (url, title) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it.each(['/nowhere', '/quizzes/nope', '/_template', '/404'])(
    'answers %s, which no page has, with the 404 page and status 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Page not found · Nook</title>');
    },
  );

  it('sends pages compressed to a client that accepts Brotli', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('About · Nook');
  });

  it("admits the pages' own inline script in the CSP, and no other", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}';`,
    );
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});
