import { apiRequest } from '#kit/api-client';
import type { Board } from '../core/game';
import {
  SaveScoreResponseSchema,
  ScoreResponseSchema,
  ScoresWithUsersResponseSchema,
  type ScoreWithUser,
  type WordWeaverResult,
} from '../shared/word-weaver.schemas';

/** Sends a finished board for scoring: the word in each row and column, with definitions. */
export async function requestBoardScore(board: Board): Promise<WordWeaverResult> {
  const response = await apiRequest('POST', '/api/games/word_weaver', {
    body: { board },
    schema: ScoreResponseSchema,
  });
  return response.data;
}

export interface FinishedGame {
  readonly seed: number;
  readonly board: Board;
  readonly columns: readonly number[];
  readonly score: number;
}

/**
 * Saves a finished game; the server replays it and recomputes the score before keeping it. The
 * request outlives the page, so a tab closed while the words light up still saves its score.
 * `token` is the session to save it as (its writer's); without it, the stored session's.
 */
export async function saveFinishedGame(game: FinishedGame, token?: string): Promise<ScoreWithUser> {
  const response = await apiRequest('POST', '/api/games/word_weaver/save', {
    body: {
      board: JSON.stringify(game.board),
      score: game.score,
      seed: game.seed,
      columns: game.columns,
    },
    schema: SaveScoreResponseSchema,
    keepalive: true,
    ...(token === undefined ? {} : { token }),
  });
  return response.data;
}

/** The high scores for a seed, best first. */
export async function fetchHighScores(seed: number): Promise<ScoreWithUser[]> {
  const response = await apiRequest(
    'GET',
    `/api/data_models/word_weaver_scores_with_users?seed=${seed}`,
    { schema: ScoresWithUsersResponseSchema },
  );
  return response.data;
}

/** An error's message for the player, from the server's `{ error }` or the browser. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}
