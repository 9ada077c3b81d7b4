import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  e2eDatabaseKind,
  axeViolations,
  PHONE,
  type E2EServer,
  useServerAndBrowser,
} from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';
import { nextMillisecond } from '#tests/clock';
import { makePng } from '#tests/upload-fixtures';
import { storeObject } from '#server-kit/storage/object-store';
import { ASSET_SORT_COLUMNS, type AssetSortColumn, sortAssets } from './core/asset-sort';
import type { StorageAsset } from '#shared/objects.schemas';

const NO_ACCESS = 'You do not have access to this page.';

/** The people the Admin creates through the Users page; later steps log in as them. */
const ULLA = {
  username: 'ulla',
  email: 'ulla@example.com',
  password: 'ulla password 1',
  role: 'User',
};
const FRIDA = {
  username: 'frida',
  email: 'frida@example.com',
  password: 'frida password 1',
  role: 'Family',
};

const HEADER_LABELS: Record<AssetSortColumn, string> = {
  Filename: 'Filename',
  Path: 'Path',
  ETag: 'ETag',
  LastModified: 'Date Uploaded',
  Size: 'Size',
  StorageClass: 'Storage Class',
  Filetype: 'Filetype',
};

async function api(server: E2EServer, method: string, path: string, token: string, body?: unknown) {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('user_token'));
  if (!token) throw new Error('No session in the page');
  return token;
}

/** The photo an earlier test uploaded, as the storage API lists it. */
async function holidayPhoto(server: E2EServer, adminToken: string): Promise<StorageAsset> {
  const listed = await api(server, 'GET', '/api/s3-assets', adminToken);
  const photo = ((await listed.json()) as { assets: StorageAsset[] }).assets.find((asset) =>
    asset.Key.endsWith('/holiday-photo.png'),
  );
  if (!photo) throw new Error('holiday-photo.png was not uploaded');
  return photo;
}

describe.each([e2eDatabaseKind()])(
  'issue 3 in Chromium on %s: users, the message board and the admin pages',
  (kind) => {
    const e2e = useServerAndBrowser(kind);
    let admin: { context: BrowserContext; page: Page };
    const contexts: BrowserContext[] = [];

    async function loggedInPage(username: string, password: string) {
      const opened = await e2e.openPageSignedIn({ username, password });
      contexts.push(opened.context);
      return opened.page;
    }

    beforeAll(async () => {
      admin = await e2e.openPageSignedIn(TEST_ADMIN);
    });
    afterAll(async () => {
      for (const context of contexts) await context.close();
      await admin?.context.close();
    });

    it('lets the Admin create a User and a Family member through the Users page', async () => {
      const { page } = admin;
      await page.goto('/admin/users');
      await page.getByRole('heading', { name: 'Existing Users' }).waitFor();

      await page.getByRole('button', { name: 'Add New User' }).click();
      const form = page.getByRole('form', { name: 'Add New User' });
      await form.getByRole('button', { name: 'Create User' }).click();
      await form.getByText('Username is required.').waitFor();
      await form.getByText('Email is required.').waitFor();

      for (const person of [ULLA, FRIDA]) {
        if (!(await form.isVisible()))
          await page.getByRole('button', { name: 'Add New User' }).click();
        await form.getByLabel('Username').fill(person.username);
        await form.getByLabel('Email').fill(person.email);
        await form.getByLabel('Password').fill(person.password);
        await form.getByLabel('Access Role').selectOption(person.role);
        await form.getByLabel('Comment').fill(`Made in the browser as ${person.role}`);
        await form.getByRole('button', { name: 'Create User' }).click();
        await page.getByText(`User "${person.username}" was created.`).waitFor();
        const row = page.getByRole('row').filter({ hasText: person.email });
        await row.getByRole('cell', { name: person.role, exact: true }).waitFor();
      }

      // A second user with the same name is refused by the server, and the form says why.
      await page.getByRole('button', { name: 'Add New User' }).click();
      await form.getByLabel('Username').fill('ULLA');
      await form.getByLabel('Email').fill('other@example.com');
      await form.getByLabel('Password').fill('another password');
      await form.getByRole('button', { name: 'Create User' }).click();
      await form.getByRole('alert').getByText('already taken').waitFor();
      await form.getByRole('button', { name: 'Cancel' }).click();
    });

    it('shows the User’s message to the Family member under the User’s name, and markup as text', async () => {
      const ulla = await loggedInPage(ULLA.username, ULLA.password);
      await ulla.goto('/message-board');
      const box = ulla.getByLabel('Your message');
      await box.fill('Hej from Ulla!');
      await ulla.getByRole('button', { name: 'Post' }).click();
      await expect.poll(() => box.inputValue()).toBe('');

      const attack = '<img src=x onerror="window.__pwned=true;document.title=\'pwned\'">';
      await box.fill(attack);
      await ulla.getByRole('button', { name: 'Post' }).click();
      await expect.poll(() => box.inputValue()).toBe('');

      const frida = await loggedInPage(FRIDA.username, FRIDA.password);
      await frida.goto('/message-board');
      const messages = frida.getByRole('list', { name: 'Messages, newest first' });
      const greeting = messages.getByRole('listitem').filter({ hasText: 'Hej from Ulla!' });
      await greeting.getByText('ulla', { exact: true }).waitFor();
      const markup = messages.getByRole('listitem').filter({ hasText: attack });
      await markup.getByText(attack, { exact: true }).waitFor();
      await markup.getByText('ulla', { exact: true }).waitFor();
      expect(await messages.locator('img').count()).toBe(0);
      for (const reader of [ulla, frida]) {
        expect(await reader.evaluate(() => '__pwned' in window)).toBe(false);
      }
      expect(await frida.title()).not.toContain('pwned');
      // Newest first: the markup was posted last.
      expect(await messages.getByRole('listitem').first().textContent()).toContain(attack);
    });

    it('lets the Admin edit a user and delete another, which ends that user’s session', async () => {
      const { page } = admin;
      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'Edit ulla' }).click();
      const form = page.getByRole('form', { name: 'Edit User ulla' });
      expect(await form.getByLabel('Email').inputValue()).toBe(ULLA.email);
      await form.getByLabel('Email').fill('not-an-email');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await form.getByText('Email must be an email address like name@example.com.').waitFor();
      await form.getByLabel('Email').fill('ulla@new.example.com');
      await form.getByLabel('Comment').fill('Edited by the Admin');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('User "ulla" was updated.').waitFor();
      const ullaRow = page.getByRole('row').filter({ hasText: 'ulla@new.example.com' });
      await ullaRow.getByText('Edited by the Admin').waitFor();

      // The empty password kept the old one.
      const ulla = await loggedInPage(ULLA.username, ULLA.password);
      await ulla.goto('/message-board');
      await ulla.getByLabel('Your message').waitFor();

      const fridaPage = await loggedInPage(FRIDA.username, FRIDA.password);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: 'Delete frida' }).click();
      await page.getByText('User "frida" was deleted.').waitFor();
      // A deleted user leaves the list, and comes back without actions only when asked for.
      const fridaRow = page.getByRole('row').filter({ hasText: FRIDA.email });
      await fridaRow.waitFor({ state: 'detached' });
      const showDeleted = page.getByRole('checkbox', { name: 'Show deleted users' });
      expect(await showDeleted.isChecked()).toBe(false);
      await showDeleted.check();
      await fridaRow.getByText('Deleted', { exact: true }).waitFor();
      expect(await fridaRow.getByRole('button').count()).toBe(0);
      expect(await fridaRow.getByRole('cell').nth(7).textContent()).toMatch(/\d/);
      await ullaRow.getByRole('button', { name: 'Edit ulla' }).waitFor();
      await showDeleted.uncheck();
      await fridaRow.waitFor({ state: 'detached' });
      await ullaRow.getByRole('button', { name: 'Edit ulla' }).waitFor();

      await fridaPage.goto('/message-board');
      await fridaPage.getByRole('button', { name: 'Login' }).waitFor();
      expect(await fridaPage.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    });

    it('lets the Admin save their own account, admin@localhost, and offers no Delete on it', async () => {
      const { page } = admin;
      await page.goto('/admin/users');
      const own = page.getByRole('row').filter({ hasText: 'admin@localhost' });
      await own.getByRole('button', { name: `Edit ${TEST_ADMIN.username}` }).waitFor();
      expect(await own.getByRole('button', { name: /Delete/ }).count()).toBe(0);

      await own.getByRole('button', { name: `Edit ${TEST_ADMIN.username}` }).click();
      const form = page.getByRole('form', { name: `Edit User ${TEST_ADMIN.username}` });
      expect(await form.getByLabel('Email').inputValue()).toBe('admin@localhost');
      await form.getByLabel('Comment').fill('The owner of this site');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText(`User "${TEST_ADMIN.username}" was updated.`).waitFor();
      await own.getByText('The owner of this site').waitFor();
      // Saving without a new password keeps the Admin signed in.
      expect(await storedToken(page)).toBeTruthy();
    });

    it('sorts the storage table by every header, newest first to begin with', async () => {
      const adminToken = await storedToken(admin.page);
      const upload = new FormData();
      upload.set('path', 'uploads/holiday-photo.png');
      upload.set(
        'image',
        new Blob([new Uint8Array(makePng(8, 8, [30, 120, 200, 255]))], { type: 'image/png' }),
        'holiday-photo.png',
      );
      const uploaded = await fetch(`${e2e.server.baseUrl}/api/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
        body: upload,
      });
      expect(uploaded.status).toBe(200);
      const deps = { db: e2e.server.app.db, storage: e2e.server.app.storage };
      for (const [key, size, type] of [
        ['docs/Annual report.pdf', 3000, 'application/pdf'],
        ['music/anthem.mp3', 120, 'audio/mpeg'],
        ['video/zoo.mov', 9000, 'video/quicktime'],
      ] as const) {
        nextMillisecond();
        await storeObject(deps, {
          key,
          body: Buffer.alloc(size, key.length),
          contentType: type,
          ownerId: null,
        });
      }
      const listed = await api(e2e.server, 'GET', '/api/s3-assets', adminToken);
      const { assets } = (await listed.json()) as { assets: StorageAsset[] };
      expect(assets.length).toBeGreaterThanOrEqual(4);

      const { page } = admin;
      await page.goto('/admin/s3_assets');
      const table = page.getByRole('table');
      await table.waitFor();
      const header = (column: AssetSortColumn) =>
        table.getByRole('columnheader').filter({ hasText: HEADER_LABELS[column] });
      // The path alone, without the uploader's line under it.
      const shownPaths = () =>
        table.locator('tbody tr td:nth-child(2)').evaluateAll((cells) =>
          cells.map((cell) => {
            const text = cell.textContent ?? '';
            const uploader = cell.querySelector('.admin-table__uploader')?.textContent ?? '';
            return text.slice(0, text.length - uploader.length);
          }),
        );
      const expectOrder = async (
        column: AssetSortColumn,
        direction: 'ascending' | 'descending',
      ) => {
        const expected = sortAssets(assets, { column, direction }).map((asset) => asset.Key);
        await expect.poll(shownPaths).toEqual(expected);
        expect(await header(column).getAttribute('aria-sort')).toBe(direction);
        expect(await header(column).textContent()).toContain(direction === 'ascending' ? '▲' : '▼');
      };

      await expectOrder('LastModified', 'descending');
      expect(await shownPaths()).toContain('video/zoo.mov');
      // The default column toggles on its first click; every other header starts ascending.
      await header('LastModified').getByRole('button').click();
      await expectOrder('LastModified', 'ascending');
      for (const column of ASSET_SORT_COLUMNS) {
        await header(column).getByRole('button').click();
        await expectOrder(column, 'ascending');
        await header(column).getByRole('button').click();
        await expectOrder(column, 'descending');
        expect(await table.locator('th[aria-sort]').count()).toBe(1);
      }

      const photoRow = table.getByRole('row').filter({ hasText: 'holiday-photo.png' });
      await photoRow.getByRole('cell', { name: 'Image', exact: true }).waitFor();
      const thumbnail = photoRow.locator('img');
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(8);
      const reportRow = table.getByRole('row').filter({ hasText: 'Annual report.pdf' });
      await reportRow.getByRole('cell', { name: 'Document', exact: true }).waitFor();
      await reportRow.getByRole('cell', { name: '2.9 KB', exact: true }).waitFor();
      expect(await reportRow.locator('img').count()).toBe(0);
    });

    it('shows each user and each stored file as a card with its actions on a 390 px phone', async () => {
      const session = await admin.page.evaluate(() => ({
        name: localStorage.getItem('user_name'),
        role: localStorage.getItem('user_role'),
        token: localStorage.getItem('user_token'),
      }));
      const phone = await e2e.openPage(PHONE);
      contexts.push(phone.context);
      await phone.context.addInitScript((stored) => {
        localStorage.setItem('user_name', stored.name ?? '');
        localStorage.setItem('user_role', stored.role ?? '');
        localStorage.setItem('user_token', stored.token ?? '');
      }, session);
      const { page } = phone;
      /** Whether the element lies wholly inside the phone's width. */
      const onScreen = async (locator: ReturnType<Page['locator']>) => {
        const box = await locator.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
      };
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

      await page.goto('/admin/users');
      const ullaRow = page.getByRole('row').filter({ hasText: 'ulla@new.example.com' });
      await ullaRow.getByRole('button', { name: 'Edit ulla' }).waitFor();
      for (const name of ['Edit ulla', 'Delete ulla', `Edit ${TEST_ADMIN.username}`]) {
        const button = page.getByRole('button', { name, exact: true });
        expect(await button.isVisible()).toBe(true);
        expect(await onScreen(button), name).toBe(true);
      }
      for (const value of ['ulla@new.example.com', 'Edited by the Admin']) {
        expect(await onScreen(ullaRow.getByText(value)), value).toBe(true);
      }
      const showDeleted = page.getByRole('checkbox', { name: 'Show deleted users' });
      expect(await onScreen(page.getByText('Show deleted users'))).toBe(true);
      await showDeleted.check();
      const fridaRow = page.getByRole('row').filter({ hasText: FRIDA.email });
      await fridaRow.getByText('Deleted', { exact: true }).waitFor();
      expect(await onScreen(fridaRow.getByText('Deleted', { exact: true }))).toBe(true);
      expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
      await showDeleted.uncheck();
      await fridaRow.waitFor({ state: 'detached' });
      // Each value is named on its card, as the column header names it on a wide screen.
      expect(await ullaRow.getByText('Access Role').count()).toBe(0); // a label, not text
      expect(
        await ullaRow
          .getByRole('cell', { name: 'ulla@new.example.com' })
          .evaluate((cell) => getComputedStyle(cell, '::before').content),
      ).toBe('"Email"');
      expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);

      await page.goto('/admin/s3_assets');
      const photo = page
        .getByRole('row')
        .filter({ hasText: /holiday-photo/ })
        .first();
      await photo.waitFor();
      for (const cell of await photo.getByRole('cell').all()) {
        if ((await cell.textContent()) !== '') expect(await onScreen(cell)).toBe(true);
      }
      // The headers stay as sort buttons above the cards.
      const size = page.getByRole('button', { name: /^Size/ });
      expect(await onScreen(size)).toBe(true);
      expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    });

    it('lists the addresses failed logins locked on the Users page, and Unlock lifts each', async () => {
      const addresses = ['203.0.113.9', '2001:db8:85a3::8a2e:370:7334'];
      const logInFrom = (remoteAddress: string, username: string, password: string) =>
        e2e.server.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          payload: { username, password },
        });
      for (const address of addresses) {
        for (let i = 0; i < 5; i += 1) {
          expect((await logInFrom(address, `stranger-${i}`, 'a wrong guess')).statusCode).toBe(401);
        }
        expect((await logInFrom(address, ULLA.username, ULLA.password)).statusCode).toBe(429);
      }

      const { page } = admin;
      await page.goto('/admin/users');
      const panel = page.getByRole('region', { name: 'Locked Addresses' });
      for (const address of addresses) {
        await panel
          .getByText(`Logins from ${address} are locked after failed attempts for 1 minute more.`)
          .waitFor();
      }
      // The strangers' names each failed once: no account is locked.
      expect(await page.getByRole('region', { name: 'Locked Accounts' }).count()).toBe(0);

      await panel.getByRole('button', { name: `Unlock ${addresses[0]}` }).click();
      await page.getByText(`Logins from ${addresses[0]} are allowed again.`).waitFor();
      await panel
        .getByText(`Logins from ${addresses[0]} are locked`)
        .waitFor({ state: 'detached' });
      expect((await logInFrom(addresses[0]!, ULLA.username, ULLA.password)).statusCode).toBe(200);
      // The other address stays locked until it is lifted too.
      expect((await logInFrom(addresses[1]!, ULLA.username, ULLA.password)).statusCode).toBe(429);
      await panel.getByRole('button', { name: `Unlock ${addresses[1]}` }).click();
      await page.getByText(`Logins from ${addresses[1]} are allowed again.`).waitFor();
      await panel.waitFor({ state: 'detached' });
      expect((await logInFrom(addresses[1]!, ULLA.username, ULLA.password)).statusCode).toBe(200);
    });

    it('makes an upload public from the storage page after a warning, and private again', async () => {
      const { page } = admin;
      const photo = await holidayPhoto(e2e.server, await storedToken(page));
      const anonymousFetch = () => fetch(`${e2e.server.baseUrl}/api/fetch-object/${photo.ETag}`);
      expect((await anonymousFetch()).status).toBe(404);

      await page.goto('/admin/s3_assets');
      const row = page.getByRole('row').filter({ hasText: 'holiday-photo.png' });
      await row.getByText('Private', { exact: true }).waitFor();
      // A site asset is public, with nothing to toggle.
      const report = page.getByRole('row').filter({ hasText: 'Annual report.pdf' });
      await report.getByText('Public', { exact: true }).waitFor();
      expect(await report.getByRole('button', { name: /^Make / }).count()).toBe(0);

      const questions: string[] = [];
      page.once('dialog', (dialog) => {
        questions.push(dialog.message());
        void dialog.accept();
      });
      // By keyboard: the toggle is an ordinary button.
      await row.getByRole('button', { name: `Make public: ${photo.Key}` }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('"holiday-photo.png" is now public.').waitFor();
      expect(questions).toEqual([
        'Make "holiday-photo.png" public? Anyone with its link can see it, and browsers may keep a copy even if you make it private again.',
      ]);
      await row.getByText('Public', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const served = await anonymousFetch();
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(
        Buffer.from(await served.arrayBuffer()).equals(makePng(8, 8, [30, 120, 200, 255])),
      ).toBe(true);

      await row.getByRole('button', { name: `Make private: ${photo.Key}` }).click();
      await page.getByText('"holiday-photo.png" is now private.').waitFor();
      await row.getByText('Private', { exact: true }).waitFor();
      expect((await anonymousFetch()).status).toBe(404);
      expect(questions).toHaveLength(1);
    });

    it('deletes an upload from the storage page after a confirmation, bytes and all', async () => {
      const { page } = admin;
      const adminToken = await storedToken(page);
      const photo = await holidayPhoto(e2e.server, adminToken);
      await page.goto('/admin/s3_assets');
      const row = page.getByRole('row').filter({ hasText: 'holiday-photo.png' });
      const button = row.getByRole('button', { name: `Delete ${photo.Key} from storage` });
      // Site assets have no Delete.
      const report = page.getByRole('row').filter({ hasText: 'Annual report.pdf' });
      await report.getByText('Site asset').waitFor();

      const questions: string[] = [];
      page.once('dialog', (dialog) => {
        questions.push(dialog.message());
        void dialog.dismiss();
      });
      await button.click();
      await expect.poll(() => questions.length).toBe(1);
      expect(questions[0]).toBe('Delete "holiday-photo.png"? It is removed from storage for good.');
      expect(await e2e.server.app.storage.head(photo.Key)).not.toBeNull();

      page.once('dialog', (dialog) => void dialog.accept());
      await button.click();
      await page.getByText('"holiday-photo.png" was deleted.').waitFor();
      await row.waitFor({ state: 'detached' });
      expect(await e2e.server.app.storage.head(photo.Key)).toBeNull();
      const fetched = await api(e2e.server, 'GET', `/api/fetch-object/${photo.ETag}`, adminToken);
      expect(fetched.status).toBe(404);
    });

    it('shows all five API cards with status 200 and their row counts', async () => {
      const adminToken = await storedToken(admin.page);
      const users = (await (
        await api(e2e.server, 'GET', '/api/data_models/users', adminToken)
      ).json()) as {
        data: unknown[];
      };
      const { page } = admin;
      await page.goto('/admin/api');
      for (const name of ['Users', 'Roles', 'Messages', 'LuddeFeedingTimes', 'WordWeaverScores']) {
        const card = page.getByRole('article', { name });
        const status = card.getByText('Status: 200', { exact: true });
        await status.waitFor();
        expect(await status.getAttribute('class')).toContain('success');
        await card.getByText(/^Rows returned: \d+$/).waitFor();
        expect(await card.getByText(/^Error:/).count()).toBe(0);
      }
      await page
        .getByRole('article', { name: 'Users' })
        .getByText(`Rows returned: ${users.data.length}`)
        .waitFor();
      await page.getByRole('article', { name: 'Roles' }).getByText('Rows returned: 3').waitFor();
      await page.getByRole('article', { name: 'Messages' }).getByText('Rows returned: 2').waitFor();
      await page.getByRole('button', { name: 'Refresh All' }).click();
      await page.getByRole('article', { name: 'Users' }).getByText('Status: 200').waitFor();
    });

    it('lists every endpoint below the cards and tries GET /api/health', async () => {
      const { page } = admin;
      await page.goto('/admin/api');
      await page.getByRole('article', { name: 'WordWeaverScores' }).waitFor();
      expect(await page.getByRole('article').count()).toBe(5);

      await page.getByRole('heading', { name: 'API Explorer' }).waitFor();
      const described = (await (await fetch(`${e2e.server.baseUrl}/api/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const operations = Object.values(described.paths).flatMap((methods) => Object.keys(methods));
      const listed = page.locator('.api-endpoint');
      await listed.first().waitFor();
      expect(await listed.count()).toBe(operations.length);

      const site = page.getByRole('list', { name: 'Site endpoints' });
      const health = site.getByRole('listitem').filter({ hasText: /^GET\/api\/healthPublic/ });
      await health.getByText('/api/health', { exact: true }).click();
      await health.getByText('Access: public').waitFor();
      await health.getByRole('button', { name: 'Try GET /api/health' }).click();
      const status = health.getByText('Status: 200', { exact: true });
      await status.waitFor();
      expect(await status.getAttribute('class')).toContain('success');
      const body = JSON.parse(await health.getByLabel('Response').innerText()) as {
        status: string;
        commit: string;
      };
      expect(body.status).toBe('ok');
      expect(body.commit).toMatch(/^[0-9a-f]{40}$/);

      // An admin-only endpoint is marked as such and can be tried with the Admin's session.
      const users = page
        .getByRole('list', { name: 'Admin endpoints' })
        .getByRole('listitem')
        .filter({ hasText: /^GET\/api\/data_models\/roles/ });
      await users.getByText('Admin', { exact: true }).waitFor();
      await users.getByText('/api/data_models/roles', { exact: true }).click();
      await users.getByRole('button', { name: 'Try GET /api/data_models/roles' }).click();
      await users.getByText('Status: 200', { exact: true }).waitFor();
      expect(await users.getByLabel('Response').innerText()).toContain('"role_name": "Family"');
    });

    it('refuses the Family and Admin pages, and their APIs, to a User', async () => {
      const ulla = await loggedInPage(ULLA.username, ULLA.password);
      for (const url of [
        '/family',
        '/family/ludde-analytics',
        '/admin',
        '/admin/users',
        '/admin/s3_assets',
        '/admin/api',
      ]) {
        await ulla.goto(url);
        await ulla.getByText(NO_ACCESS).waitFor();
      }
      const token = await storedToken(ulla);
      const refused: [string, string, unknown?][] = [
        ['GET', '/api/data_models/roles'],
        ['GET', '/api/s3-assets'],
        [
          'POST',
          '/api/data_models/users',
          {
            username: 'sneaky',
            email: 's@example.com',
            password: 'sneaky password',
            access_role: 'Admin',
            comment: '',
          },
        ],
        [
          'PUT',
          '/api/data_models/users/1',
          {
            username: 'admin',
            email: 'a@example.com',
            password: '',
            access_role: 'User',
            comment: '',
          },
        ],
        ['DELETE', '/api/data_models/users/1'],
        ['GET', '/api/address-locks'],
        ['DELETE', '/api/address-locks/203.0.113.9'],
        ['GET', '/api/data_models/ludde_feeding_times'],
        [
          'POST',
          '/api/data_models/ludde_feeding_times',
          { timestamp: '2026-11-21T08:30:00+01:00', comment: '' },
        ],
        ['DELETE', '/api/data_models/ludde_feeding_times/1'],
      ];
      for (const [method, path, body] of refused) {
        expect({
          method,
          path,
          status: (await api(e2e.server, method, path, token, body)).status,
        }).toEqual({ method, path, status: 403 });
      }
      // A User may still read who is who on the message board, but nothing more.
      const names = (await (
        await api(e2e.server, 'GET', '/api/data_models/users', token)
      ).json()) as {
        data: Record<string, unknown>[];
      };
      expect(names.data.map((user) => Object.keys(user).sort())).toContainEqual(['ID', 'username']);
      expect(names.data.every((user) => !('email' in user))).toBe(true);
      expect(names.data.map((user) => user.username)).not.toContain('frida');
    });
  },
);
