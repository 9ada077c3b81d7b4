import type { ServerApp } from '#server-kit/server-app';
import { flappyDuoScoredGame } from './flappy-duo.scored-game';

/**
 * Flappy Duo on the server: no routes or tables of its own (the game lives in the browser), only
 * how the family scores check a flown game.
 */
export const serverApp: ServerApp = {
  id: 'flappy-duo',
  routes: async () => {},
  scoredGames: [flappyDuoScoredGame],
};
