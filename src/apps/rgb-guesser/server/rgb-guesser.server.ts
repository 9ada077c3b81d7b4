import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerApp } from '#server-kit/server-app';
import { rgbGuesserScoredGame } from './rgb-guesser.scored-game';

/** The game is played in the browser; the server only checks the scores the family keeps. */
const noRoutes: FastifyPluginAsyncZod = () => Promise.resolve();

/** The RGB guesser's contribution to the server: its checked scores, no routes or tables of its own. */
export const serverApp: ServerApp = {
  id: 'rgb-guesser',
  routes: noRoutes,
  scoredGames: [rgbGuesserScoredGame],
};
