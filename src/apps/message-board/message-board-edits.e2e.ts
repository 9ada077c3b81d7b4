import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, PHONE, useServerAndBrowser } from '#tests/e2e';
import './server/message-board.table';

const SHOTS = '/tmp/shots-board-edit';

interface Member {
  id: number;
  username: string;
  role: string;
  token: string;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('editing, deleting and reacting on the board in Chromium (%s)', (label, viewport) => {
  const e2e = useServerAndBrowser();

  async function member(role: string): Promise<Member> {
    const user = await e2e.server.createUser(role);
    return { ...user, role, token: await e2e.server.login(user.username, user.password) };
  }

  async function postAs(who: Member, Content: string): Promise<number> {
    const response = await fetch(`${e2e.server.baseUrl}/api/data_models/message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Content }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { ID: number } }).data.ID;
  }

  async function reactAs(who: Member, id: number, name: string) {
    const response = await fetch(
      `${e2e.server.baseUrl}/api/data_models/message/${id}/reactions/${name}`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${who.token}` },
      },
    );
    expect(response.status).toBe(200);
  }

  /** The board, signed in as `who` (the session the login form would have stored). */
  async function openBoard(who: Member) {
    const { context, page } = await e2e.openPage(viewport);
    await context.addInitScript((session) => {
      localStorage.setItem('user_name', session.username);
      localStorage.setItem('user_role', session.role);
      localStorage.setItem('user_token', session.token);
      localStorage.setItem('user_id', String(session.id));
    }, who);
    await page.goto('/message-board');
    await page.getByRole('heading', { name: 'Messages', exact: true }).waitFor();
    return { context, page };
  }

  const messageItem = (page: Page, text: string) =>
    page
      .getByRole('list', { name: 'Messages, newest first' })
      .getByRole('listitem')
      .filter({ hasText: text });

  const storedMessage = (id: number) =>
    e2e.server.app.db.selectFrom('message').selectAll().where('id', '=', id).executeTakeFirst();

  const storedReactions = (id: number) =>
    e2e.server.app.db
      .selectFrom('message_reaction')
      .select(['user_id', 'emoji'])
      .where('message_id', '=', id)
      .orderBy('user_id')
      .execute();

  async function shoot(page: Page, name: string) {
    mkdirSync(SHOTS, { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/${name}-${label}-${scheme}.png`, fullPage: false });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  async function expectTouchSized(...targets: Locator[]) {
    if (viewport !== PHONE) return;
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
  }

  it('lets the writer edit in place: Escape cancels, Ctrl+Enter saves, and it says edited', async () => {
    const writer = await member('User');
    const reader = await member('Family');
    const othersId = await postAs(reader, 'Not yours to change');
    const id = await postAs(writer, 'Grandpa loves the new garden bech');
    const { context, page } = await openBoard(writer);

    await expect.poll(() => messageItem(page, 'Not yours to change').count()).toBe(1);
    const others = messageItem(page, 'Not yours to change');
    expect(await others.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await others.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    const item = messageItem(page, 'Grandpa loves');
    const editButton = item.getByRole('button', { name: 'Edit' });
    await expectTouchSized(editButton, item.getByRole('button', { name: 'Delete' }));
    await editButton.click();
    // While it is edited, the item's words are in the box: the form is found by its name.
    const editor = page.getByRole('form', { name: 'Edit your message' });
    const box = editor.getByRole('textbox', { name: 'Message text' });
    expect(await box.inputValue()).toBe('Grandpa loves the new garden bech');
    await box.press('End');
    await box.pressSequentially(' oops');
    await box.press('Escape');
    await item.getByText('Grandpa loves the new garden bech', { exact: true }).waitFor();
    expect(await item.getByText('edited').count()).toBe(0);

    await editButton.click();
    await box.fill('   ');
    expect(await editor.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await box.fill('Grandpa loves the new garden bench');
    await shoot(page, 'edit');
    await box.press('Control+Enter');
    await item.getByText('Grandpa loves the new garden bench', { exact: true }).waitFor();
    const edited = item.getByText('· edited');
    await edited.waitFor();
    expect(await edited.getAttribute('title')).toMatch(/^Edited .*2026/);
    expect(await box.count()).toBe(0);
    const stored = await storedMessage(id);
    expect(stored?.content).toBe('Grandpa loves the new garden bench');
    expect(stored?.edited_at).toEqual(expect.any(String));
    expect((await storedMessage(othersId))?.edited_at).toBeNull();
    await shoot(page, 'edited');

    // Another member sees the new words and the mark.
    const second = await openBoard(reader);
    const seen = messageItem(second.page, 'Grandpa loves the new garden bench');
    await seen.getByText('· edited').waitFor();
    expect(await seen.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await second.context.close();
    await context.close();
  });

  it('deletes with a moment to undo, and for everyone once the moment has passed', async () => {
    const writer = await member('User');
    const id = await postAs(writer, 'Posted in the wrong place');
    const { context, page } = await openBoard(writer);
    const item = messageItem(page, 'Posted in the wrong place');
    await item.waitFor();

    await item.getByRole('button', { name: 'Delete' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Message deleted.' });
    await notice.waitFor();
    expect(await item.count()).toBe(0);
    const undo = notice.getByRole('button', { name: 'Undo' });
    await expectTouchSized(undo);
    await shoot(page, 'deleted');
    await undo.click();
    await item.waitFor();
    // The focus is back on the message it brought back, not lost with the notice.
    await expect
      .poll(() =>
        item.getByRole('button', { name: 'Delete' }).evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    expect(await storedMessage(id)).toBeDefined();

    await item.getByRole('button', { name: 'Delete' }).click();
    await notice.waitFor();
    // Sent when the moment to undo has passed.
    await expect.poll(() => storedMessage(id), { timeout: 20_000 }).toBeUndefined();
    await page.getByText('Message deleted.').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Messages', exact: true }).waitFor();
    await page.getByRole('list', { name: 'Messages, newest first' }).waitFor();
    expect(await item.count()).toBe(0);
    await context.close();
  });

  it('deletes at once when the page is left before the moment to undo has passed', async () => {
    const writer = await member('User');
    const id = await postAs(writer, 'Left behind');
    const { context, page } = await openBoard(writer);
    await messageItem(page, 'Left behind').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Message deleted.').waitFor();
    await page.close();
    await expect.poll(() => storedMessage(id)).toBeUndefined();
    await context.close();
  });

  it("lets an Admin delete anyone's message", async () => {
    const writer = await member('User');
    const admin = await member('Admin');
    const id = await postAs(writer, 'Something unkind');
    const { context, page } = await openBoard(admin);
    const item = messageItem(page, 'Something unkind');
    expect(await item.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Message deleted.').waitFor();
    // Leaving the board sends it.
    if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${e2e.server.baseUrl}/`);
    await expect.poll(() => storedMessage(id)).toBeUndefined();
    await context.close();
  });

  it('reacts with the five, one of each per person, and shows who reacted', async () => {
    const writer = await member('User');
    const reader = await member('Family');
    const id = await postAs(writer, 'We have a puppy!');
    await reactAs(writer, id, 'heart');
    const { context, page } = await openBoard(reader);
    const item = messageItem(page, 'We have a puppy!');
    const heart = item.getByRole('button', { name: 'Heart 1' });
    await heart.waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    // Pick one from the five.
    const add = item.getByRole('button', { name: 'Add reaction' });
    await expectTouchSized(add, heart);
    await add.click();
    const picker = item.getByRole('group', { name: 'Reactions' });
    expect(await picker.getByRole('button').allTextContents()).toEqual([
      '❤️',
      '👍',
      '😂',
      '😮',
      '😢',
    ]);
    await shoot(page, 'picker');
    await picker.getByRole('button', { name: 'Heart' }).click();
    const hearts = item.getByRole('button', { name: 'Heart 2' });
    await hearts.waitFor();
    expect(await hearts.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => storedReactions(id)).toHaveLength(2);

    // Escape closes the picker, focus back on its button; the keyboard picks too.
    await add.click();
    await picker.waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await add.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await picker.getByRole('button', { name: 'Wow' }).focus();
    await page.keyboard.press('Enter');
    await item.getByRole('button', { name: 'Wow 1' }).waitFor();

    // Who reacted: on hover with a mouse, on keyboard focus, on a long press with a finger.
    // Hidden until shown, so found through the button it describes.
    const whoId = await hearts.getAttribute('aria-describedby');
    const who = page.locator(`[id="${whoId}"]`);
    expect(await who.textContent()).toBe(
      `❤️ ${[writer, reader]
        .sort((a, b) => a.id - b.id)
        .map((m) => m.username)
        .join(', ')}`,
    );
    expect(await who.isVisible()).toBe(false);
    if (viewport === PHONE) {
      const box = await hearts.boundingBox();
      const point = { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + 10 };
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await who.waitFor({ state: 'visible' });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await shoot(page, 'who');
      // A long press only shows: the reaction is still there.
      expect(await hearts.getAttribute('aria-pressed')).toBe('true');
      expect(await storedReactions(id)).toHaveLength(3);
    } else {
      await hearts.hover();
      await who.waitFor({ state: 'visible' });
      await shoot(page, 'who');
      await page.mouse.move(0, 0);
      await who.waitFor({ state: 'hidden' });
      await hearts.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await who.waitFor({ state: 'visible' });
    }
    expect(await axeViolations(page)).toEqual([]);

    // Pressed again, it is taken back.
    await hearts.click();
    const back = item.getByRole('button', { name: 'Heart 1' });
    await back.waitFor();
    expect(await back.getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(async () => (await storedReactions(id)).map((r) => `${r.user_id} ${r.emoji}`))
      .toEqual([`${writer.id} ❤️`, `${reader.id} 😮`].sort());
    await context.close();
  });

  it('says so without a connection and puts a reaction back as it was', async () => {
    const writer = await member('User');
    const id = await postAs(writer, 'Offline test');
    await reactAs(writer, id, 'laugh');
    const { context, page } = await openBoard(writer);
    const item = messageItem(page, 'Offline test');
    const laugh = item.getByRole('button', { name: 'Laugh 1' });
    await laugh.waitFor();
    await context.setOffline(true);
    await laugh.click();
    await item
      .getByRole('alert')
      .filter({ hasText: 'Your reaction was not saved: You are offline.' })
      .waitFor();
    expect(await laugh.getAttribute('aria-pressed')).toBe('true');
    await item.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The message was not deleted: You are offline.' })
      .waitFor();
    expect(await item.count()).toBe(1);
    await item.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('form', { name: 'Edit your message' });
    await editor.getByRole('textbox', { name: 'Message text' }).fill('Changed offline');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor
      .getByRole('alert')
      .filter({ hasText: 'Your edit was not saved: You are offline.' })
      .waitFor();
    // Never left busy.
    expect(await editor.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    await shoot(page, 'offline');
    await context.setOffline(false);
    expect((await storedMessage(id))?.content).toBe('Offline test');
    expect(await storedReactions(id)).toHaveLength(1);
    await context.close();
  });
});
