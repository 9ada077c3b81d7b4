import { describe, expect, it } from 'vitest';
import { e2eDatabaseKind, DESKTOP, loginThroughSidebar, useServerAndBrowser } from '#tests/e2e';
import { formatDuration } from './core/feeding-stats';

const SAVED = 'Feeding time saved successfully!';

describe.each([e2eDatabaseKind()])('Ludde Meal Tracker in Chromium on %s', (kind) => {
  const e2e = useServerAndBrowser(kind);

  /**
   * The tracker, open for a new Family member in a fixed zone with summer time (so the offset the
   * page sends is known) and on a clock the test controls.
   */
  async function openTrackerInStockholm() {
    const family = await e2e.server.createUser('Family');
    const zoned = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      viewport: DESKTOP,
      reducedMotion: 'reduce',
      timezoneId: 'Europe/Stockholm',
    });
    await zoned.clock.install();
    const tracker = await zoned.newPage();
    await tracker.goto('/');
    await loginThroughSidebar(tracker, family.username, family.password);
    await tracker.goto('/family/ludde-analytics');
    await tracker.getByRole('heading', { level: 1, name: 'Ludde Meal Tracker' }).waitFor();
    return { zoned, tracker };
  }

  it('saves a feeding time in local time, confirms it for 3 s, flashes Show Data, and deletes it', async () => {
    // The clock is the test's, so the 3 s message and the 1 s flash are checked without racing real time.
    const { zoned, tracker } = await openTrackerInStockholm();

    const posted: string[] = [];
    tracker.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/ludde_feeding_times')) {
        posted.push(request.postData() ?? '');
      }
    });

    // The evening before yesterday and yesterday morning: the gap crosses midnight, and both are
    // in the past whenever the test runs (a meal in the future is refused).
    const yesterday = new Date(Date.now() - 86_400_000);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const day = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }); // YYYY-MM-DD
    const timestamp = tracker.getByLabel('Timestamp');
    expect(await timestamp.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

    await timestamp.fill(`${day(twoDaysAgo)}T21:15`);
    await tracker.getByLabel('Comment').fill('Evening bowl');
    await zoned.clock.pauseAt(Date.now() + 60_000);
    await tracker.getByRole('button', { name: 'Save' }).click();
    const message = tracker.getByText(SAVED);
    await message.waitFor();
    const showData = tracker.getByRole('button', { name: 'Show Data' });
    expect(await showData.getAttribute('class')).toContain('flash');
    await zoned.clock.runFor(990);
    expect(await showData.getAttribute('class')).toContain('flash');
    await zoned.clock.runFor(20);
    await expect.poll(() => showData.getAttribute('class')).not.toContain('flash');
    await zoned.clock.runFor(1980);
    expect(await message.isVisible()).toBe(true);
    await zoned.clock.runFor(20);
    await message.waitFor({ state: 'detached' });
    await zoned.clock.resume();

    const body = JSON.parse(posted[0] ?? '{}') as { timestamp: string; comment: string };
    expect(body.comment).toBe('Evening bowl');
    expect(body.timestamp).toMatch(new RegExp(`^${day(twoDaysAgo)}T21:15:00\\+0[12]:00$`));

    await timestamp.fill(`${day(yesterday)}T06:45`);
    await tracker.getByLabel('Comment').fill('Breakfast');
    await tracker.getByRole('button', { name: 'Save' }).click();
    await tracker.getByText(SAVED).waitFor();

    await showData.click();
    const list = tracker.getByRole('list', { name: 'Feeding times' });
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(await list.getByRole('listitem').first().textContent()).toContain('Breakfast');
    expect(await list.getByRole('listitem').nth(1).textContent()).toContain('Evening bowl');
    const gap = (label: string) =>
      tracker.locator('.ludde-stat').filter({ hasText: label }).locator('dd').textContent();
    const sent = posted.map((text) =>
      Date.parse((JSON.parse(text) as { timestamp: string }).timestamp),
    );
    // 9 h 30 min on the wall clock, but measured in true time (a DST night is an hour off).
    expect(await gap('Average gap')).toBe(formatDuration((sent[1] ?? 0) - (sent[0] ?? 0)));
    expect(await gap('Longest gap')).toMatch(/^(8|9|10) h 30 min$/);
    expect(await tracker.getByRole('img', { name: /^Meals per day\./ }).count()).toBe(1);
    expect(await tracker.getByRole('img', { name: /^Meals by time of day\./ }).count()).toBe(1);

    tracker.once('dialog', (dialog) => void dialog.dismiss());
    await list
      .getByRole('button', { name: /^Delete the meal of / })
      .first()
      .click();
    expect(await list.getByRole('listitem').count()).toBe(2);

    tracker.once('dialog', (dialog) => void dialog.accept());
    await list
      .getByRole('button', { name: /^Delete the meal of / })
      .first()
      .click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    expect(await list.textContent()).not.toContain('Breakfast');
    await zoned.close();
  });

  it('refuses a meal in the future: the picker stops at now, the page and the server say so', async () => {
    const { zoned, tracker } = await openTrackerInStockholm();
    const posts: number[] = [];
    tracker.on('response', (response) => {
      if (
        response.request().method() === 'POST' &&
        response.url().endsWith('/ludde_feeding_times')
      ) {
        posts.push(response.status());
      }
    });
    const token = await tracker.evaluate(() => localStorage.getItem('user_token'));
    const storedMeals = async () => {
      const response = await fetch(`${e2e.server.baseUrl}/api/data_models/ludde_feeding_times`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.json() as Promise<unknown>;
    };
    const before = await storedMeals();
    const timestamp = tracker.getByLabel('Timestamp');
    const save = tracker.getByRole('button', { name: 'Save' });
    const future = "A meal can't be logged in the future.";

    // The picker offers nothing after the current minute, the one the field opens on.
    const opened = await timestamp.inputValue();
    const max = (await timestamp.getAttribute('max')) ?? '';
    expect(max).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(max >= opened).toBe(true);

    // Tomorrow is refused on the page, and nothing is sent.
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Stockholm',
    });
    await timestamp.fill(`${tomorrow}T08:00`);
    await save.click();
    await tracker.getByText(future).waitFor();
    expect(await timestamp.getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    // A device whose clock runs ten minutes fast: its "now" is the server's future.
    await zoned.clock.setSystemTime(Date.now() + 10 * 60_000);
    const deviceNow = await tracker.evaluate(() => {
      const now = new Date();
      return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    });
    await timestamp.fill(deviceNow);
    expect(await tracker.getByText(future).count()).toBe(0);
    await save.click();
    await tracker
      .getByRole('alert')
      .filter({ hasText: `The feeding time was not saved: ${future}` })
      .waitFor();
    expect(posts).toEqual([400]);
    expect(await storedMeals()).toEqual(before);
    await zoned.close();
  });

  it('refuses the page and the feeding-time API to a User', async () => {
    const user = await e2e.server.createUser('User');
    const { context, page } = await e2e.openPageSignedIn(user);
    await page.goto('/family/ludde-analytics');
    await page.getByText('You do not have access to this page.').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('user_token'));
    const response = await fetch(`${e2e.server.baseUrl}/api/data_models/ludde_feeding_times`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
    await context.close();
  });
});
