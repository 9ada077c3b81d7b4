import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';

describe('Message Board in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('posts with the button or Ctrl+Enter, never blank, and counts characters', async () => {
    const poster = await e2e.server.createUser('User');
    const { context, page } = await e2e.openPageSignedIn(poster);
    await page.goto('/message-board');
    await page.getByText('No messages yet. Be the first to say hello!').waitFor();

    const box = page.getByLabel('Your message');
    const post = page.getByRole('button', { name: 'Post' });
    await box.fill('   \n  ');
    expect(await post.isDisabled()).toBe(true);
    await box.press('Control+Enter');
    expect(await page.getByRole('list', { name: 'Messages, newest first' }).count()).toBe(0);

    await box.fill('First line\nsecond line');
    await page.getByText('22 / 2000').waitFor();
    await post.click();
    const list = page.getByRole('list', { name: 'Messages, newest first' });
    await list.getByText(/^First line\s+second line$/).waitFor();
    expect(await box.inputValue()).toBe('');
    await page.getByText('0 / 2000').waitFor();

    await box.fill('Sent from the keyboard');
    await box.press('Control+Enter');
    await list.getByText('Sent from the keyboard').waitFor();
    expect(await list.getByRole('listitem').first().textContent()).toContain(
      'Sent from the keyboard',
    );
    expect(await list.getByRole('listitem').count()).toBe(2);

    await box.fill('x'.repeat(2100));
    expect((await box.inputValue()).length).toBe(2000);
    await page.getByText('2000 / 2000').waitFor();
    await context.close();
  });

  it('names a sender who has since been deleted User {id} for other members', async () => {
    const leaver = await e2e.server.createUser('User');
    const reader = await e2e.server.createUser('Family');
    const leaverToken = await e2e.server.login(leaver.username, leaver.password);
    const posted = await fetch(`${e2e.server.baseUrl}/api/data_models/message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${leaverToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Content: 'Goodbye, everyone', SentAt: new Date().toISOString() }),
    });
    expect(posted.status).toBe(200);

    const { context, page } = await e2e.openPageSignedIn(reader);
    await page.goto('/message-board');
    const item = page.getByRole('listitem').filter({ hasText: 'Goodbye, everyone' });
    await item.getByText(leaver.username, { exact: true }).waitFor();

    const adminToken = await e2e.server.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const removed = await fetch(`${e2e.server.baseUrl}/api/data_models/users/${leaver.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(removed.status).toBe(200);
    await page.reload();
    await item.getByText(`User ${leaver.id}`, { exact: true }).waitFor();
    await context.close();
  });
});
