import { everyone, loggedIn, onlyRoles, type PermissionRow } from '#tests/permission-table';
import { todaysVerifiedGame } from './word-weaver.test-fixtures';

export const PERMISSION_ROWS: readonly PermissionRow[] = [
  {
    method: 'POST',
    url: '/api/games/word_weaver',
    payload: () => ({ board: Array.from({ length: 7 }, () => ['C', 'A', 'T', '', '', '', '']) }),
    expected: everyone(200),
  },
  {
    method: 'POST',
    url: '/api/games/word_weaver/save',
    payload: () => todaysVerifiedGame(),
    expected: loggedIn(200),
  },
  {
    method: 'POST',
    url: '/api/games/scores',
    payload: async () => {
      const game = await todaysVerifiedGame();
      const board = JSON.parse(game.board) as unknown;
      return {
        game: 'word_weaver',
        mode: String(game.seed),
        score: game.score,
        metadata: { board },
      };
    },
    expected: loggedIn(200),
  },
  {
    method: 'GET',
    url: '/api/data_models/word_weaver_scores_with_users?seed=20261121',
    route: '/api/data_models/word_weaver_scores_with_users',
    expected: everyone(200),
  },
  {
    method: 'GET',
    url: '/api/data_models/word_weaver_scores',
    expected: onlyRoles(['Admin'], 200),
  },
];
