/**
 * `npm run bench`: size of the JavaScript that `/` loads (gzipped), WordWeaver's boards scored per
 * second, dictionary load time and server memory, Flappy Duo's simulation steps per second and
 * frame work in Chromium, and GET /api/health throughput against a bare
 * Fastify hello world measured in the same run. Prints a table; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { launchBrowser, startE2EServer, WEB_ROOT } from '../tests/e2e';
import { flappyDuoRows, measureFlappyDuo } from './flappy-duo';
import { measureWordWeaver, wordWeaverRows } from './word-weaver';

const BUDGET_KB = 100;
const RATIO_BUDGET = 0.6;
const DURATION_S = Number(process.env['BENCH_DURATION'] ?? 5);
const ROUNDS = 2;

interface Row {
  measure: string;
  value: string;
  budget: string;
  verdict: string;
}

/** Every script `/` fetches in a real browser, gzipped, in KB. */
async function javascriptForHome(): Promise<{ kb: number; files: number }> {
  const server = await startE2EServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(server.baseUrl, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const script of scripts) {
      bytes += gzipSync(await readFile(path.join(WEB_ROOT, script))).length;
    }
    return { kb: bytes / 1024, files: scripts.size };
  } finally {
    await browser.close();
    await server.close();
  }
}

async function startTarget(kind: 'nook' | 'bare') {
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'target.ts'),
    kind,
  ]);
  const address = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^(http:\/\/\S+)\n/m.exec(output);
      if (line?.[1]) resolve(line[1]);
    });
    child.on('exit', (code) => reject(new Error(`${kind} target exited with ${code}`)));
  });
  return { address, stop: () => child.kill('SIGTERM') };
}

async function requestsPerSecond(url: string): Promise<number> {
  // A short warm-up so the JIT has settled before the measured run.
  await autocannon({ url, connections: 50, duration: 2 });
  const result = await autocannon({ url, connections: 50, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  return result.requests.average;
}

async function main() {
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` first');
  }
  const rows: Row[] = [];

  const home = await javascriptForHome();
  rows.push({
    measure: `JavaScript loaded by / (gzip, ${home.files} files)`,
    value: `${home.kb.toFixed(1)} KB`,
    budget: `< ${BUDGET_KB} KB`,
    verdict: home.kb < BUDGET_KB ? 'ok' : 'over budget',
  });

  // WordWeaver's scoring, dictionary load and the server's memory, in a process of their own.
  rows.push(...wordWeaverRows(await measureWordWeaver()));

  // Flappy Duo's simulation speed, and the main thread's work during a 20 s game in Chromium.
  rows.push(...flappyDuoRows(await measureFlappyDuo()));

  // Interleaved rounds, so that drift in the machine's speed affects both sides alike.
  const bare = await startTarget('bare');
  const nook = await startTarget('nook');
  let bareTotal = 0;
  let healthTotal = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    bareTotal += await requestsPerSecond(`${bare.address}/`);
    healthTotal += await requestsPerSecond(`${nook.address}/api/health`);
  }
  bare.stop();
  nook.stop();
  const bareRps = bareTotal / ROUNDS;
  const healthRps = healthTotal / ROUNDS;
  const ratio = healthRps / bareRps;
  rows.push(
    {
      measure: 'bare Fastify hello world',
      value: `${Math.round(bareRps)} req/s`,
      budget: '',
      verdict: '',
    },
    {
      measure: 'GET /api/health',
      value: `${Math.round(healthRps)} req/s`,
      budget: '',
      verdict: '',
    },
    {
      measure: 'health / bare Fastify',
      value: ratio.toFixed(2),
      budget: `>= ${RATIO_BUDGET}`,
      verdict: ratio >= RATIO_BUDGET ? 'ok' : 'under budget',
    },
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
