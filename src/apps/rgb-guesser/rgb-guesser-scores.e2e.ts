import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, loginThroughSidebar, PHONE, useServerAndBrowser } from '#tests/e2e';
import { bearer } from '#tests/test-app';
import { utcCalendarDay } from '#shared/calendar-day';
import { colourOfDay } from './core/daily-colour';
import type { Rgb } from './core/rgb-colour';

/** The page and the server go by the same day: the browser runs in UTC on the real clock. */
const today = () => utcCalendarDay(new Date());
const PANEL = 'Family best today';

/** Where screenshots go when asked for (SCREENSHOT_DIR), to be looked at. */
const SCREENSHOT_DIR = process.env['SCREENSHOT_DIR'];

describe("the RGB guesser's family leaderboard", () => {
  const e2e = useServerAndBrowser();
  afterEach(async () => {
    await Promise.all(e2e.browser.contexts().map((context) => context.close()));
  });

  async function open(viewport?: { width: number; height: number }) {
    const { context, page } = await e2e.openPage(viewport, { timezoneId: 'UTC', locale: 'en-US' });
    await page.goto('/quizzes/rbguesser');
    await page.getByRole('heading', { level: 1, name: 'RGB Guesser' }).waitFor();
    return { context, page };
  }

  async function guess(page: Page, colour: Rgb) {
    const before = await page.getByTestId('rgb-guess').count();
    await page.getByRole('spinbutton', { name: 'Red', exact: true }).fill(String(colour.red));
    await page.getByRole('spinbutton', { name: 'Green', exact: true }).fill(String(colour.green));
    await page.getByRole('spinbutton', { name: 'Blue', exact: true }).fill(String(colour.blue));
    await page.getByRole('button', { name: 'Guess', exact: true }).click();
    await page.getByTestId('rgb-guess').nth(before).waitFor();
  }

  /** Today's family scores as the API lists them to a member. */
  async function listedToday(token: string) {
    const response = await e2e.server.app.inject({
      method: 'GET',
      url: `/api/games/scores?game=rgb_guesser&mode=${today()}`,
      headers: bearer(token),
    });
    return response.json<{ data: { username: string; score: number }[] }>().data;
  }

  async function played(
    username: string,
    password: string,
    guesses: readonly Rgb[],
    score: number,
  ) {
    const token = await e2e.server.login(username, password);
    const response = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/games/scores',
      headers: bearer(token),
      payload: { game: 'rgb_guesser', mode: today(), score, metadata: { guesses } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return token;
  }

  const rowsOf = (page: Page) =>
    page
      .getByRole('region', { name: PANEL })
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((row) =>
          Array.from(row.querySelectorAll('td'))
            .slice(0, 3)
            .map((cell) => cell.textContent),
        ),
      );

  it('sends a day finished offline as its player when the connection returns, and lists it beside the stats', async () => {
    const answer = colourOfDay(today());
    const near: Rgb = { ...answer, red: answer.red < 128 ? answer.red + 40 : answer.red - 40 };
    const bob = await e2e.server.createUser('Family');
    const alice = await e2e.server.createUser('Family');
    const token = await played(bob.username, bob.password, [answer], 10);

    const { context, page } = await open();
    // Signed out: no family panel, and nothing of the kind is asked for.
    await page.getByText('Your stats', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: PANEL }).count()).toBe(0);

    await loginThroughSidebar(page, alice.username, alice.password);
    const panel = page.getByRole('region', { name: PANEL });
    await panel.getByRole('cell', { name: bob.username }).waitFor();
    expect(await rowsOf(page)).toEqual([['1', bob.username, '1/10']]);

    await context.setOffline(true);
    await guess(page, near);
    await guess(page, answer);
    await page.getByRole('heading', { name: 'You found it!' }).waitFor();
    await page.getByText(/Your 2\/10 on .* — waiting to be sent/).waitFor();
    expect((await listedToday(token)).map((row) => row.username)).toEqual([bob.username]);

    await context.setOffline(false);
    await expect
      .poll(async () => (await listedToday(token)).map((row) => [row.username, row.score]))
      .toEqual([
        [bob.username, 10],
        [alice.username, 9],
      ]);
    await panel.getByRole('cell', { name: alice.username }).waitFor();
    expect(await rowsOf(page)).toEqual([
      ['1', bob.username, '1/10'],
      ['2', alice.username, '2/10'],
    ]);
    await page.getByText(/waiting to be sent/).waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    if (SCREENSHOT_DIR) {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/rgb-family-desktop.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}/rgb-family-phone.png`, fullPage: true });
    }
  });

  it('keeps the first game of a day played again, on another device or after the reset', async () => {
    const answer = colourOfDay(today());
    const carol = await e2e.server.createUser('Family');
    const token = await played(carol.username, carol.password, [answer], 10);
    const { page } = await open(PHONE);
    await page.evaluate(
      ({ token, username, id }) => {
        localStorage.setItem('user_token', token);
        localStorage.setItem('user_name', username);
        localStorage.setItem('user_role', 'Family');
        localStorage.setItem('user_id', String(id));
      },
      { token, username: carol.username, id: carol.id },
    );
    await page.goto('/quizzes/rbguesser');
    const panel = page.getByRole('region', { name: PANEL });
    await panel.getByRole('cell', { name: carol.username }).waitFor();
    const away = (value: number) => (value < 128 ? value + 30 : value - 30);
    const miss = (index: number) => ({
      red: away(answer.red),
      green: away(answer.green) + (index % 5),
      blue: answer.blue,
    });
    for (let index = 0; index < 9; index += 1) await guess(page, miss(index));
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/games/scores') && response.request().method() === 'POST',
    );
    await guess(page, miss(9));
    await page.getByRole('heading', { name: 'Out of guesses' }).waitFor();
    // The lost game is sent, and answered with the day kept first: still a 1/10.
    const answered = await saved;
    expect(answered.status()).toBe(200);
    expect((await answered.json()) as unknown).toMatchObject({ data: { score: 10 } });
    // The file's earlier players are listed too: Carol has one row, her first game's.
    const carolsRows = async () =>
      (await rowsOf(page)).filter(([, username]) => username === carol.username);
    expect((await carolsRows()).map(([, , score]) => score)).toEqual(['1/10']);
    const carolsListed = (await listedToday(token)).filter(
      (row) => row.username === carol.username,
    );
    expect(carolsListed.map((row) => row.score)).toEqual([10]);
  });
});
