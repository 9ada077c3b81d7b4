import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';

const ENDED = 'Your session has ended.';

async function tokenIn(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('user_token'));
  if (!token) throw new Error('No session in the page');
  return token;
}

/** The focused element's tag and text, as far as a test needs it. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName} ${element.textContent ?? ''}`.trim() : '';
  });
}

describe('in Chromium: a session the server ends keeps what was typed and offers the login in place', () => {
  const e2e = useServerAndBrowser();
  const closers: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function signedIn(username: string, password: string, path: string) {
    const { context, page } = await e2e.openPageSignedIn({ username, password });
    closers.push(() => context.close());
    await page.goto(path);
    return page;
  }

  async function logInAgain(page: Page, password: string) {
    const notice = page.getByRole('alert').filter({ hasText: ENDED });
    await notice.waitFor();
    const form = page.getByRole('form', { name: 'Log In Again' });
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Log In Again' }).click();
    await form.waitFor({ state: 'detached' });
  }

  it('keeps a message being written when the user was logged out on another device', async () => {
    const user = await e2e.server.createUser('User');
    const page = await signedIn(user.username, user.password, '/message-board');
    const box = page.getByLabel('Your message');
    await box.fill('A long letter to the family');

    // The same session logged out elsewhere: the server refuses its token from now on.
    const loggedOut = await fetch(`${e2e.server.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenIn(page)}` },
    });
    expect(loggedOut.ok).toBe(true);

    await page.getByRole('button', { name: 'Post' }).click();
    await page.getByRole('alert').filter({ hasText: ENDED }).waitFor();
    expect(await page.getByText('You do not have access to this page.').count()).toBe(0);
    const form = page.getByRole('form', { name: 'Log In Again' });
    expect(await form.getByLabel('Username').inputValue()).toBe(user.username);
    expect(await box.isVisible()).toBe(false);

    await logInAgain(page, user.password);
    expect(await box.inputValue()).toBe('A long letter to the family');
    expect(page.url()).toBe(`${e2e.server.baseUrl}/message-board`);
    await expect.poll(() => focused(page)).toBe('BUTTON Post');

    await page.getByRole('button', { name: 'Post' }).click();
    await expect.poll(() => box.inputValue()).toBe('');
    await page
      .getByRole('list', { name: 'Messages, newest first' })
      .getByText('A long letter to the family')
      .waitFor();
  });

  it('keeps a Ludde comment when the Admin changed the password, and takes the new one', async () => {
    const family = await e2e.server.createUser('Family');
    const page = await signedIn(family.username, family.password, '/family/ludde-analytics');
    await page.getByLabel('Comment').fill('Half a portion, then a nap');

    const adminToken = await e2e.server.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const changed = await fetch(`${e2e.server.baseUrl}/api/data_models/users/${family.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        username: family.username,
        email: `${family.username}@example.com`,
        password: 'a brand new password',
        access_role: 'Family',
        comment: '',
      }),
    });
    expect(changed.status).toBe(200);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: ENDED }).waitFor();
    const form = page.getByRole('form', { name: 'Log In Again' });
    await form.getByLabel('Password').fill(family.password);
    await form.getByRole('button', { name: 'Log In Again' }).click();
    await form.getByText('Invalid username or password').waitFor();

    await logInAgain(page, 'a brand new password');
    const comment = page.getByLabel('Comment');
    expect(await comment.inputValue()).toBe('Half a portion, then a nap');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => comment.inputValue()).toBe('');
  });

  it('keeps the Admin’s half-edited user form when the Admin’s session ended', async () => {
    const ulla = await e2e.server.createUser('User');
    const page = await signedIn(TEST_ADMIN.username, TEST_ADMIN.password, '/admin/users');
    await page.getByRole('button', { name: `Edit ${ulla.username}` }).click();
    const userForm = page.getByRole('form', { name: `Edit User ${ulla.username}` });
    await userForm.getByLabel('Comment').fill('Our neighbour');

    await fetch(`${e2e.server.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenIn(page)}` },
    });
    await userForm.getByRole('button', { name: 'Save Changes' }).click();
    await logInAgain(page, TEST_ADMIN.password);

    expect(await userForm.getByLabel('Comment').inputValue()).toBe('Our neighbour');
    expect(await userForm.getByRole('alert').count()).toBe(0);
    await userForm.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(`User "${ulla.username}" was updated.`).waitFor();
  });

  it('moves keyboard focus to the page after a login through the sidebar', async () => {
    const user = await e2e.server.createUser('User');
    const { context, page } = await e2e.openPage();
    closers.push(() => context.close());
    await page.goto('/');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByLabel('Password').press('Enter');
    await page.getByText('Login successful!').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('still refuses the page when the account that logs in may not open it', async () => {
    const family = await e2e.server.createUser('Family');
    const user = await e2e.server.createUser('User');
    const page = await signedIn(family.username, family.password, '/family/ludde-analytics');
    await page.getByLabel('Comment').waitFor();
    await fetch(`${e2e.server.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenIn(page)}` },
    });
    await page.getByRole('button', { name: 'Save' }).click();
    const form = page.getByRole('form', { name: 'Log In Again' });
    await form.getByLabel('Username').fill(user.username);
    await logInAgain(page, user.password);
    await page.getByText('You do not have access to this page.').waitFor();
    expect(await page.getByLabel('Comment').count()).toBe(0);
  });
});
