import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FamilyScoreResponseSchema,
  FamilyScoresQuerySchema,
  FamilyScoresResponseSchema,
  ScoreClaimRequestSchema,
} from '#shared/family-scores.schemas';
import { HttpError } from '../kit/http-error';
import { sessionUser } from '../kit/request-user';
import { ERROR_RESPONSES } from '../kit/route-responses';
import { keepGameScore, listGameScores, recordScoreClaim } from './game-scores.repository';
import type { FamilyScore, ScoredGame } from '../kit/scored-game';

/** The games by their `game` name; two games may not share one. */
export function scoredGamesByName(games: readonly ScoredGame[]): ReadonlyMap<string, ScoredGame> {
  const byName = new Map<string, ScoredGame>();
  for (const game of games) {
    if (byName.has(game.game)) throw new Error(`two scored games are named '${game.game}'`);
    byName.set(game.game, game);
  }
  return byName;
}

const asRow = (score: FamilyScore) => ({ ...score, created_at: score.timestamp });

/** Why a claim for a game the server has no check for is refused. */
export function uncheckableGameMessage(game: string): string {
  return `Scores for '${game}' cannot be checked by the server yet, so they are not kept.`;
}

/**
 * The family's leaderboards (decision 024): any member may list a game's best scores, and save a
 * score the server has checked by replaying the game with the game's own rules.
 */
export function scoresRoutes(games: readonly ScoredGame[]): FastifyPluginAsyncZod {
  const byName = scoredGamesByName(games);
  const gameList = [...byName.values()]
    .map((game) => `- \`${game.game}\`: ${game.description}`)
    .join('\n');

  return async (app) => {
    app.get(
      '/games/scores',
      {
        config: { access: 'member' },
        schema: {
          summary: "A game's family leaderboard: best first, the earlier first among equals",
          description:
            "Scores of active members only. `mode` narrows to one mode or board (WordWeaver's seed), `since` to the scores saved from that instant on (a week's best); a game with no scores, or one the server does not know, lists none.",
          querystring: FamilyScoresQuerySchema,
          response: { 200: FamilyScoresResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { game, mode, limit, since } = request.query;
        const store = byName.get(game)?.store;
        const scores = store
          ? await store.list(app.db, { mode, limit, since })
          : await listGameScores(app.db, game, { mode, limit, since });
        return { data: scores.map(asRow) };
      },
    );

    app.post(
      '/games/scores',
      {
        config: { access: 'member' },
        schema: {
          summary: 'Save a score the server checks by replaying the game; one per game played',
          description: `The score is kept only when the server, replaying what \`metadata\` holds, finds the same score: else 422 with the reason, as for a game it cannot check. The same game saved again (a retry, a double click) answers the score kept first. Games:\n${gameList}`,
          body: ScoreClaimRequestSchema,
          response: { 200: FamilyScoreResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const user = sessionUser(request);
        const now = new Date();
        const { game: name, mode, score, metadata } = request.body;
        const game = byName.get(name);
        if (!game) throw new HttpError(422, uncheckableGameMessage(name));

        for (const record of [recordScoreClaim, game.store?.recordAttempt]) {
          const retryAfter = record ? await record(app.db, user.userId, now) : 0;
          if (retryAfter > 0) {
            throw new HttpError(429, 'Too many saves. Please wait a minute and try again.', {
              'retry-after': String(retryAfter),
            });
          }
        }

        const verdict = await game.verify(
          { mode, score, metadata },
          { userId: user.userId, role: user.role, now },
        );
        if (verdict.kind === 'refused') throw new HttpError(422, verdict.message);
        if (verdict.score !== score) {
          throw new HttpError(
            422,
            `The score could not be verified: the game scores ${verdict.score}, not ${score}.`,
          );
        }
        const play = { userId: user.userId, username: user.username, verdict, now };
        const kept = game.store
          ? await game.store.keep(app.db, play)
          : await keepGameScore(app.db, game.game, play);
        return { data: asRow(kept) };
      },
    );
  };
}
