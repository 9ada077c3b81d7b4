/**
 * One Lighthouse run of one page, in a process of its own so that its trace processing does not
 * share an event loop with the server it measures:
 *
 *   tsx bench/lighthouse-page.ts '<json of LighthouseRequest>'
 *
 * Prints the run's figures as one line of JSON. Lighthouse's mobile defaults apply (a mid-range
 * phone, simulated slow 4G and a 4× slower CPU), and it clears the origin's storage and the cache
 * before loading the page; the session given is put back into localStorage as each document of the
 * site starts, before any of its scripts, which is where a browser that logged in keeps it.
 */
import { writeFile } from 'node:fs/promises';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../tests/chromium-flags';

export interface LighthouseRequest {
  url: string;
  chromiumPath: string;
  /** localStorage entries the page's origin starts with (a session), or none. */
  storage: Record<string, string>;
  /** Text the page shows when the session may not open it: its presence fails the run. */
  refusal: string;
  /** The 404 page: its status is the page's own, not a failed load. */
  notFound: boolean;
  /** Where to keep Lighthouse's whole report (JSON), when it is wanted. */
  reportFile?: string;
}

export interface LighthouseRun {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred for the page and everything it loaded. */
  bytes: number;
  /** Lighthouse's measure of the host's CPU (see LighthouseRow). */
  benchmarkIndex: number;
}

async function measure(request: LighthouseRequest): Promise<LighthouseRun> {
  const browser = await puppeteer.launch({
    executablePath: request.chromiumPath,
    headless: true,
    // puppeteer adds its own headless switch.
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
    // Lighthouse sets the phone's screen itself.
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    const origin = new URL(request.url).origin;
    await page.evaluateOnNewDocument(
      (siteOrigin: string, entries: Record<string, string>) => {
        if (location.origin !== siteOrigin) return;
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      },
      origin,
      request.storage,
    );
    const result = await lighthouse(
      request.url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ignoreStatusCode: request.notFound,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse ${request.url}: no result`);
    const { lhr } = result;
    if (request.reportFile) await writeFile(request.reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) {
      throw new Error(`lighthouse ${request.url}: ${lhr.runtimeError.message}`);
    }
    // The page Lighthouse measured must be the page itself, not a refusal or another address.
    const shown = await page.evaluate(() => ({
      text: document.body.innerText,
      url: location.href,
    }));
    if (shown.text.includes(request.refusal)) {
      throw new Error(`lighthouse ${request.url}: the page refused the session`);
    }
    if (shown.url !== lhr.finalDisplayedUrl) {
      throw new Error(`lighthouse ${request.url}: ended on ${shown.url}`);
    }
    const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
  }
}

const argument = process.argv[2];
if (!argument) throw new Error('usage: tsx bench/lighthouse-page.ts <request as JSON>');
console.info(JSON.stringify(await measure(JSON.parse(argument) as LighthouseRequest)));
