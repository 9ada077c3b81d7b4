import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bearer } from '#tests/test-app';
import {
  addVirtualAuthenticator,
  axeViolations,
  DESKTOP,
  openPage,
  PHONE,
  useServerAndBrowser,
} from '#tests/e2e';

const SHOTS = '/tmp/shots-join';

describe('in Chromium: joining through an invitation link', () => {
  const e2e = useServerAndBrowser();

  /** A page at `viewport` with a new Admin signed in, as a login in this browser would leave it. */
  async function adminPage(viewport: typeof DESKTOP | typeof PHONE): Promise<Page> {
    const admin = await e2e.server.createUser('Admin');
    const token = await e2e.server.login(admin.username, admin.password);
    const { context, page } = await e2e.openPage(viewport);
    await context.addInitScript(
      (session) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        for (const [name, value] of Object.entries(session)) localStorage.setItem(name, value);
      },
      {
        user_name: admin.username,
        user_role: 'Admin',
        user_token: token,
        user_id: String(admin.id),
      },
    );
    return page;
  }

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`an Admin invites someone on a ${name}, who chooses a password and lands signed in; the link then says it was used`, async () => {
      mkdirSync(SHOTS, { recursive: true });
      const username = `anna${viewport.width}`;
      const admin = await adminPage(viewport);
      await admin.goto('/admin/users');
      // Each size's link is used by the end of its test: none is open when the next one starts.
      await admin.getByText('No open invitation or reset links.').waitFor();
      await admin.getByRole('button', { name: 'Reset link for admin', exact: true }).waitFor();
      await admin.screenshot({ path: `${SHOTS}/users-${viewport.width}.png`, fullPage: true });
      await admin.getByRole('button', { name: 'Invite someone' }).click();
      const form = admin.getByRole('form', { name: 'Invite someone' });
      await form.getByLabel('Username').fill(username);
      await form.getByLabel('Email').fill(`${username}@example.com`);
      await form.getByLabel('Access Role').selectOption('Family');
      await form.getByRole('button', { name: 'Make invitation link' }).click();

      const dialog = admin.getByRole('dialog', { name: `Invitation for ${username}` });
      await dialog.getByRole('img', { name: `QR code of the link for ${username}` }).waitFor();
      await dialog.getByText('Valid until').waitFor();
      const url = await dialog.getByLabel('Link', { exact: true }).inputValue();
      expect(url).toMatch(new RegExp(`^${e2e.server.baseUrl}/join#[A-Za-z0-9_-]{43}$`));
      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await dialog.getByText(/^(Copied\.|Selected: copy it)/).waitFor();
      expect(await axeViolations(admin)).toEqual([]);
      await admin.screenshot({ path: `${SHOTS}/dialog-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Done' }).click();
      await admin.getByText(`Invitation for ${username}`).waitFor();

      // Someone else's browser opens the link.
      const { page } = await e2e.openPage(viewport);
      await page.goto(url);
      await page
        .getByRole('heading', {
          name: `Welcome to Nook, ${username} — choose a password`,
          level: 1,
        })
        .waitFor();
      // The token is gone from the address bar.
      expect(new URL(page.url()).hash).toBe('');
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/join-${viewport.width}.png`, fullPage: true });

      const choose = page.getByRole('region', { name: 'Choose a password' });
      await choose.getByLabel('New password', { exact: true }).fill('short');
      await choose.getByLabel('Confirm new password').fill('short');
      await choose.getByRole('button', { name: 'Set password and sign in' }).click();
      await choose.getByText('The new password must be at least 8 characters.').waitFor();
      await choose.getByLabel('New password', { exact: true }).fill('anna chose this herself');
      await choose.getByLabel('Confirm new password').fill('anna chose this herself');
      await choose.getByRole('button', { name: 'Set password and sign in' }).click();

      await page.waitForURL((address) => address.pathname === '/');
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('user_name')))
        .toBe(username);
      const token = await page.evaluate(() => localStorage.getItem('user_token'));
      const session = await fetch(`${e2e.server.baseUrl}/api/session`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await session.json()).toMatchObject({ data: { username, role: 'Family' } });

      // The same link again, anywhere: it says plainly that it was used.
      const again = (await e2e.openPage(viewport)).page;
      await again.goto(url);
      await again.getByRole('heading', { name: 'This link can no longer be used' }).waitFor();
      await again
        .getByText('This link has already been used. Ask the person who runs Nook for a new link.')
        .waitFor();
      await again.screenshot({ path: `${SHOTS}/used-${viewport.width}.png` });
    });
  }
  /** An invitation made by a new Admin through the API; its token. */
  async function invitationToken(username: string): Promise<string> {
    const admin = await e2e.server.createUser('Admin');
    const token = await e2e.server.login(admin.username, admin.password);
    const response = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/account-links/invitations',
      headers: bearer(token),
      payload: { username, email: `${username}@example.com`, access_role: 'User' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return new URL(response.json<{ data: { url: string } }>().data.url).hash.slice(1);
  }

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`someone invited creates a passkey instead of a password on a ${name}, and signs in with it again later`, async () => {
      const username = `olle${viewport.width}`;
      const token = await invitationToken(username);
      // WebAuthn wants a secure context, which localhost is.
      const site = e2e.server.baseUrl.replace('127.0.0.1', 'localhost');
      const { page } = await openPage(e2e.browser, site, viewport);
      const authenticator = await addVirtualAuthenticator(page);
      await page.goto(`/join#${token}`);
      const passkey = page.getByRole('region', { name: 'Or use a passkey' });
      await passkey.getByRole('button', { name: 'Create a passkey and sign in' }).waitFor();
      await page.screenshot({
        path: `${SHOTS}/join-passkey-${viewport.width}.png`,
        fullPage: true,
      });
      await passkey.getByRole('button', { name: 'Create a passkey and sign in' }).click();
      await page.waitForURL((address) => address.pathname === '/');
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('user_name')))
        .toBe(username);
      expect(await authenticator.credentials()).toHaveLength(1);

      // Signed out, then in again with the passkey alone: no password was ever chosen.
      await authenticator.answers(false);
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByTestId('sidebar').getByRole('button', { name: 'Logout' }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
      await page.goto('/');
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
      const signIn = page.getByTestId('sidebar').getByRole('button', {
        name: 'Sign in with a passkey',
      });
      await signIn.waitFor();
      await authenticator.answers(true);
      await signIn.click();
      await page.getByText('Login successful!').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBe(username);

      // My account offers a first password, with no current one to ask for.
      await page.goto('/account');
      const first = page.getByRole('region', { name: 'Set a password' });
      await first.getByLabel('New password', { exact: true }).fill('olle picked a password too');
      await first.getByLabel('Confirm new password').fill('olle picked a password too');
      await first.getByRole('button', { name: 'Set password' }).click();
      await page.getByText('Your password is set.', { exact: false }).waitFor();
      await page.getByRole('region', { name: 'Change password' }).waitFor();
    });
  }
});
