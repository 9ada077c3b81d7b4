import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#kit/api-client';
import { mockFetch } from '#tests/web/fetch-mock';
import type { FeedingTime } from '../shared/ludde.schemas';
import {
  FEEDING_TIMES_KEY,
  feedingErrorText,
  feedingTimesQueryOptions,
  useDeleteFeedingTime,
  useSaveFeedingTime,
} from './ludde.queries';

const LIST = 'GET /api/data_models/ludde_feeding_times';
const MEAL: FeedingTime = {
  ID: 5,
  timestamp: '2026-11-21T07:30:00.000Z',
  comment: 'half a portion',
  CreatedBy: 2,
  CreatedByName: 'frida',
};

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
}

describe('Ludde queries', () => {
  it('loads the feeding times under their key', async () => {
    mockFetch({ [LIST]: { body: { data: [MEAL] } } });
    const options = feedingTimesQueryOptions();
    expect(options.queryKey).toEqual(FEEDING_TIMES_KEY);
    expect(await newClient().fetchQuery(options)).toEqual([MEAL]);
  });

  it('logs a failed load and passes the failure on', async () => {
    mockFetch({ [LIST]: { status: 500, body: { error: 'Internal Server Error' } } });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(newClient().fetchQuery(feedingTimesQueryOptions())).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(log).toHaveBeenCalledWith(
      'Meal tracker: could not load feeding times',
      expect.anything(),
    );
  });

  it('hands the saved meal on and marks the list stale', async () => {
    mockFetch({
      [LIST]: { body: { data: [MEAL] } },
      'POST /api/data_models/ludde_feeding_times': { status: 201, body: { data: MEAL } },
    });
    const client = newClient();
    client.setQueryData(FEEDING_TIMES_KEY, []);
    const onSaved = vi.fn();
    const { result } = renderHook(() => useSaveFeedingTime(onSaved), {
      wrapper: wrapperOf(client),
    });
    act(() => result.current.mutate({ timestamp: '2026-11-21T08:30:00+01:00', comment: '' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onSaved).toHaveBeenCalledWith(MEAL);
    expect(client.getQueryState(FEEDING_TIMES_KEY)?.isInvalidated).toBe(true);
  });

  it('marks the list stale after a delete, even a failed one', async () => {
    mockFetch({ 'DELETE /api/data_models/ludde_feeding_times/5': { status: 404, body: {} } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = newClient();
    client.setQueryData(FEEDING_TIMES_KEY, [MEAL]);
    const { result } = renderHook(() => useDeleteFeedingTime(), { wrapper: wrapperOf(client) });
    act(() => result.current.mutate(5));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryState(FEEDING_TIMES_KEY)?.isInvalidated).toBe(true);
  });

  it('says what the server said, or that something went wrong', () => {
    expect(feedingErrorText(new ApiError(422, 'Meals cannot be in the future.'))).toBe(
      'Meals cannot be in the future.',
    );
    expect(feedingErrorText(new Error('boom'))).toBe('Something went wrong.');
  });
});
