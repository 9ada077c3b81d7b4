import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  e2eDatabaseKind,
  loginThroughSidebar,
  PHONE,
  useServerAndBrowser,
  type E2EHandle,
} from '#tests/e2e';
import { TEST_ADMIN } from '#tests/test-app';
import { splitDefinition } from './core/definitions';
import { LETTERS_PER_GAME, replayGame, SPAWN_COLUMN } from './core/game';
import { letterSequence } from './core/letters';
import { scoreBoard, type LineWord } from './core/scoring';
import { dailySeed } from './core/seed';
import type { ScoreWithUser } from './shared/word-weaver.schemas';
import { loadDictionary, type Dictionary } from './server/word-weaver.dictionary';
import { waitingGameText } from './web/offline-texts';
import { KEPT_GAMES_KEY } from './web/kept-games-store';

/** The lexicon and definitions the server scores with, loaded once for every test here. */
const dictionary = await loadDictionary();

/** Letters dropped left to right, row after row: 25 letters fill three rows and part of a fourth. */
const FULL_GAME_COLUMNS = Array.from({ length: LETTERS_PER_GAME }, (_, index) => index % 7);

/** The first seed from `from` up whose full game makes at least three words. */
function seedWithWords(
  dictionary: Dictionary,
  from: number,
): { seed: number; words: LineWord[]; score: number } {
  for (let seed = from; ; seed += 1) {
    const replay = replayGame(seed, FULL_GAME_COLUMNS);
    if (!replay.ok) continue;
    const result = scoreBoard(replay.board, dictionary.lexicon);
    const words = [...result.rows, ...result.columns].filter((found) => found.word !== '');
    if (words.length >= 3) return { seed, words, score: result.score };
  }
}

/** Plays `columns` with the keyboard: arrows to each column, then Space. */
async function playWithKeyboard(page: Page, columns: readonly number[]) {
  for (const column of columns) {
    const key = column < SPAWN_COLUMN ? 'ArrowLeft' : 'ArrowRight';
    for (let step = 0; step < Math.abs(column - SPAWN_COLUMN); step += 1) {
      await page.keyboard.press(key);
    }
    await page.keyboard.press('Space');
  }
}

/** A page with the Admin logged in and `seed` set in the seed panel. */
async function adminOnSeed(e2e: E2EHandle, seed: number, withClock = false) {
  const { context, page } = await e2e.openPage();
  if (withClock) await page.clock.install();
  await page.goto('/games/wordweaver');
  await loginThroughSidebar(page, TEST_ADMIN.username, TEST_ADMIN.password);
  const panel = page.getByRole('region', { name: 'Admin: seed' });
  await panel.getByLabel('Seed', { exact: true }).fill(String(seed));
  await panel.getByRole('button', { name: 'Set seed' }).click();
  await page.getByText(`Board ${seed} (chosen by an Admin)`).waitFor();
  return { context, page };
}

describe('WordWeaver in Chromium', () => {
  const e2e = useServerAndBrowser();

  it("plays a full game with the keyboard on an Admin's seed: highlights, definitions, saved score, TOP SCORE", async () => {
    const { seed, words, score } = seedWithWords(dictionary, 1000);
    const { context, page } = await adminOnSeed(e2e, seed);
    await page
      .getByRole('region', { name: `Family leaderboard · board ${seed}` })
      .getByText('No scores yet')
      .waitFor();
    const sequence = page
      .getByRole('region', { name: 'Admin: seed' })
      .getByRole('list', { name: `Letter sequence for seed ${seed}` });
    expect(await sequence.getByRole('listitem').allTextContents()).toEqual(
      letterSequence(seed, LETTERS_PER_GAME),
    );

    const soundRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/assets/'))
        soundRequests.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    expect(await page.getByTestId('next-letter').textContent()).toBe(letterSequence(seed, 2)[1]);
    await playWithKeyboard(page, FULL_GAME_COLUMNS);

    // Each word lights up in turn with its definition beside it.
    await page.locator('[data-highlighted="true"]').first().waitFor();
    const lit = await page.locator('[data-highlighted="true"]').allTextContents();
    expect(lit.join('').toLowerCase()).toBe(words[0]?.word);
    // The word's sound comes through the asset service.
    await expect.poll(() => soundRequests).toContain('/api/assets/quiz_success_sound');

    await page.getByText('TOP SCORE').waitFor({ timeout: words.length * 1000 + 10_000 });
    const shownWords = page.getByTestId('word-weaver-word');
    expect(await shownWords.count()).toBe(words.length);
    for (const [index, found] of words.entries()) {
      const item = shownWords.nth(index);
      expect(await item.textContent()).toContain(found.word.toUpperCase());
      // The server sends "noun: …"; the page shows the class on its own, then the meaning.
      const definition = await dictionary.define(found.word);
      const { wordClass, meaning } = splitDefinition(definition);
      expect(await item.textContent()).toContain(
        definition === '' ? 'No definition found.' : `${wordClass ?? ''} ${meaning}`.trim(),
      );
      if (wordClass) expect(await item.locator('em').textContent()).toBe(wordClass);
    }
    expect(await page.locator('[data-highlighted="true"]').count()).toBe(0);
    await page.getByText('Your score is saved.').waitFor();
    expect(await page.getByTestId('word-weaver-score').textContent()).toBe(String(score));

    const scores = page.getByRole('region', { name: /^High scores/ }).getByRole('table');
    await scores.getByRole('cell', { name: 'admin' }).waitFor();
    expect(await scores.locator('tbody tr').first().textContent()).toContain(`admin${score}`);
    // The family leaderboard, empty when the game began, lists the saved score too.
    const family = page.getByRole('region', { name: /^Family leaderboard/ }).getByRole('table');
    await family.getByRole('cell', { name: 'admin' }).waitFor();
    expect(await family.locator('tbody tr').first().textContent()).toContain(`admin${score}`);

    const saved = await e2e.server.app.db.selectFrom('word_weaver_scores').selectAll().execute();
    expect(saved.map((row) => [row.seed, row.score])).toEqual([[seed, score]]);
    await context.close();
  });

  it('shows a second player of the seed no TOP SCORE when they do not beat the first', async () => {
    const user = await e2e.server.createUser('User');
    const today = dailySeed(new Date());
    // Someone already scored far above anything a short game can make.
    await e2e.server.app.db
      .insertInto('word_weaver_scores')
      .values({
        user_id: user.id,
        score: 999,
        seed: today,
        board: '[]',
        timestamp: new Date().toISOString(),
      })
      .execute();
    const { context, page } = await e2e.openPageSignedIn(user, '/games/wordweaver');
    // Muting is remembered by the browser; every game's toggle has the same label and state.
    const mute = page.getByRole('button', { name: 'Mute sounds' });
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/games/flappyduo');
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/games/wordweaver');
    await page.getByRole('button', { name: 'Start' }).click();
    await playWithKeyboard(page, [0, 1]);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Your score is saved.').waitFor({ timeout: 15_000 });
    expect(await page.getByText('TOP SCORE').count()).toBe(0);
    await context.close();
  });

  it('keeps an anonymous game until its player logs in, then saves it', async () => {
    const user = await e2e.server.createUser('Family');
    const { context, page } = await e2e.openPage(PHONE);
    await page.goto('/games/wordweaver');
    await page.getByText(`Today's board: ${dailySeed(new Date())}`).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    // On a phone: a swipe two cells to the left, then a swipe down drops the letter.
    const board = page.getByTestId('word-weaver-board');
    const box = await board.boundingBox();
    if (!box) throw new Error('board not laid out');
    const cell = box.width / 7;
    const swipe = async (dx: number, dy: number) => {
      const from = { clientX: box.x + box.width / 2, clientY: box.y + cell / 2 };
      await board.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, ...from });
      await board.dispatchEvent('pointerup', {
        pointerType: 'touch',
        isPrimary: true,
        clientX: from.clientX + dx,
        clientY: from.clientY + dy,
      });
    };
    await swipe(-2 * cell, 4);
    expect(
      await board.locator('[data-row="0"][data-column="1"]').getAttribute('aria-label'),
    ).toMatch(/falling$/);
    await swipe(3, 3 * cell);
    expect(await board.locator('[data-row="6"][data-column="1"]').textContent()).toMatch(/^[A-Z]$/);
    // And the on-screen buttons.
    await page.getByRole('button', { name: 'Move left' }).click();
    await page.getByRole('button', { name: 'Drop' }).click();
    await page.getByRole('button', { name: 'Drop' }).click();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page
      .getByText('Log in to save your score. This game is kept in your browser until you do.')
      .waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('word_weaver_kept_games'))).toContain(
      '"columns":[1,2,3]',
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    await loginThroughSidebar(page, user.username, user.password);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save that game' }).click();
    await page.getByText(/^Saved your earlier game: \d+ points on board \d+\.$/).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('word_weaver_kept_games'))).toBeNull();
    const rows = await e2e.server.app.db
      .selectFrom('word_weaver_scores')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    await context.close();
  });

  it('shows no seed panel to a non-Admin', async () => {
    const { context, page } = await e2e.openPageAs('Family', '/games/wordweaver');
    await page.getByText(`Today's board: ${dailySeed(new Date())}`).waitFor();
    await page.getByRole('heading', { name: 'High scores' }).waitFor();
    expect(await page.getByRole('region', { name: 'Admin: seed' }).count()).toBe(0);
    expect(await page.getByLabel('Seed', { exact: true }).count()).toBe(0);
    await context.close();
  });
});

describe.each([e2eDatabaseKind()])(
  'WordWeaver when the tab closes at once, in Chromium (%s)',
  (kind) => {
    const e2e = useServerAndBrowser(kind);

    async function scoresOf(seed: number): Promise<[string, number][]> {
      const response = await fetch(
        `${e2e.server.baseUrl}/api/data_models/word_weaver_scores_with_users?seed=${seed}`,
      );
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: ScoreWithUser[] };
      return data.map((row) => [row.username, row.score]);
    }

    /** The unscored games kept in the page's storage, as JSON, or null when there are none. */
    const keptGames = (page: Page) =>
      page.evaluate((key) => {
        const games = JSON.parse(localStorage.getItem(key) ?? '[]') as { score: unknown }[];
        const unscored = games.filter((game) => game.score === null);
        return unscored.length === 0 ? null : JSON.stringify(unscored);
      }, KEPT_GAMES_KEY);

    it('stores the score of a board whose tab closes right after the last letter, before the words have lit up', async () => {
      const { seed, score } = seedWithWords(dictionary, 3000);
      const { context, page } = await adminOnSeed(e2e, seed, true);
      // Time stands still from here: the words, lit one a second, cannot get past the first.
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      const saveSent = page.waitForRequest(
        (request) =>
          request.method() === 'POST' && request.url().endsWith('/api/games/word_weaver/save'),
        { timeout: 15_000 },
      );
      await page.getByRole('button', { name: 'Start' }).click();
      await playWithKeyboard(page, FULL_GAME_COLUMNS);
      await saveSent;
      expect(await page.getByText('Your score is saved.').count()).toBe(0);
      await page.close();

      await expect.poll(() => scoresOf(seed)).toEqual([[TEST_ADMIN.username, score]]);

      // The next visit finds nothing left to do, or saves the same game again: still one score.
      await context.clock.resume();
      const later = await context.newPage();
      await later.goto('/games/wordweaver');
      await later.getByRole('heading', { name: 'High scores' }).waitFor();
      await expect.poll(() => keptGames(later)).toBeNull();
      expect(await later.getByText(/could not be/).count()).toBe(0);
      expect(await scoresOf(seed)).toEqual([[TEST_ADMIN.username, score]]);
      await context.close();
    });

    it("keeps an anonymous player's board for their login when the tab closes before the words have lit up", async () => {
      const user = await e2e.server.createUser('User');
      const { context, page } = await e2e.openPage();
      await page.clock.install();
      await page.goto('/games/wordweaver');
      const seed = dailySeed(new Date());
      await page.getByText(`Today's board: ${seed}`).waitFor();
      // A way to drop today's letters that makes a word, so there is something to light up.
      const columns = [1, 2, 3, 4, 5, 6]
        .flatMap((step) => [0, 1, 2, 3, 4, 5, 6].map((offset) => ({ step, offset })))
        .map(({ step, offset }) =>
          Array.from({ length: LETTERS_PER_GAME }, (_, index) => (index * step + offset) % 7),
        )
        .find((tried) => {
          const replay = replayGame(seed, tried);
          return replay.ok && scoreBoard(replay.board, dictionary.lexicon).score > 0;
        });
      if (!columns) throw new Error(`no way found to make a word of board ${seed}`);
      const replay = replayGame(seed, columns);
      if (!replay.ok) throw new Error(replay.error);
      const score = scoreBoard(replay.board, dictionary.lexicon).score;

      await page.clock.pauseAt(new Date(Date.now() + 1000));
      await page.getByRole('button', { name: 'Start' }).click();
      await playWithKeyboard(page, columns);
      // Kept for the login while time stands still, so before the words have lit up.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('word_weaver_kept_games')))
        .toContain(`"columns":[${columns.join(',')}]`);
      // Its score follows once the board is scored, still before any word has lit up.
      await expect.poll(() => keptGames(page)).toBeNull();
      await page.close();

      await context.clock.resume();
      const later = await context.newPage();
      await later.goto('/games/wordweaver');
      await loginThroughSidebar(later, user.username, user.password);
      await later
        .getByText(`You finished a game before logging in: ${score} points on board ${seed}.`)
        .waitFor();
      await later.getByRole('button', { name: 'Save that game' }).click();
      await later.getByText(`Saved your earlier game: ${score} points on board ${seed}.`).waitFor();
      expect(await scoresOf(seed)).toEqual([[user.username, score]]);
      await context.close();
    });

    it("keeps a signed-in player's board for their own next login: the next user to log in neither sees nor saves it", async () => {
      const alice = await e2e.server.createUser('Family');
      const bob = await e2e.server.createUser('Family');
      const seed = dailySeed(new Date());
      const replay = replayGame(seed, FULL_GAME_COLUMNS);
      if (!replay.ok) throw new Error(replay.error);
      const score = scoreBoard(replay.board, dictionary.lexicon).score;
      // Other tests of this file play today's board too: only these two players' scores count.
      const scoresOfTheTwo = async () =>
        (await scoresOf(seed)).filter(([username]) =>
          [alice.username, bob.username].includes(username),
        );

      const { context, page } = await e2e.openPageSignedIn(alice, '/games/wordweaver');
      await page.getByText(`Today's board: ${seed}`).waitFor();
      // The server cannot be reached from this page: the board cannot be scored.
      await page.route('**/api/games/word_weaver', (route) => route.abort());
      await page.getByRole('button', { name: 'Start' }).click();
      await playWithKeyboard(page, FULL_GAME_COLUMNS);
      await page.getByText(waitingGameText('unreachable', true)).waitFor();
      expect(JSON.parse((await keptGames(page)) ?? '[]')).toMatchObject([
        { seed, columns: FULL_GAME_COLUMNS },
      ]);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await page.close();

      // Bob logs in on the same browser, with the server reachable, and opens WordWeaver.
      const later = await context.newPage();
      await later.goto('/');
      await loginThroughSidebar(later, bob.username, bob.password);
      await later.goto('/games/wordweaver');
      await later.getByRole('heading', { name: 'High scores' }).waitFor();
      await later.waitForLoadState('networkidle');
      expect(await scoresOfTheTwo()).toEqual([]);
      expect(await later.getByRole('heading', { name: 'Earlier boards' }).count()).toBe(0);
      expect(await later.getByText(/You finished a game before logging in/).count()).toBe(0);
      // Still kept, as Alice's.
      expect(JSON.parse((await keptGames(later)) ?? '[]')).toMatchObject([
        { seed, writer: { userId: alice.id, username: alice.username } },
      ]);

      // Alice's next login here scores and saves her board as hers.
      await later.getByRole('button', { name: 'Logout' }).click();
      await loginThroughSidebar(later, alice.username, alice.password);
      await later
        .getByText(
          new RegExp(
            `^Your earlier board ${seed} scored ${score} points?\\. Your score is saved\\.$`,
          ),
        )
        .waitFor();
      expect(await scoresOfTheTwo()).toEqual([[alice.username, score]]);
      await expect.poll(() => keptGames(later)).toBeNull();
      await context.close();
    });

    it('keeps a board whose tab closes while the server does not answer, and scores and saves it on the next visit', async () => {
      const { seed, score } = seedWithWords(dictionary, 4000);
      const { context, page } = await adminOnSeed(e2e, seed);
      // The server cannot be reached from here: the board is sent and no answer comes.
      const scoringSent = new Promise<void>((resolve) => {
        void page.route('**/api/games/word_weaver', () => resolve());
      });
      await page.getByRole('button', { name: 'Start' }).click();
      await playWithKeyboard(page, FULL_GAME_COLUMNS);
      await scoringSent;
      await page.getByText('Scoring your board…').waitFor();
      // Already in the browser's storage, before any answer.
      expect(JSON.parse((await keptGames(page)) ?? '[]')).toMatchObject([
        { seed, columns: FULL_GAME_COLUMNS },
      ]);
      await page.close();
      expect(await scoresOf(seed)).toEqual([]);

      const later = await context.newPage();
      await later.goto('/games/wordweaver');
      await later
        .getByText(`Your earlier board ${seed} scored ${score} points. Your score is saved.`)
        .waitFor();
      expect(await scoresOf(seed)).toEqual([[TEST_ADMIN.username, score]]);
      expect(await keptGames(later)).toBeNull();
      await context.close();
    });
  },
);
