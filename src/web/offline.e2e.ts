import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../apps/transperator/core/output-name';
import { colourOfDay } from '../apps/rgb-guesser/core/daily-colour';
import { EMPTY_RECORDS } from '../apps/timeline-quiz/core/player-records';
import {
  CONFLICTS_DECK,
  INNOVATIONS_DECK,
  PEOPLE_DECK,
  type TimelineDeck,
} from '../apps/timeline-quiz/core/timeline-decks';
import {
  advanceClock,
  initialGame,
  placeCurrentItem,
  startGame,
  toSavedGame,
} from '../apps/timeline-quiz/core/timeline-game';
import { CONFLICTS } from '../apps/timeline-quiz/data/conflicts';
import { INNOVATIONS } from '../apps/timeline-quiz/data/innovations';
import { PEOPLE } from '../apps/timeline-quiz/data/people';
import type { TimelineItem } from '../apps/timeline-quiz/shared/timeline-item.schemas';
import { seededRandom } from '../shared/seeded-random';
import { ASSET_KEYS } from '../shared/asset-keys';
import {
  axeViolations,
  DESKTOP,
  launchProfileContext,
  loginThroughSidebar,
  PHONE,
  useServerAndBrowser,
  waitForServiceWorkerControl,
  WEB_ROOT,
  type E2EHandle,
} from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';

/** A context in UTC (the RGB guesser's colour is the local day's), with reduced motion. */
async function openContext(e2e: E2EHandle): Promise<BrowserContext> {
  return e2e.browser.newContext({
    baseURL: e2e.server.baseUrl,
    viewport: DESKTOP,
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-US',
  });
}

/** One visit to `/`, then waits until the service worker controls the page and holds the assets. */
async function visitOnce(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('nook-assets');
        return (await cache.keys()).length;
      }),
    )
    .toBe(ASSET_KEYS.length);
  return page;
}

/** A saved timeline game with 19 cards placed correctly, for the last card to be played offline. */
function savedGameOneCardLeft(deck: TimelineDeck, items: readonly TimelineItem[]) {
  let game = startGame(deck, initialGame(deck, EMPTY_RECORDS), 'timeline', items, seededRandom(5));
  const correctIndex = (year: number) => {
    const index = game.placed.findIndex((placed) => placed.year > year);
    return index === -1 ? game.placed.length : index;
  };
  for (let i = 0; i < 19; i += 1) {
    const card = game.current;
    if (!card) throw new Error('no card');
    game = placeCurrentItem(deck, game, correctIndex(card.year), i * 10_000);
    game = advanceClock(deck, game, i * 10_000 + 5_000);
  }
  const last = game.current;
  if (!last) throw new Error('no last card');
  return {
    saved: JSON.stringify({ version: 1, ...toSavedGame(deck, game) }),
    lastIndex: correctIndex(last.year),
  };
}

const TIMELINES = [
  {
    path: '/quizzes/timeline-tech',
    key: 'timeline-tech',
    deck: INNOVATIONS_DECK,
    items: INNOVATIONS,
  },
  { path: '/quizzes/timeline-people', key: 'timeline-people', deck: PEOPLE_DECK, items: PEOPLE },
  {
    path: '/quizzes/timeline-conflicts',
    key: 'timeline-conflicts',
    deck: CONFLICTS_DECK,
    items: CONFLICTS,
  },
] as const;

/** The site-wide notice's words (service-worker-registration.ts, which only the browser's build can load). */
const OFFLINE_NOTICE = 'You are offline. Quizzes, games and tools still work';

describe('offline after one visit, in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('offers a valid web manifest whose icons load at their stated sizes', async () => {
    const context = await openContext(e2e);
    const page = await context.newPage();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Nook',
      short_name: 'Nook',
      start_url: '/',
      display: 'standalone',
      theme_color: '#FAF4EA',
      background_color: '#FAF4EA',
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const loaded = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(loaded, icon.src).toBe(icon.sizes);
    }
    // iOS reads its own tags.
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await page.request.get(touchIcon!)).status()).toBe(200);
    expect(
      await page.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content'),
    ).toBe('Nook');
    await context.close();
  });

  it('passes the checks Chromium makes before it offers to install the site', async () => {
    // Lighthouse 12 no longer audits installability; its audit asked Chromium these questions. A
    // profile of its own, since Chromium offers no installation in an incognito context.
    const profile = await mkdtemp(path.join(tmpdir(), 'nook-profile-'));
    const context = await launchProfileContext(profile, {
      baseURL: e2e.server.baseUrl,
      viewport: DESKTOP,
    });
    try {
      const page = await visitOnce(context);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string; critical: number }[];
      };
      expect(manifest.url).toBe(`${e2e.server.baseUrl}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('says the site is offline until the visitor hides the notice or the connection returns', async () => {
    const context = await openContext(e2e);
    const page = await visitOnce(context);
    const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
    expect(await notice.isVisible()).toBe(false);
    await context.setOffline(true);
    await notice.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // It can be put away, and stays away on the next pages.
    await notice.getByRole('button', { name: 'Hide the offline notice' }).click();
    await notice.waitFor({ state: 'hidden' });
    await page.getByRole('navigation').getByRole('link', { name: 'Applications' }).click();
    await page.getByRole('heading', { name: 'Applications', level: 1 }).waitFor();
    expect(await notice.isVisible()).toBe(false);
    // Back online, then offline again: it says so again.
    await context.setOffline(false);
    await context.setOffline(true);
    await notice.waitFor();
    await context.close();
  });

  it('opens every browser-only app without a network and plays it to its end', async () => {
    const context = await openContext(e2e);
    const page = await visitOnce(context);
    // Signed in, so the Transperator offers its upload.
    await loginThroughSidebar(page, TEST_ADMIN.username, TEST_ADMIN.password);
    for (const timeline of TIMELINES) {
      const { saved } = savedGameOneCardLeft(timeline.deck, timeline.items);
      await page.evaluate(([key, value]) => localStorage.setItem(`${key}.saved-game`, value), [
        timeline.key,
        saved,
      ] as const);
    }
    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    // A page that needs the server says so, in words, instead of a browser error page.
    await page.goto('/message-board');
    await page.getByText(/You are offline\./).waitFor();

    // RGB guesser: today's colour, guessed at once.
    await page.goto('/quizzes/rbguesser');
    await page.getByRole('heading', { name: 'RGB Guesser', level: 1 }).waitFor();
    const today = new Date().toISOString().slice(0, 10);
    const colour = colourOfDay(today);
    await page.getByRole('spinbutton', { name: 'Red', exact: true }).fill(String(colour.red));
    await page.getByRole('spinbutton', { name: 'Green', exact: true }).fill(String(colour.green));
    await page.getByRole('spinbutton', { name: 'Blue', exact: true }).fill(String(colour.blue));
    await page.getByRole('button', { name: 'Guess', exact: true }).click();
    await page.getByRole('heading', { name: 'You found it!' }).waitFor();

    // SQL quiz: ten answers, then the result.
    await page.goto('/quizzes/sql');
    for (let step = 1; step <= 10; step += 1) {
      await page.getByText(`Question ${step} of 10`).waitFor();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByText('10 of 10 answered').waitFor();

    // The three timelines, on a phone's width (a tap places a card): the saved game's last card,
    // placed, ends the game.
    await page.setViewportSize(PHONE);
    for (const timeline of TIMELINES) {
      const { lastIndex } = savedGameOneCardLeft(timeline.deck, timeline.items);
      await page.goto(timeline.path);
      await page.getByRole('button', { name: 'Continue Saved Game' }).click();
      const gap = page.locator('.tq-gap').nth(lastIndex);
      await gap.scrollIntoViewIfNeeded();
      await gap.click();
      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    }
    await page.setViewportSize(DESKTOP);

    // Flappy Duo: nobody flaps, both birds fall, the game is over.
    await page.goto('/games/flappyduo');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: 'Game over' }).waitFor({ timeout: 20_000 });

    // Emotional Excellence: a feeling recorded.
    await page.goto('/applications/emotional-excellence');
    for (const level of ['Peaceful', 'Calm', 'Serene']) {
      await page.getByRole('button', { name: level, exact: true }).click();
    }
    await page
      .getByRole('radiogroup', { name: 'Intensity' })
      .getByRole('radio', { name: /^2/ })
      .check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved: Peaceful › Calm › Serene, intensity 2.').waitFor();

    // Transperator: an image keyed and downloaded; uploading says it needs a connection.
    await page.goto('/applications/transparencymapper');
    await page.getByRole('heading', { level: 1, name: 'Transperator' }).waitFor();
    await page.getByTestId('file-input').setInputFiles({
      name: 'nook.png',
      mimeType: 'image/png',
      buffer: await readFile(path.join(WEB_ROOT, 'icons/icon-192.png')),
    });
    await page.locator('[data-preview="shown"]').waitFor();
    await page.getByLabel('Hex colour').fill('#faf4ea');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('nook.png');
    await page.getByRole('button', { name: 'Upload to S3' }).click();
    await page.getByText(UPLOAD_MESSAGES.offline).waitFor();

    await context.close();
  });
});
