import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  axeViolations,
  backgroundSyncOf,
  DESKTOP,
  loginThroughSidebar,
  type E2EServer,
  useServerAndBrowser,
  waitForServiceWorkerControl,
} from '#tests/e2e';
import { bearer } from '#tests/test-app';
import '../apps/message-board/server/message-board.table';
import '../apps/ludde/server/ludde.table';

/** Chromium with the service worker (Background Sync), and as a browser without one would be. */
const MODES = [
  { serviceWorkers: 'allow', name: 'with the service worker' },
  { serviceWorkers: 'block', name: 'with service workers blocked' },
] as const;

/** Everything the page's origin keeps in localStorage, sessionStorage and IndexedDB, as text. */
function browserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    const request = <T>(make: () => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const pending = make();
        pending.onsuccess = () => resolve(pending.result);
        pending.onerror = () => reject(pending.error ?? new Error('IndexedDB failed'));
      });
    for (const { name } of await indexedDB.databases()) {
      if (name === undefined) continue;
      const db = await request(() => indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await request(() => db.transaction(store).objectStore(store).getAll());
        parts.push(`${name}/${store}: ${JSON.stringify(all)}`);
      }
      db.close();
    }
    return parts.join('\n');
  });
}

/** How many records a store of the outbox's IndexedDB holds: `writes` (anyone's), `revocations`. */
function countInOutbox(page: Page, store: 'writes' | 'revocations'): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('nook-outbox');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error ?? new Error('IndexedDB failed'));
        };
      }),
    store,
  );
}

const writesInOutbox = (page: Page) => countInOutbox(page, 'writes');
/** Logouts made offline, waiting for the connection. */
const pendingLogouts = (page: Page) => countInOutbox(page, 'revocations');

/** What the server answers GET /api/session with `token`: 200 while the session lasts. */
async function statusOfSession(server: E2EServer, token: string): Promise<number> {
  return (await server.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) }))
    .statusCode;
}

function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('user_token'));
}

describe.each(MODES)('who a queued write goes out as, $name', ({ serviceWorkers }) => {
  const e2e = useServerAndBrowser();

  async function open(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      viewport: DESKTOP,
      reducedMotion: 'reduce',
      serviceWorkers,
    });
    const page = await context.newPage();
    await page.goto('/');
    if (serviceWorkers === 'allow') await waitForServiceWorkerControl(page);
    return { context, page };
  }

  /** Alice, a new Family member, signed in through the sidebar of a page of her own. */
  async function signedInAsAlice() {
    const alice = await e2e.server.createUser('Family');
    const { context, page } = await open();
    await loginThroughSidebar(page, alice.username, alice.password);
    return { alice, context, page };
  }
  afterEach(async () => {
    await Promise.all(e2e.browser.contexts().map((context) => context.close()));
  });

  const messagesWith = (content: string) =>
    e2e.server.app.db
      .selectFrom('message')
      .select(['content', 'sender_id'])
      .where('content', '=', content)
      .execute();
  const mealsWith = (comment: string) =>
    e2e.server.app.db
      .selectFrom('ludde_feeding_times')
      .select(['comment', 'created_by'])
      .where('comment', '=', comment)
      .execute();
  const sessionStatus = (token: string) => statusOfSession(e2e.server, token);

  async function postMessage(page: Page, content: string) {
    await page.getByLabel('Your message').fill(content);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
  }

  it('discards what Alice could not send only after telling her, and stores nothing of hers as Bob', async () => {
    const { alice, context, page } = await signedInAsAlice();
    const bob = await e2e.server.createUser('Family');
    // Both pages load once online; then they are written on offline, moving between them in
    // the page (a browser without a service worker cannot load a page offline).
    await page.goto('/family/ludde-analytics');
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Message Board' }).click();
    await page.getByLabel('Your message').waitFor();

    await context.setOffline(true);
    await postMessage(page, 'Alice wrote this');
    await page.getByText('Alice wrote this — waiting to be sent').waitFor();
    await page.goBack();
    await page.getByLabel('Comment').fill('Alice fed Ludde');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Alice fed Ludde · by ${alice.username} — waiting to be sent`).waitFor();
    const token = await storedToken(page);
    if (token === null) throw new Error('no session stored');

    // Logout cannot send them: it says what would be lost. Escape keeps her logged in.
    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.click();
    const dialog = page.getByRole('dialog', { name: 'Log out now?' });
    await dialog
      .getByText(
        '1 message and 1 meal are waiting to be sent and will be discarded if you log out now.',
        { exact: true },
      )
      .waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Stay logged in');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Signed in as ${alice.username}`).waitFor();
    expect(await writesInOutbox(page)).toBe(2);

    // Asked again, she chooses to log out and discard them, from the keyboard.
    await logout.click();
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Stay logged in');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await expect.poll(async () => (await browserStorage(page)).includes(token)).toBe(false);
    expect(await writesInOutbox(page)).toBe(0);

    // The connection returns and Bob logs in on the same browser.
    await context.setOffline(false);
    await expect.poll(() => sessionStatus(token)).toBe(401);
    await loginThroughSidebar(page, bob.username, bob.password);
    await page.getByRole('link', { name: 'Message Board' }).click();
    await postMessage(page, 'Bob says hello');
    await expect.poll(async () => (await messagesWith('Bob says hello')).length).toBe(1);
    expect(await writesInOutbox(page)).toBe(0);

    // Nothing is left that anyone could send: Alice's writes were never stored, as anyone.
    expect(await messagesWith('Alice wrote this')).toEqual([]);
    expect(await mealsWith('Alice fed Ludde')).toEqual([]);
    const bobs = await e2e.server.app.db
      .selectFrom('message')
      .select('content')
      .where('sender_id', '=', bob.id)
      .execute();
    expect(bobs).toEqual([{ content: 'Bob says hello' }]);
  });

  it('sends what Alice queued as Alice before her logout completes, once the server answers', async () => {
    const { alice, context, page } = await signedInAsAlice();
    await page.goto('/message-board');
    await page.getByLabel('Your message').waitFor();
    // The server cannot be reached for the post: it waits.
    let unreachable = true;
    await context.route('**/api/data_models/message', (route) =>
      unreachable && route.request().method() === 'POST'
        ? route.abort('connectionrefused')
        : route.continue(),
    );
    await postMessage(page, 'Alice posted before leaving');
    await page.getByText('Alice posted before leaving — waiting to be sent').waitFor();
    expect(await messagesWith('Alice posted before leaving')).toEqual([]);

    unreachable = false;
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // Stored as Alice by the time the logout is done, and nobody was asked to discard it.
    expect(await messagesWith('Alice posted before leaving')).toEqual([
      { content: 'Alice posted before leaving', sender_id: alice.id },
    ]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await writesInOutbox(page)).toBe(0);
  });

  it("keeps Alice's write for Alice when the server ended her session, hidden from Bob and never sent as him", async () => {
    const { alice, context, page } = await signedInAsAlice();
    const bob = await e2e.server.createUser('Family');
    await page.goto('/message-board');
    await page.getByLabel('Your message').waitFor();
    await context.setOffline(true);
    await postMessage(page, 'Alice, before her session ended');
    await page.getByText('Alice, before her session ended — waiting to be sent').waitFor();

    // Her session ends elsewhere (a password change, say); the write's try is answered 401.
    await e2e.server.app.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', alice.id)
      .execute();
    await context.setOffline(false);
    await expect.poll(() => storedToken(page)).toBeNull();
    expect(await writesInOutbox(page)).toBe(1);

    // The board offers Alice's login again; Bob logs in from the sidebar of another page.
    await page.goto('/');
    await loginThroughSidebar(page, bob.username, bob.password);
    await page.getByRole('link', { name: 'Message Board' }).click();
    await postMessage(page, 'Bob, meanwhile');
    await expect.poll(async () => (await messagesWith('Bob, meanwhile')).length).toBe(1);
    expect(await page.getByText('Alice, before her session ended').count()).toBe(0);
    expect(await writesInOutbox(page)).toBe(1);
    expect(await messagesWith('Alice, before her session ended')).toEqual([]);

    // Bob has nothing waiting: he logs out at once. Alice logs in again and it is sent as her.
    await page.getByRole('button', { name: 'Logout' }).click();
    await loginThroughSidebar(page, alice.username, alice.password);
    await expect
      .poll(() => messagesWith('Alice, before her session ended'))
      .toEqual([{ content: 'Alice, before her session ended', sender_id: alice.id }]);
    await expect.poll(() => writesInOutbox(page)).toBe(0);
  });

  it('ends the session of a logout made offline: no token kept, refused once the connection returns', async () => {
    const { context, page } = await signedInAsAlice();
    const token = await storedToken(page);
    if (token === null) throw new Error('no session stored');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await expect.poll(async () => (await browserStorage(page)).includes(token)).toBe(false);
    // Nothing has reached the server yet.
    expect(await sessionStatus(token)).toBe(200);

    await context.setOffline(false);
    await expect.poll(() => sessionStatus(token)).toBe(401);
  });
});

describe('a logout made offline, sent by Background Sync with no page of the site open', () => {
  const e2e = useServerAndBrowser();

  it('ends the session when the worker is woken online', async () => {
    const alice = await e2e.server.createUser('User');
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      viewport: DESKTOP,
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      const sync = await backgroundSyncOf(context, e2e.server.baseUrl);

      await loginThroughSidebar(page, alice.username, alice.password);
      const token = await storedToken(page);
      if (token === null) throw new Error('no session stored');
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await expect.poll(() => pendingLogouts(page)).toBe(1);
      expect(await browserStorage(page)).not.toContain(token);
      // No page of the site is left to send it.
      await page.close();
      expect(await statusOfSession(e2e.server, token)).toBe(200);

      await context.setOffline(false);
      await sync.dispatch('nook-outbox');
      await expect.poll(() => statusOfSession(e2e.server, token)).toBe(401);
    } finally {
      await context.close();
    }
  });
});
