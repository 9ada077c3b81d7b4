/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a throttled network) of the built
 * site, one page at a time, through the lighthouse CLI in a process of its own.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../tests/e2e';

/** The pages the budgets apply to: home, a hub, one quiz and one game. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/applications',
  '/quizzes/timeline-tech',
  '/games/wordweaver',
] as const;

const CHROME_FLAGS = [
  // The old headless mode records no navigation start, which Lighthouse needs.
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative layout shift, and the largest contentful paint in ms. */
  cls: number;
  lcpMs: number;
  /**
   * Lighthouse's measure of the host's CPU. Its 4× slowdown is meant for a desktop of about 1,500
   * to 2,000; a slower host emulates a slower phone, so scores are comparable only between runs on
   * hosts of a like index.
   */
  benchmarkIndex: number;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

function score(report: LighthouseReport, category: string): number {
  return Math.round((report.categories[category]?.score ?? 0) * 100);
}

/** Lighthouse's own word for a run whose trace it could not use, to be run again. */
const RUN_AGAIN = /Please run Lighthouse again/;
const ATTEMPTS = 3;

/**
 * Runs Lighthouse against `baseUrl + page` and returns its scores; a run Lighthouse itself asks to
 * repeat (a trace it could not read, such as NO_NAVSTART) is run again, up to three times in all.
 */
export async function lighthouse(baseUrl: string, page: string): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(baseUrl, page);
    } catch (error) {
      if (attempt >= ATTEMPTS || !(error instanceof Error) || !RUN_AGAIN.test(error.message)) {
        throw error;
      }
      console.warn(`lighthouse ${page}: run ${attempt} of ${ATTEMPTS} failed, running again`);
    }
  }
}

async function lighthouseOnce(baseUrl: string, page: string): Promise<LighthouseScores> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nook-lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        path.join(import.meta.dirname, '../node_modules/.bin/lighthouse'),
        [
          `${baseUrl}${page}`,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          '--only-categories=performance,accessibility,best-practices,seo',
        ],
        {
          env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse ${page} exited ${code}: ${errors}`)),
      );
    });
    const report = JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
    return {
      page,
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      bestPractices: score(report, 'best-practices'),
      seo: score(report, 'seo'),
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
