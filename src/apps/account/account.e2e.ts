import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  loginThroughSidebar,
  PHONE,
  type E2EServer,
  useServerAndBrowser,
} from '#tests/e2e';

async function tokenIn(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('user_token'));
  if (!token) throw new Error('No session in the page');
  return token;
}

/** What the server answers the page's token now: 200 while its session lasts, 401 after. */
async function sessionStatus(server: E2EServer, token: string): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/session`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

describe('in Chromium: My account', () => {
  const e2e = useServerAndBrowser();

  /** A browser of its own with the user signed in, on a desktop. */
  async function otherBrowser(username: string, password: string) {
    const { page } = await e2e.openPageSignedIn({ username, password });
    return page;
  }

  /** Signs in at `viewport` and opens My account the way a person would: from their name. */
  async function openMyAccount(
    viewport: typeof DESKTOP | typeof PHONE,
    user: { username: string; password: string },
  ) {
    const { page } = await e2e.openPage(viewport);
    await page.goto('/');
    if (viewport === PHONE) {
      const topBar = page.getByRole('banner').filter({ has: page.getByLabel('Open menu') });
      await topBar.getByRole('button', { name: 'Log in', exact: true }).tap();
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByLabel('Username').fill(user.username);
      await sidebar.getByLabel('Password').fill(user.password);
      await sidebar.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Login successful!').waitFor();
      await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
      await topBar.getByRole('link', { name: `Logged in as ${user.username}` }).tap();
    } else {
      await loginThroughSidebar(page, user.username, user.password);
      await page.getByRole('link', { name: 'My account' }).click();
    }
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    return page;
  }

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`changes the password on a ${name}: the old one fails and another browser is signed out`, async () => {
      const user = await e2e.server.createUser('Family');
      const elsewhere = await otherBrowser(user.username, user.password);
      const elsewhereToken = await tokenIn(elsewhere);
      const page = await openMyAccount(viewport, user);

      await page.getByText("The family area (Ludde's feeding times)", { exact: false }).waitFor();
      const devices = page.getByRole('region', { name: 'Your devices' });
      await devices.getByText('This device').waitFor();
      await expect.poll(() => devices.getByRole('listitem').count()).toBe(2);

      const form = page.getByRole('region', { name: 'Change password' });
      await form.getByLabel('Current password').fill('not my password');
      await form.getByLabel('New password', { exact: true }).fill('a brand new password');
      await form.getByLabel('Confirm new password').fill('a brand new password');
      await form.getByRole('button', { name: 'Change password' }).click();
      await form
        .getByRole('alert')
        .filter({ hasText: 'Your current password is not right.' })
        .waitFor();
      expect(await sessionStatus(e2e.server, elsewhereToken)).toBe(200);

      await form.getByLabel('Current password').fill(user.password);
      await form.getByRole('button', { name: 'Change password' }).click();
      await form
        .getByText('Your password is changed. Your other devices are signed out.')
        .waitFor();
      await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
      expect(await sessionStatus(e2e.server, await tokenIn(page))).toBe(200);

      // The other browser's session is over: its next request is refused and it is signed out.
      expect(await sessionStatus(e2e.server, elsewhereToken)).toBe(401);
      await elsewhere.goto('/account');
      await elsewhere.getByRole('button', { name: 'Login' }).waitFor();

      // The old password no longer signs in; the new one does.
      const fresh = (await e2e.openPage(DESKTOP)).page;
      await fresh.goto('/');
      await fresh.getByLabel('Username').fill(user.username);
      await fresh.getByLabel('Password').fill(user.password);
      await fresh.getByRole('button', { name: 'Login' }).click();
      await fresh.getByText('Invalid username or password').waitFor();
      await fresh.getByLabel('Password').fill('a brand new password');
      await fresh.getByRole('button', { name: 'Login' }).click();
      await fresh.getByText('Login successful!').waitFor();
    });

    it(`signs out one device, and every other one, on a ${name}`, async () => {
      const user = await e2e.server.createUser('User');
      const first = await otherBrowser(user.username, user.password);
      const second = await otherBrowser(user.username, user.password);
      const firstToken = await tokenIn(first);
      const secondToken = await tokenIn(second);
      const page = await openMyAccount(viewport, user);
      const devices = page.getByRole('region', { name: 'Your devices' });
      await expect.poll(() => devices.getByRole('listitem').count()).toBe(3);

      await devices
        .getByRole('button', { name: /^Sign out Chrome on Linux/ })
        .first()
        .click();
      await devices.getByText('Chrome on Linux is signed out.').waitFor();
      await expect.poll(() => devices.getByRole('listitem').count()).toBe(2);
      const statuses = [
        await sessionStatus(e2e.server, firstToken),
        await sessionStatus(e2e.server, secondToken),
      ].sort();
      expect(statuses).toEqual([200, 401]);

      await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await devices
        .getByText('Sign out every other device? Each will need your password to sign in again.')
        .waitFor();
      await devices
        .getByRole('group', { name: 'Confirm' })
        .getByRole('button', { name: 'Sign out everywhere else' })
        .click();
      await devices.getByText('1 other device is signed out.').waitFor();
      await devices.getByText('You are not signed in anywhere else.').waitFor();
      expect(await sessionStatus(e2e.server, firstToken)).toBe(401);
      expect(await sessionStatus(e2e.server, secondToken)).toBe(401);
      expect(await sessionStatus(e2e.server, await tokenIn(page))).toBe(200);
    });
  }
});
