import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { e2eDatabaseKind, axeViolations, DESKTOP, PHONE, useServerAndBrowser } from '#tests/e2e';

const CHART = 'Who feeds Ludde most';
/** Where screenshots go when asked for (SCREENSHOT_DIR), to be looked at. */
const SCREENSHOT_DIR = process.env['SCREENSHOT_DIR'];

type Viewport = typeof DESKTOP | typeof PHONE;

describe.each([e2eDatabaseKind()])('Who feeds Ludde, in Chromium on %s', (kind) => {
  const e2e = useServerAndBrowser(kind);
  beforeEach(async () => {
    await e2e.server.app.db.deleteFrom('ludde_feeding_times').execute();
  });

  async function openTracker(person: { username: string; password: string }, viewport: Viewport) {
    const { context, page } = await e2e.openPageSignedIn(person, '/', viewport);
    await page.goto('/family/ludde-analytics');
    await page.getByRole('heading', { level: 1, name: 'Ludde Meal Tracker' }).waitFor();
    return { context, page };
  }

  const mealsLoggedBy = async (userId: number) =>
    (
      await e2e.server.app.db
        .selectFrom('ludde_feeding_times')
        .select('id')
        .where('created_by', '=', userId)
        .execute()
    ).length;

  /** Logs meals at the current time through the form, each stored before the next is typed. */
  async function logMeals(page: Page, userId: number, comments: readonly string[]) {
    for (const [index, comment] of comments.entries()) {
      await page.getByLabel('Comment').fill(comment);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => mealsLoggedBy(userId)).toBe(index + 1);
      await expect.poll(() => page.getByLabel('Comment').inputValue()).toBe('');
    }
  }

  it.each([
    ['1280×800', 'desktop', DESKTOP],
    ['390×844', 'phone', PHONE],
  ] as const)(
    'at %s two family members log meals; each meal says who, and the chart shows both',
    async (_size, label, viewport) => {
      const frida = await e2e.server.createUser('Family', `frida-${label}`);
      const olle = await e2e.server.createUser('Family', `olle-${label}`);

      const fridas = await openTracker(frida, viewport);
      await logMeals(fridas.page, frida.id, ['Breakfast', 'Dinner']);
      await fridas.context.close();

      const { context, page } = await openTracker(olle, viewport);
      await logMeals(page, olle.id, ['A treat']);
      await page.getByRole('button', { name: 'Show Data' }).click();

      const list = page.getByRole('list', { name: 'Feeding times' });
      await list.getByRole('listitem').first().waitFor();
      const byComment = (comment: string) =>
        list.getByRole('listitem').filter({ hasText: comment }).textContent();
      expect(await list.getByRole('listitem').count()).toBe(3);
      expect(await byComment('Breakfast')).toContain(`by ${frida.username}`);
      expect(await byComment('Dinner')).toContain(`by ${frida.username}`);
      expect(await byComment('A treat')).toContain(`by ${olle.username}`);

      const chart = page.getByRole('figure').filter({ hasText: CHART });
      await chart
        .getByRole('img', { name: `${CHART}. ${frida.username}: 2, ${olle.username}: 1` })
        .waitFor();
      // Frida's bar first and twice as tall as Olle's, each named under it, side by side.
      const bars = chart.locator('.bar-chart__bar');
      expect(await bars.count()).toBe(2);
      const [fridaBar, olleBar] = await Promise.all([bars.nth(0), bars.nth(1)].map(heightOf));
      expect(fridaBar).toBeCloseTo(2 * (olleBar ?? 0), 0);
      const names = await Promise.all(
        [frida.username, olle.username].map((name) =>
          chart.locator('.bar-chart__tick text').filter({ hasText: name }).boundingBox(),
        ),
      );
      const [fridaName, olleName] = names;
      const figure = await chart.boundingBox();
      expect(fridaName && olleName && figure).toBeTruthy();
      if (fridaName && olleName && figure) {
        expect(fridaName.x + fridaName.width).toBeLessThan(olleName.x);
        expect(fridaName.x).toBeGreaterThanOrEqual(figure.x);
        expect(olleName.x + olleName.width).toBeLessThanOrEqual(figure.x + figure.width);
      }
      expect(await axeViolations(page)).toEqual([]);

      if (SCREENSHOT_DIR) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: `${SCREENSHOT_DIR}/ludde-feeders-${kind}-${label}-${colorScheme}.png`,
            fullPage: true,
          });
        }
      }
      await context.close();
    },
  );
});

async function heightOf(bar: ReturnType<Page['locator']>): Promise<number> {
  return Number(await bar.getAttribute('height'));
}
