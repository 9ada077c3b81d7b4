/**
 * The API's budgets, absolute, measured on the compiled server as `npm start` runs it
 * (dist/server/main.js, plain Node, its default log level) on a fresh database, loaded by
 * autocannon from this process over loopback:
 *
 * - a logged-in list of 100 messages at 50 connections: p99 and requests per second on SQLite,
 *   p99 on PostgreSQL;
 * - the same on one core (the server pinned with `taskset -c 0`, a Raspberry Pi-sized server) at
 *   20 connections: p99;
 * - GET /api/health at 10 connections (a few load balancers and monitors at once): p99;
 * - resident memory once started, and the time from starting the process to its first health answer.
 *
 * PostgreSQL is TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test if it answers; the
 * server gets a schema of its own there, dropped afterwards. Each figure is the median of
 * BENCH_ROUNDS runs (default 3) of BENCH_DURATION seconds (default 5), each after a warm-up; the
 * worst run is shown beside it. Bare Fastify's hello world, measured in the same run, is printed as
 * a reference for the machine's speed at the time, never as a budget.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { median } from './median';

export const API_BUDGETS = {
  listP99Ms: 25,
  listRps: 2_000,
  listPostgresP99Ms: 40,
  listOneCoreP99Ms: 50,
  healthP99Ms: 5,
  rssMb: 150,
  startMs: 2_000,
} as const;

const MESSAGES = 100;
const DURATION_S = Number(process.env['BENCH_DURATION'] ?? 5);
const WARM_UP_S = 2;
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const COMPILED_MAIN = path.resolve(import.meta.dirname, '../dist/server/main.js');
const ADMIN = { username: 'admin', password: 'bench password, long enough' } as const;

export interface BenchRow {
  measure: string;
  value: string;
  budget: string;
  verdict: string;
}

interface Server {
  address: string;
  /** The server process (taskset execs node in its place, so the pid is the server's). */
  pid: number;
  /** Milliseconds from spawning the process to its first 200 from /api/health. */
  startMs: number;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error('VmRSS not found');
  return kb / 1024;
}

async function healthAnswers(address: string): Promise<boolean> {
  try {
    return (await fetch(`${address}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** The compiled server on a fresh database, optionally pinned to one core; resolves once healthy. */
export async function startServer(options: {
  databaseUrl?: string;
  core?: number;
}): Promise<Server> {
  if (!existsSync(COMPILED_MAIN)) {
    throw new Error('dist/server/main.js is missing: run `npm run build` first');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-bench-api-'));
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const node = [process.execPath, COMPILED_MAIN];
  const [command = '', ...args] =
    options.core === undefined ? node : ['taskset', '-c', String(options.core), ...node];
  const startedAt = performance.now();
  const child = spawn(command, args, {
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    // The request log goes where an operator's would; reading it here would load this process.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    while (!(await healthAnswers(address))) {
      if (!running) throw new Error(`the server exited before answering: ${errors}`);
      if (performance.now() - startedAt > 60_000) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { address, pid: child.pid ?? NaN, startMs: performance.now() - startedAt, stop };
}

/** The Admin's token, after posting MESSAGES ordinary messages through the API. */
export async function seedMessages(address: string): Promise<string> {
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const { data } = (await login.json()) as { data: { token: string } };
  for (let index = 0; index < MESSAGES; index += 1) {
    const posted = await fetch(`${address}/api/data_models/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({
        Content: `Message ${index + 1}: a line of ordinary length for the board.`,
      }),
    });
    if (posted.status !== 200) throw new Error(`posting answered ${posted.status}`);
  }
  return data.token;
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU time process `pid` has used so far, user and system, in seconds (Linux's /proc). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command's name: state is field 3, utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

interface Run {
  rps: number;
  p99Ms: number;
  /** The server's CPU time per answered request, in µs: what a busy machine changes least. */
  cpuMicros: number;
}

async function load(
  url: string,
  connections: number,
  serverPid: number,
  token?: string,
): Promise<Run> {
  const options = {
    url,
    connections,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  await autocannon({ ...options, duration: WARM_UP_S });
  const cpuBefore = cpuSecondsOf(serverPid);
  const result = await autocannon({ ...options, duration: DURATION_S });
  const cpuSeconds = cpuSecondsOf(serverPid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    cpuMicros: (cpuSeconds * 1e6) / result.requests.total,
  };
}

interface Measured {
  /** The median run's, and the worst run's. */
  rps: { median: number; worst: number };
  p99Ms: { median: number; worst: number };
  cpuMicros: number;
}

async function measure(run: () => Promise<Run>): Promise<Measured> {
  const runs: Run[] = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await run());
  const rps = runs.map((one) => one.rps);
  const p99 = runs.map((one) => one.p99Ms);
  return {
    rps: { median: median(rps), worst: Math.min(...rps) },
    p99Ms: { median: median(p99), worst: Math.max(...p99) },
    cpuMicros: median(runs.map((one) => one.cpuMicros)),
  };
}

const ms = (value: number) => `${Math.round(value * 10) / 10} ms`;

function p99Row(label: string, measured: Measured, budgetMs: number): BenchRow {
  return {
    measure: `${label}: p99`,
    value: `${ms(measured.p99Ms.median)} (worst run ${ms(measured.p99Ms.worst)})`,
    budget: `<= ${budgetMs} ms`,
    verdict: measured.p99Ms.median <= budgetMs ? 'ok' : 'over budget',
  };
}

function rpsRow(label: string, measured: Measured, budget?: number): BenchRow {
  return {
    measure: `${label}: requests per second (server CPU per request)`,
    value: `${Math.round(measured.rps.median)} req/s (worst run ${Math.round(measured.rps.worst)}; ${Math.round(measured.cpuMicros)} µs)`,
    budget: budget === undefined ? '' : `>= ${budget} req/s`,
    verdict: budget === undefined ? '' : measured.rps.median >= budget ? 'ok' : 'under budget',
  };
}

/** Bare Fastify's hello world in a process of its own: the machine's speed at the time. */
async function measureBareFastify(): Promise<BenchRow> {
  const port = await freePort();
  const script = `
    const app = require('fastify')();
    app.get('/', () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('listening'));`;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
    });
    const measured = await measure(() => load(`http://127.0.0.1:${port}/`, 50, child.pid ?? NaN));
    return {
      measure: 'reference: bare Fastify hello world at 50 connections (the machine now)',
      value: `${Math.round(measured.rps.median)} req/s, p99 ${ms(measured.p99Ms.median)}, ${Math.round(measured.cpuMicros)} µs CPU per request`,
      budget: '',
      verdict: '',
    };
  } finally {
    child.kill('SIGTERM');
  }
}

const LIST = '/api/data_models/message';

async function sqliteRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const server = await startServer({});
  try {
    // Memory after start: settled, before any load.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rssMb = await residentMb(server.pid);
    rows.push(
      {
        measure: 'server start to its first health answer (SQLite, fresh database)',
        value: ms(server.startMs),
        budget: `<= ${API_BUDGETS.startMs} ms`,
        verdict: server.startMs <= API_BUDGETS.startMs ? 'ok' : 'over budget',
      },
      {
        measure: 'server resident memory after start (SQLite)',
        value: `${rssMb.toFixed(1)} MB`,
        budget: `<= ${API_BUDGETS.rssMb} MB`,
        verdict: rssMb <= API_BUDGETS.rssMb ? 'ok' : 'over budget',
      },
    );
    const token = await seedMessages(server.address);
    const health = await measure(() => load(`${server.address}/api/health`, 10, server.pid));
    rows.push(
      p99Row('GET /api/health at 10 connections (SQLite)', health, API_BUDGETS.healthP99Ms),
    );
    const list = await measure(() => load(`${server.address}${LIST}`, 50, server.pid, token));
    const label = `100 messages, logged in, 50 connections (SQLite)`;
    rows.push(p99Row(label, list, API_BUDGETS.listP99Ms), rpsRow(label, list, API_BUDGETS.listRps));
  } finally {
    await server.stop();
  }

  const oneCore = await startServer({ core: 0 });
  try {
    const token = await seedMessages(oneCore.address);
    const list = await measure(() => load(`${oneCore.address}${LIST}`, 20, oneCore.pid, token));
    const label = '100 messages, logged in, 20 connections, server on one core (SQLite)';
    rows.push(p99Row(label, list, API_BUDGETS.listOneCoreP99Ms), rpsRow(label, list));
  } finally {
    await oneCore.stop();
  }
  return rows;
}

/** PostgreSQL's URL if one answers, else undefined. */
export async function reachablePostgres(): Promise<string | undefined> {
  const url = process.env['TEST_DATABASE_URL'] ?? DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function postgresRows(): Promise<BenchRow[]> {
  const url = await reachablePostgres();
  if (url === undefined) {
    return [
      {
        measure: 'PostgreSQL',
        value: 'not measured: no database answers at TEST_DATABASE_URL or the default URL',
        budget: '',
        verdict: '',
      },
    ];
  }
  const schema = `nook_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
    const separator = url.includes('?') ? '&' : '?';
    const databaseUrl = `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const server = await startServer({ databaseUrl });
    try {
      const token = await seedMessages(server.address);
      const list = await measure(() => load(`${server.address}${LIST}`, 50, server.pid, token));
      const label = '100 messages, logged in, 50 connections (PostgreSQL)';
      return [
        {
          measure: 'server start to its first health answer (PostgreSQL, fresh schema)',
          value: ms(server.startMs),
          budget: '',
          verdict: '',
        },
        p99Row(label, list, API_BUDGETS.listPostgresP99Ms),
        rpsRow(label, list),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}

/** Every row of the API's part of the bench. */
export async function apiRows(): Promise<BenchRow[]> {
  return [await measureBareFastify(), ...(await sqliteRows()), ...(await postgresRows())];
}
