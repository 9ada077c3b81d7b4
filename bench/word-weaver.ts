import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Budgets from issue 5. */
export const WORD_WEAVER_BUDGETS = { boardsPerSecond: 20_000, loadMs: 1000, rssMb: 150 } as const;

export interface WordWeaverMeasurement {
  loadMs: number;
  /** Where the dictionary was loaded from: the lexicon file the build wrote, or WordNet. */
  loadedFrom: string;
  /** Words that score (2 to 7 letters). */
  lexiconSize: number;
  /** The compiled server's resident memory before the dictionary loaded (the platform alone). */
  rssBeforeMb: number;
  rssMb: number;
  boardsPerSecond: number;
}

/** Resident memory of a process in MB, from /proc (Linux). */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error('VmRSS not found');
  return kb / 1024;
}

/**
 * The compiled server as `npm start` runs it (dist/server/main.js) on a fresh SQLite database:
 * its resident memory once started, and again after a first scoring request loaded the dictionary.
 */
async function measureServerMemory(
  serverDir: string,
): Promise<{ rssBeforeMb: number; rssMb: number }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nook-bench-rss-'));
  const server = spawn(process.execPath, [path.join(serverDir, 'main.js')], {
    env: {
      PATH: process.env['PATH'] ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'benchmark password',
      LOG_LEVEL: 'info',
    },
  });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));
    await settle();
    const rssBeforeMb = await residentMb(server.pid ?? 0);
    const response = await fetch(`${address}/api/games/word_weaver`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        board: Array.from({ length: 7 }, () => ['C', 'A', 'T', 'S', '', 'R', 'A']),
      }),
    });
    if (response.status !== 200) throw new Error(`scoring answered ${response.status}`);
    await settle();
    return { rssBeforeMb, rssMb: await residentMb(server.pid ?? 0) };
  } finally {
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs bench/word-weaver-target.ts in its own process for speed, and the compiled server for memory;
 * both use the build in `serverDir` (dist/server unless told otherwise).
 */
export async function measureWordWeaver(
  serverDir = path.join(import.meta.dirname, '../dist/server'),
): Promise<WordWeaverMeasurement> {
  const child = spawn(process.execPath, [
    '--expose-gc',
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'word-weaver-target.ts'),
    serverDir,
  ]);
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`word-weaver benchmark exited with ${code}: ${errors}`);
  const speed = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
    loadMs: number;
    loadedFrom: string;
    boardsPerSecond: number;
    lexiconSize: number;
  };
  return { ...speed, ...(await measureServerMemory(serverDir)) };
}

/** The bench table's rows for WordWeaver. */
export function wordWeaverRows(measured: WordWeaverMeasurement) {
  const budget = WORD_WEAVER_BUDGETS;
  return [
    {
      measure: 'WordWeaver boards scored per second (1 core)',
      value: `${Math.round(measured.boardsPerSecond)} boards/s`,
      budget: `> ${budget.boardsPerSecond}`,
      verdict: measured.boardsPerSecond > budget.boardsPerSecond ? 'ok' : 'under budget',
    },
    {
      measure: `WordWeaver dictionary load (from ${measured.loadedFrom})`,
      value: `${Math.round(measured.loadMs)} ms`,
      budget: `< ${budget.loadMs} ms`,
      verdict: measured.loadMs < budget.loadMs ? 'ok' : 'over budget',
    },
    {
      measure: 'WordWeaver lexicon (words of 2–7 letters that score)',
      value: `${measured.lexiconSize} words`,
      budget: '',
      verdict: '',
    },
    {
      measure: 'server resident memory after the dictionary loaded',
      value: `${measured.rssMb.toFixed(1)} MB`,
      budget: `< ${budget.rssMb} MB`,
      verdict: measured.rssMb < budget.rssMb ? 'ok' : 'over budget',
    },
    {
      measure: '  of which the server before the dictionary',
      value: `${measured.rssBeforeMb.toFixed(1)} MB`,
      budget: '',
      verdict: '',
    },
  ];
}
