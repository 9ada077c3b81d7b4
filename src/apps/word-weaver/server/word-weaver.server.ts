import type { ServerApp } from '#server-kit/server-app';
import { wordWeaverRoutes } from './word-weaver.routes';
import { wordWeaverScoredGame } from './word-weaver.scored-game';

/** WordWeaver's contribution to the server: its routes and its family scores. */
export const serverApp: ServerApp = {
  id: 'word-weaver',
  routes: wordWeaverRoutes,
  scoredGames: [wordWeaverScoredGame],
};
