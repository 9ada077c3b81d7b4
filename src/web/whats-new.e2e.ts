import { describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, PHONE, useServerAndBrowser } from '#tests/e2e';
import { visitsKey } from './pages/last-visit';

describe("The home page's news in Chromium", () => {
  const e2e = useServerAndBrowser();

  /** A page signed in as the member, whose last visit on this browser ended at `lastSeen`. */
  async function signedIn(
    member: { id: number; username: string; password: string },
    role: string,
    lastSeen: string,
    viewport: { width: number; height: number },
  ) {
    const token = await e2e.server.login(member.username, member.password);
    const { context, page } = await e2e.openPage(viewport);
    await context.addInitScript(
      ({ session, key, visits }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        for (const [name, value] of Object.entries(session)) localStorage.setItem(name, value);
        localStorage.setItem(key, JSON.stringify(visits));
      },
      {
        session: {
          user_name: member.username,
          user_role: role,
          user_token: token,
          user_id: String(member.id),
        },
        key: visitsKey(member.id),
        visits: { lastSeen },
      },
    );
    return { context, page };
  }

  for (const [size, viewport] of [
    ['1280×800', DESKTOP],
    ['390×844', PHONE],
  ] as const) {
    it(`tells a family member what happened since their last visit at ${size}`, async () => {
      const writer = await e2e.server.createUser('Family');
      const reader = await e2e.server.createUser('Family');
      const writerToken = await e2e.server.login(writer.username, writer.password);
      const send = (path: string, body: object) =>
        fetch(`${e2e.server.baseUrl}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${writerToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const lastSeen = new Date(Date.now() - 60 * 60_000).toISOString();
      expect(
        (await send('/api/data_models/message', { Content: 'Pancakes on Sunday?' })).status,
      ).toBe(200);
      const mealAt = new Date(Date.now() - 3 * 60 * 60_000);
      expect(
        (
          await send('/api/data_models/ludde_feeding_times', {
            timestamp: mealAt.toISOString(),
            comment: 'Chicken and rice',
          })
        ).status,
      ).toBe(200);

      const { context, page } = await signedIn(reader, 'Family', lastSeen, viewport);
      await page.goto('/');
      const panel = page.getByRole('region', { name: 'What’s new since your last visit' });
      const messages = panel.getByRole('link', { name: /new message/ });
      await messages.waitFor();
      expect(await messages.textContent()).toMatch(
        new RegExp(`\\d+ new messages?.*just now.*: “Pancakes on Sunday\\?”`),
      );
      const meal = panel.getByRole('link', { name: /Ludde’s last meal/ });
      expect(await meal.textContent()).toContain('3 hours ago');
      expect(await meal.textContent()).toContain(
        `Logged by ${writer.username}: “Chicken and rice”`,
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/shots-whats-new-${viewport.width}.png`, fullPage: true });

      // A reload is the same visit: the news stays.
      await page.reload();
      await messages.waitFor();
      await messages.click();
      await page.waitForURL('**/message-board');
      await context.close();
    });
  }

  it("keeps Ludde's meals from a member outside the family", async () => {
    const reader = await e2e.server.createUser('User');
    const { context, page } = await signedIn(
      reader,
      'User',
      new Date(Date.now() - 60_000 * 90).toISOString(),
      PHONE,
    );
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'What’s new since your last visit' });
    await panel.waitFor();
    await expect
      .poll(async () => (await panel.textContent()) ?? '')
      .toMatch(/new message|Nothing new since your last visit\./);
    expect(await panel.textContent()).not.toContain('Ludde');
    await context.close();
  });

  it('counts unread messages in the sidebar from a login on the home page, without a reload', async () => {
    const writer = await e2e.server.createUser('User');
    const reader = await e2e.server.createUser('User');
    const writerToken = await e2e.server.login(writer.username, writer.password);
    // The reader's account is older than the message: it is unread for them.
    const posted = await fetch(`${e2e.server.baseUrl}/api/data_models/message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Content: 'Anyone up for a walk?' }),
    });
    expect(posted.status).toBe(200);
    const { context, page } = await e2e.openPageSignedIn(reader);
    await page.getByRole('region', { name: 'What’s new this week' }).waitFor();
    await page.getByRole('link', { name: /^Message Board, \d+ unread$/ }).waitFor();
    await context.close();
  });
});
