/**
 * `npm run bench`: the JavaScript and CSS that `/` loads as a browser receives them (Brotli),
 * Lighthouse's mobile scores of four pages against the built server, WordWeaver's boards scored per
 * second, dictionary load time and server memory, Flappy Duo's simulation steps per second and
 * frame work in Chromium, and the API's throughput (GET /api/health, and an authenticated list of
 * 100 messages) against a bare Fastify hello world measured in the same run, beside the session
 * lookup alone and (PostgreSQL) a bare Fastify making one trivial query per request, on SQLite and,
 * when TEST_DATABASE_URL is set, PostgreSQL. Prints tables; asserts nothing. BENCH_LIGHTHOUSE=off skips
 * Lighthouse; BENCH_DURATION sets the seconds of each throughput run and BENCH_ROUNDS their
 * rounds; BENCH_ONLY=api measures only
 * the API's throughput (no build needed: `BENCH_ONLY=api tsx bench/run.ts`).
 *
 * Throughput is measured the same way for Nook and the bare reference: each server in a process of
 * its own, single-threaded, loaded by autocannon from this process with 50 connections, in short
 * interleaved rounds whose ratios are taken one by one (see apiRows). On a two-core machine the
 * server's core is the bottleneck for Nook; for the bare hello world the load generator is close
 * to saturation too.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { launchBrowser, startE2EServer, WEB_ROOT } from '../tests/e2e';
import { flappyDuoRows, measureFlappyDuo } from './flappy-duo';
import { LIGHTHOUSE_PAGES, lighthouse, type LighthouseScores } from './lighthouse';
import { measureTransperator, transperatorRows } from './transperator';
import { measureWordWeaver, wordWeaverRows } from './word-weaver';

const WIRE_BUDGET_KB = 100;
const HEALTH_RATIO_BUDGET = 0.8;
const MESSAGES_RATIO_BUDGET = 0.25;
const MESSAGES_P99_BUDGET_MS = 20;
const LIGHTHOUSE_PERFORMANCE_BUDGET = 95;
const DURATION_S = Number(process.env['BENCH_DURATION'] ?? 2);
const WARM_UP_S = 2;
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);

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

interface Target {
  address: string;
  pid: number;
  /** A Family member's bearer token (nook targets). */
  token: string;
  stop: () => void;
}

async function startTarget(
  kind: 'nook' | 'bare' | 'bare-query',
  database = 'sqlite',
): Promise<Target> {
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'target.ts'),
    kind,
    database,
  ]);
  const started = await new Promise<{ address: string; token: string }>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^(\{.*\})\n/m.exec(output);
      if (line?.[1]) resolve(JSON.parse(line[1]) as { address: string; token: string });
    });
    child.on('exit', (code) => reject(new Error(`${kind} target exited with ${code}`)));
  });
  return { ...started, pid: child.pid ?? NaN, stop: () => child.kill('SIGTERM') };
}

interface Throughput {
  rps: number;
  p99Ms: number;
  /** The server's CPU time per answered request, when its process was given. */
  cpuMicros?: number;
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU time process `pid` has used so far, user and system, in seconds (Linux's /proc). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command's name: state is field 3, utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

async function throughput(
  url: string,
  token?: string,
  extraHeaders: Record<string, string> = {},
  duration = DURATION_S,
  serverPid?: number,
): Promise<Throughput> {
  const options = {
    url,
    connections: 50,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extraHeaders },
  };
  // A second unmeasured first: the load generator, which alternates between answers of other
  // shapes, and the server settle before the measured run.
  await autocannon({ ...options, duration: 1 });
  const cpuBefore = serverPid === undefined ? 0 : cpuSecondsOf(serverPid);
  const result = await autocannon({ ...options, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    ...(serverPid === undefined
      ? {}
      : { cpuMicros: ((cpuSecondsOf(serverPid) - cpuBefore) * 1e6) / result.requests.total }),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

interface Measured {
  /** Requests per second, the median of the rounds. */
  rps: number;
  /** Of bare Fastify: the median of each round's ratio to the bare runs around it. */
  ratio: number;
  /** The highest p99 of any round. */
  p99Ms: number;
  /** The server's CPU time per request, the median of the rounds, in µs (health only). */
  cpuMicros: number;
}

/**
 * Health and the message list on one database, against bare Fastify, in short interleaved rounds:
 * each round measures every request of Nook, each between two runs of bare Fastify, and compares
 * it with their mean, so that a drift in the machine's speed, which on a shared machine is larger
 * than the differences measured, weighs on both sides of each ratio alike; the median of the
 * rounds is reported. For
 * reference, also the cheapest logged-in request (`GET /api/session`: the session lookup and
 * nothing else) and, on PostgreSQL, bare Fastify making one trivial query per request: the ceiling
 * of any request that asks this database anything, on this machine.
 */
async function apiRows(database: 'sqlite' | 'postgres'): Promise<Row[]> {
  const bare = await startTarget('bare');
  const nook = await startTarget('nook', database);
  const bareQuery = database === 'postgres' ? await startTarget('bare-query') : undefined;
  const runs = {
    health: () => throughput(`${nook.address}/api/health`, undefined, {}, DURATION_S, nook.pid),
    session: () => throughput(`${nook.address}/api/session`, nook.token),
    messages: () => throughput(`${nook.address}/api/data_models/message`, nook.token),
    brotli: () =>
      throughput(`${nook.address}/api/data_models/message`, nook.token, {
        'accept-encoding': 'gzip, deflate, br',
      }),
    ...(bareQuery ? { bareQuery: () => throughput(`${bareQuery.address}/`) } : {}),
  };
  type Name = keyof typeof runs;
  const names = Object.keys(runs) as Name[];
  /** Each run of Nook with the bare Fastify runs just before and just after it. */
  const rounds: Partial<Record<Name, { result: Throughput; bare: number }>>[] = [];
  const bareRuns: number[] = [];
  /** Bare Fastify's CPU time per request in each of its runs, in µs. */
  const bareCpu: number[] = [];
  try {
    // A warm-up of each, so the JIT has settled before anything is measured.
    await throughput(`${bare.address}/`, undefined, {}, WARM_UP_S);
    for (const name of names) await runs[name]?.();
    const bareRun = () => throughput(`${bare.address}/`, undefined, {}, DURATION_S, bare.pid);
    const first = await bareRun();
    let before = first.rps;
    bareRuns.push(before);
    bareCpu.push(first.cpuMicros ?? NaN);
    for (let round = 0; round < ROUNDS; round += 1) {
      const measured: Partial<Record<Name, { result: Throughput; bare: number }>> = {};
      for (const name of names) {
        const result = await runs[name]?.();
        const next = await bareRun();
        const after = next.rps;
        bareRuns.push(after);
        bareCpu.push(next.cpuMicros ?? NaN);
        if (result) measured[name] = { result, bare: (before + after) / 2 };
        before = after;
      }
      rounds.push(measured);
    }
  } finally {
    bare.stop();
    nook.stop();
    bareQuery?.stop();
  }
  const measure = (name: Name): Measured => {
    const results = rounds.map(
      (round) => round[name] ?? { result: { rps: NaN, p99Ms: NaN }, bare: NaN },
    );
    return {
      rps: median(results.map(({ result }) => result.rps)),
      ratio: median(results.map(({ result, bare: reference }) => result.rps / reference)),
      p99Ms: Math.max(...results.map(({ result }) => result.p99Ms)),
      cpuMicros: median(results.map(({ result }) => result.cpuMicros ?? NaN)),
    };
  };
  const health = measure('health');
  const messages = measure('messages');
  const on = database === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const reference = (label: string, name: Name): Row[] => {
    const measured = measure(name);
    return [
      {
        measure: label,
        value: `${Math.round(measured.rps)} req/s, ${measured.ratio.toFixed(2)} of bare`,
        budget: '',
        verdict: '',
      },
    ];
  };
  return [
    {
      measure: `bare Fastify hello world (${on} run)`,
      value: `${Math.round(median(bareRuns))} req/s (${Math.round(Math.min(...bareRuns))}–${Math.round(Math.max(...bareRuns))})`,
      budget: '',
      verdict: '',
    },
    {
      measure: `GET /api/health (${on})`,
      value: `${Math.round(health.rps)} req/s`,
      budget: '',
      verdict: '',
    },
    {
      measure: `health / bare Fastify (${on})`,
      value: health.ratio.toFixed(2),
      budget: `>= ${HEALTH_RATIO_BUDGET}`,
      verdict: health.ratio >= HEALTH_RATIO_BUDGET ? 'ok' : 'under budget',
    },
    {
      // What the ratio cannot tell apart: the load generator shares the machine, and reading
      // health's larger answer (its security headers) costs it more than the server's work does.
      measure: `server CPU per request, health against bare Fastify (${on})`,
      value: `${health.cpuMicros.toFixed(1)} µs against ${median(bareCpu).toFixed(1)} µs`,
      budget: '',
      verdict: '',
    },
    ...reference(`GET /api/session, the session lookup alone (${on})`, 'session'),
    ...(bareQuery
      ? reference('bare Fastify, one `select 1` per request (PostgreSQL)', 'bareQuery')
      : []),
    {
      measure: `GET /api/data_models/message, 100 messages, logged in (${on})`,
      value: `${Math.round(messages.rps)} req/s`,
      budget: '',
      verdict: '',
    },
    ...reference(`the same, asked for as a browser asks (Brotli) (${on})`, 'brotli'),
    {
      measure: `messages / bare Fastify (${on})`,
      value: messages.ratio.toFixed(2),
      budget: `>= ${MESSAGES_RATIO_BUDGET}`,
      verdict: messages.ratio >= MESSAGES_RATIO_BUDGET ? 'ok' : 'under budget',
    },
    {
      measure: `messages p99 at 50 connections, worst round (${on})`,
      value: `${messages.p99Ms} ms`,
      budget: `< ${MESSAGES_P99_BUDGET_MS} ms`,
      verdict: messages.p99Ms < MESSAGES_P99_BUDGET_MS ? 'ok' : 'over budget',
    },
  ];
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
    const rows = await apiRows('sqlite');
    if (process.env['TEST_DATABASE_URL']) rows.push(...(await apiRows('postgres')));
    console.table(rows);
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

  // Interleaved rounds, so that drift in the machine's speed affects both sides alike.
  rows.push(...(await apiRows('sqlite')));
  if (process.env['TEST_DATABASE_URL']) rows.push(...(await apiRows('postgres')));

  console.table(rows);
  if (scores.length > 0) console.table(lighthouseTable(scores));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
