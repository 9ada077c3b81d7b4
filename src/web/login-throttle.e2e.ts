import { describe, expect, it } from 'vitest';
import { loginThroughSidebar, useServerAndBrowser } from '#tests/e2e';

describe('login throttling in Chromium', () => {
  const e2e = useServerAndBrowser();

  it("keeps a browser that logged in before trusted while a stranger's failures lock everyone else out", async () => {
    const owner = await e2e.server.createUser('Family');
    const { context, page } = await e2e.openPageSignedIn(owner);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();

    // Someone else guesses the password ten times from another address.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await e2e.server.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.7',
        payload: { username: owner.username, password: `guess-${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toContain(429);

    await loginThroughSidebar(page, owner.username, owner.password);
    expect(await page.evaluate(() => localStorage.getItem('user_name'))).toBe(owner.username);
    await context.close();

    // A browser that never logged in to the account is refused until the lock ends.
    const fresh = await e2e.openPage();
    await fresh.page.goto('/');
    await fresh.page.getByLabel('Username').fill(owner.username);
    await fresh.page.getByLabel('Password').fill(owner.password);
    await fresh.page.getByRole('button', { name: 'Login' }).click();
    await fresh.page.getByText('Too many failed login attempts. Try again later.').waitFor();
    expect(await fresh.page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    expect(await fresh.page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await fresh.context.close();
  });
});
