import { describe, expect, it } from 'vitest';
import { axeViolations, loginThroughSidebar, PHONE, useServerAndBrowser } from '#tests/e2e';
import { bearer } from '#tests/test-app';
import { dailySeed } from './core/seed';
import { todaysVerifiedGame } from './server/word-weaver.test-fixtures';

describe("WordWeaver's family leaderboard in Chromium", () => {
  const e2e = useServerAndBrowser();

  /** A verified game of today's board saved by a new member through the family scores API. */
  async function savedBy(username: string, columns: readonly number[]) {
    const user = await e2e.server.createUser('User', username);
    const token = await e2e.server.login(user.username, user.password);
    const game = await todaysVerifiedGame(columns);
    const response = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/games/scores',
      headers: bearer(token),
      payload: {
        game: 'word_weaver',
        mode: String(game.seed),
        score: game.score,
        metadata: { board: JSON.parse(game.board) as unknown },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...user, score: game.score };
  }

  it("lists the family's best for today's board to a member, and nothing to a visitor", async () => {
    const games = [
      await savedBy('wren', [0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6]),
      await savedBy('moss', [0, 1, 2]),
    ].sort((a, b) => b.score - a.score);

    for (const viewport of [undefined, PHONE]) {
      const { context, page } = await e2e.openPage(viewport);
      await page.goto('/games/wordweaver');
      await page.getByRole('heading', { name: 'High scores' }).waitFor();
      expect(await page.getByRole('heading', { name: /Family leaderboard/ }).count()).toBe(0);

      const [best] = games;
      if (!best) throw new Error('no games saved');
      if (viewport === PHONE) {
        // The phone's sidebar is behind its menu: the session is put where a login leaves it.
        const token = await e2e.server.login(best.username, best.password);
        await page.evaluate(
          ([username, token]) => {
            localStorage.setItem('user_name', username);
            localStorage.setItem('user_role', 'User');
            localStorage.setItem('user_token', token);
          },
          [best.username, token] as const,
        );
        await page.reload();
      } else {
        await loginThroughSidebar(page, best.username, best.password);
        await page.keyboard.press('Escape');
      }
      const panel = page.getByRole('region', { name: /Family leaderboard/ });
      await panel.getByRole('table').waitFor();
      await expect
        .poll(() => panel.getByRole('heading').textContent())
        .toBe(`Family leaderboard · board ${dailySeed(new Date())}`);
      const rows = await panel
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
        );
      expect(rows.map((cells) => cells.slice(0, 3))).toEqual(
        games.map((game, index) => [String(index + 1), game.username, String(game.score)]),
      );
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
