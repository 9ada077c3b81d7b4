import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, PHONE, useServerAndBrowser, type E2EHandle } from '#tests/e2e';
import { autopilotFlaps } from './core/autopilot';
import { STEP_MS } from './core/flappy-config';
import { formatSeconds, gameResult } from './core/flappy-game';
import { replayRun } from './core/replay';
import type { TestSnapshot } from './web/game-session';

/** The game's state through its documented test hook (window.__flappyDuo), not from pixels. */
function snapshot(page: Page): Promise<TestSnapshot> {
  return page.evaluate(() => {
    const hook = (window as { __flappyDuo?: { snapshot: () => TestSnapshot } }).__flappyDuo;
    if (!hook) throw new Error('Flappy Duo is not mounted');
    return hook.snapshot();
  });
}

/** Opens the game with Playwright's clock installed and paused: time moves only when we say. */
async function openWithClock(
  e2e: E2EHandle,
  viewport: { width: number; height: number } = DESKTOP,
  seed = 42,
) {
  const opened = await e2e.openPage(viewport);
  await openWithClockOn(opened.page, seed);
  return opened;
}

/** openWithClock on a page already open (for pages given init scripts first). */
async function openWithClockOn(page: Page, seed = 42) {
  await page.clock.install({ time: new Date('2026-05-01T10:00:00Z') });
  await page.goto(`/games/flappyduo?seed=${seed}`);
  await page.getByRole('heading', { level: 1, name: 'Flappy Duo' }).waitFor();
  await page.getByRole('button', { name: 'Start' }).waitFor();
  await page.clock.pauseAt(new Date('2026-05-01T10:01:00Z'));
}

/** Holds both birds in the gaps with the autopilot until the game reaches `step`. */
async function flyUntil(page: Page, step: number): Promise<TestSnapshot> {
  for (;;) {
    const state = await snapshot(page);
    if (state.step >= step || state.phase !== 'playing') return state;
    for (const player of autopilotFlaps(state.game)) {
      await page.keyboard.press(player === 0 ? 'w' : 'ArrowUp');
    }
    await page.clock.runFor(STEP_MS * 2);
  }
}

describe('Flappy Duo in Chromium', () => {
  const e2e = useServerAndBrowser();

  it('starts, flaps each bird with its own key, ends, and keeps the time in the top 5 after a reload', async () => {
    const { context, page } = await openWithClock(e2e);
    await page.getByText('No times yet. Fly a game to set the first one.').waitFor();
    expect((await snapshot(page)).phase).toBe('idle');

    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(100);
    const started = await snapshot(page);
    expect(started.phase).toBe('playing');
    expect(started.layout).toBe('desktop');
    expect(started.birds.map((bird) => bird.x)).toEqual([250, 400]);
    expect(started.birds[0].vy).toBeGreaterThan(0);

    await page.keyboard.press('w');
    await page.clock.runFor(50);
    const afterW = await snapshot(page);
    expect(afterW.flaps).toEqual([1, 0]);
    expect(afterW.birds[0].vy).toBeLessThan(0);
    expect(afterW.birds[0].y).toBeLessThan(started.birds[0].y);
    expect(afterW.birds[1].vy).toBeGreaterThan(started.birds[1].vy);
    expect(afterW.birds[1].y).toBeGreaterThan(started.birds[1].y);

    await page.keyboard.press('ArrowUp');
    await page.clock.runFor(50);
    const afterUp = await snapshot(page);
    expect(afterUp.flaps).toEqual([1, 1]);
    expect(afterUp.birds[1].vy).toBeLessThan(0);
    expect(afterUp.birds[0].vy).toBeGreaterThan(afterW.birds[0].vy);

    // Player one flaps twice more, so player two reaches the ground first.
    await page.keyboard.press('w');
    await page.clock.runFor(400);
    await page.keyboard.press('w');
    await page.clock.runFor(6000);
    const over = await snapshot(page);
    expect(over.phase).toBe('over');

    // The browser's game is the one the core replays from the same seed and log.
    const replayed = replayRun({ seed: 42, layout: 'desktop', log: over.game.log });
    expect(replayed.step).toBe(over.step);
    const result = gameResult(replayed);
    // Player two reached the ground while player one still flew: player one wins, and the game
    // ended at that step, so both show the same time.
    expect(over.birds.map((bird) => bird.status)).toEqual(['flying', 'down']);
    expect(result.winner).toBe(0);
    await page.getByRole('heading', { name: 'Game over' }).waitFor();
    await page.getByText('Player 1 lasted longer!', { exact: true }).waitFor();
    expect(await page.getByText('It’s a tie!').count()).toBe(0);
    expect(await page.getByTestId('survived-1').textContent()).toBe(
      formatSeconds(result.seconds[0]),
    );
    expect(await page.getByTestId('survived-2').textContent()).toBe(
      formatSeconds(result.seconds[1]),
    );
    expect(result.seconds[0]).toBe(result.seconds[1]);
    const card = page.locator('.fd-card--result');
    expect(await card.locator('.fd-fate').allTextContents()).toEqual([
      'still flying',
      'hit the ground',
    ]);
    await page.getByText('New best time!').waitFor();
    await expect
      .poll(() => page.locator('#fd-status').textContent())
      .toBe(
        `Game over. Player 1 lasted longer! Player 1: ${formatSeconds(result.seconds[0])}. Player 2: ${formatSeconds(result.seconds[1])}.`,
      );

    const scores = page.getByRole('list', { name: 'Top 5 survived times' });
    expect(await scores.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(formatSeconds(result.gameSeconds)) as string,
    ]);

    // The instant replay plays the same game again.
    await page.getByRole('button', { name: 'Watch replay' }).click();
    await page.clock.runFor(1000);
    const replaying = await snapshot(page);
    expect(replaying.phase).toBe('replay');
    expect(replaying.step).toBeGreaterThan(50);
    await page.clock.runFor(8000);
    expect((await snapshot(page)).phase).toBe('over');

    // axe waits on timers, so time flows again from here.
    await page.clock.resume();
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('button', { name: 'Start' }).waitFor();
    expect(
      await page
        .getByRole('list', { name: 'Top 5 survived times' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual([expect.stringContaining(formatSeconds(result.gameSeconds)) as string]);
    // The best run is kept for the ghost.
    await page.getByLabel(/Race the ghost of your best run/).check();
    await page.emulateMedia({ colorScheme: 'dark' });
    // Colours change through CSS transitions: check contrast once they have ended.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getAnimations().filter((a) => a.playState === 'running').length,
        ),
      )
      .toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows 'Difficulty Increased!' after 10 s of play with both birds held in the gaps", async () => {
    const { context, page } = await openWithClock(e2e, DESKTOP, 7);
    await page.keyboard.press('Enter');
    expect((await snapshot(page)).phase).toBe('playing');
    const before = await flyUntil(page, 590);
    expect(before.birds.map((bird) => bird.status)).toEqual(['flying', 'flying']);
    expect(await page.getByText('Difficulty Increased!', { exact: true }).count()).toBe(0);

    const at10s = await flyUntil(page, 600);
    expect(at10s.level).toBe(1);
    expect(at10s.birds.map((bird) => bird.status)).toEqual(['flying', 'flying']);
    await page.getByText('Difficulty Increased!', { exact: true }).waitFor();
    await expect
      .poll(() => page.locator('#fd-status').textContent())
      .toBe('Difficulty Increased! Now level 2.');
    // About 1.5 s later it is gone.
    const later = await flyUntil(page, 700);
    expect(later.phase).toBe('playing');
    expect(await page.getByText('Difficulty Increased!', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('pauses while the tab is hidden and resumes after a 3-2-1 countdown', async () => {
    const { context, page } = await openWithClock(e2e);
    await page.getByRole('button', { name: 'Start' }).click();
    const playing = await flyUntil(page, 60);
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await page.getByText('The game paused while this tab was hidden.').waitFor();
    await page.clock.runFor(5000);
    expect((await snapshot(page)).step).toBe(playing.step);

    await setVisibility('visible');
    await page.clock.runFor(100);
    expect((await snapshot(page)).phase).toBe('countdown');
    await expect.poll(() => page.locator('#fd-status').textContent()).toBe('Resuming in 3.');
    await page.clock.runFor(1000);
    await expect.poll(() => page.locator('#fd-status').textContent()).toBe('Resuming in 2.');
    await page.clock.runFor(1000);
    await expect.poll(() => page.locator('#fd-status').textContent()).toBe('Resuming in 1.');
    expect((await snapshot(page)).step).toBe(playing.step);
    await page.clock.runFor(1000);
    const resumed = await flyUntil(page, playing.step + 10);
    expect(resumed.phase).toBe('playing');
    await context.close();
  });

  it('opens its sound output once, when the game starts, not on the first flap; not at all when muted', async () => {
    for (const muted of [false, true]) {
      const { context, page } = await e2e.openPage();
      // Counts the audio contexts the page opens (opening one blocks the main thread for a while).
      await page.addInitScript(() => {
        const counted = window as unknown as { audioContextsOpened: number };
        counted.audioContextsOpened = 0;
        const Original = window.AudioContext;
        window.AudioContext = class extends Original {
          constructor(options?: AudioContextOptions) {
            super(options);
            counted.audioContextsOpened += 1;
          }
        };
      });
      if (muted) await page.addInitScript(() => localStorage.setItem('sound_muted', '1'));
      await openWithClockOn(page);
      const opened = () =>
        page.evaluate(
          () => (window as unknown as { audioContextsOpened: number }).audioContextsOpened,
        );
      expect(await opened()).toBe(0);

      await page.getByRole('button', { name: 'Start' }).click();
      expect(await opened()).toBe(muted ? 0 : 1);
      await page.keyboard.press('w');
      await page.keyboard.press('ArrowUp');
      await page.clock.runFor(50);
      const flapped = await snapshot(page);
      expect(flapped.phase).toBe('playing');
      expect(flapped.birds.every((bird) => bird.vy < 0)).toBe(true);
      expect(await opened()).toBe(muted ? 0 : 1);
      await context.close();
    }
  });

  it('on a 390×844 touch phone, each half of the field flaps its bird, both at once with two fingers', async () => {
    const { context, page } = await openWithClock(e2e, PHONE);
    await page.getByRole('button', { name: 'Start' }).tap();
    await page.clock.runFor(100);
    const started = await snapshot(page);
    expect(started).toMatchObject({
      phase: 'playing',
      layout: 'mobile',
      gravity: 0.25,
      jumpForce: -5.5,
    });

    const canvas = await page
      .getByRole('img', { name: 'Two birds flying between pipes' })
      .boundingBox();
    if (!canvas) throw new Error('no canvas');
    // The whole field is on screen in portrait.
    expect(canvas.y + canvas.height).toBeLessThanOrEqual(PHONE.height);
    expect(canvas.width).toBeGreaterThan(300);
    const left = { x: canvas.x + canvas.width * 0.25, y: canvas.y + canvas.height * 0.5 };
    const right = { x: canvas.x + canvas.width * 0.75, y: canvas.y + canvas.height * 0.5 };

    await page.touchscreen.tap(left.x, left.y);
    await page.clock.runFor(50);
    const afterLeft = await snapshot(page);
    expect(afterLeft.flaps).toEqual([1, 0]);
    expect(afterLeft.birds[0].vy).toBeLessThan(0);
    expect(afterLeft.birds[1].vy).toBeGreaterThan(0);

    await page.touchscreen.tap(right.x, right.y);
    await page.clock.runFor(50);
    const afterRight = await snapshot(page);
    expect(afterRight.flaps).toEqual([1, 1]);
    expect(afterRight.birds[1].vy).toBeLessThan(0);

    // Two fingers down in the same instant: both birds flap.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [
        { x: left.x, y: left.y, id: 1 },
        { x: right.x, y: right.y, id: 2 },
      ],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.clock.runFor(50);
    expect((await snapshot(page)).flaps).toEqual([2, 2]);

    // Keys that would scroll the page do not while the game has focus.
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight > window.innerHeight,
    );
    expect(scrollable).toBe(true);
    for (const key of ['ArrowDown', 'Space', 'PageDown', 'ArrowUp']) await page.keyboard.press(key);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});
