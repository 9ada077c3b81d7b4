import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { utcCalendarDay } from '#shared/calendar-day';
import type { FamilyScoreRow } from '#shared/family-scores.schemas';
import { colourOfDay, seedOfDay } from '../core/daily-colour';
import type { Rgb } from '../core/rgb-colour';
import { REFUSALS } from '../core/rgb-score';

/** Today by the server's clock, in UTC: a day always open for scores (a day's colour is a local day). */
const TODAY = utcCalendarDay(new Date());
const ANSWER = colourOfDay(TODAY);
const NEAR: Rgb = { ...ANSWER, blue: ANSWER.blue === 0 ? 1 : ANSWER.blue - 1 };

const claim = (guesses: readonly Rgb[], score: number, mode = TODAY) => ({
  game: 'rgb_guesser',
  mode,
  score,
  metadata: { guesses },
});

describe.each(testDatabaseKinds())("the RGB guesser's family scores on %s", (kind) => {
  let t: TestApp;
  let counter = 0;
  beforeEach(async () => {
    t = await buildTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const player = async (name: string) => {
    counter += 1;
    const user = await t.createUser('User', `${name}-${kind}-${counter}`);
    return { ...user, token: await t.login(user.username, user.password) };
  };
  const post = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/games/scores', headers: bearer(token), payload });
  const today = async (token: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/games/scores?game=rgb_guesser&mode=${TODAY}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: FamilyScoreRow[] }>().data;
  };

  it('keeps a replayed day, listed for the family best first, without the guesses', async () => {
    const ann = await player('ann');
    const bob = await player('bob');
    const saved = await post(ann.token, claim([NEAR, NEAR, ANSWER], 8));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: FamilyScoreRow }>().data).toMatchObject({
      username: ann.username,
      score: 8,
      mode: TODAY,
      metadata: { won: true, guesses: 3, seed: seedOfDay(TODAY) },
    });
    expect((await post(bob.token, claim([ANSWER], 10))).statusCode).toBe(200);

    const rows = await today(ann.token);
    expect(rows.map((row) => [row.username, row.score])).toEqual([
      [bob.username, 10],
      [ann.username, 8],
    ]);
    // The guesses are replayed, not kept: only the outcome is listed.
    expect(rows.map((row) => row.metadata)).toEqual([
      { won: true, guesses: 1, seed: seedOfDay(TODAY) },
      { won: true, guesses: 3, seed: seedOfDay(TODAY) },
    ]);
  });

  it('refuses with 422 and a message a score that is not the replayed one, and an impossible game', async () => {
    const ann = await player('ann');
    const wrong = await post(ann.token, claim([NEAR, ANSWER], 10));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      error: 'The score could not be verified: the game scores 9, not 10.',
    });
    const unfinished = await post(ann.token, claim([NEAR], 0));
    expect(unfinished.statusCode).toBe(422);
    expect(unfinished.json()).toEqual({ error: REFUSALS.unfinished });
    const afterWin = await post(ann.token, claim([ANSWER, NEAR], 10));
    expect(afterWin.statusCode).toBe(422);
    expect(afterWin.json()).toEqual({ error: REFUSALS.afterWin });
    const closed = await post(ann.token, claim([colourOfDay('2020-01-01')], 10, '2020-01-01'));
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toEqual({ error: REFUSALS.closed });
    const malformed = await post(ann.token, {
      game: 'rgb_guesser',
      mode: TODAY,
      score: 10,
      metadata: { guesses: 'red' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ error: string }>().error).toMatch(/^metadata\.guesses must/);
    expect(await today(ann.token)).toEqual([]);
  });

  it('keeps one row for a retried day, and the first game of a day played again', async () => {
    const ann = await player('ann');
    const first = await post(ann.token, claim([NEAR, ANSWER], 9));
    const retries = await Promise.all(
      [1, 2, 3].map(() => post(ann.token, claim([NEAR, ANSWER], 9))),
    );
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
    }
    // The same day played again (after the debug reset) answers the game kept first.
    const again = await post(ann.token, claim([ANSWER], 10));
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: FamilyScoreRow }>().data.score).toBe(9);
    expect((await today(ann.token)).map((row) => row.score)).toEqual([9]);
  });
});
