import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { familyScoresKey } from '#kit/use-family-scores';
import { RGB_GUESSER_GAME } from '../shared/rgb-guesser.schemas';

/** Every RGB Guesser family leaderboard, whatever its day or length. */
export const RGB_GUESSER_SCORES_KEY = familyScoresKey(RGB_GUESSER_GAME);

/**
 * Asks the family leaderboards again: a day saved now, or sent from the outbox when the
 * connection returns, joins the family's list. The function stays the same between renders.
 */
export function useRefreshFamilyScores(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: RGB_GUESSER_SCORES_KEY });
  }, [queryClient]);
}
