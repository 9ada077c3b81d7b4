import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '#kit/api-client';
import { postThroughOutbox } from '#kit/outbox';
import type { FeedingTime } from '../shared/ludde.schemas';
import {
  deleteFeedingTime,
  FEEDING_TIMES_PATH,
  fetchFeedingTimes,
  MEAL_OUTBOX,
  saveFeedingTime,
} from './ludde.api';

export const FEEDING_TIMES_KEY = ['ludde', 'feeding-times'] as const;

/** A new meal as the form sends it: `timestamp` carries the viewer's UTC offset. */
export interface NewFeedingTime {
  readonly timestamp: string;
  readonly comment: string;
}

/** What a failed save or delete says after its lead-in. */
export function feedingErrorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong.';
}

/** Spec §8: load failures are logged, not shown. */
async function loadFeedingTimes(signal: AbortSignal): Promise<FeedingTime[]> {
  try {
    return await fetchFeedingTimes(signal);
  } catch (error) {
    if (!signal.aborted) console.error('Meal tracker: could not load feeding times', error);
    throw error;
  }
}

/** Every feeding time, oldest first as the server sends them. */
export function feedingTimesQueryOptions() {
  return queryOptions({
    queryKey: FEEDING_TIMES_KEY,
    queryFn: ({ signal }) => loadFeedingTimes(signal),
  });
}

export function useFeedingTimes() {
  return useQuery(feedingTimesQueryOptions());
}

/** Asks for the feeding times again, e.g. after the outbox has sent a meal. */
export function useRefreshFeedingTimes(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: FEEDING_TIMES_KEY });
  }, [queryClient]);
}

/**
 * Saves a meal, or queues it in the outbox without a connection. `onSaved` runs after either,
 * with the stored meal, or null when it waits in the outbox; the list is asked for again after.
 */
export function useSaveFeedingTime(onSaved: (saved: FeedingTime | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // Without a connection the meal waits in the outbox and is sent when it returns, so the
    // mutation runs offline too instead of pausing.
    networkMode: 'always',
    mutationFn: (entry: NewFeedingTime) =>
      postThroughOutbox(MEAL_OUTBOX, FEEDING_TIMES_PATH, entry, (headers) =>
        saveFeedingTime(entry, headers),
      ),
    onSuccess: async (saved) => {
      onSaved(saved);
      await queryClient.invalidateQueries({ queryKey: FEEDING_TIMES_KEY });
    },
    onError: (error) => console.error('Meal tracker: could not save a feeding time', error),
  });
}

export function useDeleteFeedingTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedingTime,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEEDING_TIMES_KEY }),
    onError: (error) => console.error('Meal tracker: could not delete a feeding time', error),
  });
}
