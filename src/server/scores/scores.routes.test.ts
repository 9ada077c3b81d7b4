import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import type { FamilyScoreRow } from '#shared/family-scores.schemas';
import { appScoredGames } from '../app';
import type { ScoredGame } from '../kit/scored-game';

/**
 * A game for these tests: the score is the sum of the rolls sent, a game is its `gameId`, and a
 * roll above 6 cannot be. Stands in for the games that keep their scores in `game_scores`.
 */
const DICE: ScoredGame = {
  game: 'test-dice',
  title: 'Dice',
  path: '/games/dice',
  description: 'The sum of the rolls.',
  verify(claim) {
    const rolls = claim.metadata['rolls'];
    const gameId = claim.metadata['gameId'];
    if (!Array.isArray(rolls) || typeof gameId !== 'string') {
      return { kind: 'refused', message: 'Send the rolls and the game id.' };
    }
    if (rolls.some((roll) => typeof roll !== 'number' || roll < 1 || roll > 6)) {
      return { kind: 'refused', message: 'A die has six sides.' };
    }
    const score = (rolls as number[]).reduce((sum, roll) => sum + roll, 0);
    return {
      kind: 'verified',
      score,
      mode: claim.mode.toLowerCase(),
      playKey: gameId,
      metadata: { rolls: rolls.length },
    };
  },
};

let gameCounter = 0;
const diceClaim = (rolls: number[], mode = 'classic', score?: number) => {
  gameCounter += 1;
  return {
    game: 'test-dice',
    mode,
    score: score ?? rolls.reduce((sum, roll) => sum + roll, 0),
    metadata: { rolls, gameId: `game-${gameCounter}` },
  };
};

describe.each(testDatabaseKinds())('family scores API on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(kind, { build: { scoredGames: [...appScoredGames(), DICE] } });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/games/scores',
      headers: token ? bearer(token) : {},
      payload,
    });
  const list = (token: string | null, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/games/scores?${query}`,
      headers: token ? bearer(token) : {},
    });
  const rowsOf = (response: { json: <T>() => T }) =>
    response.json<{ data: FamilyScoreRow[] }>().data;
  const player = async (username: string) => {
    const user = await t.createUser('User', `${username}-${kind}-${gameCounter++}`);
    return { ...user, token: await t.login(user.username, user.password) };
  };

  it('answers 401 to a caller who is not signed in, and lists for a member', async () => {
    expect((await list(null, 'game=test-dice')).statusCode).toBe(401);
    expect((await post(null, diceClaim([3]))).statusCode).toBe(401);
    const { token } = await player('ann');
    const response = await list(token, 'game=test-dice');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('keeps a verified score and answers the kept row', async () => {
    const ann = await player('ann');
    const before = Date.now();
    const response = await post(ann.token, diceClaim([6, 5, 4], 'Classic'));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: FamilyScoreRow }>();
    expect(data).toEqual({
      username: ann.username,
      score: 15,
      mode: 'classic',
      metadata: { rolls: 3 },
      timestamp: data.timestamp,
      created_at: data.timestamp,
    });
    expect(data.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(data.timestamp)).toBeGreaterThanOrEqual(before - 1);
    expect(rowsOf(await list(ann.token, 'game=test-dice&mode=classic'))).toEqual([data]);
  });

  it('refuses a score other than the verified one, saying both', async () => {
    const { token } = await player('ann');
    const response = await post(token, diceClaim([6, 5], 'classic', 12));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'The score could not be verified: the game scores 11, not 12.',
    });
    expect(rowsOf(await list(token, 'game=test-dice'))).toEqual([]);
  });

  it("refuses what the game's check refuses, with its reason", async () => {
    const { token } = await player('ann');
    const response = await post(token, diceClaim([7]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: 'A die has six sides.' });
  });

  it('refuses a game the server cannot check, and lists none for it', async () => {
    const { token } = await player('ann');
    const response = await post(token, { game: 'marbles', mode: '', score: 3, metadata: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: "Scores for 'marbles' cannot be checked by the server yet, so they are not kept.",
    });
    // The original client's API card asks for a game no one plays.
    const ping = await list(token, 'game=_ping&limit=1');
    expect(ping.statusCode).toBe(200);
    expect(rowsOf(ping)).toEqual([]);
  });

  it("refuses the original client's timeline claim: accuracy and a count prove no score", async () => {
    const { token } = await player('ann');
    const response = await post(token, {
      game: 'timeline-tech',
      mode: 'timeline',
      score: 80,
      metadata: { accuracy: 80, totalItems: 10 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: string }>().error).toMatch(/cannot be checked|could not be/);
    const kept = await t.app.db.selectFrom('game_scores').selectAll().execute();
    expect(kept).toEqual([]);
  });

  it('answers 400 to a claim or a query of the wrong shape', async () => {
    const { token } = await player('ann');
    for (const payload of [
      {},
      { game: 'test-dice', score: 'ten' },
      { game: '', score: 1 },
      { game: 'test-dice', score: 1, metadata: [1] },
      { game: 'x'.repeat(65), score: 1 },
    ]) {
      const response = await post(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    }
    for (const query of [
      '',
      'game=test-dice&limit=0',
      'game=test-dice&limit=101',
      'game=a&limit=x',
    ]) {
      expect((await list(token, query)).statusCode, query).toBe(400);
    }
  });

  it('lists best first, the earlier first among equals, within the mode and the limit', async () => {
    const ann = await player('ann');
    const bob = await player('bob');
    const cat = await player('cat');
    // Saved in this order: equal scores rank by who got there first.
    for (const [who, rolls, mode] of [
      [ann, [3, 3], 'classic'],
      [bob, [6, 6], 'classic'],
      [cat, [4, 2], 'classic'],
      [bob, [1, 1], 'classic'],
      [cat, [6, 6, 6], 'speed'],
    ] as const) {
      const response = await post(who.token, diceClaim([...rolls], mode));
      expect(response.statusCode, response.body).toBe(200);
    }
    const classic = rowsOf(await list(ann.token, 'game=test-dice&mode=classic'));
    expect(classic.map((row) => [row.username, row.score])).toEqual([
      [bob.username, 12],
      [ann.username, 6],
      [cat.username, 6],
      [bob.username, 2],
    ]);
    expect(classic[1]!.timestamp <= classic[2]!.timestamp).toBe(true);
    const two = rowsOf(await list(ann.token, 'game=test-dice&mode=classic&limit=2'));
    expect(two).toEqual(classic.slice(0, 2));
    const every = rowsOf(await list(ann.token, 'game=test-dice'));
    expect(every.map((row) => [row.score, row.mode])).toEqual([
      [18, 'speed'],
      [12, 'classic'],
      [6, 'classic'],
      [6, 'classic'],
      [2, 'classic'],
    ]);
  });

  it('lists ten unless asked for more, at most a hundred', async () => {
    const ann = await player('ann');
    await t.app.db
      .insertInto('game_scores')
      .values(
        Array.from({ length: 101 }, (_, index) => ({
          game: 'test-dice',
          mode: 'classic',
          user_id: ann.id,
          play_key: String(index).padStart(64, '0'),
          score: index,
          metadata: '{}',
          created_at: new Date(Date.UTC(2026, 10, 1, 0, 0, index)).toISOString(),
        })),
      )
      .execute();
    const ten = rowsOf(await list(ann.token, 'game=test-dice'));
    expect(ten.map((row) => row.score)).toEqual([100, 99, 98, 97, 96, 95, 94, 93, 92, 91]);
    expect(rowsOf(await list(ann.token, 'game=test-dice&limit=100'))).toHaveLength(100);
  });

  it("leaves out a deleted member's scores", async () => {
    const ann = await player('ann');
    const bob = await player('bob');
    await post(ann.token, diceClaim([2]));
    await post(bob.token, diceClaim([5]));
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', bob.id)
      .execute();
    const rows = rowsOf(await list(ann.token, 'game=test-dice'));
    expect(rows.map((row) => row.username)).toEqual([ann.username]);
  });

  it('keeps one row for a game saved many times in parallel, answering each as the first', async () => {
    const ann = await player('ann');
    const claim = diceClaim([6, 1, 2]);
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(ann.token, claim)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const bodies = new Set(responses.map((response) => response.body));
    expect(bodies.size).toBe(1);
    const retry = await post(ann.token, claim);
    expect(retry.body).toBe(responses[0]!.body);
    const rows = await t.app.db.selectFrom('game_scores').selectAll().execute();
    expect(rows).toHaveLength(1);
    // Another player's game with the same key is their own.
    const bob = await player('bob');
    expect((await post(bob.token, claim)).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('game_scores').selectAll().execute()).toHaveLength(2);
  });

  it('answers 429 with Retry-After past thirty claims a minute', async () => {
    const ann = await player('ann');
    for (let index = 0; index < 30; index += 1) {
      expect((await post(ann.token, diceClaim([1]))).statusCode).toBe(200);
    }
    const response = await post(ann.token, diceClaim([1]));
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes exactly thirty of forty claims sent at once', async () => {
    const ann = await player('ann');
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => post(ann.token, diceClaim([1]))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
