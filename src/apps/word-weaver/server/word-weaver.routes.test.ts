import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '#tests/test-app';
import { drawFormerLetters, FORMER_LETTERS_LAST_SEED } from '../core/former-letters';
import { emptyBoard, replayGame } from '../core/game';
import { letterSequence } from '../core/letters';
import { originalClientLetters } from '../core/letters.test-fixtures';
import { scoreBoard } from '../core/scoring';
import { dailySeed } from '../core/seed';
import { loadDictionary } from './word-weaver.dictionary';
import type { WordWeaverResult } from '../shared/word-weaver.schemas';
import { board, todaysVerifiedGame, useWordWeaverApi } from './word-weaver.test-fixtures';
import { MAX_SAVES_PER_WINDOW } from './word-weaver.repository';

describe.each(testDatabaseKinds())('WordWeaver API on %s', (kind) => {
  const api = useWordWeaverApi(kind);
  const { save, listForSeed, allScores, savedScores } = api;

  describe('POST /api/games/word_weaver', () => {
    it('names the longest word of each row and column with its definition', async () => {
      const response = await api.postBoard({
        board: board('.......', '.......', '.......', '.......', 'D......', 'O......', 'GCATS..'),
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: WordWeaverResult }>();
      // In the board's case, as the original client matches them, each definition after its class.
      expect(data.longest_words_in_rows).toEqual(['', '', '', '', '', '', 'CATS']);
      expect(data.longest_words_in_cols).toEqual(['DOG', '', '', '', '', '', '']);
      expect(data.row_definitions[6]).toMatch(/^noun: plural of cat — a small furry animal/);
      expect(data.row_definitions.slice(0, 6)).toEqual(['', '', '', '', '', '']);
      expect(data.col_definitions[0]).toMatch(
        /^noun: an animal with four legs and a tail that barks/,
      );
      expect(Object.keys(data).sort()).toEqual([
        'col_definitions',
        'longest_words_in_cols',
        'longest_words_in_rows',
        'row_definitions',
      ]);
    });

    it('accepts lower-case letters and blanks written as a space or null', async () => {
      const rows = board() as (string | null)[][];
      rows[0] = ['r', 'a', 'n', ' ', null, '', ''];
      const response = await api.postBoard({ board: rows });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: WordWeaverResult }>().data.longest_words_in_rows[0]).toBe('RAN');
    });

    it.each([
      ['no board', {}],
      ['a board that is not an array', { board: 'CAT' }],
      ['six rows', { board: emptyBoard().slice(0, 6) }],
      ['a short row', { board: [...emptyBoard().slice(0, 6), ['', '', '']] }],
      [
        'a two-letter cell',
        { board: [...emptyBoard().slice(0, 6), ['AB', '', '', '', '', '', '']] },
      ],
      ['a digit', { board: [...emptyBoard().slice(0, 6), ['1', '', '', '', '', '', '']] }],
      ['a number cell', { board: [...emptyBoard().slice(0, 6), [7, '', '', '', '', '', '']] }],
      [
        'a non-Latin letter',
        { board: [...emptyBoard().slice(0, 6), ['É', '', '', '', '', '', '']] },
      ],
      ['an array body', [1, 2, 3]],
    ])('refuses %s with 400', async (_label, payload) => {
      const response = await api.postBoard(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/board|Send/);
    });

    it('refuses a body that is not JSON with 4xx', async () => {
      const response = await api.postBoard('{"board": [');
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /api/games/word_weaver/save', () => {
    it("saves a verified game on today's board under the player's name", async () => {
      const player = await api.logInPlayer('User', 'weaver');
      const game = await todaysVerifiedGame();
      const response = await save(player.token, game);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{ data: Record<string, unknown> }>();
      expect(data).toMatchObject({ score: game.score, seed: game.seed, username: 'weaver' });
      const rows = await savedScores();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ user_id: player.id, score: game.score, seed: game.seed });
      expect(JSON.parse(rows[0]?.board ?? '')).toEqual(JSON.parse(game.board));
    });

    it('saves a game sent without its moves, finding them from the board (the original client)', async () => {
      const token = await api.t.tokenFor('User');
      const played = await todaysVerifiedGame([3, 3, 0, 6, 1, 5, 2, 4]);
      const game = { board: played.board, score: played.score, seed: played.seed };
      const response = await save(token, game);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: { score: number } }>().data.score).toBe(game.score);

      // A board the seed's letters cannot make is still refused.
      const forged = JSON.parse(game.board) as string[][];
      forged[6] = ['Z', 'Z', 'Z', 'Z', 'Z', 'Z', 'Z'];
      const refused = await save(token, { ...game, board: JSON.stringify(forged) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ error: string }>().error).toMatch(/could not be verified/);
    });

    it("saves the original client's game on today's board: its letters, sent as it sends them", async () => {
      // The original client's letters for today, from its generator written again in the test, dropped
      // two to a column as its player might: from the middle outwards, each on the one before.
      const seed = dailySeed(new Date());
      const letters = originalClientLetters(seed, 14);
      const order = [3, 2, 4, 1, 5, 0, 6];
      const played = emptyBoard();
      [...letters].forEach((letter, index) => {
        const row = 6 - Math.floor(index / 7);
        (played[row] as string[])[order[index % 7] ?? 0] = letter;
      });
      // It scores the board through the API and claims the total length of the words it is sent.
      const scored = await api.postBoard({ board: played });
      expect(scored.statusCode).toBe(200);
      const words = scored.json<{ data: WordWeaverResult }>().data;
      const score = [...words.longest_words_in_rows, ...words.longest_words_in_cols].join(
        '',
      ).length;

      const player = await api.logInPlayer('User', 'original_client');
      const response = await save(player.token, { board: JSON.stringify(played), score, seed });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: Record<string, unknown> }>().data).toMatchObject({
        score,
        seed,
        username: 'original_client',
      });
      const rows = await savedScores(player.id);
      expect(rows.map((row) => JSON.parse(row.board) as unknown)).toEqual([played]);
    });

    it('still saves a game kept from before the change, played with the former letters', async () => {
      const adminToken = await api.logInAdmin();
      const keptGame = async (seed: number) => {
        const letters = drawFormerLetters(seed, 25);
        const columns = [0, 1, 2, 3, 4, 5, 6];
        const replay = replayGame(seed, columns, letters);
        if (!replay.ok) throw new Error(replay.error);
        const { score } = scoreBoard(replay.board, (await loadDictionary()).lexicon);
        return { board: JSON.stringify(replay.board), score, seed, columns };
      };
      const kept = await keptGame(20261121);
      expect((await save(adminToken, kept)).statusCode).toBe(200);
      const withoutMoves = { board: kept.board, score: kept.score, seed: kept.seed };
      expect((await save(await api.t.tokenFor('Admin'), withoutMoves)).statusCode).toBe(200);

      // After the last day the former letters were played, only the seed's own letters make a board.
      const late = await keptGame(FORMER_LETTERS_LAST_SEED + 1);
      const refused = await save(adminToken, late);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ error: string }>().error).toMatch(/could not be verified/);
    });

    it('asks an anonymous player to log in', async () => {
      const response = await save(null, await todaysVerifiedGame());
      expect(response.statusCode).toBe(401);
      expect(await savedScores()).toEqual([]);
    });

    it('refuses a forged board, a letter out of order, an unreachable column and a wrong score with 422', async () => {
      const token = await api.t.tokenFor('User');
      const game = await todaysVerifiedGame();
      const seed = dailySeed(new Date());
      const letters = letterSequence(seed, 25);

      const forged = JSON.parse(game.board) as string[][];
      (forged[0] as string[])[0] = 'Q';
      const forgedResponse = await save(token, { ...game, board: JSON.stringify(forged) });
      expect(forgedResponse.statusCode).toBe(422);
      expect(forgedResponse.json<{ error: string }>().error).toMatch(/could not be verified/);

      // The first two letters placed in each other's columns: the same letters, in the wrong order.
      const swapIndex = letters.findIndex((letter, index) => index > 0 && letter !== letters[0]);
      const columns = Array.from({ length: swapIndex + 1 }, (_, index) => index % 7);
      const honest = replayGame(seed, columns);
      if (!honest.ok) throw new Error(honest.error);
      const outOfOrder = honest.board.map((cells) => [...cells]);
      const first = honest.board[6]?.[0] ?? '';
      const moved = honest.board[6 - Math.floor(swapIndex / 7)]?.[swapIndex % 7] ?? '';
      (outOfOrder[6] as string[])[0] = moved;
      (outOfOrder[6 - Math.floor(swapIndex / 7)] as string[])[swapIndex % 7] = first;
      const dictionary = await loadDictionary();
      const outOfOrderResponse = await save(token, {
        board: JSON.stringify(outOfOrder),
        score: scoreBoard(outOfOrder, dictionary.lexicon).score,
        seed,
        columns,
      });
      expect(outOfOrderResponse.statusCode).toBe(422);

      const walled = [2, 2, 2, 2, 2, 2, 2, 4, 4, 4, 4, 4, 4, 4];
      const unreachable = await save(token, { ...game, columns: [...walled, 6] });
      expect(unreachable.statusCode).toBe(422);
      expect(unreachable.json<{ error: string }>().error).toMatch(/cannot reach column 6/);

      const wrongScore = await save(token, { ...game, score: game.score + 1 });
      expect(wrongScore.statusCode).toBe(422);
      expect(wrongScore.json<{ error: string }>().error).toContain(
        `scores ${game.score}, not ${game.score + 1}`,
      );

      expect(await savedScores()).toEqual([]);
    });

    it.each([
      ['board not JSON text', { board: '[[', score: 0, seed: 20261121, columns: [] }],
      ['board as an array', { board: [], score: 0, seed: 20261121, columns: [] }],
      ['board of the wrong shape', { board: '[["A"]]', score: 0, seed: 20261121, columns: [] }],
      [
        'seed as a string',
        { board: JSON.stringify(emptyBoard()), score: 0, seed: '20261121', columns: [] },
      ],
      ['negative seed', { board: JSON.stringify(emptyBoard()), score: 0, seed: -1, columns: [] }],
      [
        'fractional score',
        { board: JSON.stringify(emptyBoard()), score: 1.5, seed: 20261121, columns: [] },
      ],
      [
        'columns not a list',
        { board: JSON.stringify(emptyBoard()), score: 0, seed: 20261121, columns: 'left' },
      ],
      ['column 7', { board: JSON.stringify(emptyBoard()), score: 0, seed: 20261121, columns: [7] }],
      [
        '26 letters',
        {
          board: JSON.stringify(emptyBoard()),
          score: 0,
          seed: 20261121,
          columns: Array(26).fill(0),
        },
      ],
    ])('refuses %s with 400', async (_label, payload) => {
      const response = await save(await api.t.tokenFor('User'), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toEqual(expect.any(String));
    });

    it('lets only an Admin save a seed other than today’s or yesterday’s', async () => {
      const seed = 42;
      const columns = [0, 1, 2, 3, 4, 5, 6];
      const replay = replayGame(seed, columns);
      if (!replay.ok) throw new Error(replay.error);
      const { score } = scoreBoard(replay.board, (await loadDictionary()).lexicon);
      const game = { board: JSON.stringify(replay.board), score, seed, columns };

      const refused = await save(await api.t.tokenFor('Family'), game);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: string }>().error).toMatch(/only an Admin/);

      const adminToken = await api.logInAdmin();
      const saved = await save(adminToken, game);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ data: { seed: number } }>().data.seed).toBe(42);
    });

    it('keeps one entry for the same game saved again, in turn or in parallel, answering as the first', async () => {
      const player = await api.logInPlayer('User', 'twice');
      const game = await todaysVerifiedGame();
      const first = await save(player.token, game);
      expect(first.statusCode, first.body).toBe(200);
      const firstData = first.json<{ data: Record<string, unknown> }>().data;
      const again = await Promise.all(Array.from({ length: 5 }, () => save(player.token, game)));
      for (const response of again) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<{ data: Record<string, unknown> }>().data).toEqual(firstData);
      }
      expect(await savedScores(player.id)).toHaveLength(1);
      const list = await listForSeed(game.seed);
      expect(list.json<{ data: unknown[] }>().data).toHaveLength(1);
      // Another player's same board is a game of their own.
      expect((await save(await api.t.tokenFor('User'), game)).statusCode).toBe(200);
      expect(await savedScores()).toHaveLength(2);
    });

    it('keeps one entry when five first saves of a game arrive at once', async () => {
      const player = await api.logInPlayer();
      const game = await todaysVerifiedGame();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => save(player.token, game)),
      );
      const ids = responses.map((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: { ID: number } }>().data.ID;
      });
      expect(new Set(ids).size).toBe(1);
      expect(await savedScores(player.id)).toHaveLength(1);
    });

    it(`answers 429 with Retry-After after ${MAX_SAVES_PER_WINDOW} saves in a minute`, async () => {
      const { token } = await api.logInPlayer();
      const game = await todaysVerifiedGame();
      for (let index = 0; index < MAX_SAVES_PER_WINDOW; index += 1) {
        expect((await save(token, game)).statusCode).toBe(200);
      }
      const limited = await save(token, game);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another player is not affected.
      expect((await save(await api.t.tokenFor('User'), game)).statusCode).toBe(200);
    });

    it(`lets exactly ${MAX_SAVES_PER_WINDOW} of 100 parallel saves through, as in turn`, async () => {
      const { token } = await api.logInPlayer();
      const game = await todaysVerifiedGame();
      const responses = await Promise.all(Array.from({ length: 100 }, () => save(token, game)));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_SAVES_PER_WINDOW);
      expect(statuses.filter((status) => status === 429)).toHaveLength(100 - MAX_SAVES_PER_WINDOW);
      for (const refused of responses.filter((response) => response.statusCode === 429)) {
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    });
  });

  describe('GET /api/data_models/word_weaver_scores_with_users', () => {
    async function insert(userId: number, score: number, seed: number, timestamp: string) {
      // A board of its own per row: one player's same board and seed is one entry.
      await api.t.app.db
        .insertInto('word_weaver_scores')
        .values({ user_id: userId, score, seed, board: `["${timestamp}"]`, timestamp })
        .execute();
    }

    it('lists one seed by score descending, then timestamp ascending, with usernames', async () => {
      const ann = await api.t.createUser('User', 'ann');
      const bob = await api.t.createUser('User', 'bob');
      await insert(ann.id, 5, 20261121, '2026-11-21T10:00:00.000Z');
      await insert(bob.id, 9, 20261121, '2026-11-21T11:00:00.000Z');
      await insert(bob.id, 5, 20261121, '2026-11-21T09:00:00.000Z');
      await insert(ann.id, 20, 20261120, '2026-11-20T09:00:00.000Z');

      const response = await listForSeed(20261121);
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{
        data: { score: number; username: string; timestamp: string }[];
      }>();
      expect(data.map((row) => [row.username, row.score, row.timestamp])).toEqual([
        ['bob', 9, '2026-11-21T11:00:00.000Z'],
        ['bob', 5, '2026-11-21T09:00:00.000Z'],
        ['ann', 5, '2026-11-21T10:00:00.000Z'],
      ]);
      expect(Object.keys(data[0] ?? {}).sort()).toEqual([
        'ID',
        'score',
        'seed',
        'timestamp',
        'username',
      ]);

      const all = await listForSeed();
      expect(all.json<{ data: unknown[] }>().data).toHaveLength(4);
    });

    it('keeps a score saved under the old word list as it was saved', async () => {
      // "oshac" scored under the tournament list; the lexicon no longer has it.
      const oldBoard = board('oshac..');
      const { lexicon } = await loadDictionary();
      expect(lexicon.has('oshac')).toBe(false);
      expect(scoreBoard(oldBoard, lexicon).score).toBe(0);
      const ann = await api.t.createUser('User', 'ann');
      await api.t.app.db
        .insertInto('word_weaver_scores')
        .values({
          user_id: ann.id,
          score: 5,
          seed: 20261101,
          board: JSON.stringify(oldBoard),
          timestamp: '2026-11-01T10:00:00.000Z',
        })
        .execute();
      const listed = await listForSeed(20261101);
      expect(listed.json<{ data: { score: number }[] }>().data.map((row) => row.score)).toEqual([
        5,
      ]);
      const adminToken = await api.logInAdmin();
      const all = await allScores(adminToken);
      expect(all.json<{ data: { score: number }[] }>().data.map((row) => row.score)).toEqual([5]);
    });

    it('answers an empty list for a seed nobody played', async () => {
      const response = await listForSeed(1);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [] });
    });

    it.each(['abc', '-1', '1.5', '99999999999'])('refuses seed=%s with 400', async (seed) => {
      const response = await listForSeed(seed);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/seed/);
    });
  });

  describe('GET /api/data_models/word_weaver_scores', () => {
    it('gives the Admin every row with its user ID and board', async () => {
      const player = await api.logInPlayer();
      const game = await todaysVerifiedGame();
      expect((await save(player.token, game)).statusCode).toBe(200);
      const adminToken = await api.logInAdmin();
      const response = await allScores(adminToken);
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: Record<string, unknown>[] }>();
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ user_id: player.id, score: game.score, seed: game.seed });
      expect(Object.keys(data[0] ?? {}).sort()).toEqual([
        'ID',
        'board',
        'score',
        'seed',
        'timestamp',
        'user_id',
      ]);
    });

    it('refuses anyone else', async () => {
      expect((await allScores(null)).statusCode).toBe(401);
      expect((await allScores(await api.t.tokenFor('User'))).statusCode).toBe(403);
    });
  });
});
