/**
 * `npm run bench`: the JavaScript and CSS that `/` loads as a browser receives them (Brotli),
 * Lighthouse's mobile scores of four pages against the built server, WordWeaver's boards scored per
 * second, dictionary load time and server memory, Flappy Duo's simulation steps per second and
 * frame work in Chromium, and the API's budgets on the compiled server (bench/api.ts: latency and
 * throughput of a logged-in list of 100 messages, on two cores and on one, health, memory and start
 * time, on SQLite and on PostgreSQL when one answers). Prints tables; asserts nothing.
 * BENCH_LIGHTHOUSE=off skips Lighthouse; BENCH_ONLY=api measures only the API (after a build:
 * `npm run build && BENCH_ONLY=api npx tsx bench/run.ts`).
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { launchBrowser, startE2EServer, WEB_ROOT } from '../tests/e2e';
import { apiRows } from './api';
import { flappyDuoRows, measureFlappyDuo } from './flappy-duo';
import { LIGHTHOUSE_PAGES, lighthouse, type LighthouseScores } from './lighthouse';
import { measureTransperator, transperatorRows } from './transperator';
import { measureWordWeaver, wordWeaverRows } from './word-weaver';

const WIRE_BUDGET_KB = 100;
const LIGHTHOUSE_PERFORMANCE_BUDGET = 95;

interface Row {
  measure: string;
  value: string;
  budget: string;
  verdict: string;
}

/** Bytes of the body as sent for `url` to a client that accepts Brotli and gzip. */
function bytesOnTheWire(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Every script and stylesheet `/` fetches in a real browser, as the server sends them with Brotli. */
async function homeOnTheWire(
  baseUrl: string,
): Promise<{ kb: number; files: number; allBrotli: boolean }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') files.add(new URL(response.url()).pathname);
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    let bytes = 0;
    let allBrotli = true;
    for (const file of files) {
      const sent = await bytesOnTheWire(`${baseUrl}${file}`);
      bytes += sent.bytes;
      allBrotli &&= sent.encoding === 'br';
    }
    return { kb: bytes / 1024, files: files.size, allBrotli };
  } finally {
    await browser.close();
  }
}

function lighthouseTable(scores: LighthouseScores[]) {
  return scores.map((result) => ({
    page: result.page,
    performance: result.performance,
    accessibility: result.accessibility,
    'best practices': result.bestPractices,
    SEO: result.seo,
    CLS: Number(result.cls.toFixed(3)),
    'LCP ms': Math.round(result.lcpMs),
    'host CPU index': Math.round(result.benchmarkIndex),
    verdict:
      result.performance >= LIGHTHOUSE_PERFORMANCE_BUDGET &&
      result.accessibility === 100 &&
      result.bestPractices === 100 &&
      result.seo === 100 &&
      result.cls === 0
        ? 'ok'
        : `budget: performance >= ${LIGHTHOUSE_PERFORMANCE_BUDGET}, others 100, CLS 0`,
  }));
}

async function main() {
  if (process.env['BENCH_ONLY'] === 'api') {
    console.table(await apiRows());
    return;
  }
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` first');
  }
  const rows: Row[] = [];
  const scores: LighthouseScores[] = [];

  const server = await startE2EServer();
  try {
    const home = await homeOnTheWire(server.baseUrl);
    rows.push({
      measure: `JavaScript and CSS of / on the wire (Brotli, ${home.files} files)`,
      value: `${home.kb.toFixed(1)} KB`,
      budget: `<= ${WIRE_BUDGET_KB} KB, all Brotli`,
      verdict: home.kb <= WIRE_BUDGET_KB && home.allBrotli ? 'ok' : 'over budget',
    });
    if (process.env['BENCH_LIGHTHOUSE'] !== 'off') {
      for (const page of LIGHTHOUSE_PAGES) scores.push(await lighthouse(server.baseUrl, page));
    }
  } finally {
    await server.close();
  }

  // WordWeaver's scoring, dictionary load and the server's memory, in a process of their own.
  rows.push(...wordWeaverRows(await measureWordWeaver()));

  // Flappy Duo's simulation speed, and the main thread's work during a 20 s game in Chromium.
  rows.push(...flappyDuoRows(await measureFlappyDuo()));

  // Transperator's keying kernels (JS and WebAssembly SIMD) against a memory copy.
  rows.push(...transperatorRows(measureTransperator()));

  // The API's budgets on the compiled server, SQLite and PostgreSQL.
  rows.push(...(await apiRows()));

  console.table(rows);
  if (scores.length > 0) console.table(lighthouseTable(scores));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
