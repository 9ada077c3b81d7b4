import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { gameResult } from '../core/flappy-game';
import { flyFinishedGame } from '../core/flappy-duo.test-fixtures';
import { recordOf } from '../core/replay';

const URL = '/api/games/scores';

const PLAYED = flyFinishedGame(31, 'desktop');
const RESULT = gameResult(PLAYED);
const CLAIM = {
  game: 'flappy_duo',
  mode: 'desktop',
  score: RESULT.gameSeconds,
  metadata: recordOf(PLAYED),
};

interface ListedScore {
  username: string;
  score: number;
  mode: string;
  metadata: Record<string, unknown>;
  timestamp: string;
}

describe.each(testDatabaseKinds())('Flappy Duo through the family scores API on %s', (kind) => {
  let t: TestApp;
  let player: { username: string; token: string };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const member = await t.createUser('Family');
    player = { username: member.username, token: await t.login(member.username, member.password) };
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('game_scores').execute();
  });

  const post = (payload: object, token = player.token) =>
    t.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload });

  async function listed(mode?: string, since?: string): Promise<ListedScore[]> {
    const query = new URLSearchParams({
      game: 'flappy_duo',
      ...(mode ? { mode } : {}),
      ...(since ? { since } : {}),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}?${query.toString()}`,
      headers: bearer(player.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ListedScore[] }>().data;
  }

  it('keeps a flown game at the time its replay finds, listed under its layout', async () => {
    const response = await post(CLAIM);
    expect(response.statusCode).toBeLessThan(300);
    const rows = await listed('desktop');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      username: player.username,
      score: RESULT.gameSeconds,
      mode: 'desktop',
      metadata: { layout: 'desktop', seed: 31, seconds: RESULT.seconds, winner: RESULT.winner },
    });
    // The flap log proves the time; it is not kept.
    expect(rows[0]?.metadata).not.toHaveProperty('log');
    expect(await listed('mobile')).toEqual([]);
  });

  it('keeps a game sent again (a retry, a second tab) once', async () => {
    const answers = await Promise.all([post(CLAIM), post(CLAIM), post(CLAIM)]);
    expect(answers.map((answer) => answer.statusCode < 300)).toEqual([true, true, true]);
    expect(await listed()).toHaveLength(1);
    expect((await post(CLAIM)).statusCode).toBeLessThan(300);
    expect(await listed()).toHaveLength(1);
  });

  it('lists a week’s best: the games saved since the instant asked for', async () => {
    const older = flyFinishedGame(32, 'desktop', 400);
    expect(
      (await post({ ...CLAIM, score: gameResult(older).gameSeconds, metadata: recordOf(older) }))
        .statusCode,
    ).toBe(200);
    // Saved last week, as far as the table knows.
    await t.app.db
      .updateTable('game_scores')
      .set({ created_at: '2026-11-16T09:00:00.000Z' })
      .execute();
    expect((await post(CLAIM)).statusCode).toBe(200);
    expect((await listed()).map((row) => row.score).sort()).toEqual(
      [gameResult(older).gameSeconds, RESULT.gameSeconds].sort(),
    );
    // Monday 00:00 in Stockholm is Sunday 23:00 UTC.
    const thisWeek = await listed(undefined, '2026-11-23T00:00:00+01:00');
    expect(thisWeek.map((row) => row.score)).toEqual([RESULT.gameSeconds]);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${URL}?game=flappy_duo&since=last-monday`,
      headers: bearer(player.token),
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses with 422 and the reason a time that is not the replay’s', async () => {
    const response = await post({ ...CLAIM, score: RESULT.gameSeconds + 10 });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: string }>().error).toContain(String(RESULT.gameSeconds));
    expect(await listed()).toEqual([]);
  });

  it.each([
    [
      'flaps out of order',
      { ...CLAIM.metadata, log: [...CLAIM.metadata.log].reverse() },
      'desktop',
      /^The flaps are out of order/,
    ],
    [
      'flaps after the end',
      { ...CLAIM.metadata, log: [...CLAIM.metadata.log, { step: PLAYED.step, player: 0 }] },
      'desktop',
      /^The log has flaps after the game ended/,
    ],
    [
      'a layout that does not exist',
      { ...CLAIM.metadata, layout: 'tablet' },
      'desktop',
      /^The game's record cannot be read \(layout: /,
    ],
    [
      'a mode that is not the layout',
      CLAIM.metadata,
      'mobile',
      /^The mode 'mobile' is not the layout/,
    ],
  ])('refuses with 422 and the reason %s', async (_, metadata, mode, message) => {
    const response = await post({ ...CLAIM, mode, metadata });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: string }>().error).toMatch(message);
    expect(await listed()).toEqual([]);
  });
});
