import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughSidebar, useServerAndBrowser, waitForServiceWorkerControl } from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';
import { replayGame, SPAWN_COLUMN } from './core/game';
import { scoreBoard } from './core/scoring';
import { dailySeed } from './core/seed';
import type { ScoreWithUser } from './shared/word-weaver.schemas';
import { loadDictionary } from './server/word-weaver.dictionary';
import { HIGH_SCORES_OFFLINE_TEXT, waitingGameText } from './web/offline-texts';
import { KEPT_GAMES_KEY } from './web/kept-games-store';

/** The lexicon and definitions the server scores with, loaded once for every test here. */
const dictionary = await loadDictionary();

/** The bottom row filled left to right, then Stop. */
const BOTTOM_ROW = [0, 1, 2, 3, 4, 5, 6];

/** Drops a letter in each of `columns` with the arrow keys and Space, then stops the game. */
async function playAndStop(page: Page, columns: readonly number[]) {
  await page.getByRole('button', { name: 'Start' }).click();
  for (const column of columns) {
    const key = column < SPAWN_COLUMN ? 'ArrowLeft' : 'ArrowRight';
    for (let step = 0; step < Math.abs(column - SPAWN_COLUMN); step += 1) {
      await page.keyboard.press(key);
    }
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Stop' }).click();
}

describe('WordWeaver offline, in Chromium', () => {
  const e2e = useServerAndBrowser();

  /** The first seed from 2000 up whose bottom row makes a word. */
  function seedWithAWord(): { seed: number; score: number; word: string } {
    for (let seed = 2000; ; seed += 1) {
      const replay = replayGame(seed, BOTTOM_ROW);
      if (!replay.ok) continue;
      const result = scoreBoard(replay.board, dictionary.lexicon);
      const word = result.rows[6]?.word ?? '';
      if (word.length >= 3) return { seed, score: result.score, word };
    }
  }

  async function scoresOf(seed: number): Promise<ScoreWithUser[]> {
    const response = await fetch(
      `${e2e.server.baseUrl}/api/data_models/word_weaver_scores_with_users?seed=${seed}`,
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: ScoreWithUser[] }).data;
  }

  it('plays a game offline, says it waits, and scores, lights, saves and lists it once the connection returns', async () => {
    const { seed, score, word } = seedWithAWord();
    const { context, page } = await e2e.openPage();
    await page.goto('/games/wordweaver');
    await waitForServiceWorkerControl(page);
    await loginThroughSidebar(page, TEST_ADMIN.username, TEST_ADMIN.password);

    await context.setOffline(true);
    // The page opens without a network; the high scores say why they are missing.
    await page.goto('/games/wordweaver');
    await page.getByText(HIGH_SCORES_OFFLINE_TEXT).waitFor();
    expect(await page.getByText('Loading high scores…').count()).toBe(0);

    const panel = page.getByRole('region', { name: 'Admin: seed' });
    await panel.getByLabel('Seed', { exact: true }).fill(String(seed));
    await panel.getByRole('button', { name: 'Set seed' }).click();
    await page.getByText(`Board ${seed} (chosen by an Admin)`).waitFor();
    await playAndStop(page, BOTTOM_ROW);

    await page.getByText(waitingGameText('offline', true)).waitFor();
    expect(await page.getByText(/could not be scored/).count()).toBe(0);
    const kept = await page.evaluate((key) => localStorage.getItem(key), KEPT_GAMES_KEY);
    expect(JSON.parse(kept ?? '[]')).toMatchObject([{ seed, columns: BOTTOM_ROW }]);
    expect(await e2e.server.app.db.selectFrom('word_weaver_scores').selectAll().execute()).toEqual(
      [],
    );

    await context.setOffline(false);
    // The word lights up on the board, then the score is saved and listed.
    await page.locator('[data-highlighted="true"]').first().waitFor();
    expect(
      (await page.locator('[data-highlighted="true"]').allTextContents()).join('').toLowerCase(),
    ).toBe(word.toLowerCase());
    await page.getByText('Your score is saved.').waitFor({ timeout: 30_000 });
    expect(await page.getByText(waitingGameText('offline', true)).count()).toBe(0);
    expect(await page.getByTestId('word-weaver-score').textContent()).toBe(String(score));
    const table = page.getByRole('region', { name: /^High scores/ }).getByRole('table');
    await table.getByRole('cell', { name: TEST_ADMIN.username }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_GAMES_KEY)).toBeNull();

    expect((await scoresOf(seed)).map((row) => [row.username, row.score])).toEqual([
      [TEST_ADMIN.username, score],
    ]);
    await context.close();
  });

  it('scores and saves a game finished offline on the next visit with a connection', async () => {
    const user = await e2e.server.createUser('Family');
    const today = dailySeed(new Date());
    const { context, page } = await e2e.openPage();
    await page.goto('/games/wordweaver');
    await waitForServiceWorkerControl(page);
    await loginThroughSidebar(page, user.username, user.password);

    await context.setOffline(true);
    await playAndStop(page, [0, 1]);
    await page.getByText(waitingGameText('offline', true)).waitFor();
    await page.close();

    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/games/wordweaver');
    await later
      .getByText(
        new RegExp(`^Your earlier board ${today} scored \\d+ points?\\. Your score is saved\\.$`),
      )
      .waitFor();
    await later
      .getByRole('region', { name: /^High scores/ })
      .getByRole('table')
      .getByRole('cell', { name: user.username })
      .waitFor();
    const rows = await e2e.server.app.db
      .selectFrom('word_weaver_scores')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.map((row) => row.seed)).toEqual([today]);
    expect(await later.evaluate((key) => localStorage.getItem(key), KEPT_GAMES_KEY)).toBeNull();
    await context.close();
  });
});
