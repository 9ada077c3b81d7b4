/**
 * Draws the installed app's icons from Nook's logo (public/favicon.svg) with the system Chromium,
 * into public/icons. Run again when the logo changes; the PNGs are committed.
 *
 *   tsx scripts/draw-app-icons.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e';

const CREAM = '#FAF4EA';
const projectRoot = path.join(import.meta.dirname, '..');
const logo = await readFile(path.join(projectRoot, 'public/favicon.svg'), 'utf8');
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

/** `logoShare` is the logo's width as a share of the icon: a maskable icon keeps it in the safe zone. */
const ICONS = [
  { file: 'icon-192.png', size: 192, logoShare: 0.8 },
  { file: 'icon-512.png', size: 512, logoShare: 0.8 },
  { file: 'maskable-512.png', size: 512, logoShare: 0.6 },
  { file: 'apple-touch-icon-180.png', size: 180, logoShare: 0.72 },
] as const;

const browser = await launchBrowser();
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const logoSize = Math.round(icon.size * icon.logoShare);
    await page.setContent(
      `<body style="margin:0;background:${CREAM};display:grid;place-items:center;height:100vh">` +
        `<img src="${logoUrl}" width="${logoSize}" height="${logoSize}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await writeFile(
      path.join(projectRoot, 'public/icons', icon.file),
      await page.screenshot({ type: 'png', omitBackground: false }),
    );
    await page.close();
  }
} finally {
  await browser.close();
}
