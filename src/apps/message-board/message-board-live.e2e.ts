import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  type E2EServer,
  useServerAndBrowser,
  waitForServiceWorkerControl,
} from '#tests/e2e';
import './server/message-board.table';

type Viewport = typeof DESKTOP | typeof PHONE;

/** Signs `user` in through the API and opens `/` with that session in the page's storage. */
async function signIn(
  server: E2EServer,
  page: Page,
  user: { username: string; password: string },
): Promise<void> {
  const response = await server.app.inject({ method: 'POST', url: '/api/login', payload: user });
  const { data } = response.json<{
    data: { username: string; role: string; token: string; user_id: number };
  }>();
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('user_name', session.username);
    localStorage.setItem('user_role', session.role);
    localStorage.setItem('user_token', session.token);
    localStorage.setItem('user_id', String(session.user_id));
  }, data);
  await page.reload();
}

async function postAs(server: E2EServer, token: string, content: string): Promise<void> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/data_models/message',
    headers: { authorization: `Bearer ${token}` },
    payload: { Content: content },
  });
  expect(response.statusCode).toBe(200);
}

/** The board's link in the sidebar, or on a phone the menu button, named with the unread count. */
function unreadBadge(page: Page, viewport: Viewport, count: number) {
  return viewport === PHONE
    ? page.getByRole('button', { name: `Open menu, ${count} unread`, exact: true })
    : page.getByRole('link', { name: `Message Board, ${count} unread`, exact: true });
}

const messageList = (page: Page) => page.getByRole('list', { name: 'Messages, newest first' });

describe.each([
  ['1280×800', DESKTOP],
  ['390×844', PHONE],
] as const)('the live message board at %s in Chromium', (_size, viewport) => {
  const e2e = useServerAndBrowser();

  it("shows another member's new message without a reload, and counts it as unread elsewhere", async () => {
    const alice = await e2e.server.createUser('User');
    const bob = await e2e.server.createUser('Family');
    const a = await e2e.openPage(viewport);
    const b = await e2e.openPage(viewport);
    await signIn(e2e.server, a.page, alice);
    await signIn(e2e.server, b.page, bob);

    // Bob is elsewhere on the site: the count appears beside the board's link.
    await a.page.goto('/message-board');
    await a.page.getByText('No messages yet. Be the first to say hello!').waitFor();
    await b.page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await a.page.getByLabel('Your message').fill('Dinner at six?');
    await a.page.getByRole('button', { name: 'Post', exact: true }).click();
    await unreadBadge(b.page, viewport, 1).waitFor();
    await a.page.getByLabel('Your message').fill('Bring the salad');
    await a.page.getByRole('button', { name: 'Post', exact: true }).click();
    await unreadBadge(b.page, viewport, 2).waitFor();
    // The writer's own messages are not unread for them.
    expect(await unreadBadge(a.page, viewport, 1).count()).toBe(0);
    await b.page.screenshot({ path: `/tmp/shots-board-live/unread-${viewport.width}.png` });

    // Bob opens the board: both are there and the count goes.
    if (viewport === PHONE) await b.page.getByRole('button', { name: /^Open menu/ }).click();
    await b.page.getByRole('link', { name: /^Message Board/ }).click();
    await messageList(b.page).getByText('Bring the salad').waitFor();
    await b.page
      .getByRole(viewport === PHONE ? 'button' : 'link', {
        name: viewport === PHONE ? 'Open menu' : 'Message Board',
        exact: true,
      })
      .waitFor();

    // With the board open, Alice's next message arrives by itself and is read at once.
    await a.page.getByLabel('Your message').fill('Six it is');
    await a.page.getByRole('button', { name: 'Post', exact: true }).click();
    await messageList(b.page).getByRole('listitem').first().getByText('Six it is').waitFor();
    expect(await b.page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    const marks = await e2e.server.app.db.selectFrom('message_reads').selectAll().execute();
    const newest = await e2e.server.app.db
      .selectFrom('message')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await expect
      .poll(
        async () =>
          (
            await e2e.server.app.db
              .selectFrom('message_reads')
              .select('last_read_id')
              .where('user_id', '=', bob.id)
              .executeTakeFirst()
          )?.last_read_id,
      )
      .toBe(newest.id);
    expect(marks.length).toBeGreaterThan(0);
    await b.page.screenshot({ path: `/tmp/shots-board-live/live-${viewport.width}.png` });
    await a.context.close();
    await b.context.close();
  });

  it('reads offline from this device, keeps every message written offline waiting, and never stays on Posting…', async () => {
    const reader = await e2e.server.createUser('User');
    const writer = await e2e.server.createUser('User');
    const writerToken = await e2e.server.login(writer.username, writer.password);
    await postAs(e2e.server, writerToken, 'Saved for the train');
    const { context, page } = await e2e.openPage(viewport);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await signIn(e2e.server, page, reader);
    await page.goto('/message-board');
    await messageList(page).getByText('Saved for the train').waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You’re offline — showing messages saved on this device.').waitFor();
    await messageList(page).getByText('Saved for the train').waitFor();
    expect(await page.getByText('Loading messages…').count()).toBe(0);

    const box = page.getByLabel('Your message');
    const post = page.getByRole('button', { name: 'Post', exact: true });
    const waiting = page
      .getByRole('list', { name: 'Messages waiting to be sent' })
      .getByRole('listitem');
    await box.fill('First from the tunnel');
    await post.click();
    await waiting.filter({ hasText: 'First from the tunnel — waiting to be sent' }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
    await box.fill('Second from the tunnel');
    expect(await post.textContent()).toBe('Post');
    await post.click();
    await waiting.filter({ hasText: 'Second from the tunnel — waiting to be sent' }).waitFor();
    expect(await page.getByRole('button', { name: 'Posting…' }).count()).toBe(0);
    expect(await waiting.count()).toBe(2);
    await page.screenshot({ path: `/tmp/shots-board-live/offline-${viewport.width}.png` });

    await context.setOffline(false);
    await expect.poll(() => waiting.count()).toBe(0);
    await messageList(page).getByText('Second from the tunnel').waitFor();
    const stored = await e2e.server.app.db
      .selectFrom('message')
      .select('content')
      .where('sender_id', '=', reader.id)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.content)).toEqual([
      'First from the tunnel',
      'Second from the tunnel',
    ]);

    // Logging out removes the saved board from the device.
    const kept = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('nook.user.')));
    expect(await kept()).toHaveLength(1);
    if (viewport === PHONE) await page.getByRole('button', { name: /^Open menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(kept).toEqual([]);
    await context.close();
  });
});

describe('posting to a server that stops answering, in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('frees the form after a few seconds and sends every waiting message, in order, once it answers', async () => {
    const user = await e2e.server.createUser('User');
    // Without the service worker, whose own requests the page's routes would not see.
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      viewport: DESKTOP,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await signIn(e2e.server, page, user);
    await page.goto('/message-board');
    await page.getByText('No messages yet. Be the first to say hello!').waitFor();
    // Posts reach nothing and are never answered.
    const hang = () => undefined;
    await page.route('**/api/data_models/message', (route) =>
      route.request().method() === 'POST' ? hang() : route.continue(),
    );

    const box = page.getByLabel('Your message');
    const waiting = page
      .getByRole('list', { name: 'Messages waiting to be sent' })
      .getByRole('listitem');
    await box.fill('Is anyone there?');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByRole('button', { name: 'Posting…' }).waitFor();
    await waiting.filter({ hasText: 'Is anyone there? — waiting to be sent' }).waitFor();
    await page.getByRole('button', { name: 'Post', exact: true }).waitFor();
    await box.fill('Hello?');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await waiting.filter({ hasText: 'Hello? — waiting to be sent' }).waitFor();
    expect(await page.getByRole('button', { name: 'Posting…' }).count()).toBe(0);

    await page.unroute('**/api/data_models/message');
    await expect.poll(() => waiting.count(), { timeout: 30_000 }).toBe(0);
    const stored = await e2e.server.app.db
      .selectFrom('message')
      .select('content')
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.content)).toEqual(['Is anyone there?', 'Hello?']);
    await context.close();
  });
});
