import type { ServerApp } from '#server-kit/server-app';
import { TIMELINE_SCORED_GAMES } from './timeline-scored-games';

/**
 * The timeline quizzes on the server: no routes or tables of their own (the quizzes play in the
 * browser), only their part in the family scores, checked by replaying each game.
 */
export const serverApp: ServerApp = {
  id: 'timeline-quiz',
  routes: async () => {},
  scoredGames: TIMELINE_SCORED_GAMES,
};
