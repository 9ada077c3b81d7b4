import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, type E2EServer, useServerAndBrowser } from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';
import { APP_MANIFESTS } from './app-manifests';
import { documentTitle, NOT_FOUND_SAMPLE_PATH, PAGE_PATHS } from './page-titles';

/** Every app route with its title, from the registry. */
const APP_PAGES = APP_MANIFESTS.flatMap((app) =>
  app.routes.map(({ path, title, lead }) => ({ path, title, hasLead: lead !== undefined })),
);

/** The app pages with a lead line under their title in their manifest, prerendered with it. */
const PATHS_WITH_LEAD = APP_PAGES.filter((page) => page.hasLead).map((page) => page.path);

/** The spec's pages with a lead line: each must be among them. */
const SPEC_PATHS_WITH_LEAD: readonly string[] = [
  '/applications/transparencymapper',
  '/applications/emotional-excellence',
  '/quizzes/rbguesser',
  '/quizzes/sql',
  '/games/wordweaver',
  '/games/flappyduo',
];

/** The shell pages whose own content is prerendered, with the heading each shows. */
const STATIC_PAGES = [
  { path: '/', heading: 'Nook' },
  { path: '/about', heading: 'About Nook' },
  { path: '/applications', heading: 'Applications' },
  { path: '/quizzes', heading: 'Quiz Center' },
  { path: '/games', heading: 'Game Center' },
  { path: NOT_FOUND_SAMPLE_PATH, heading: 'Page not found' },
] as const;

/** Console errors and warnings, and uncaught errors, from the moment the page opens. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has adopted the prerendered #root. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * The most a page may shift and still count as still. A shell that rearranges itself after
 * hydration (member links, the collapsed width, the login form) scores 0.003 to 0.04 per shift;
 * a busy machine can add a sub-pixel move of a few millionths that nobody sees.
 */
const NO_VISIBLE_SHIFT = 0.001;

/** Sum of the page's layout shifts so far (the Layout Instability API, buffered from load). */
function layoutShiftScore(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Shifts are recorded as frames are rendered: let the frame under way finish first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as (PerformanceEntry & { value: number })[];
    observer.disconnect();
    return shifts.reduce((score, shift) => score + shift.value, 0);
  });
}

async function adminSession(server: E2EServer) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: TEST_ADMIN,
  });
  const { data } = response.json<{ data: { username: string; role: string; token: string } }>();
  return { user_name: data.username, user_role: data.role, user_token: data.token };
}

async function withStorage(context: BrowserContext, entries: Record<string, string>) {
  await context.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
}

describe('prerendered pages in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('paints the shell and the static pages with JavaScript turned off', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      for (const { path, heading } of STATIC_PAGES) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(path === NOT_FOUND_SAMPLE_PATH ? 404 : 200);
        expect(await page.title()).toBe(documentTitle(path));
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible())
          .toBe(true);
        const sidebar = page.getByTestId('sidebar');
        expect(await sidebar.getByRole('link', { name: 'Applications' }).isVisible()).toBe(true);
        expect(await sidebar.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
        // A visitor's shell: the member's links are in the HTML but hidden.
        expect(await sidebar.getByRole('link', { name: 'Admin' }).count()).toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  it('gives every app page its shell and title before the script runs', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      for (const path of PAGE_PATHS) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(await page.title(), path).toBe(documentTitle(path));
        expect(await page.getByTestId('sidebar').isVisible(), path).toBe(true);
        expect(await page.locator('#main').count(), path).toBe(1);
      }
      expect(PATHS_WITH_LEAD).toEqual(expect.arrayContaining([...SPEC_PATHS_WITH_LEAD]));
      for (const { path, title, hasLead } of APP_PAGES) {
        await page.goto(path);
        const main = page.locator('#main');
        expect(await main.getByRole('heading', { level: 1 }).textContent(), path).toBe(title);
        expect(await main.locator('.page-header__lead').count(), path).toBe(hasLead ? 1 : 0);
        expect(await main.getByRole('status').textContent(), path).toBe('Loading…');
      }
    } finally {
      await context.close();
    }
  });

  it("keeps an app page's prerendered title and lead when the page itself takes over", async () => {
    const { context, page } = await e2e.openPage();
    const problems = collectProblems(page);
    try {
      for (const path of PATHS_WITH_LEAD) {
        const response = await page.goto(path);
        const html = (await response?.text()) ?? '';
        const prerendered = /<p class="page-header__lead">(.*?)<\/p>/.exec(html)?.[1];
        expect(prerendered, path).toBeTruthy();
        await waitForHydration(page);
        // The loading line goes once the page's own code has rendered it.
        await expect
          .poll(() => page.locator('#main .page-loading').count(), { message: path })
          .toBe(0);
        const lead = page.locator('#main .page-header__lead');
        expect(await lead.count(), path).toBe(1);
        // The browser's own reading of the prerendered markup, so entities compare as characters.
        const parsed = await page.evaluate((markup) => {
          const template = document.createElement('template');
          template.innerHTML = markup;
          return template.innerHTML;
        }, prerendered ?? '');
        expect(await lead.innerHTML(), path).toBe(parsed);
        expect(await layoutShiftScore(page), path).toBeLessThan(NO_VISIBLE_SHIFT);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('preloads the chunks and styles a public app page uses once hydrated, and nothing else', async () => {
    const { context, page } = await e2e.openPage();
    const problems = collectProblems(page);
    // Which modules ran: one preloaded but never imported is fetched, and at most compiled.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Profiler.enable');
    await devtools.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    try {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (['script', 'stylesheet'].includes(request.resourceType())) {
          requested.push(new URL(request.url()).pathname);
        }
      });
      await page.goto('/games/wordweaver');
      await waitForHydration(page);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'WordWeaver' }).count())
        .toBe(1);
      await page.waitForLoadState('networkidle');
      const hrefs = (selector: string) =>
        page
          .locator(selector)
          .evaluateAll((links) =>
            links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
          );
      // The service worker's registration loads after the page has (decision 020), unannounced;
      // the link Vite's loader adds for it as it loads is not the page's.
      const afterLoad = /^\/assets\/(service-worker-registration|workbox-window)[-.]/;
      const preloaded = (await hrefs('link[rel="modulepreload"]')).filter(
        (file) => !afterLoad.test(file),
      );
      expect(preloaded.some((file) => /^\/assets\/word-weaver-page-.*\.js$/.test(file))).toBe(true);
      // Every chunk but the entry was announced in the HTML, and every announced one was fetched.
      const entry = await page
        .locator('script[type="module"]')
        .evaluate((script) => new URL((script as HTMLScriptElement).src).pathname);
      const pageScripts = requested.filter(
        (file) => file.endsWith('.js') && file !== entry && !afterLoad.test(file),
      );
      expect(new Set(pageScripts)).toEqual(new Set(preloaded));
      // Each file is fetched once: a preload made in another credentials mode than the page's
      // own request would be fetched again.
      expect(requested.filter((file, index) => requested.indexOf(file) !== index)).toEqual([]);
      // Every preloaded module ran.
      const { result: scripts } = await devtools.send('Profiler.takePreciseCoverage');
      const ran = scripts
        .filter((script) => script.url.startsWith(e2e.server.baseUrl))
        .filter((script) => (script.functions[0]?.ranges[0]?.count ?? 0) > 0)
        .map((script) => new URL(script.url).pathname);
      expect(preloaded.filter((file) => !ran.includes(file))).toEqual([]);
      // Every preloaded style sheet is applied.
      const preloadedStyles = await hrefs('link[rel="preload"][as="style"]');
      expect(preloadedStyles).not.toEqual([]);
      const applied = await page.evaluate(() =>
        Array.from(document.styleSheets).flatMap((sheet) => (sheet.href ? [sheet.href] : [])),
      );
      const appliedPaths = applied.map((href) => new URL(href).pathname);
      expect(preloadedStyles.filter((file) => !appliedPaths.includes(file))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['a visitor', false],
    ['the Admin', true],
  ] as const)('hydrates every page for %s without a console error', async (_who, signedIn) => {
    const { context, page } = await e2e.openPage();
    if (signedIn) await withStorage(context, await adminSession(e2e.server));
    const problems = collectProblems(page);
    try {
      for (const path of [...PAGE_PATHS, NOT_FOUND_SAMPLE_PATH]) {
        await page.goto(path);
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        // The 404 page comes with status 404, which Chromium reports; nothing else may appear.
        const expected =
          path === NOT_FOUND_SAMPLE_PATH
            ? [
                'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
              ]
            : [];
        expect(problems.splice(0), path).toEqual(expected);
      }
    } finally {
      await context.close();
    }
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'shows a signed-in member their sidebar without a layout shift (%s)',
    async (_name, viewport) => {
      const { context, page } = await e2e.openPage(viewport);
      await withStorage(context, { ...(await adminSession(e2e.server)), sidebar_collapsed: '1' });
      try {
        for (const path of ['/', '/applications', '/about']) {
          await page.goto(path);
          await waitForHydration(page);
          await page
            .getByText(`Signed in as ${TEST_ADMIN.username}`)
            .waitFor({ state: 'attached' });
          expect(await layoutShiftScore(page), path).toBeLessThan(NO_VISIBLE_SHIFT);
        }
        const sidebar = page.getByTestId('sidebar');
        if (viewport === DESKTOP) {
          await expect.poll(() => sidebar.getAttribute('class')).toContain('sidebar--collapsed');
          // The stored choice is the sidebar's state after hydration: expanding it works at once.
          await page.getByRole('button', { name: 'Expand sidebar' }).click();
          expect(await sidebar.getAttribute('class')).not.toContain('sidebar--collapsed');
          expect(await page.evaluate(() => localStorage.getItem('sidebar_collapsed'))).toBe('0');
          expect(
            await page.evaluate(() =>
              document.documentElement.hasAttribute('data-sidebar-collapsed'),
            ),
          ).toBe(false);
        }
        // Logging out hides the member's links again, although the page began as theirs.
        await page.goto('/');
        await waitForHydration(page);
        if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
        await sidebar.getByRole('button', { name: 'Logout' }).click();
        await sidebar.getByRole('button', { name: 'Login' }).waitFor();
        expect(await sidebar.getByRole('link', { name: 'Admin' }).count()).toBe(0);
        expect(await sidebar.getByRole('link', { name: 'Message Board' }).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});
