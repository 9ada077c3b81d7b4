import { describe, expect, it } from 'vitest';
import { loginThroughSidebar, useServerAndBrowser, waitForServiceWorkerControl } from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';
import './server/message-board.table';

describe('messages posted without a connection, in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('keeps a message written offline as waiting and posts it once the network returns', async () => {
    const { context, page } = await e2e.openPage();
    try {
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      await loginThroughSidebar(page, TEST_ADMIN.username, TEST_ADMIN.password);
      await page.goto('/message-board');
      await page.getByLabel('Your message').waitFor();
      await context.setOffline(true);
      await page.getByLabel('Your message').fill('Written on the train');
      await page.getByRole('button', { name: 'Post', exact: true }).click();
      const waiting = page
        .getByRole('list', { name: 'Messages waiting to be sent' })
        .getByRole('listitem');
      await waiting.filter({ hasText: 'Written on the train — waiting to be sent' }).waitFor();

      await context.setOffline(false);
      await expect.poll(() => waiting.count()).toBe(0);
      const stored = await e2e.server.app.db
        .selectFrom('message')
        .select('id')
        .where('content', '=', 'Written on the train')
        .execute();
      expect(stored).toHaveLength(1);
      await page.getByText('Written on the train', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
