import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, loginThroughSidebar, PHONE, useServerAndBrowser } from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';

const ROLE_LINKS = ['Home', 'Message Board', 'Applications', 'Family', 'Admin'] as const;

async function visibleSidebarLinks(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  const shown: string[] = [];
  for (const name of ROLE_LINKS) {
    if ((await sidebar.getByRole('link', { name, exact: true }).count()) > 0) shown.push(name);
  }
  return shown;
}

describe('the shell in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('shows the login failure text, then logs in, shows the success text, and logs out', async () => {
    const { context, page } = await e2e.openPage();
    await page.goto('/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid username or password').waitFor();

    await loginThroughSidebar(page, TEST_ADMIN.username, TEST_ADMIN.password);
    expect(await page.evaluate(() => localStorage.getItem('user_role'))).toBe('Admin');
    expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBe('admin');
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toMatch(/^[\w-]{43}$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.getByLabel('Username').inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    expect(await visibleSidebarLinks(page)).toEqual(['Home', 'Applications']);
    await context.close();
  });

  it.each([
    ['User', ['Home', 'Message Board', 'Applications']],
    ['Family', ['Home', 'Message Board', 'Applications', 'Family']],
    ['Admin', ['Home', 'Message Board', 'Applications', 'Family', 'Admin']],
  ] as const)('shows the sidebar links for a %s', async (role, links) => {
    const user = await e2e.server.createUser(role);
    const { context, page } = await e2e.openPage();
    await page.goto('/');
    expect(await visibleSidebarLinks(page)).toEqual(['Home', 'Applications']);
    await loginThroughSidebar(page, user.username, user.password);
    expect(await visibleSidebarLinks(page)).toEqual([...links]);
    await context.close();
  });

  it('clears the session as soon as the server answers 401', async () => {
    const { context, page } = await e2e.openPageAs('Family', '/');
    expect(await visibleSidebarLinks(page)).toContain('Family');

    await e2e.server.app.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .execute();
    await page.reload();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await visibleSidebarLinks(page)).toEqual(['Home', 'Applications']);
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    await context.close();
  });

  it('collapses the sidebar from 200 px to 120 px and back', async () => {
    const { context, page } = await e2e.openPage(DESKTOP);
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(200);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(120);
    await page.reload();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(120);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(200);
    await context.close();
  });

  it('keeps every sidebar label on one line, the current one too', async () => {
    const { context, page } = await e2e.openPageSignedIn(TEST_ADMIN);
    const sidebar = page.getByTestId('sidebar');
    for (const name of ROLE_LINKS) {
      const link = sidebar.getByRole('link', { name, exact: true });
      await link.click();
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
      const home = await sidebar.getByRole('link', { name: 'Home', exact: true }).boundingBox();
      const current = await link.boundingBox();
      // As tall as a one-line link, and the label fits inside the link.
      expect(current?.height, name).toBe(home?.height);
      const fits = await link.locator('.sidebar__label').evaluate((label) => {
        const labelBox = label.getBoundingClientRect();
        const linkBox = label.parentElement?.getBoundingClientRect();
        return (
          linkBox !== undefined &&
          labelBox.right <= linkBox.right &&
          label.scrollWidth <= label.clientWidth
        );
      });
      expect(fits, name).toBe(true);
    }
    await context.close();
  });

  it('hides the sidebar behind a hamburger with an overlay on a phone', async () => {
    const { context, page } = await e2e.openPage(PHONE);
    await page.goto('/');
    const sidebar = page.getByTestId('sidebar');
    const inView = async () => {
      const box = await sidebar.boundingBox();
      return box !== null && box.x + box.width > 0 && (await sidebar.isVisible());
    };
    expect(await inView()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(inView).toBe(true);
    const home = sidebar.getByRole('link', { name: 'Home', exact: true });
    await expect.poll(() => home.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByTestId('sidebar-overlay').waitFor({ state: 'visible' });
    // The overlay is tapped beside the sidebar to close it.
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect.poll(inView).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.getByRole('link', { name: 'Applications', exact: true }).click();
    await page.waitForURL('**/applications');
    await expect.poll(inView).toBe(false);
    await context.close();
  });

  it('offers Log in in the top bar of a phone and then shows who is signed in there', async () => {
    const user = await e2e.server.createUser('User');
    const { context, page } = await e2e.openPage(PHONE);
    await page.goto('/');
    const topBar = page.getByRole('banner').filter({ has: page.getByLabel('Open menu') });
    const logIn = topBar.getByRole('button', { name: 'Log in', exact: true });
    await logIn.waitFor();
    const box = await logIn.boundingBox();
    expect(box !== null && box.x + box.width <= PHONE.width && box.y >= 0).toBe(true);

    await logIn.tap();
    const sidebar = page.getByTestId('sidebar');
    await expect
      .poll(() => sidebar.getByLabel('Username').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.type(user.username);
    await sidebar.getByLabel('Password').fill(user.password);
    await page.keyboard.press('Enter');
    await page.getByText('Login successful!').waitFor();
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);

    await topBar.getByText(user.username, { exact: true }).waitFor();
    expect(await logIn.isVisible()).toBe(false);
    await page.reload();
    await topBar.getByText(user.username, { exact: true }).waitFor();
    await context.close();
  });

  it('keeps the top bar and its Log in off the desktop', async () => {
    const { context, page } = await e2e.openPage(DESKTOP);
    await page.goto('/');
    await page.getByTestId('sidebar').getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log in', exact: true }).isVisible()).toBe(false);
    await context.close();
  });

  it('has a back button everywhere but on /, going back in history or else home', async () => {
    const { context, page } = await e2e.openPage();
    await page.goto('/');
    expect(await page.getByRole('button', { name: 'Go back' }).count()).toBe(0);

    await page
      .getByTestId('sidebar')
      .getByRole('link', { name: 'Applications', exact: true })
      .click();
    await page.getByRole('link', { name: /Quiz Center/ }).click();
    await page.waitForURL('**/applications/quizzes');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/applications');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const fresh = await context.newPage();
    await fresh.goto('/about');
    await fresh.getByRole('button', { name: 'Go back' }).click();
    await fresh.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows debug information on Home with ?debug=1 and remembers it until ?debug=0', async () => {
    const { context, page } = await e2e.openPage();
    await page.goto('/');
    expect(await page.getByText('Connection:').count()).toBe(0);

    await page.goto('/?debug=1');
    await page.getByText('Connection: Production').waitFor();
    await page.getByText('Status: ok').waitFor();
    await page.getByText('Commit: 0123456', { exact: true }).waitFor();

    await page.goto('/');
    await page.getByText('Connection: Production').waitFor();
    await page.goto('/?debug=0');
    await page.getByRole('heading', { name: 'Nook' }).waitFor();
    expect(await page.getByText('Connection:').count()).toBe(0);
    await context.close();
  });

  it('toggles the logo opacity when it is clicked', async () => {
    const { context, page } = await e2e.openPage();
    await page.goto('/');
    const logo = page.getByRole('button', { name: 'Toggle logo' });
    const opacity = () =>
      logo.evaluate((el) => getComputedStyle(el.querySelector('svg') ?? el).opacity);
    const before = await opacity();
    await logo.click();
    await expect.poll(opacity).not.toBe(before);
    await logo.click();
    await expect.poll(opacity).toBe(before);
    await context.close();
  });

  it.each([
    [
      '/applications',
      [
        '/applications/transparencymapper',
        '/applications/quizzes',
        '/applications/games',
        '/applications/emotional-excellence',
      ],
    ],
    [
      '/quizzes',
      [
        '/quizzes/rbguesser',
        '/quizzes/sql',
        '/quizzes/timeline-tech',
        '/quizzes/timeline-people',
        '/quizzes/timeline-conflicts',
      ],
    ],
    ['/applications/games', ['/games/wordweaver', '/games/flappyduo']],
  ] as const)('lists the hub cards of %s in the spec order', async (hub, hrefs) => {
    const { context, page } = await e2e.openPage();
    await page.goto(hub);
    const main = page.getByRole('main');
    await main.getByRole('link').first().waitFor();
    const links = await main
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(links).toEqual([...hrefs]);
    await context.close();
  });

  it('refuses the Family and Admin hubs to visitors without the role', async () => {
    const { context, page } = await e2e.openPage();
    for (const url of ['/family', '/admin', '/admin/users', '/message-board']) {
      await page.goto(url);
      await page.getByText('You do not have access to this page.').waitFor();
    }
    await context.close();
  });
  it('lazy-loads every app route with its title', async () => {
    const admin = await e2e.server.createUser('Admin');
    const { context, page } = await e2e.openPageSignedIn(admin);
    const pages = [
      ['/applications/transparencymapper', 'Transperator'],
      ['/applications/emotional-excellence', 'Emotional Excellence'],
      ['/quizzes/rbguesser', 'RGB Guesser'],
      ['/quizzes/sql', 'SQL Personality Quiz'],
      ['/quizzes/timeline-tech', 'Timeline Quiz: Innovations'],
      ['/quizzes/timeline-people', 'Timeline Quiz: Historical Figures'],
      ['/quizzes/timeline-conflicts', 'Timeline Quiz: Historical Conflicts'],
      ['/games/wordweaver', 'WordWeaver'],
      ['/games/flappyduo', 'Flappy Duo'],
      ['/message-board', 'Message Board'],
      ['/family/ludde-analytics', 'Ludde Meal Tracker'],
      ['/admin/users', 'Users'],
      ['/admin/s3_assets', 'S3 Assets'],
      ['/admin/api', 'API Status'],
    ] as const;
    for (const [url, title] of pages) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await expect.poll(() => page.title()).toBe(`${title} · Nook`);
    }
    await context.close();
  });
  it('reaches the sidebar and hub cards with the keyboard', async () => {
    const { context, page } = await e2e.openPage();
    await page.goto('/applications');
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
    const focusedNames: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      focusedNames.push(
        await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''),
      );
    }
    expect(focusedNames).toContain('Home');
    expect(focusedNames.some((name) => name.includes('Quiz Center'))).toBe(true);

    await page.getByRole('link', { name: /Quiz Center/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/applications/quizzes');
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'opens a hub card from anywhere on it, not only its title (%s)',
    async (_label, viewport) => {
      const { context, page } = await e2e.openPage(viewport);
      for (const part of ['.card__icon', '.card__description']) {
        await page.goto('/applications');
        const card = page.getByRole('listitem').filter({ hasText: 'Game Center' });
        const box = await card.locator(part).boundingBox();
        if (!box) throw new Error(`no ${part} on the Game Center card`);
        // The mouse itself: a locator click would wait for the card to stop rising on hover.
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await page.waitForURL('**/applications/games');
      }
      await context.close();
    },
  );

  it('follows the system colour scheme', async () => {
    const background = async (colorScheme: 'light' | 'dark') => {
      const context = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl, colorScheme });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { name: 'Nook' }).waitFor();
      const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await context.close();
      return color;
    };
    expect(await background('light')).not.toBe(await background('dark'));
  });
});
