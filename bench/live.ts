/**
 * What open pages cost the server while nothing changes (decision 028): 50 members' pages, half of
 * them on the board, asking for its first page (50 messages) every 5 s, and half elsewhere, asking
 * for the unread count every 10 s, as the board and the sidebar do while shown. Each page has a
 * keep-alive connection of its own and names the ETag of its last answer, as the browser's cache
 * does. The server's CPU time (Linux's /proc) over a window of BENCH_LIVE_SECONDS (default 30), less
 * the same server's CPU while no page is open, measured in the same run, is the checks' share of one
 * core. The same pages without ETags (every answer a whole body) are printed beside it, without a
 * budget.
 */
import http from 'node:http';
import { type BenchRow, cpuSecondsOf, seedMessages, startServer } from './api';

export const LIVE_BUDGET_PERCENT_OF_A_CORE = 5;

const PAGES = 50;
const WINDOW_S = Number(process.env['BENCH_LIVE_SECONDS'] ?? 30);
/** What an open page asks for, and how often: the board's list, or elsewhere the unread count. */
const CHECKS = [
  { path: '/api/data_models/message?limit=50', everyMs: 5_000 },
  { path: '/api/data_models/message/unread', everyMs: 10_000 },
] as const;

interface Answer {
  status: number;
  etag: string | undefined;
}

function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, etag: response.headers.etag }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** One open page: its connection, and the ETag it last got for each check. */
class OpenPage {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly etags = new Map<string, string>();

  constructor(
    private readonly address: string,
    private readonly token: string,
    readonly asks: (typeof CHECKS)[number],
    private readonly revalidate: boolean,
  ) {}

  async check(statuses: Map<number, number>): Promise<void> {
    const { path } = this.asks;
    const etag = this.revalidate ? this.etags.get(path) : undefined;
    const answer = await get(this.agent, `${this.address}${path}`, {
      authorization: `Bearer ${this.token}`,
      accept: 'application/json',
      'accept-encoding': 'br, gzip',
      ...(etag === undefined ? {} : { 'if-none-match': etag }),
    });
    if (answer.etag !== undefined) this.etags.set(path, answer.etag);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }

  close(): void {
    this.agent.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's CPU seconds while `pages` check, spread evenly over their periods, for the window. */
async function cpuWhileChecking(
  pid: number,
  pages: readonly OpenPage[],
): Promise<{ cpuSeconds: number; statuses: Map<number, number> }> {
  const statuses = new Map<number, number>();
  // Every page loads once first, as a page does when it opens: those answers are not counted.
  await Promise.all(pages.map((page) => page.check(new Map())));
  const start = performance.now();
  const end = start + WINDOW_S * 1000;
  const before = cpuSecondsOf(pid);
  await Promise.all(
    pages.map(async (page, index) => {
      const every = page.asks.everyMs;
      await sleep((every * index) / pages.length);
      for (let next = performance.now(); next < end; next += every) {
        await sleep(next - performance.now());
        await page.check(statuses);
      }
    }),
  );
  await sleep(Math.max(0, end - performance.now()));
  return { cpuSeconds: cpuSecondsOf(pid) - before, statuses };
}

const percent = (cpuSeconds: number) => (cpuSeconds / WINDOW_S) * 100;
const statusText = (statuses: Map<number, number>) =>
  [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');

/** The live board's row: what 50 open pages' checks cost when nothing changes (SQLite). */
export async function liveRows(): Promise<BenchRow[]> {
  const server = await startServer({});
  try {
    const token = await seedMessages(server.address);
    const idleBefore = cpuSecondsOf(server.pid);
    await sleep(WINDOW_S * 1000);
    const idle = cpuSecondsOf(server.pid) - idleBefore;

    const open = (revalidate: boolean) =>
      Array.from(
        { length: PAGES },
        (_, index) =>
          new OpenPage(server.address, token, CHECKS[index % CHECKS.length]!, revalidate),
      );
    const revalidating = open(true);
    const checked = await cpuWhileChecking(server.pid, revalidating);
    revalidating.forEach((page) => page.close());
    const whole = open(false);
    const unconditional = await cpuWhileChecking(server.pid, whole);
    whole.forEach((page) => page.close());

    const cost = percent(checked.cpuSeconds - idle);
    return [
      {
        measure: `reference: the server with no page open, ${WINDOW_S} s (SQLite)`,
        value: `${percent(idle).toFixed(2)} % of a core`,
        budget: '',
        verdict: '',
      },
      {
        measure: `${PAGES} open pages' checks, nothing new: ${PAGES / 2} boards' for new messages every 5 s, ${PAGES / 2} others' for the unread count every 10 s (SQLite; ${statusText(checked.statuses)})`,
        value: `${cost.toFixed(2)} % of a core above the reference`,
        budget: `< ${LIVE_BUDGET_PERCENT_OF_A_CORE} %`,
        verdict:
          cost < LIVE_BUDGET_PERCENT_OF_A_CORE &&
          [...checked.statuses.keys()].every((s) => s === 304)
            ? 'ok'
            : 'over budget',
      },
      {
        measure: `the same checks without ETags (${statusText(unconditional.statuses)})`,
        value: `${percent(unconditional.cpuSeconds - idle).toFixed(2)} % of a core above the reference`,
        budget: '',
        verdict: '',
      },
    ];
  } finally {
    await server.stop();
  }
}
