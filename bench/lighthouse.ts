/**
 * Lighthouse's mobile performance audit of every page of the route table against the built
 * server: home, the hubs, every app page (the members' pages logged in as someone they admit) and
 * the 404 page. Each run is a process of its own (bench/lighthouse-page.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createServer } from 'vite';
import type { Access } from '../src/shared/app-manifest';
import { CHROMIUM_PATH, type E2EServer } from '../tests/e2e';
import { TEST_ADMIN } from '../tests/test-app';
import type { LighthouseRequest, LighthouseRun } from './lighthouse-page';
import { median } from './median';

export const PERFORMANCE_BUDGET = 95;
/** A page scoring under this is run twice more and reported by the median of its three runs. */
const RUN_AGAIN_UNDER = 97;

/** Who opens a page: nobody logged in, or the role the bench logs in as. */
type Visitor = 'visitor' | 'Family' | 'Admin';

export interface LighthousePage {
  path: string;
  as: Visitor;
  notFound: boolean;
}

/** What the route table's modules give the bench (loaded through Vite, as the build loads them). */
interface PageTitlesModule {
  PAGES: readonly { path: string; access: Access }[];
  NOT_FOUND_SAMPLE_PATH: string;
}
interface SessionModule {
  SESSION_KEYS: { username: string; role: string; token: string };
}
interface AccessGuardModule {
  NO_ACCESS_MESSAGE: string;
}

function visitorFor(access: Access): Visitor {
  switch (access) {
    case 'public':
      return 'visitor';
    case 'member':
    case 'family':
      return 'Family';
    case 'admin':
      return 'Admin';
  }
}

interface Site {
  pages: LighthousePage[];
  sessionKeys: SessionModule['SESSION_KEYS'];
  refusal: string;
}

/**
 * The route table as the site has it, read through Vite's module loader so that whatever the
 * registries are made of (globs included) the bench sees the pages the build prerenders.
 */
async function readSite(): Promise<Site> {
  const root = path.join(import.meta.dirname, '..');
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  try {
    const titles = (await vite.ssrLoadModule('/src/web/page-titles.ts')) as PageTitlesModule;
    const { SESSION_KEYS } = (await vite.ssrLoadModule('/src/web/kit/session.ts')) as SessionModule;
    const { NO_ACCESS_MESSAGE } = (await vite.ssrLoadModule(
      '/src/web/layout/access-guard.tsx',
    )) as AccessGuardModule;
    const pages = titles.PAGES.map(({ path: page, access }) => ({
      path: page,
      as: visitorFor(access),
      notFound: false,
    }));
    pages.push({ path: titles.NOT_FOUND_SAMPLE_PATH, as: 'visitor', notFound: true });
    return { pages, sessionKeys: SESSION_KEYS, refusal: NO_ACCESS_MESSAGE };
  } finally {
    await vite.close();
  }
}

/** Logs in through the API, as the login form does, and returns what the site stores. */
async function sessionStorageOf(
  baseUrl: string,
  keys: Site['sessionKeys'],
  credentials: { username: string; password: string },
): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login as ${credentials.username}: ${response.status}`);
  const { data } = (await response.json()) as {
    data: { username: string; role: string; token: string };
  };
  return { [keys.username]: data.username, [keys.role]: data.role, [keys.token]: data.token };
}

/** Lighthouse's own word for a run whose trace it could not use (NO_NAVSTART and the like). */
const RUN_AGAIN = /Please run Lighthouse again/;
const ATTEMPTS = 3;

function runOnce(request: LighthouseRequest): Promise<LighthouseRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'lighthouse-page.ts'),
        JSON.stringify(request),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.trim().split('\n').at(-1);
      if (code === 0 && line) resolve(JSON.parse(line) as LighthouseRun);
      else reject(new Error(`lighthouse ${request.url} exited ${code}: ${errors}`));
    });
  });
}

/** One run; a run Lighthouse itself asks to repeat is run again, up to three times in all. */
async function run(request: LighthouseRequest): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(request);
    } catch (error) {
      if (attempt >= ATTEMPTS || !(error instanceof Error) || !RUN_AGAIN.test(error.message)) {
        throw error;
      }
      console.warn(`${request.url}: Lighthouse could not use run ${attempt}, running again`);
    }
  }
}

export interface LighthouseRow extends LighthouseRun {
  page: string;
  as: Visitor;
  /** How many runs the figures are the median of. */
  runs: number;
}

function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((one) => one[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    bytes: of('bytes'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** A file name for the page's reports: `/admin/users` → `admin-users`, `/` → `home`. */
function reportName(page: string): string {
  return page.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '-') || 'home';
}

/**
 * Every page of the route table through Lighthouse's mobile audit, one after another; a page under
 * 97 is run twice more and reported by the median of the three. `only` limits the pages to those
 * whose path contains one of its words; `reportsDir` keeps each run's whole report there.
 */
export async function measureLighthouse(
  server: E2EServer,
  options: { only?: readonly string[]; reportsDir?: string } = {},
): Promise<LighthouseRow[]> {
  const only = options.only ?? [];
  const site = await readSite();
  const family = await server.createUser('Family');
  const storage: Record<Visitor, Record<string, string>> = {
    visitor: {},
    Family: await sessionStorageOf(server.baseUrl, site.sessionKeys, family),
    Admin: await sessionStorageOf(server.baseUrl, site.sessionKeys, TEST_ADMIN),
  };
  const pages = site.pages.filter(
    (page) => only.length === 0 || only.some((word) => page.path.includes(word)),
  );
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    const request: LighthouseRequest = {
      url: `${server.baseUrl}${page.path}`,
      chromiumPath: CHROMIUM_PATH,
      storage: storage[page.as],
      refusal: site.refusal,
      notFound: page.notFound,
    };
    const { reportsDir } = options;
    const runNumber = (n: number): LighthouseRequest =>
      reportsDir
        ? { ...request, reportFile: path.join(reportsDir, `${reportName(page.path)}.${n}.json`) }
        : request;
    const runs = [await run(runNumber(1))];
    if ((runs[0]?.performance ?? 0) < RUN_AGAIN_UNDER) {
      runs.push(await run(runNumber(2)), await run(runNumber(3)));
    }
    const row = { page: page.path, as: page.as, runs: runs.length, ...medianRun(runs) };
    console.info(
      `lighthouse ${row.page}: ${runs.map((one) => one.performance).join(', ')} -> ${row.performance}`,
    );
    rows.push(row);
  }
  return rows;
}

/** The table the bench prints: one row per page, each marked against the budget. */
export function lighthouseTable(rows: readonly LighthouseRow[]) {
  return rows.map((row) => ({
    page: row.page,
    as: row.as,
    performance: row.performance,
    'FCP ms': Math.round(row.fcpMs),
    'LCP ms': Math.round(row.lcpMs),
    'TBT ms': Math.round(row.tbtMs),
    CLS: Number(row.cls.toFixed(3)),
    'transferred KB': Number((row.bytes / 1024).toFixed(1)),
    // Lighthouse's 4× CPU slowdown assumes a host of about 1,500 to 2,000; a slower host emulates a
    // slower phone, so scores compare only between hosts of a like index.
    'host CPU index': Math.round(row.benchmarkIndex),
    runs: row.runs === 1 ? '1' : `median of ${row.runs}`,
    verdict: row.performance >= PERFORMANCE_BUDGET ? 'ok' : `under ${PERFORMANCE_BUDGET}`,
  }));
}
