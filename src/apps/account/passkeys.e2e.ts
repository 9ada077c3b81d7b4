import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addVirtualAuthenticator, DESKTOP, openPage, PHONE, useServerAndBrowser } from '#tests/e2e';

describe('in Chromium: passkeys', () => {
  const e2e = useServerAndBrowser();

  /** The site as a person reaches it: WebAuthn wants a secure context, which localhost is. */
  const localhostUrl = () => e2e.server.baseUrl.replace('127.0.0.1', 'localhost');

  /** The sidebar, opened from the top bar on a phone. */
  async function sidebarOf(page: Page, viewport: typeof DESKTOP | typeof PHONE, button: string) {
    if (viewport === PHONE) {
      const topBar = page.getByRole('banner').filter({ has: page.getByLabel('Open menu') });
      await topBar.getByRole('button', { name: button, exact: true }).tap();
    }
    return page.getByTestId('sidebar');
  }

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`adds a passkey on My account and signs in with it on a ${size}`, async () => {
      const user = await e2e.server.createUser('Family');
      const { page } = await openPage(e2e.browser, localhostUrl(), viewport);
      const authenticator = await addVirtualAuthenticator(page);
      await page.goto('/');

      // Signed in with the password first.
      let sidebar = await sidebarOf(page, viewport, 'Log in');
      await sidebar.getByLabel('Username').fill(user.username);
      await sidebar.getByLabel('Password').fill(user.password);
      await sidebar.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Login successful!').waitFor();
      await page.goto('/account');
      await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();

      const section = page.getByRole('region', { name: 'Passkeys' });
      await section.getByText('You have no passkeys yet.', { exact: false }).waitFor();
      await section.getByRole('button', { name: 'Add a passkey' }).click();
      const name = section.getByLabel('Name');
      await expect.poll(() => name.inputValue()).toBe('Chrome on Linux');
      await name.fill(`Test ${size}`);
      await section.screenshot({ path: `/tmp/passkeys-add-${size}.png` });
      await section.getByRole('button', { name: 'Create passkey' }).click();
      await section.getByText(`The passkey “Test ${size}” is added.`, { exact: false }).waitFor();
      await section.getByText('Not used yet', { exact: false }).waitFor();
      expect(await authenticator.credentials()).toHaveLength(1);
      await section.screenshot({ path: `/tmp/passkeys-section-${size}.png` });

      // Logged out, and back in with the passkey alone. The form focuses its username field after a
      // logout, where the browser offers passkeys; the virtual authenticator would pick one itself.
      await authenticator.answers(false);
      sidebar = await sidebarOf(page, viewport, 'Open menu');
      await sidebar.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'attached' });
      expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
      await page.goto('/');
      // The menu, not Log in: that would focus the username field and its suggestions.
      sidebar = await sidebarOf(page, viewport, 'Open menu');
      const passkeyButton = sidebar.getByRole('button', { name: 'Sign in with a passkey' });
      await passkeyButton.waitFor();
      await authenticator.answers(true);
      await page.screenshot({ path: `/tmp/passkeys-login-${size}.png` });
      await passkeyButton.click();
      await page.getByText('Login successful!').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBe(user.username);

      await page.goto('/account');
      await section.getByText('Last used', { exact: false }).waitFor();

      if (viewport === DESKTOP) {
        // After a logout the form focuses its username field, whose suggestions offer the passkey:
        // picking it (the virtual authenticator does so by itself) signs in again.
        const before = await page.evaluate(() => localStorage.getItem('user_token'));
        await page.getByRole('button', { name: 'Logout' }).click();
        await expect
          .poll(async () => {
            const token = await page.evaluate(() => localStorage.getItem('user_token'));
            return token !== null && token !== before;
          })
          .toBe(true);
        await page.goto('/account');
      }

      // Renamed, then removed after a confirmation.
      await section.getByRole('button', { name: `Rename Test ${size}` }).click();
      await section.getByLabel('New name').fill('Work laptop');
      await section.getByRole('button', { name: 'Save' }).click();
      await section.getByText('The passkey is renamed “Work laptop”.').waitFor();
      await section.getByRole('button', { name: 'Remove Work laptop' }).click();
      await section.getByRole('button', { name: 'Remove passkey' }).click();
      await section.getByText('You have no passkeys yet.', { exact: false }).waitFor();
    });
  }
});
