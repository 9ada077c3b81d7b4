/**
 * `npm run bench`: the JavaScript and CSS that `/` loads as a browser receives them (Brotli),
 * Lighthouse's mobile performance of every page of the route table against the built server
 * (bench/lighthouse.ts), WordWeaver's boards scored per second, dictionary load time and server memory, Flappy Duo's simulation steps per second and
 * frame work in Chromium, and the API's budgets on the compiled server (bench/api.ts: latency and
 * throughput of a logged-in list of 100 messages, on two cores and on one, health, memory and start
 * time, on SQLite and on PostgreSQL when one answers). Prints tables; asserts nothing.
 * BENCH_ONLY=wire measures only the first page's bytes, after a build.
 * BENCH_LIGHTHOUSE=off skips Lighthouse; BENCH_ONLY=api measures only the API and BENCH_ONLY=lighthouse
 * only Lighthouse (after a build: `npm run build && BENCH_ONLY=api npx tsx bench/run.ts`).
 * What the upload limits cost (bench/uploads.ts: uploads per second with the quota and rate checked,
 * and the checks alone, on SQLite and PostgreSQL); BENCH_ONLY=uploads measures only that, no build needed.
 * A logout's time in Chromium with nothing waiting, five writes sent first, and five discarded
 * offline (bench/logout.ts); BENCH_ONLY=logout measures only that, after a build.
 * What 50 open boards' new-message and unread checks cost the server when nothing changes
 * (bench/live.ts); BENCH_ONLY=live measures only that, after a build.
 * The backup and restore of 100,000 messages and 1 GiB of objects (bench/backup.ts) runs last;
 * BENCH_BACKUP=off skips it and BENCH_ONLY=backup measures only it.
 * BENCH_PAGES=a,b limits Lighthouse to the pages whose path contains one of the words, and
 * BENCH_LIGHTHOUSE_REPORTS=dir keeps each run's whole report there.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { launchBrowser, startE2EServer, WEB_ROOT } from '../tests/e2e';
import { apiRows } from './api';
import { backupRows } from './backup';
import { flappyDuoRows, measureFlappyDuo } from './flappy-duo';
import { liveRows } from './live';
import { lighthouseTable, measureLighthouse, type LighthouseRow } from './lighthouse';
import { logoutRows } from './logout';
import { measureTransperator, transperatorRows } from './transperator';
import { uploadRows } from './uploads';
import { measureWordWeaver, wordWeaverRows } from './word-weaver';

const WIRE_BUDGET_KB = 100;

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

async function main() {
  if (process.env['BENCH_ONLY'] === 'backup') {
    console.table(await backupRows());
    return;
  }
  if (process.env['BENCH_ONLY'] === 'uploads') {
    console.table(await uploadRows());
    return;
  }
  if (process.env['BENCH_ONLY'] === 'api') {
    console.table(await apiRows());
    return;
  }
  if (process.env['BENCH_ONLY'] === 'live') {
    console.table(await liveRows());
    return;
  }
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` first');
  }
  const lighthouseOptions = {
    only: (process.env['BENCH_PAGES'] ?? '').split(',').filter(Boolean),
    reportsDir: process.env['BENCH_LIGHTHOUSE_REPORTS'],
  };
  if (process.env['BENCH_ONLY'] === 'wire') {
    const server = await startE2EServer();
    try {
      const home = await homeOnTheWire(server.baseUrl);
      console.log(`/ on the wire: ${home.kb.toFixed(1)} KB in ${home.files} files`);
    } finally {
      await server.close();
    }
    return;
  }
  if (process.env['BENCH_ONLY'] === 'logout') {
    console.table(await logoutRows());
    return;
  }
  if (process.env['BENCH_ONLY'] === 'lighthouse') {
    const server = await startE2EServer();
    try {
      console.table(lighthouseTable(await measureLighthouse(server, lighthouseOptions)));
    } finally {
      await server.close();
    }
    return;
  }
  const rows: Row[] = [];
  let lighthouseRows: LighthouseRow[] = [];

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
      lighthouseRows = await measureLighthouse(server, lighthouseOptions);
    }
  } finally {
    await server.close();
  }

  // WordWeaver's scoring, dictionary load and the server's memory, in a process of their own.
  rows.push(...wordWeaverRows(await measureWordWeaver()));

  // Flappy Duo's simulation speed, and the main thread's work during a 20 s game in Chromium.
  rows.push(...flappyDuoRows(await measureFlappyDuo()));

  // A logout's cost in Chromium: the outbox is sent or discarded first (decision 020).
  rows.push(...(await logoutRows()));

  // Transperator's keying kernels (JS and WebAssembly SIMD) against a memory copy.
  rows.push(...transperatorRows(measureTransperator()));

  // The API's budgets on the compiled server, SQLite and PostgreSQL.
  rows.push(...(await apiRows()));

  // What open boards' new-message and unread checks cost the server when nothing changes.
  rows.push(...(await liveRows()));

  // What the upload quota and rate cost, SQLite and PostgreSQL.
  rows.push(...(await uploadRows()));

  // npm run backup and npm run restore of a large site, on the compiled server.
  if (process.env['BENCH_BACKUP'] !== 'off') rows.push(...(await backupRows()));

  console.table(rows);
  if (lighthouseRows.length > 0) console.table(lighthouseTable(lighthouseRows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
