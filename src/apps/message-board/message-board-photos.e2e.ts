import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, PHONE, type E2EHandle, useServerAndBrowser } from '#tests/e2e';
import { makeJpegWithMetadata, SECRET_PLACE } from '#tests/photo-fixtures';
import { makePng } from '#tests/upload-fixtures';
import type { Message } from './shared/message-board.schemas';

const SHOTS = '/tmp/shots-board-photos';

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

async function openBoardAs(
  e2e: E2EHandle,
  user: { username: string; password: string },
  viewport?: { width: number; height: number },
) {
  const opened = await e2e.openPageSignedIn(user, '/', viewport);
  await opened.page.goto('/message-board');
  return opened;
}

/** Whether the image named `name` within `scope` has drawn real pixels (its bytes arrived and decoded). */
async function isDrawn(scope: Page | Locator, name: string): Promise<boolean> {
  const image = scope.locator(`img[alt="${name}"]`).first();
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return true;
}

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('Photos on the Message Board in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('posts two photos that every signed-in reader sees, on a desktop and a phone, and nobody signed out', async () => {
    const frida = await e2e.server.createUser('User', 'frida');
    const olle = await e2e.server.createUser('Family', 'olle');
    const { context, page } = await openBoardAs(e2e, frida);

    await page
      .locator('input[type=file]')
      .setInputFiles([
        file('lake.png', 'image/png', makePng(1600, 1000, [224, 130, 60, 255])),
        file('cat.jpg', 'image/jpeg', makeJpegWithMetadata()),
      ]);
    const picked = page.getByRole('list', { name: 'Photos to post' });
    await picked.getByRole('img', { name: 'lake.png' }).waitFor();
    await picked.getByRole('img', { name: 'cat.jpg' }).waitFor();
    const post = page.getByRole('button', { name: 'Post', exact: true });
    await expect.poll(() => post.isEnabled()).toBe(true);
    await shoot(page, 'composer-desktop');
    await page.getByLabel('Your message').fill('Sunset at the lake');
    await post.click();

    const list = page.getByRole('list', { name: 'Messages, newest first' });
    await list.getByText('Sunset at the lake').waitFor();
    expect(await isDrawn(page, 'Photo 1 of 2 from frida')).toBe(true);
    expect(await isDrawn(page, 'Photo 2 of 2 from frida')).toBe(true);
    expect(await picked.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'board-desktop');

    // Full size in a dialog; Escape closes it and focus returns to the thumbnail.
    const opener = page.getByRole('button', { name: 'Photo 1 of 2 from frida' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Photo 1 of 2 from frida' });
    await dialog.waitFor();
    expect(await isDrawn(dialog, 'Photo 1 of 2 from frida')).toBe(true);
    const shown = await dialog.locator('img').evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
    }));
    expect(shown).toEqual({ width: 1600, height: 1000 });
    await shoot(page, 'dialog-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    // Enter opens it too.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // What the server holds: re-encoded by the browser, with no trace of the camera's metadata.
    const token = await e2e.server.login(frida.username, frida.password);
    const messages = (await (
      await fetch(`${e2e.server.baseUrl}/api/data_models/message`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: Message[] };
    const [message] = messages.data;
    const images = message?.Images ?? [];
    expect(images.map((image) => [image.Width, image.Height])).toEqual([
      [1600, 1000],
      [8, 8],
    ]);
    const photoUrl = `${e2e.server.baseUrl}/api/data_models/message/images/${images[1]?.ID}`;
    const stored = await fetch(photoUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(stored.status).toBe(200);
    expect(stored.headers.get('cache-control')).toBe('private, no-cache');
    expect(Buffer.from(await stored.arrayBuffer()).toString('latin1')).not.toContain(SECRET_PLACE);
    await context.close();

    // Another member, on a phone, sees both; nothing is cramped or wider than the screen.
    const reader = await openBoardAs(e2e, olle, PHONE);
    expect(await isDrawn(reader.page, 'Photo 1 of 2 from frida')).toBe(true);
    expect(await isDrawn(reader.page, 'Photo 2 of 2 from frida')).toBe(true);
    expect(
      await reader.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await shoot(reader.page, 'board-phone');
    await reader.page.getByRole('button', { name: 'Photo 1 of 2 from frida' }).click();
    const readerDialog = reader.page.getByRole('dialog', { name: 'Photo 1 of 2 from frida' });
    await readerDialog.waitFor();
    expect(await isDrawn(readerDialog, 'Photo 1 of 2 from frida')).toBe(true);
    await shoot(reader.page, 'dialog-phone');
    await reader.context.close();

    // Signed out: the board's photo is not there, by its ID or by its hash.
    const visitor = await e2e.openPage();
    await visitor.page.goto('/');
    const statuses = await visitor.page.evaluate(async (url) => {
      const byId = await fetch(url);
      return [byId.status];
    }, photoUrl);
    expect(statuses).toEqual([401]);
    const admin = await e2e.server.tokenFor('Admin');
    const objects = (await (
      await fetch(`${e2e.server.baseUrl}/api/s3-assets`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json()) as { assets: { Key: string; ETag: string }[] };
    const photoObjects = objects.assets.filter((asset) => asset.Key.startsWith('board-photos/'));
    expect(photoObjects.length).toBe(4);
    for (const object of photoObjects) {
      const byHash = await visitor.page.evaluate(
        async (hash) => (await fetch(`/api/fetch-object/${hash}`)).status,
        object.ETag.replaceAll('"', ''),
      );
      expect(byHash).toBe(404);
    }
    await visitor.context.close();
  });

  it('says what it refuses, removes a picked photo, and keeps text-only posting offline', async () => {
    const writer = await e2e.server.createUser('User');
    const { context, page } = await openBoardAs(e2e, writer, PHONE);
    const input = page.locator('input[type=file]');

    await input.setInputFiles([file('notes.txt', 'text/plain', Buffer.from('hello'))]);
    await page.getByText('Only PNG, JPEG and WebP photos can be added.').waitFor();

    await input.setInputFiles(
      Array.from({ length: 5 }, (_, i) => file(`p${i}.png`, 'image/png', makePng(40, 30))),
    );
    await page.getByText('A message can carry at most 4 photos.').waitFor();
    const picked = page.getByRole('list', { name: 'Photos to post' });
    await picked.getByRole('img', { name: 'p3.png' }).waitFor();
    expect(await picked.getByRole('listitem').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Add photos' }).isDisabled()).toBe(true);
    await shoot(page, 'composer-phone');

    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    expect(await picked.getByRole('listitem').count()).toBe(3);
    expect(await picked.getByRole('img', { name: 'p1.png' }).count()).toBe(0);

    // Photos without text may be posted.
    const post = page.getByRole('button', { name: 'Post', exact: true });
    await expect.poll(() => post.isEnabled()).toBe(true);
    await post.click();
    expect(await isDrawn(page, 'Photo 3 of 3 from ' + writer.username)).toBe(true);

    // Offline: photos cannot be added or sent, text still goes to the outbox.
    await context.setOffline(true);
    await page.getByText('Photos need a connection.').waitFor();
    expect(await page.getByRole('button', { name: 'Add photos' }).isDisabled()).toBe(true);
    await page.getByLabel('Your message').fill('Written on the train');
    expect(await post.isDisabled()).toBe(false);
    await shoot(page, 'offline-phone');
    await context.close();
  });
});
