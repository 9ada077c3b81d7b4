import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/test-app';
import { precompressAssets } from '#scripts/precompress';

const SCRIPT = `export const greeting = ${JSON.stringify('hello, '.repeat(400))};\n`;
const PAGE = `<!doctype html><title>Nook</title><main>${'<p>Welcome to Nook.</p>'.repeat(80)}</main>`;
// Not text: it must be served as it is, never given compressed copies.
const IMAGE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

describe('compression', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'nook-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), PAGE);
    await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), SCRIPT);
    await writeFile(path.join(webRoot, 'assets', 'logo-abc123.png'), IMAGE);
    await writeFile(path.join(webRoot, 'robots.txt'), 'User-agent: *\n');
    await precompressAssets(webRoot);
    t = await buildTestApp('sqlite', { build: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('writes Brotli and gzip copies of text files that decode to the original', async () => {
    const original = await readFile(path.join(webRoot, 'assets', 'main-abc123.js'));
    const br = await readFile(path.join(webRoot, 'assets', 'main-abc123.js.br'));
    const gz = await readFile(path.join(webRoot, 'assets', 'main-abc123.js.gz'));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length);
    await expect(stat(path.join(webRoot, 'assets', 'logo-abc123.png.br'))).rejects.toThrow();
    // A tiny file whose copy would not be smaller keeps only its original.
    await expect(stat(path.join(webRoot, 'robots.txt.br'))).rejects.toThrow();
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    [undefined, undefined],
    ['identity', undefined],
  ])('sends a hashed script accepting %s as %s', async (accept, expected) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: accept === undefined ? {} : { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(expected, response.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each(['/', '/games', '/quizzes/timeline-tech'])(
    'sends the page for %s compressed and revalidated',
    async (url) => {
      for (const [accept, expected] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['', undefined],
      ] as const) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': accept },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['content-encoding']).toBe(expected);
        expect(response.headers['vary']).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decode(expected, response.rawPayload).toString()).toBe(PAGE);
      }
    },
  );

  it('sends files without compressed copies intact', async () => {
    const image = await t.app.inject({
      method: 'GET',
      url: '/assets/logo-abc123.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(IMAGE)).toBe(true);
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const encoding = robots.headers['content-encoding'];
    expect(
      decode(typeof encoding === 'string' ? encoding : undefined, robots.rawPayload).toString(),
    ).toBe('User-agent: *\n');
  });

  describe('API JSON', () => {
    let token: string;
    beforeAll(async () => {
      token = await t.tokenFor('Family');
      for (let index = 0; index < 40; index += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/data_models/message',
          headers: { authorization: `Bearer ${token}` },
          payload: { Content: `Message number ${index}, long enough to add up.` },
        });
        expect(response.statusCode).toBe(200);
      }
    });

    it.each([
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ])('sends a list over 1 KB accepting %s as %s', async (accept, expected) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (accept !== undefined) headers['accept-encoding'] = accept;
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/data_models/message',
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      if (expected !== undefined) expect(response.headers['vary']).toMatch(/accept-encoding/i);
      const body = JSON.parse(decode(expected, response.rawPayload).toString()) as {
        data: { Content: string }[];
      };
      expect(body.data).toHaveLength(40);
      expect(body.data[0]?.Content).toBe('Message number 39, long enough to add up.');
    });

    it('sends small answers as they are', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toMatchObject({ status: 'ok' });
    });
  });
});
