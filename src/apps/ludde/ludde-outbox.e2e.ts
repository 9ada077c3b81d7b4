import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  backgroundSyncOf,
  loginThroughSidebar,
  useServerAndBrowser,
  waitForServiceWorkerControl,
  type E2EHandle,
} from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';
import './server/ludde.table';

/** After one visit: the service worker controls the page, so the tracker opens offline. */
async function openTrackerOnce(e2e: E2EHandle) {
  const { context, page } = await e2e.openPage();
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await loginThroughSidebar(page, TEST_ADMIN.username, TEST_ADMIN.password);
  await page.goto('/family/ludde-analytics');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page };
}

async function logMeal(page: Page, comment: string) {
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

describe('meals logged without a connection, in Chromium', () => {
  const e2e = useServerAndBrowser();

  const storedWith = async (comment: string) =>
    (
      await e2e.server.app.db
        .selectFrom('ludde_feeding_times')
        .select('id')
        .where('comment', '=', comment)
        .execute()
    ).length;
  const waiting = (page: Page) =>
    page.getByRole('list', { name: 'Meals waiting to be sent' }).getByRole('listitem');

  it('keeps a meal logged offline as waiting and stores it once the network returns', async () => {
    let context: BrowserContext | undefined;
    try {
      const opened = await openTrackerOnce(e2e);
      context = opened.context;
      const { page } = opened;
      await context.setOffline(true);
      await page.reload();
      await logMeal(page, 'Offline breakfast');
      await waiting(page)
        .filter({ hasText: `Offline breakfast · by ${TEST_ADMIN.username} — waiting to be sent` })
        .waitFor();
      expect(await storedWith('Offline breakfast')).toBe(0);

      await context.setOffline(false);
      await expect.poll(() => waiting(page).count()).toBe(0);
      expect(await storedWith('Offline breakfast')).toBe(1);
    } finally {
      await context?.close();
    }
  });

  it('stores a meal once when the first answer is lost on its way back', async () => {
    let context: BrowserContext | undefined;
    try {
      const opened = await openTrackerOnce(e2e);
      context = opened.context;
      const { page } = opened;
      let lost = 0;
      // Tries after the lost one (the page's, or the worker's Background Sync) wait until the test
      // has seen the meal waiting.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await context.route('**/api/data_models/ludde_feeding_times', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        if (lost > 0) {
          await released;
          return route.continue();
        }
        lost += 1;
        // The server stores the meal; its answer never reaches the page.
        await route.fetch();
        return route.abort('connectionreset');
      });
      await logMeal(page, 'Lost reply supper');
      await waiting(page)
        .filter({ hasText: `Lost reply supper · by ${TEST_ADMIN.username} — waiting to be sent` })
        .waitFor();
      expect(await storedWith('Lost reply supper')).toBe(1);
      release();
      // Sent again with the same key: answered with the first answer, nothing stored twice.
      await expect.poll(() => waiting(page).count()).toBe(0);
      expect(lost).toBe(1);
      expect(await storedWith('Lost reply supper')).toBe(1);
    } finally {
      await context?.close();
    }
  });

  it('sends a meal logged offline by Background Sync, with no page of the site open', async () => {
    let context: BrowserContext | undefined;
    try {
      const opened = await openTrackerOnce(e2e);
      context = opened.context;
      const { page } = opened;
      const sync = await backgroundSyncOf(context, e2e.server.baseUrl);
      const blank = sync.page;

      await context.setOffline(true);
      await page.reload();
      await logMeal(page, 'Synced lunch');
      await waiting(page)
        .filter({ hasText: `Synced lunch · by ${TEST_ADMIN.username} — waiting to be sent` })
        .waitFor();
      // No page of the site is left to send it.
      await page.close();
      expect(await storedWith('Synced lunch')).toBe(0);

      await context.setOffline(false);
      await sync.dispatch('nook-outbox');
      await expect.poll(() => storedWith('Synced lunch')).toBe(1);

      // The next visit finds nothing waiting, and nothing is stored twice.
      await blank.goto(`${e2e.server.baseUrl}/family/ludde-analytics`);
      await blank.getByRole('button', { name: 'Save', exact: true }).waitFor();
      expect(await waiting(blank).count()).toBe(0);
      expect(await storedWith('Synced lunch')).toBe(1);
    } finally {
      await context?.close();
    }
  });
});
