import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchHighScores } from './word-weaver.api';

/** The query key of a seed's high scores. */
export const scoresKey = (seed: number) => ['word-weaver', 'scores', seed] as const;

/** The high scores for a seed, best first, as one query shared by the page and the finish. */
export function highScoresQuery(seed: number) {
  return queryOptions({ queryKey: scoresKey(seed), queryFn: () => fetchHighScores(seed) });
}

/** The high scores for a seed, loaded and kept current. */
export function useHighScores(seed: number) {
  return useQuery(highScoresQuery(seed));
}
