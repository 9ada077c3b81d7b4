import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, waitForServiceWorkerControl, WEB_ROOT } from '#tests/e2e';
import { buildTestApp, type TestApp } from '#tests/test-app';

/** The prompt's words (service-worker-registration.ts, which only the browser's build can load). */
const UPDATE_PROMPT_TEXT = 'Update available — reload';

/** Marks the about page of the next build, where React never looks: in the head. */
const NEXT_BUILD_MARK = '<meta name="nook-build" content="next">';

/** A changed file is served as it is: its Brotli and gzip copies are of the old bytes. */
async function removeCompressedCopies(file: string): Promise<void> {
  await rm(`${file}.br`, { force: true });
  await rm(`${file}.gz`, { force: true });
}

/**
 * Turns the copy of the build in `root` into the next build, as a deploy would: the about page
 * changes (and with it its revision in the worker's precache list, so the worker's bytes change),
 * and the RGB guesser's chunk is gone, renamed as a rebuilt chunk would be.
 */
async function makeNextBuild(root: string): Promise<void> {
  const about = path.join(root, '_pages/about.html');
  const page = await readFile(about, 'utf8');
  await writeFile(about, page.replace('</head>', `${NEXT_BUILD_MARK}</head>`));
  await removeCompressedCopies(about);

  const assets = path.join(root, 'assets');
  const chunk = (await readdir(assets)).find((file) => /^rgb-guesser-page-.*\.js$/.test(file));
  if (chunk === undefined) throw new Error('the build has no RGB guesser chunk');
  for (const suffix of ['', '.br', '.gz', '.map']) {
    await rm(path.join(assets, `${chunk}${suffix}`), { force: true });
  }

  const worker = path.join(root, 'sw.js');
  const before = await readFile(worker, 'utf8');
  // The worker is minified (`{url:"/about",revision:"…"}`); its keys may be quoted too.
  const after = before
    .replace(/("?url"?:\s*"\/about",\s*"?revision"?:\s*")[0-9a-f]+"/, '$1next-build"')
    .replace(
      new RegExp(`\\{\\s*"?url"?:\\s*"assets/${chunk.replace('.', '\\.')}",[^}]*\\},?\\s*`),
      '',
    );
  if (!after.includes('"next-build"') || after.includes(chunk)) {
    throw new Error('sw.js does not list the pages as this test expects');
  }
  await writeFile(worker, after);
  await removeCompressedCopies(worker);
}

describe('a deploy reaches an open site through its update prompt, in Chromium', () => {
  let root: string;
  let browser: Browser;
  let server: TestApp | undefined;

  /** The real server on `port` (0: any), serving the build in `root`. */
  async function serve(port: number): Promise<string> {
    server = await buildTestApp('sqlite', { build: { webRoot: root } });
    await server.app.listen({ port, host: '127.0.0.1' });
    const address = server.app.server.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'nook-build-'));
    await cp(WEB_ROOT, root, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('keeps the open build whole until the visitor reloads from the prompt', async () => {
    const baseUrl = await serve(0);
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: DESKTOP,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto('/about');
    await waitForServiceWorkerControl(page);
    const prompt = page.getByRole('button', { name: UPDATE_PROMPT_TEXT });
    expect(await prompt.isVisible()).toBe(false);
    // A second visitor, in a browser of their own, whose page is left open and never navigates.
    const openContext = await browser.newContext({
      baseURL: baseUrl,
      viewport: DESKTOP,
      reducedMotion: 'reduce',
    });
    const openPage = await openContext.newPage();
    await openPage.goto('/about');
    await waitForServiceWorkerControl(openPage);
    const openPrompt = openPage.getByRole('button', { name: UPDATE_PROMPT_TEXT });
    expect(await openPrompt.isVisible()).toBe(false);

    // The deploy: a new build, served by a new server on the same address.
    await server?.close();
    server = undefined;
    await makeNextBuild(root);
    await serve(Number(new URL(baseUrl).port));

    // The page left open hears of the new worker when it is shown again, without a navigation.
    await openPage.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await openPrompt.waitFor();
    expect(await openPage.locator('meta[name="nook-build"]').count()).toBe(0);
    await openContext.close();

    // The next navigation finds the new worker, which waits; the page is still the old build's.
    await page.goto('/about');
    await prompt.waitFor();
    expect(await page.locator('meta[name="nook-build"]').count()).toBe(0);

    // The old build stays whole: a chunk the new build no longer has still loads, from the old
    // worker's cache, and the prompt is offered on that page too.
    await page.goto('/quizzes/rbguesser');
    await page.getByRole('heading', { name: 'RGB Guesser', level: 1 }).waitFor();
    await prompt.waitFor();

    // Reloading from the prompt moves the page to the new build.
    await page.goto('/about');
    await prompt.click();
    await page.locator('meta[name="nook-build"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await prompt.isVisible()).toBe(false);
    await context.close();
  });
});
