import { readFile } from 'node:fs/promises';
import { deflateSync, inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  loginThroughSidebar,
  PHONE,
  useServerAndBrowser,
  type E2EHandle,
} from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';
import { makeJpeg, pngChunk } from '#tests/upload-fixtures';

const ROUTE = '/applications/transparencymapper';
type Rgba = [number, number, number, number];

/** An RGBA PNG whose one row of pixels repeats `height` times. */
function encodePng(row: readonly Rgba[], height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(row.length, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const line = Buffer.from([0, ...row.flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array<Buffer>(height).fill(line)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what browsers' encoders write) to RGBA. */
function decodePng(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect(body[8]).toBe(8);
      colourType = body[9]!;
      expect(body[12]).toBe(0);
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  expect(channels).toBeGreaterThan(0);
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? rows[y * stride + x - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? rows[(y - 1) * stride + x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      rows[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    pixels.set(rows.subarray(i * channels, i * channels + 3), i * 4);
    pixels[i * 4 + 3] = channels === 4 ? rows[i * channels + 3]! : 255;
  }
  return { width, height, pixels };
}

function pixelAt(image: { width: number; pixels: Uint8Array }, x: number, y = 0): Rgba {
  const i = (y * image.width + x) * 4;
  return Array.from(image.pixels.subarray(i, i + 4)) as Rgba;
}

const KEY: Rgba = [10, 200, 30, 255];
const TOLERANCE = 20;
/** Keyed (exact, and each channel 20 away), then 21 away on one channel, then far away. */
const ROW: Rgba[] = [
  KEY,
  [30, 180, 50, 255],
  [31, 200, 30, 255],
  [10, 200, 51, 200],
  [250, 250, 250, 255],
  [0, 0, 0, 255],
];
const TEST_PNG = encodePng(ROW, 3);

async function openTool(e2e: E2EHandle, viewport?: typeof PHONE) {
  const { context, page } = await e2e.openPage(viewport);
  await page.goto(ROUTE);
  await page.getByRole('heading', { level: 1, name: 'Transperator' }).waitFor();
  return { context, page };
}

async function addFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('file-input').setInputFiles(files);
}

async function setKey(page: Page, hex: string, tolerance: number) {
  await page.getByLabel('Hex colour').fill(hex);
  await page.getByLabel('Tolerance', { exact: true }).fill(String(tolerance));
}

async function downloadBytes(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

describe('Transperator', () => {
  const e2e = useServerAndBrowser();

  it('accepts PNG and JPEG, skips the rest, and says so', async () => {
    const { context, page } = await openTool(e2e);
    await addFiles(page, [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
    ]);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please select PNG or JPEG files only.' })
      .waitFor();
    expect(await page.getByRole('list', { name: 'Images' }).count()).toBe(0);

    await addFiles(page, [
      { name: 'logo.png', mimeType: 'image/png', buffer: TEST_PNG },
      { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: makeJpeg() },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
      // Declared as PNG, but its bytes are text.
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') },
    ]);
    await page
      .getByRole('alert')
      .filter({ hasText: '2 file(s) were skipped (only PNG and JPEG are supported).' })
      .waitFor();
    const cards = page.getByRole('list', { name: 'Images' }).getByRole('listitem');
    expect(await cards.count()).toBe(2);
    await page.getByRole('heading', { name: 'logo.png' }).waitFor();
    await page.getByRole('heading', { name: 'photo.jpg' }).waitFor();
    expect(await page.getByLabel('File name').nth(0).inputValue()).toBe('logo');
    expect(await page.getByLabel('File name').nth(1).inputValue()).toBe('photo');
    // Both decoded: the preview of each is drawn.
    await page.locator('[data-preview="shown"]').nth(1).waitFor();

    // The next drop of good files clears the notice about the skipped ones.
    await addFiles(page, [{ name: 'second.png', mimeType: 'image/png', buffer: TEST_PNG }]);
    await page.getByRole('heading', { name: 'second.png' }).waitFor();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'were skipped' }).count())
      .toBe(0);
    await page.getByRole('button', { name: 'Remove second.png' }).click();

    await page.getByRole('button', { name: 'Remove photo.jpg' }).click();
    expect(await cards.count()).toBe(1);
    // With one image there is no bulk bar.
    expect(await page.getByRole('button', { name: 'Download All' }).count()).toBe(0);
    await context.close();
  });

  it('downloads a full-resolution PNG with the colour keyed out, within the tolerance only', async () => {
    const { context, page } = await openTool(e2e);
    await addFiles(page, [{ name: 'logo.png', mimeType: 'image/png', buffer: TEST_PNG }]);
    await page.locator('[data-preview="shown"]').waitFor();

    // The eyedropper: a click on the first pixel of the preview picks the key colour.
    const preview = page.getByTestId('preview');
    const box = (await preview.boundingBox())!;
    // The 6×3 image is letterboxed into the preview: aim at the middle of its first pixel.
    const scale = Math.min(box.width / 6, box.height / 3);
    const left = box.x + (box.width - 6 * scale) / 2;
    const top = box.y + (box.height - 3 * scale) / 2;
    await page.mouse.click(left + scale / 2, top + scale * 1.5);
    await expect.poll(() => page.getByLabel('Select Color to Remove').inputValue()).toBe('#0ac81e');
    expect(await page.getByLabel('Hex colour').inputValue()).toBe('#0ac81e');

    const previewAlpha = (x: number) =>
      preview.evaluate((canvas: HTMLCanvasElement, column) => {
        return canvas.getContext('2d')!.getImageData(column, 1, 1, 1).data[3];
      }, x);
    expect(await previewAlpha(0)).toBe(255);
    await page.getByLabel('Tolerance', { exact: true }).fill(String(TOLERANCE));
    expect(await page.getByLabel('Tolerance slider').inputValue()).toBe(String(TOLERANCE));
    // The preview follows the tolerance.
    await expect.poll(() => previewAlpha(0)).toBe(0);
    expect(await previewAlpha(2)).toBe(255);
    await page.getByLabel('File name').fill('keyed logo');

    const { name, bytes } = await downloadBytes(page, () =>
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    expect(name).toBe('keyed logo.png');
    const image = decodePng(bytes);
    expect([image.width, image.height]).toEqual([6, 3]);
    for (const y of [0, 2]) {
      expect(pixelAt(image, 0, y)[3]).toBe(0); // the colour itself
      expect(pixelAt(image, 1, y)[3]).toBe(0); // every channel exactly 20 away
      expect(pixelAt(image, 2, y)).toEqual([31, 200, 30, 255]); // red 21 away: kept
      expect(pixelAt(image, 3, y)).toEqual([10, 200, 51, 200]); // blue 21 away: alpha untouched
      expect(pixelAt(image, 4, y)).toEqual([250, 250, 250, 255]);
      expect(pixelAt(image, 5, y)).toEqual([0, 0, 0, 255]);
    }

    // An empty name downloads as modified-image.png; tolerance 0 changes nothing.
    await page.getByLabel('File name').fill('   ');
    await page.getByLabel('Tolerance slider').fill('0');
    const unchanged = await downloadBytes(page, () =>
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    expect(unchanged.name).toBe('modified-image.png');
    const original = decodePng(unchanged.bytes);
    for (let x = 0; x < ROW.length; x += 1) expect(pixelAt(original, x, 1)).toEqual(ROW[x]);
    await context.close();
  });

  it('keys only the clicked area with Connected only, and fades the edge with Soft edges', async () => {
    const white: Rgba = [255, 255, 255, 255];
    // Two white areas split by a black column; the left one has a near-white pixel 8 away.
    const row: Rgba[] = [white, [247, 247, 247, 255], [0, 0, 0, 255], white, white];
    const { context, page } = await openTool(e2e);
    await addFiles(page, [{ name: 'split.png', mimeType: 'image/png', buffer: encodePng(row, 3) }]);
    await page.locator('[data-preview="shown"]').waitFor();
    const soft = page.getByRole('checkbox', { name: 'Soft edges' });
    const connected = page.getByRole('checkbox', { name: 'Connected only' });
    expect(await soft.isChecked()).toBe(false);
    expect(await connected.isChecked()).toBe(false);

    await setKey(page, '#ffffff', 10);
    await connected.check();
    await page.getByText('Click the preview where the colour should go.').waitFor();
    const preview = page.getByTestId('preview');
    const previewAlpha = (x: number) =>
      preview.evaluate(
        (canvas: HTMLCanvasElement, column) =>
          canvas.getContext('2d')!.getImageData(column, 1, 1, 1).data[3],
        x,
      );
    // No point clicked yet: nothing is removed, not even the exact colour.
    await expect.poll(() => previewAlpha(0)).toBe(255);

    const box = (await preview.boundingBox())!;
    const scale = Math.min(box.width / 5, box.height / 3);
    const left = box.x + (box.width - 5 * scale) / 2;
    const top = box.y + (box.height - 3 * scale) / 2;
    await page.mouse.click(left + scale / 2, top + scale * 1.5);
    await page.getByText('Removing around 1 point.').waitFor();
    await expect.poll(() => previewAlpha(0)).toBe(0);
    expect(await previewAlpha(3)).toBe(255);

    const download = async () =>
      decodePng(
        (
          await downloadBytes(page, () =>
            page.getByRole('button', { name: 'Download', exact: true }).click(),
          )
        ).bytes,
      );
    const hard = await download();
    for (const y of [0, 2]) {
      expect(pixelAt(hard, 0, y)[3]).toBe(0);
      expect(pixelAt(hard, 1, y)[3]).toBe(0);
      expect(pixelAt(hard, 3, y)).toEqual(white); // the same colour, but not connected
      expect(pixelAt(hard, 4, y)).toEqual(white);
    }

    // Soft edges: 8 of 10 away is 60% opaque, its colour un-blended from white (255 − 8 / 0.6).
    await soft.check();
    const faded = await download();
    expect(pixelAt(faded, 0, 1)[3]).toBe(0);
    expect(pixelAt(faded, 1, 1)).toEqual([242, 242, 242, 153]);
    expect(pixelAt(faded, 3, 1)).toEqual(white);

    await page.getByRole('button', { name: 'Clear points in split.png' }).click();
    await expect.poll(() => previewAlpha(0)).toBe(255);
    await context.close();
  });

  it('Download All gives one ZIP of PNGs', async () => {
    const { context, page } = await openTool(e2e);
    await addFiles(page, [
      { name: 'first.png', mimeType: 'image/png', buffer: TEST_PNG },
      { name: 'second.jpg', mimeType: 'image/jpeg', buffer: makeJpeg() },
    ]);
    await page.locator('[data-preview="shown"]').nth(1).waitFor();
    await setKey(page, '#0ac81e', TOLERANCE);
    const { name, bytes } = await downloadBytes(page, () =>
      page.getByRole('button', { name: 'Download All' }).click(),
    );
    expect(name).toBe('transperator-images.zip');
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries).sort()).toEqual(['first.png', 'second.png']);
    const first = decodePng(Buffer.from(entries['first.png']!));
    expect(pixelAt(first, 0)[3]).toBe(0);
    expect(pixelAt(first, 2)[3]).toBe(255);
    const second = decodePng(Buffer.from(entries['second.png']!));
    expect([second.width, second.height]).toEqual([8, 8]);
    await context.close();
  });

  it('asks anonymous visitors to log in, and uploads for a logged-in user', async () => {
    const { context, page } = await openTool(e2e);
    await addFiles(page, [
      { name: 'one.png', mimeType: 'image/png', buffer: TEST_PNG },
      { name: 'two.png', mimeType: 'image/png', buffer: TEST_PNG },
    ]);
    await page.locator('[data-preview="shown"]').nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'Upload All to S3' }).isDisabled()).toBe(true);
    for (const button of await page.getByRole('button', { name: 'Upload to S3' }).all()) {
      expect(await button.isDisabled()).toBe(true);
    }
    expect(await page.getByText('Log in to upload').count()).toBe(3);

    await loginThroughSidebar(page, TEST_ADMIN.username, TEST_ADMIN.password);
    expect(await page.getByText('Log in to upload').count()).toBe(0);
    await setKey(page, '#0ac81e', TOLERANCE);

    // The empty-name alert, and nothing is sent.
    const firstCard = page.getByRole('listitem', { name: 'one.png' });
    await firstCard.getByLabel('File name').fill('  ');
    await firstCard.getByRole('button', { name: 'Upload to S3' }).click();
    await firstCard
      .getByRole('alert')
      .filter({ hasText: 'Please enter a valid filename.' })
      .waitFor();

    await firstCard.getByLabel('File name').fill('keyed-one');
    await firstCard.getByRole('button', { name: 'Upload to S3' }).click();
    await firstCard.getByText('Image uploaded successfully!').waitFor();
    const bar = firstCard.getByRole('progressbar', { name: 'Upload progress for one.png' });
    expect(await bar.getAttribute('value')).toBe('1');

    const secondCard = page.getByRole('listitem', { name: 'two.png' });
    await secondCard.getByLabel('File name').fill('keyed-two');
    await page.getByRole('button', { name: 'Upload All to S3' }).click();
    await firstCard.getByText('Image "keyed-one.png" uploaded successfully!').waitFor();
    await secondCard.getByText('Image "keyed-two.png" uploaded successfully!').waitFor();
    expect(
      await page
        .getByRole('progressbar', { name: 'Overall upload progress' })
        .getAttribute('value'),
    ).toBe('1');

    // The Admin's storage list shows both, and the stored bytes are the keyed PNG.
    await page.goto('/admin/s3_assets');
    const table = page.getByRole('table');
    // Each path cell names the file, then who uploaded it.
    await table.getByRole('cell', { name: /\/keyed-one\.png\s*Uploaded by admin$/ }).waitFor();
    await table.getByRole('cell', { name: /\/keyed-two\.png\s*Uploaded by admin$/ }).waitFor();
    const adminAuthorization = `Bearer ${await e2e.server.login(TEST_ADMIN.username, TEST_ADMIN.password)}`;
    const listing = await e2e.server.app.inject({
      method: 'GET',
      url: '/api/s3-assets',
      headers: { authorization: adminAuthorization },
    });
    const asset = listing
      .json<{ assets: { Key: string; ETag: string }[] }>()
      .assets.find((candidate) => candidate.Key.endsWith('/keyed-one.png'))!;
    const stored = await e2e.server.app.inject({
      method: 'GET',
      url: `/api/fetch-object/${asset.ETag}`,
      // An upload is served to its uploader and Admins only.
      headers: { authorization: adminAuthorization },
    });
    expect(stored.headers['content-type']).toBe('image/png');
    const storedImage = decodePng(stored.rawPayload);
    expect(pixelAt(storedImage, 0)[3]).toBe(0);
    expect(pixelAt(storedImage, 2)).toEqual([31, 200, 30, 255]);

    // My uploads lists both with the use of storage, and deletes one after a confirmation.
    await page.goto('/applications/transparencymapper');
    const myUploads = page.getByRole('list', { name: 'My uploads' });
    await myUploads.getByText('keyed-one.png', { exact: true }).waitFor();
    await myUploads.getByText('keyed-two.png', { exact: true }).waitFor();
    await page.getByText(/ used \(no limit\)$/).waitFor();
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete keyed-two.png' }).click();
    await page.getByText('"keyed-two.png" was deleted.').waitFor();
    expect(questions).toEqual(['Delete "keyed-two.png"? It is removed from storage for good.']);
    await myUploads.getByText('keyed-two.png', { exact: true }).waitFor({ state: 'detached' });
    await myUploads.getByText('keyed-one.png', { exact: true }).waitFor();
    const keyedTwo = listing
      .json<{ assets: { Key: string; ETag: string }[] }>()
      .assets.find((candidate) => candidate.Key.endsWith('/keyed-two.png'))!;
    expect(await e2e.server.app.storage.head(keyedTwo.Key)).toBeNull();
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await openTool(e2e, PHONE);
    await addFiles(page, [
      {
        name: 'a-rather-long-file-name-for-a-small-screen.png',
        mimeType: 'image/png',
        buffer: TEST_PNG,
      },
      { name: 'b.png', mimeType: 'image/png', buffer: TEST_PNG },
    ]);
    await page.locator('[data-preview="shown"]').nth(1).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    for (const name of ['Select Files', 'Download All', 'Upload All to S3']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const slider = (await page.getByLabel('Tolerance slider').boundingBox())!;
    expect(slider.x + slider.width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('passes axe (WCAG 2.1 AA) with images loaded, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await openTool(e2e);
      await page.emulateMedia({ colorScheme });
      await addFiles(page, [
        { name: 'one.png', mimeType: 'image/png', buffer: TEST_PNG },
        { name: 'two.png', mimeType: 'image/png', buffer: TEST_PNG },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
      ]);
      await page.locator('[data-preview="shown"]').nth(1).waitFor();
      expect(await axeViolations(page), colorScheme).toEqual([]);
      await context.close();
    }
  });
});
