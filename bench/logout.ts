/**
 * What a logout costs now that it sends the user's waiting writes first and removes the worker's
 * copy of the session from IndexedDB (decision 020). In Chromium against the built server, with its
 * service worker, from the click on Logout until the sidebar offers the login again:
 *
 * - nothing waiting: the outbox is read and the worker's credential removed;
 * - five messages waiting, the connection back: they are sent as their writer before the logout ends;
 * - five messages waiting while offline: the click on "Log out and discard" until logged out.
 *
 * Medians of `BENCH_LOGOUT_ROUNDS` (5) logouts each, the worst beside them. `BENCH_ONLY=logout`
 * after `npm run build`.
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  loginThroughSidebar,
  startE2EServer,
  waitForServiceWorkerControl,
  type E2EServer,
} from '../tests/e2e';
import type { BenchRow } from './api';
import '../src/apps/message-board/server/message-board.table';

/** A logout the user waits for; the worst case (five writes sent first) included. */
export const LOGOUT_BUDGET_MS = 1000;

const ROUNDS = Number(process.env['BENCH_LOGOUT_ROUNDS'] ?? 5);
const WAITING = 5;

type Case = 'nothing waiting' | 'five waiting, back online' | 'five discarded offline';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Queues `count` messages by posting them while the server cannot be reached. */
async function queueMessages(context: BrowserContext, page: Page, count: number): Promise<void> {
  await context.setOffline(true);
  for (let index = 0; index < count; index += 1) {
    const content = `Waiting ${index} ${Math.random().toString(36).slice(2)}`;
    await page.getByLabel('Your message').fill(content);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByText(`${content} — waiting to be sent`).waitFor();
  }
}

async function timeLogout(server: E2EServer, page: Page, context: BrowserContext, which: Case) {
  const user = await server.createUser('Family');
  await page.goto('/message-board');
  await loginThroughSidebar(page, user.username, user.password);
  await page.getByLabel('Your message').waitFor();
  if (which !== 'nothing waiting') await queueMessages(context, page, WAITING);
  if (which === 'five waiting, back online') await context.setOffline(false);
  const login = page.getByRole('button', { name: 'Login' });
  let started = performance.now();
  await page.getByRole('button', { name: 'Logout' }).click();
  if (which === 'five discarded offline') {
    const discard = page.getByRole('button', { name: 'Log out and discard' });
    await discard.waitFor();
    started = performance.now();
    await discard.click();
  }
  await login.waitFor();
  const ms = performance.now() - started;
  await context.setOffline(false);
  return ms;
}

export async function logoutRows(): Promise<BenchRow[]> {
  const server = await startE2EServer();
  const browser = await launchBrowser();
  const rows: BenchRow[] = [];
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    for (const which of [
      'nothing waiting',
      'five waiting, back online',
      'five discarded offline',
    ] as const) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        times.push(await timeLogout(server, page, context, which));
      }
      const value = median(times);
      rows.push({
        measure: `logout in Chromium, ${which} (median of ${ROUNDS}, worst ${Math.max(...times).toFixed(0)} ms)`,
        value: `${value.toFixed(0)} ms`,
        budget: `<= ${LOGOUT_BUDGET_MS} ms`,
        verdict: value <= LOGOUT_BUDGET_MS ? 'ok' : 'over budget',
      });
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}
