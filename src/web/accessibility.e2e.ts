import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, type E2EServer, PHONE, useServerAndBrowser } from '#tests/e2e';
import { bearer, TEST_ADMIN } from '#tests/test-app';

/** A sample of the route table the crawl must reach: shell pages, hubs and an app from each hub. */
const EXPECTED_PAGES = [
  '/about',
  '/message-board',
  '/applications',
  '/applications/quizzes',
  '/applications/games',
  '/family',
  '/admin',
  '/applications/transparencymapper',
  '/quizzes/timeline-tech',
  '/games/wordweaver',
  '/family/ludde-analytics',
  '/admin/users',
  '/admin/api',
  '/account',
];

/** A path no route matches, so the 404 page is scanned too. */
const MISSING_PAGE = '/no-such-page';

/** The site's pages the page links to (sidebar, hub cards, in-page links); files and the API aside. */
async function internalLinks(page: Page): Promise<string[]> {
  const paths = await page
    .locator('a[href^="/"]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
  return paths.filter((path) => !path.startsWith('/api/') && !/\.\w+$/.test(path));
}

async function scan(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Lazy pages show a loading state first; scan what the visitor ends up with.
  await page.locator('main h1, main h2').first().waitFor();
  return axeViolations(page);
}

/** A few pages of each kind, for the states a full crawl would only repeat: colours and sizes. */
const SAMPLE_PAGES = [
  '/',
  '/message-board',
  '/applications/games',
  '/family/ludde-analytics',
  '/admin/users',
  MISSING_PAGE,
];

/** Some content, so lists and tables are scanned with rows in them. */
async function addContent(server: E2EServer): Promise<void> {
  const token = await server.login(TEST_ADMIN.username, TEST_ADMIN.password);
  await server.app.inject({
    method: 'POST',
    url: '/api/data_models/message',
    headers: bearer(token),
    payload: { Content: 'Hello from the accessibility check', SentAt: new Date().toISOString() },
  });
  await server.app.inject({
    method: 'POST',
    url: '/api/data_models/ludde_feeding_times',
    headers: bearer(token),
    payload: { timestamp: new Date().toISOString(), comment: 'Dry food' },
  });
}

describe('accessibility of every page in Chromium (axe, WCAG 2.1 A and AA)', () => {
  const e2e = useServerAndBrowser();

  beforeAll(async () => {
    await addContent(e2e.server);
  });

  it(
    'finds no violations on any page an Admin reaches from Home, nor on the 404 page',
    async () => {
      const { context, page } = await e2e.openPageSignedIn(TEST_ADMIN);

      const found: Record<string, string[]> = {};
      // Every page an Admin can reach by following links from Home, and the 404 page.
      const queue = ['/', MISSING_PAGE];
      const visited = new Set<string>(queue);
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const violations = await scan(page, path);
        if (violations.length > 0) found[path] = violations;
        for (const link of await internalLinks(page)) {
          if (!visited.has(link)) {
            visited.add(link);
            queue.push(link);
          }
        }
      }
      // The sidebar, the hubs and their cards reach every page of the route table.
      expect([...visited]).toEqual(expect.arrayContaining(EXPECTED_PAGES));
      expect(found).toEqual({});
      await context.close();
    },
    // Some thirty pages, each loaded and scanned in turn.
    300_000,
  );

  it.each([
    ['desktop, dark', DESKTOP, 'dark'],
    ['phone, light', PHONE, 'light'],
    ['phone, dark', PHONE, 'dark'],
  ] as const)(
    'finds no violations on a sample of pages as an Admin (%s)',
    async (_label, viewport, colorScheme) => {
      const { context, page } = await e2e.openPageSignedIn(TEST_ADMIN, '/', viewport);
      await page.emulateMedia({ colorScheme });

      const found: Record<string, string[]> = {};
      // On a phone the sidebar is open over the page now: scan that state too.
      const withSidebar = await axeViolations(page);
      if (withSidebar.length > 0) found['sidebar'] = withSidebar;
      for (const path of SAMPLE_PAGES) {
        const violations = await scan(page, path);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    },
  );

  it('finds no violations on the home page and the login form for a visitor', async () => {
    const { context, page } = await e2e.openPage();
    await page.goto('/');
    await page.getByLabel('Username').fill('nobody');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid username or password').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The scan does find problems: a field without a label is reported.
    await page.evaluate(() => {
      document.querySelector('main')?.append(document.createElement('input'));
    });
    expect(await axeViolations(page)).toContainEqual(expect.stringMatching(/^label /));
    await context.close();
  });
});
