import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium-flags';
import { buildTestApp, type TestApp, type TestDatabaseKind } from './test-app';

/** The built SPA; E2E_WEB_ROOT points elsewhere when several builds are tested side by side. */
export const WEB_ROOT = path.resolve(
  process.env['E2E_WEB_ROOT'] ?? path.join(import.meta.dirname, '../dist/web'),
);

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_FLAGS],
};

export interface E2EServer extends TestApp {
  baseUrl: string;
}

/** The real server with the built SPA on a random loopback port and a fresh database. */
export async function startE2EServer(kind: TestDatabaseKind = 'sqlite'): Promise<E2EServer> {
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` before the end-to-end tests');
  }
  const t = await buildTestApp(kind, { build: { webRoot: WEB_ROOT } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, baseUrl: address };
}

/** System Chromium, headless, with the flags this environment needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/**
 * Chromium with a profile of its own in `userDataDir` (not incognito, as the contexts of
 * `launchBrowser` are): for what Chromium offers only to a real profile, such as installing an app.
 */
export function launchProfileContext(
  userDataDir: string,
  options: Omit<BrowserContextOptions, 'storageState'> = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...CHROMIUM_LAUNCH_OPTIONS, ...options });
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * One Chromium for all the test files a worker runs (their modules are shared, see
 * vitest.config.ts), launched by the first; each file opens contexts of its own. It goes with the
 * worker's process.
 */
async function browserOfThisWorker(): Promise<Browser> {
  const browser = await (workerBrowser ??= launchBrowser());
  if (browser.isConnected()) return browser;
  // It crashed under an earlier file: the next file gets a new one.
  workerBrowser = launchBrowser();
  return workerBrowser;
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * A new context and page; animations are reduced so screenshots are stable. `options` add to the
 * context's, such as a time zone.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: Omit<BrowserContextOptions, 'baseURL' | 'viewport'> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    reducedMotion: 'reduce',
    hasTouch: viewport.width < 768,
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * A fresh page opened at `path` with `user` logged in through the sidebar, which a phone-sized page
 * keeps behind its menu button.
 */
export async function openPageSignedIn(
  browser: Browser,
  baseUrl: string,
  user: { username: string; password: string },
  path = '/',
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, baseUrl, viewport);
  await page.goto(path);
  if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
  await loginThroughSidebar(page, user.username, user.password);
  return { context, page };
}

/** A new user of the role, logged in through the sidebar on a fresh desktop page opened at `path`. */
export async function openPageAs(
  browser: Browser,
  server: E2EServer,
  role: string,
  path: string,
): Promise<{ context: BrowserContext; page: Page; user: { id: number; username: string } }> {
  const user = await server.createUser(role);
  return { ...(await openPageSignedIn(browser, server.baseUrl, user, path)), user };
}

/** A size of page and a colour scheme, named for a test's title. */
export interface PageLook {
  label: string;
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
}

/**
 * The two looks an app's own axe test scans, one run each (the site-wide crawl covers every page):
 * a desktop in the light scheme and a phone in the dark one.
 */
export const AXE_LOOKS: readonly PageLook[] = [
  { label: 'desktop, light', viewport: DESKTOP, colorScheme: 'light' },
  { label: 'phone, dark', viewport: PHONE, colorScheme: 'dark' },
];

/** A fresh page of the look's size, in its colour scheme. */
export async function openPageInLook(
  browser: Browser,
  baseUrl: string,
  look: PageLook,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, baseUrl, look.viewport);
  await opened.page.emulateMedia({ colorScheme: look.colorScheme });
  return opened;
}

/**
 * Waits until a service worker controls the page: once it is active its precache is complete, so
 * the site's pages and chunks open without a network from then on.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // The harness compiles with the server's types, which have no DOM: the page's part it reads.
    const { serviceWorker } = (globalThis as unknown as { navigator: PageNavigator }).navigator;
    await serviceWorker.ready;
    if (!serviceWorker.controller) {
      await new Promise((resolve) =>
        serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** What `waitForServiceWorkerControl` reads of the page's `navigator`. */
interface PageNavigator {
  serviceWorker: {
    ready: Promise<unknown>;
    controller: unknown;
    addEventListener(
      type: 'controllerchange',
      listener: (event: unknown) => void,
      options: { once: true },
    ): void;
  };
}

/**
 * The site's service worker as Chromium's Background Sync knows it (through a page of its own, on
 * no site): `dispatch` wakes it with a sync event, as the browser does once it is online.
 */
export async function backgroundSyncOf(
  context: BrowserContext,
  baseUrl: string,
): Promise<{ page: Page; dispatch: (tag: string) => Promise<void> }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');
  const scope = `${baseUrl}/`;
  await expect
    .poll(() => registrations.filter((r) => r.scopeURL === scope).length)
    .toBeGreaterThan(0);
  const registration = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
  if (!registration) throw new Error('no service worker registration');
  return {
    page,
    dispatch: async (tag) => {
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: baseUrl,
        registrationId: registration.registrationId,
        tag,
        lastChance: false,
      });
    },
  };
}

/** Logs in through the sidebar form and waits for the success text. */
export async function loginThroughSidebar(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login successful!').waitFor();
}

/**
 * The database a browser test that cares about it runs on: PostgreSQL where the run has one (CI),
 * else SQLite. Every route is tested on both through the API; in the browser one is enough, and the
 * rest of the browser tests run on SQLite.
 */
export function e2eDatabaseKind(): TestDatabaseKind {
  return process.env['TEST_DATABASE_URL'] ? 'postgres' : 'sqlite';
}

/** A test file's server and browser, there from its `beforeAll` on, and pages opened on them. */
export interface E2EHandle {
  readonly server: E2EServer;
  readonly browser: Browser;
  /** A new context and page on the server (see `openPage`). */
  openPage(
    viewport?: { width: number; height: number },
    options?: Omit<BrowserContextOptions, 'baseURL' | 'viewport'>,
  ): Promise<{
    context: BrowserContext;
    page: Page;
  }>;
  /** A fresh page at `path` with `user` logged in (see `openPageSignedIn`). */
  openPageSignedIn(
    user: { username: string; password: string },
    path?: string,
    viewport?: { width: number; height: number },
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** A new user of the role, logged in on a fresh desktop page at `path` (see `openPageAs`). */
  openPageAs(
    role: string,
    path: string,
  ): Promise<{ context: BrowserContext; page: Page; user: { id: number; username: string } }>;
  /** A fresh page of the look's size, in its colour scheme (see `openPageInLook`). */
  openPageInLook(look: PageLook): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Starts the real server (fresh database) before a test file's tests and stops it after them, with
 * the worker's Chromium, both reached through the handle it returns. Contexts the file leaves open
 * are closed after it. Hooks the file adds later run after this start and before this stop.
 */
export function useServerAndBrowser(kind: TestDatabaseKind = 'sqlite'): E2EHandle {
  let started: E2EServer | undefined;
  let launched: Browser | undefined;
  beforeAll(async () => {
    [started, launched] = await Promise.all([startE2EServer(kind), browserOfThisWorker()]);
  });
  afterAll(async () => {
    await Promise.all(launched?.contexts().map((context) => context.close()) ?? []);
    await started?.close();
  });
  const notYet = (name: string) =>
    new Error(`e2e.${name} is read before beforeAll started it: read it in a hook or a test`);
  const handle: E2EHandle = {
    get server() {
      if (!started) throw notYet('server');
      return started;
    },
    get browser() {
      if (!launched) throw notYet('browser');
      return launched;
    },
    openPage: (viewport, options) =>
      openPage(handle.browser, handle.server.baseUrl, viewport, options),
    openPageSignedIn: (user, path, viewport) =>
      openPageSignedIn(handle.browser, handle.server.baseUrl, user, path, viewport),
    openPageAs: (role, path) => openPageAs(handle.browser, handle.server, role, path),
    openPageInLook: (look) => openPageInLook(handle.browser, handle.server.baseUrl, look),
  };
  return handle;
}

/** The WCAG levels every page meets. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * WCAG 2.1 A rules that axe marks experimental and so leaves out of a scan by tags; every page
 * meets them too. Label in name (2.5.3): a control's accessible name contains its visible text.
 */
const AXE_EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

/**
 * axe's findings on the page as it is now, WCAG 2.1 A and AA, one readable line each (rule, impact,
 * the first offending elements), so a failing `toEqual([])` says what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Options first: they replace what withTags set. Only violations come back with every node.
  const results = await new AxeBuilder({ page })
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(AXE_EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** A screen lock that says yes: Chromium's virtual authenticator, holding discoverable passkeys. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** Whether it answers by itself: it would answer the username field's suggestions at once. */
    answers: (enabled: boolean) =>
      cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
  };
}
