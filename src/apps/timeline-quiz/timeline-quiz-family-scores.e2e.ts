import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, PHONE, useServerAndBrowser } from '#tests/e2e';
import { bearer } from '#tests/test-app';
import { EMPTY_RECORDS } from './core/player-records';
import { PEOPLE_DECK } from './core/timeline-decks';
import {
  advanceClock,
  initialGame,
  nextStepAt,
  placeCurrentItem,
  startSeededGame,
  toSavedGame,
  type TimelineGame,
} from './core/timeline-game';
import { deckEdition } from './core/timeline-replay';
import { PEOPLE } from './data/people';

const SHOTS = process.env['SCREENSHOT_DIR'];

/** A score as the family's lists show it, on one line: '17 / 20'. */
const asListed = (score: number) => `${score}\u00a0/\u00a020`;

/** Where a year belongs on the sorted timeline: after every card that is not later. */
function correctIndex(game: TimelineGame, year: number): number {
  const index = game.placed.findIndex((item) => item.year > year);
  return index === -1 ? game.placed.length : index;
}

/** A people timeline game from `seed` with `count` cards placed, the first `right` of them right. */
function playedPeopleGame(seed: number, count: number, right: number): TimelineGame {
  const deck = PEOPLE_DECK;
  let game = startSeededGame(deck, initialGame(deck, EMPTY_RECORDS), 'timeline', PEOPLE, seed);
  for (let card = 0; card < count && game.current !== null; card += 1) {
    const at = correctIndex(game, game.current.year);
    const wrong = at === 0 ? game.placed.length : 0;
    const year = game.current.year;
    const sameYear = game.placed.some((item) => item.year === year);
    game = placeCurrentItem(deck, game, card < right || sameYear ? at : wrong, 0);
    for (let step = nextStepAt(game); step !== null; step = nextStepAt(game)) {
      game = advanceClock(deck, game, step);
    }
  }
  return game;
}

describe("the timeline quizzes' family scores in Chromium", () => {
  const e2e = useServerAndBrowser();

  async function member(username: string) {
    const user = await e2e.server.createUser('User', username);
    return { ...user, token: await e2e.server.login(user.username, user.password) };
  }

  /** Opens the site signed in as `user`, with a people game of 19 cards saved in this browser. */
  async function signedInWithSavedGame(
    page: Page,
    user: { id: number; username: string; token: string },
    saved: TimelineGame | null,
  ) {
    await page.goto('/');
    await page.evaluate(
      ([username, token, id, game]) => {
        localStorage.setItem('user_name', username);
        localStorage.setItem('user_role', 'User');
        localStorage.setItem('user_token', token);
        localStorage.setItem('user_id', id);
        if (game) localStorage.setItem('timeline-people.saved-game', game);
      },
      [
        user.username,
        user.token,
        String(user.id),
        saved && JSON.stringify({ version: 1, ...toSavedGame(PEOPLE_DECK, saved) }),
      ] as const,
    );
    await page.goto('/quizzes/timeline-people');
  }

  /** Continues the saved game and taps its last card into its right place. */
  async function finishSavedGame(page: Page, saved: TimelineGame) {
    await page.getByRole('button', { name: 'Continue Saved Game' }).click();
    const last = saved.current;
    if (!last) throw new Error('no last card');
    const gap = page.locator('.tq-gap').nth(correctIndex(saved, last.year));
    await gap.scrollIntoViewIfNeeded();
    await gap.click();
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
  }

  const familyRows = (page: Page, list: string) =>
    page
      .getByRole('region', { name: list })
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '').slice(0, 3),
        ),
      );

  it("sends a finished game, lists the family's best all time and this week, and nothing to a visitor", async () => {
    // Another member's checked game, through the API as Nook's client sends it.
    const moss = await member('moss');
    const mossGame = playedPeopleGame(11, 20, 12);
    const mossScore = mossGame.completed?.score ?? -1;
    const kept = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/games/scores',
      headers: bearer(moss.token),
      payload: {
        game: 'timeline-people',
        mode: 'timeline',
        score: mossScore,
        metadata: { edition: deckEdition(PEOPLE), seed: 11, answers: mossGame.answers },
      },
    });
    expect(kept.statusCode, kept.body).toBe(200);

    // A visitor sees the page as the spec has it, without the family's scores.
    const visitor = await e2e.openPage(PHONE);
    await visitor.page.goto('/quizzes/timeline-people');
    await visitor.page.getByText('Choose Your Challenge').waitFor();
    expect(await visitor.page.getByText('Family Best').count()).toBe(0);
    await visitor.context.close();

    const wren = await member('wren');
    const saved = playedPeopleGame(7, 19, 19);
    const { context, page } = await e2e.openPage(PHONE);
    await signedInWithSavedGame(page, wren, saved);
    await expect
      .poll(() => familyRows(page, 'All time · Timeline'))
      .toEqual([['1', 'moss', asListed(mossScore)]]);
    await finishSavedGame(page, saved);
    expect(await page.locator('.tq-complete').getByText('20 / 20').count()).toBe(1);
    await page.getByRole('button', { name: 'Play Again' }).click();

    for (const list of ['All time · Timeline', 'This week · Timeline']) {
      await expect
        .poll(() => familyRows(page, list))
        .toEqual([
          ['1', 'wren', asListed(20)],
          ['2', 'moss', asListed(mossScore)],
        ]);
    }
    await page
      .getByRole('tablist', { name: 'Family best by game mode' })
      .getByRole('tab', { name: 'Year Guess' })
      .click();
    await page
      .getByRole('region', { name: 'All time · Year Guess' })
      .getByText('No scores yet')
      .waitFor();
    // The browser's own history is as before: the one game finished here.
    const history = await page.evaluate(() => localStorage.getItem('timeline-people.history'));
    expect(JSON.parse(history ?? '[]')).toEqual([
      expect.objectContaining({ score: 20, accuracy: 100, mode: 'timeline' }),
    ]);
    await context.close();

    const listed = await e2e.server.app.inject({
      method: 'GET',
      url: '/api/games/scores?game=timeline-people&mode=timeline',
      headers: bearer(wren.token),
    });
    expect(listed.json<{ data: { username: string; metadata: unknown }[] }>().data).toEqual([
      expect.objectContaining({ username: 'wren', metadata: { accuracy: 100, totalItems: 20 } }),
      expect.objectContaining({ username: 'moss' }),
    ]);
  });

  it('keeps a game finished offline until the connection returns, then lists it', async () => {
    const fern = await member('fern');
    const saved = playedPeopleGame(8, 19, 10);
    const { context, page } = await e2e.openPage(PHONE);
    await signedInWithSavedGame(page, fern, saved);
    await page.getByRole('region', { name: 'All time · Timeline' }).waitFor();

    await context.setOffline(true);
    await finishSavedGame(page, saved);
    const score = Number(
      (await page.locator('.tq-complete dd').first().textContent())?.split(' / ')[0],
    );
    await page.getByRole('button', { name: 'Play Again' }).click();
    await page.getByText('1 timeline quiz score waiting to be sent').waitFor();

    await context.setOffline(false);
    await page.getByText('1 timeline quiz score waiting to be sent').waitFor({ state: 'detached' });
    await expect
      .poll(() => familyRows(page, 'This week · Timeline'))
      .toContainEqual([expect.any(String), 'fern', asListed(score)]);
    await context.close();
  });

  it('shows the panel beside the progress on a desktop and a phone', async () => {
    const ivy = await member('ivy');
    const game = playedPeopleGame(9, 20, 15);
    for (const [token, seed, played] of [[ivy.token, 9, game]] as const) {
      const response = await e2e.server.app.inject({
        method: 'POST',
        url: '/api/games/scores',
        headers: bearer(token),
        payload: {
          game: 'timeline-people',
          mode: 'timeline',
          score: played.completed?.score,
          metadata: { edition: deckEdition(PEOPLE), seed, answers: played.answers },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await e2e.openPage(viewport);
      await signedInWithSavedGame(page, ivy, null);
      await page.evaluate(() =>
        localStorage.setItem(
          'timeline-people.history',
          JSON.stringify([
            {
              score: 15,
              mode: 'timeline',
              accuracy: 75,
              date: '2026-11-20T10:00:00.000Z',
              timestamp: 1,
            },
          ]),
        ),
      );
      await page.reload();
      await page.getByText('Your Progress').waitFor();
      await page
        .getByRole('region', { name: 'This week · Timeline' })
        .locator('tbody tr')
        .first()
        .waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({
          path: `${SHOTS}/timeline-family-${viewport.width}.png`,
          fullPage: true,
        });
      }
      await context.close();
    }
  });
});
