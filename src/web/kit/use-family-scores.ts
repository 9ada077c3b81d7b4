import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  DEFAULT_SCORES_LIMIT,
  FamilyScoreResponseSchema,
  FamilyScoresResponseSchema,
  type FamilyScoreRow,
  type ScoreClaimRequest,
} from '#shared/family-scores.schemas';
import { apiRequest } from './api-client';
import { useSession } from './session';

export interface FamilyScoresQuery {
  /** The game's name in the scores API: 'word_weaver', 'flappy_duo', 'timeline-tech', … */
  readonly game: string;
  /** One mode or board (WordWeaver's seed as text); every mode when absent. */
  readonly mode?: string | undefined;
  /** How many of the best to list (the server allows 1–100). */
  readonly limit?: number | undefined;
  /** Only scores saved at or after this instant, ISO 8601 (a week's best); all when absent. */
  readonly since?: string | undefined;
}

/** Where the family scores are saved and listed. */
export const FAMILY_SCORES_PATH = '/api/games/scores';

/** The start of the week `now` is in, on this browser's clock: Monday 00:00, local time. */
export function startOfWeek(now: Date): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

/**
 * The query key of a game's family scores; `familyScoresKey(game)` alone matches every mode and
 * limit, for invalidating them all after a save.
 */
export function familyScoresKey(game: string, mode?: string, limit?: number, since?: string) {
  return mode === undefined && limit === undefined && since === undefined
    ? (['family-scores', game] as const)
    : ([
        'family-scores',
        game,
        mode ?? null,
        limit ?? DEFAULT_SCORES_LIMIT,
        since ?? null,
      ] as const);
}

/** GET /api/games/scores: a game's best scores in the family, best first. */
export async function fetchFamilyScores(
  { game, mode, limit = DEFAULT_SCORES_LIMIT, since }: FamilyScoresQuery,
  signal?: AbortSignal,
): Promise<FamilyScoreRow[]> {
  const query = new URLSearchParams({ game, ...(mode === undefined ? {} : { mode }) });
  query.set('limit', String(limit));
  if (since !== undefined) query.set('since', since);
  const response = await apiRequest('GET', `${FAMILY_SCORES_PATH}?${query.toString()}`, {
    schema: FamilyScoresResponseSchema,
    signal,
  });
  return response.data;
}

/**
 * POST /api/games/scores as the signed-in member: the score as the server kept it (the first one,
 * for a game saved before). Throws an ApiError with the server's reason when it refuses (422).
 * Invalidate `familyScoresKey(game)` after it so the leaderboards show it. `headers` carry e.g.
 * the outbox's `Idempotency-Key`.
 */
export async function saveFamilyScore(
  claim: ScoreClaimRequest,
  headers?: Readonly<Record<string, string>>,
): Promise<FamilyScoreRow> {
  const response = await apiRequest('POST', FAMILY_SCORES_PATH, {
    body: claim,
    schema: FamilyScoreResponseSchema,
    headers,
  });
  return response.data;
}

/**
 * A game's family leaderboard for whoever is signed in; nothing is asked while signed out (the
 * leaderboards are for members), and the query is idle then.
 */
export function useFamilyScores(query: FamilyScoresQuery) {
  const signedIn = useSession() !== null;
  const { game, mode, limit = DEFAULT_SCORES_LIMIT, since } = query;
  const scores = useQuery({
    queryKey: familyScoresKey(game, mode, limit, since),
    queryFn: ({ signal }) => fetchFamilyScores({ game, mode, limit, since }, signal),
    enabled: signedIn,
  });
  return { signedIn, scores };
}

/**
 * Asks a game's family leaderboards again (every mode, week and length), e.g. after a score was
 * saved or sent from the outbox. The function stays the same between renders.
 */
export function useRefreshFamilyScores(game: string): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: familyScoresKey(game) });
  }, [game, queryClient]);
}
