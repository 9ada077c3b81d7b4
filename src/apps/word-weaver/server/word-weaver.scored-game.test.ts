import { describe, expect, it } from 'vitest';
import { bearer, testDatabaseKinds } from '#tests/test-app';
import type { FamilyScoreRow } from '#shared/family-scores.schemas';
import { dailySeed } from '../core/seed';
import type { ScoreWithUser } from '../shared/word-weaver.schemas';
import { MAX_SAVES_PER_WINDOW } from './word-weaver.repository';
import { todaysVerifiedGame, useWordWeaverApi } from './word-weaver.test-fixtures';

/** A save request as the original client sends it to the family scores API. */
async function familyClaim(columns?: readonly number[]) {
  const game = await todaysVerifiedGame(columns);
  // The original client's blanks are spaces.
  const board = (JSON.parse(game.board) as string[][]).map((row) =>
    row.map((cell) => (cell === '' ? ' ' : cell)),
  );
  return {
    game: 'word_weaver',
    mode: String(game.seed),
    score: game.score,
    metadata: { board, language: 'en' },
  };
}

describe.each(testDatabaseKinds())('WordWeaver in the family scores API on %s', (kind) => {
  const api = useWordWeaverApi(kind);
  const post = (token: string, payload: object) =>
    api.t.app.inject({
      method: 'POST',
      url: '/api/games/scores',
      headers: bearer(token),
      payload,
    });
  const list = (token: string, query: string) =>
    api.t.app.inject({ method: 'GET', url: `/api/games/scores?${query}`, headers: bearer(token) });
  const familyRows = async (token: string, query: string) => {
    const response = await list(token, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: FamilyScoreRow[] }>().data;
  };
  const specRows = async (seed: number) =>
    (await api.listForSeed(seed)).json<{ data: ScoreWithUser[] }>().data;

  it('keeps a verified board in the WordWeaver table, and both routes list it', async () => {
    const ann = await api.logInPlayer('User');
    const claim = await familyClaim([0, 1, 2, 3, 4, 5, 6, 0, 1]);
    const response = await post(ann.token, claim);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: FamilyScoreRow }>();
    expect(data).toMatchObject({ username: ann.username, score: claim.score, mode: claim.mode });
    expect(data.metadata['board']).toEqual(
      claim.metadata.board.map((row) => row.map((cell) => cell.trim())),
    );
    const seed = Number(claim.mode);
    const saved = await api.savedScores(ann.id);
    expect(saved).toHaveLength(1);
    expect(await specRows(seed)).toEqual([
      {
        ID: saved[0]!.id,
        score: claim.score,
        seed,
        username: ann.username,
        timestamp: data.timestamp,
      },
    ]);
    expect(await familyRows(ann.token, `game=word_weaver&mode=${seed}&limit=10`)).toEqual([data]);
  });

  it("lists the spec's saves, and a game saved through both routes is one score", async () => {
    const ann = await api.logInPlayer('User');
    const bob = await api.logInPlayer('User');
    const annGame = await todaysVerifiedGame([0, 0, 1, 1, 2, 2]);
    const bobGame = await todaysVerifiedGame([3, 4, 5, 6, 3, 4, 5, 6, 0]);
    expect((await api.save(ann.token, annGame)).statusCode).toBe(200);
    expect((await api.save(bob.token, bobGame)).statusCode).toBe(200);
    // Ann's same game again, through the family API: the score she already has.
    const again = await post(ann.token, await familyClaim([0, 0, 1, 1, 2, 2]));
    expect(again.statusCode, again.body).toBe(200);
    expect(await api.savedScores()).toHaveLength(2);

    const seed = annGame.seed;
    const family = await familyRows(ann.token, `game=word_weaver&mode=${seed}`);
    const spec = await specRows(seed);
    expect(family.map((row) => [row.username, row.score, row.timestamp])).toEqual(
      spec.map((row) => [row.username, row.score, row.timestamp]),
    );
    expect(family.find((row) => row.username === ann.username)?.timestamp).toBe(
      again.json<{ data: FamilyScoreRow }>().data.timestamp,
    );
  });

  it('keeps one score for a board saved many times at once', async () => {
    const ann = await api.logInPlayer('User');
    const claim = await familyClaim([6, 5, 4, 3]);
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(ann.token, claim)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await api.savedScores(ann.id)).toHaveLength(1);
  });

  it('refuses a claimed score the board does not make, saying both', async () => {
    const ann = await api.logInPlayer('User');
    const claim = await familyClaim();
    const response = await post(ann.token, { ...claim, score: claim.score + 5 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: `The score could not be verified: the game scores ${claim.score}, not ${claim.score + 5}.`,
    });
    expect(await api.savedScores()).toEqual([]);
  });

  it("refuses a board the seed's letters cannot make", async () => {
    const ann = await api.logInPlayer('User');
    const claim = await familyClaim();
    const board = claim.metadata.board.map((row) => [...row]);
    board[6]![0] = board[6]![0] === 'Q' ? 'Z' : 'Q';
    const response = await post(ann.token, { ...claim, metadata: { board } });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: string }>().error).toMatch(/^The game could not be verified: /);
  });

  it('refuses a board in another language, and a mode that is not a seed', async () => {
    const ann = await api.logInPlayer('User');
    const claim = await familyClaim();
    const swedish = await post(ann.token, { ...claim, mode: `${claim.mode}_sv` });
    expect(swedish.statusCode).toBe(422);
    expect(swedish.json()).toEqual({
      error: 'WordWeaver scores can be checked for English boards only.',
    });
    const word = await post(ann.token, { ...claim, mode: 'today' });
    expect(word.statusCode).toBe(422);
    expect(word.json<{ error: string }>().error).toMatch(/seed/);
    expect(await api.savedScores()).toEqual([]);
  });

  it("keeps the save route's seed rule: only an Admin saves another day's board", async () => {
    const ann = await api.logInPlayer('User');
    const oldSeed = dailySeed(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
    const claim = { ...(await familyClaim()), mode: String(oldSeed) };
    const response = await post(ann.token, claim);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: string }>().error).toMatch(/today's board only/);
    // An Admin's claim for that seed is checked against that seed's letters instead.
    const admin = await api.logInAdmin();
    const asAdmin = await post(admin, claim);
    expect(asAdmin.statusCode).toBe(422);
    expect(asAdmin.json<{ error: string }>().error).toMatch(/^The game could not be verified: /);
  });

  it("shares the save route's limit on saves", async () => {
    const ann = await api.logInPlayer('User');
    const game = await todaysVerifiedGame();
    for (let index = 0; index < MAX_SAVES_PER_WINDOW; index += 1) {
      expect((await api.save(ann.token, game)).statusCode).toBe(200);
    }
    const response = await post(ann.token, await familyClaim());
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("leaves a deleted player's scores off the family list", async () => {
    const ann = await api.logInPlayer('User');
    const bob = await api.logInPlayer('User');
    expect((await post(ann.token, await familyClaim([1]))).statusCode).toBe(200);
    expect((await post(bob.token, await familyClaim([2]))).statusCode).toBe(200);
    await api.t.app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', bob.id)
      .execute();
    const rows = await familyRows(ann.token, 'game=word_weaver');
    expect(rows.map((row) => row.username)).toEqual([ann.username]);
  });
});
