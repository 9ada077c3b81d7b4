import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  bearer,
  buildTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestDatabaseKind,
} from '#tests/test-app';
import { BOARD_SIZE, replayGame } from '../core/game';
import { scoreBoard } from '../core/scoring';
import { dailySeed } from '../core/seed';
import { loadDictionary } from './word-weaver.dictionary';

/** For tests: a verified save request on today's board, letters dropped into `columns` in turn. */
export async function todaysVerifiedGame(columns: readonly number[] = [0, 1, 2, 3, 4, 5, 6]) {
  const seed = dailySeed(new Date());
  const replay = replayGame(seed, columns);
  if (!replay.ok) throw new Error(replay.error);
  const { score } = scoreBoard(replay.board, (await loadDictionary()).lexicon);
  return { board: JSON.stringify(replay.board), score, seed, columns: [...columns] };
}

/** For tests: a board from strings of 7 characters, '.' for blank; rows not given are blank. */
export const board = (...rows: string[]) =>
  Array.from({ length: BOARD_SIZE }, (_, index) =>
    [...(rows[index] ?? '.'.repeat(BOARD_SIZE))].map((cell) => (cell === '.' ? '' : cell)),
  );

/**
 * For API tests: the real server on a fresh database before each test (or once for the file, for
 * suites that only read), and WordWeaver's requests as its clients send them.
 */
export function useWordWeaverApi(kind: TestDatabaseKind, { once = false } = {}) {
  let t: TestApp | undefined;
  const testApp = (): TestApp => {
    if (!t) throw new Error('the test app is not built yet');
    return t;
  };
  (once ? beforeAll : beforeEach)(async () => {
    t = await buildTestApp(kind);
  });
  (once ? afterAll : afterEach)(async () => {
    await t?.close();
    t = undefined;
  });

  return {
    get t() {
      return testApp();
    },
    /** POST /api/games/word_weaver; a string is sent as it is, as JSON text. */
    postBoard: (payload: unknown) =>
      testApp().app.inject({
        method: 'POST',
        url: '/api/games/word_weaver',
        ...(typeof payload === 'string'
          ? { headers: { 'content-type': 'application/json' }, payload }
          : { payload: payload as object }),
      }),
    save: (token: string | null, payload: unknown) =>
      testApp().app.inject({
        method: 'POST',
        url: '/api/games/word_weaver/save',
        headers: token ? bearer(token) : {},
        payload: payload as object,
      }),
    listForSeed: (seed?: number | string) =>
      testApp().app.inject({
        method: 'GET',
        url: `/api/data_models/word_weaver_scores_with_users${seed === undefined ? '' : `?seed=${seed}`}`,
      }),
    allScores: (token: string | null) =>
      testApp().app.inject({
        method: 'GET',
        url: '/api/data_models/word_weaver_scores',
        headers: token ? bearer(token) : {},
      }),
    /** A new player of the role, logged in through the API. */
    logInPlayer: async (role = 'User', username?: string) => {
      const user = await testApp().createUser(role, username);
      return { ...user, token: await testApp().login(user.username, user.password) };
    },
    logInAdmin: () => testApp().login(TEST_ADMIN.username, TEST_ADMIN.password),
    /** The score rows in the database, of one player or of everyone. */
    savedScores: (userId?: number) => {
      const rows = testApp().app.db.selectFrom('word_weaver_scores').selectAll();
      return (userId === undefined ? rows : rows.where('user_id', '=', userId)).execute();
    },
  };
}
