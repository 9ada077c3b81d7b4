import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, testDatabaseKinds, type TestApp } from '#tests/test-app';
import { EMPTY_RECORDS } from '../core/player-records';
import { INNOVATIONS_DECK } from '../core/timeline-decks';
import {
  advanceClock,
  initialGame,
  nextStepAt,
  setYearGuess,
  startSeededGame,
  submitYearGuess,
  type TimelineGame,
} from '../core/timeline-game';
import { deckEdition } from '../core/timeline-replay';
import { INNOVATIONS } from '../data/innovations';
import { MOVES_MISSING_MESSAGE } from './timeline-scored-games';

/** An innovations year game from `seed`, each card guessed exactly except every third. */
function guessedGame(seed: number): TimelineGame {
  const deck = INNOVATIONS_DECK;
  let game = startSeededGame(deck, initialGame(deck, EMPTY_RECORDS), 'guess', INNOVATIONS, seed);
  for (let card = 0; game.current !== null; card += 1) {
    const year = game.current.year;
    const guess = card % 3 === 2 ? (year > 1000 ? year - 900 : year + 900) : year;
    game = submitYearGuess(deck, setYearGuess(deck, game, guess), 0);
    for (let at = nextStepAt(game); at !== null; at = nextStepAt(game)) {
      game = advanceClock(deck, game, at);
    }
  }
  return game;
}

function claimOf(game: TimelineGame, seed: number) {
  return {
    game: 'timeline-tech',
    mode: 'guess',
    score: game.completed?.score ?? -1,
    metadata: {
      edition: deckEdition(INNOVATIONS),
      seed,
      answers: game.answers,
      accuracy: game.completed?.accuracy,
      totalItems: 20,
    },
  };
}

interface Row {
  readonly username: string;
  readonly score: number;
  readonly mode: string;
  readonly metadata: Record<string, unknown>;
}

describe.each(testDatabaseKinds())(
  'timeline quiz scores through the family scores API on %s',
  (kind) => {
    let t: TestApp;
    beforeEach(async () => {
      t = await buildTestApp(kind);
    });
    afterEach(async () => {
      await t.close();
    });

    const member = async (name: string) => {
      const user = await t.createUser('User', `${name}-${kind}`);
      return { ...user, token: await t.login(user.username, user.password) };
    };
    const post = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/games/scores', headers: bearer(token), payload });
    const rows = async (token: string, query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/games/scores?${query}`,
          headers: bearer(token),
        })
      ).json<{ data: Row[] }>().data;

    it('keeps a replayed game once, however often it is sent, with the accuracy the replay found', async () => {
      const ann = await member('ann');
      const game = guessedGame(31);
      const score = game.completed?.score ?? -1;
      expect(score).toBeGreaterThan(10);
      expect(score).toBeLessThan(20);
      const claim = claimOf(game, 31);

      const first = await post(ann.token, claim);
      expect(first.statusCode, first.body).toBe(200);
      const retries = await Promise.all([post(ann.token, claim), post(ann.token, claim)]);
      expect(retries.map((response) => response.statusCode)).toEqual([200, 200]);

      const listed = await rows(ann.token, 'game=timeline-tech&mode=guess');
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({
        username: ann.username,
        score,
        mode: 'guess',
        metadata: { accuracy: game.completed?.accuracy, totalItems: 20 },
      });
      expect(await rows(ann.token, 'game=timeline-tech&mode=timeline')).toEqual([]);
      expect(await rows(ann.token, 'game=timeline-people')).toEqual([]);
    });

    it("refuses the original client's claim without moves with 422 and why", async () => {
      const ann = await member('ann');
      const response = await post(ann.token, {
        game: 'timeline-tech',
        mode: 'timeline',
        score: 18,
        metadata: { accuracy: 90, totalItems: 20 },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: MOVES_MISSING_MESSAGE });
      expect(await rows(ann.token, 'game=timeline-tech')).toEqual([]);
    });

    it('refuses an impossible game and a score its answers do not make, keeping nothing', async () => {
      const ann = await member('ann');
      const game = guessedGame(32);
      const claim = claimOf(game, 32);
      const unfinished = await post(ann.token, {
        ...claim,
        metadata: { ...claim.metadata, answers: game.answers.slice(0, 12), accuracy: undefined },
      });
      expect(unfinished.statusCode).toBe(422);
      expect(unfinished.json()).toEqual({
        error: 'The game is not finished: 12 of 20 cards were answered.',
      });
      const inflated = await post(ann.token, {
        ...claim,
        score: 20,
        metadata: { ...claim.metadata, accuracy: undefined },
      });
      expect(inflated.statusCode).toBe(422);
      expect(inflated.json<{ error: string }>().error).toContain(String(claim.score));
      expect(await rows(ann.token, 'game=timeline-tech')).toEqual([]);
    });

    it('keeps the same game played by two members as two scores', async () => {
      const ann = await member('ann');
      const bo = await member('bo');
      const claim = claimOf(guessedGame(33), 33);
      expect((await post(ann.token, claim)).statusCode).toBe(200);
      expect((await post(bo.token, claim)).statusCode).toBe(200);
      const listed = await rows(bo.token, 'game=timeline-tech&mode=guess');
      expect(listed.map((row) => row.username).sort()).toEqual([ann.username, bo.username].sort());
    });
  },
);
