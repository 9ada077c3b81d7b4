import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  loginThroughSidebar,
  PHONE,
  useServerAndBrowser,
} from '#tests/e2e';
import { bearer } from '#tests/test-app';
import { formatSeconds, gameResult } from './core/flappy-game';
import { replayRun } from './core/replay';
import type { TestSnapshot } from './web/game-session';

const SCORES_PATH = '/api/games/scores';

function snapshot(page: Page): Promise<TestSnapshot> {
  return page.evaluate(() => {
    const hook = (window as { __flappyDuo?: { snapshot: () => TestSnapshot } }).__flappyDuo;
    if (!hook) throw new Error('Flappy Duo is not mounted');
    return hook.snapshot();
  });
}

/**
 * Plays one short game on the page's paused clock: both birds flap `flaps` times, then fall, so
 * the game lasts longer the more they flap (the first pipe is further on). Answers the time the
 * core finds for it.
 */
async function playShortGame(page: Page, flaps: number): Promise<number> {
  await page.getByRole('button', { name: /^(Start|Play again)$/ }).click();
  for (let flap = 0; flap < flaps; flap += 1) {
    await page.keyboard.press('w');
    await page.keyboard.press('ArrowUp');
    await page.clock.runFor(300);
  }
  await expect
    .poll(async () => (await page.clock.runFor(500), (await snapshot(page)).phase))
    .toBe('over');
  const over = await snapshot(page);
  return gameResult(replayRun({ seed: over.seed, layout: over.layout, log: over.game.log }))
    .gameSeconds;
}

/**
 * Opens the game at a fixed seed with the clock installed and paused. The page's clock starts at
 * the real time, so its week is the week of the server's clock.
 */
async function openGame(page: Page, seed: number) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.goto(`/games/flappyduo?seed=${seed}`);
  await page.getByRole('button', { name: 'Start' }).waitFor();
  await page.clock.pauseAt(now + 60_000);
}

/** Stops the page's clock again, a moment ahead of its time now. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

describe('Flappy Duo family scores in Chromium', () => {
  const e2e = useServerAndBrowser();

  async function keptScores(token: string) {
    const response = await e2e.server.app.inject({
      method: 'GET',
      url: `${SCORES_PATH}?game=flappy_duo`,
      headers: bearer(token),
    });
    return response.json<{ data: { username: string; score: number; mode: string }[] }>().data;
  }

  it('signed out sends nothing; signed in sends each game, and a game flown offline when the connection returns', async () => {
    const user = await e2e.server.createUser('User', 'robin');
    const token = await e2e.server.login(user.username, user.password);
    const { context, page } = await e2e.openPage(DESKTOP);
    const claims: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes(SCORES_PATH) && request.method() === 'POST') claims.push(request);
    });

    await openGame(page, 42);
    await playShortGame(page, 2);
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    expect(await page.getByRole('heading', { name: /^Family best/ }).count()).toBe(0);
    expect(claims).toEqual([]);

    await page.clock.resume();
    await loginThroughSidebar(page, user.username, user.password);
    await openGame(page, 42);
    const week = page.getByRole('region', { name: 'Family best this week' });
    const board = page.getByRole('region', { name: 'Family best of all time' });
    await week.getByText('No scores yet').waitFor();
    await board.getByText('No scores yet').waitFor();
    const first = await playShortGame(page, 3);
    await page.getByText('Your time is in the family scores.').waitFor();
    // The lists refetch on the page's timers: time flows while the game is over.
    await page.clock.resume();
    await board.getByRole('cell', { name: formatSeconds(first) }).waitFor();
    await week.getByRole('cell', { name: formatSeconds(first) }).waitFor();
    expect(await board.getByRole('cell', { name: 'robin' }).count()).toBe(1);
    expect(await keptScores(token)).toEqual([
      expect.objectContaining({ username: 'robin', score: first, mode: 'desktop' }),
    ]);

    await pauseClock(page);
    await context.setOffline(true);
    const second = await playShortGame(page, 5);
    expect(second).not.toBe(first);
    await page.getByText('1 game waiting to be sent to the family scores.').waitFor();
    await page.clock.resume();
    expect(await keptScores(token)).toHaveLength(1);
    // The waiting score is Robin's: logging out now would discard it, never hand it on.
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out now?' });
    await dialog
      .getByText(
        '1 Flappy Duo score is waiting to be sent and will be discarded if you log out now.',
        { exact: true },
      )
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.setOffline(false);
    await board.getByRole('cell', { name: formatSeconds(second) }).waitFor();
    expect((await keptScores(token)).map((row) => row.score).sort()).toEqual(
      [first, second].sort(),
    );
    expect(await page.getByText(/waiting to be sent/).count()).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/flappy-duo-family-1280.png', fullPage: true });
    await context.close();
  });

  it('shows the family’s best beside the browser’s own on a phone', async () => {
    const user = await e2e.server.createUser('Family', 'sam');
    const { context, page } = await e2e.openPageSignedIn(user, '/', PHONE);
    await openGame(page, 8);
    const time = await playShortGame(page, 4);
    await page.getByText('Your time is in the family scores.').waitFor();
    await page.getByRole('button', { name: 'Play again' }).waitFor();
    await page.clock.resume();
    const board = page.getByRole('region', { name: 'Family best of all time' });
    await board.getByRole('cell', { name: formatSeconds(time) }).waitFor();
    await board.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/flappy-duo-family-390.png', fullPage: true });
    await context.close();
  });
});
