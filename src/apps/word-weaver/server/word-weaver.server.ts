import type { ServerApp } from '../../../server/server-app';
import { wordWeaverMigration } from './word-weaver.migration';
import { wordWeaverOneScorePerGameMigration } from './word-weaver.one-score-per-game.migration';
import { wordWeaverRoutes } from './word-weaver.routes';
import { wordWeaverScoredGame } from './word-weaver.scored-game';

/** WordWeaver's contribution to the server: its routes, its tables and its family scores. */
export const serverApp: ServerApp = {
  id: 'word-weaver',
  routes: wordWeaverRoutes,
  migrations: {
    '2026-11-21-0500-word-weaver': wordWeaverMigration,
    '2026-11-25-1200-word-weaver-one-score-per-game': wordWeaverOneScorePerGameMigration,
  },
  scoredGames: [wordWeaverScoredGame],
};
