import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { familyScoresKey } from '#kit/use-family-scores';
import type { TimelineDeck } from '../core/timeline-decks';

/** The query key of every family best list of a deck: all modes, all time and this week. */
export function familyBestKey(deckId: TimelineDeck['id']) {
  return familyScoresKey(deckId);
}

/** Fetches a deck's family best lists again (after a game was kept, or sent from the outbox). */
export function useRefreshFamilyBest(deckId: TimelineDeck['id']): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: familyBestKey(deckId) }),
    [deckId, queryClient],
  );
}
