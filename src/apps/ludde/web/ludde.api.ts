import { apiRequest } from '#kit/api-client';
import type { OutboxKind } from '#kit/outbox';
import {
  type FeedingTime,
  FeedingTimeListResponseSchema,
  FeedingTimeResponseSchema,
} from '../shared/ludde.schemas';

export const FEEDING_TIMES_PATH = '/api/data_models/ludde_feeding_times';

/** A meal logged without a connection, as the outbox and the logout name it. */
export const MEAL_OUTBOX: OutboxKind = { id: 'ludde-meal', one: 'meal', many: 'meals' };

/** Every feeding time, oldest first as the server sends them. */
export async function fetchFeedingTimes(signal?: AbortSignal): Promise<FeedingTime[]> {
  const body = await apiRequest('GET', FEEDING_TIMES_PATH, {
    schema: FeedingTimeListResponseSchema,
    signal,
  });
  return body.data;
}

/** `timestamp` carries the viewer's UTC offset, e.g. '2026-11-21T08:30:00+01:00'. */
export async function saveFeedingTime(
  entry: { timestamp: string; comment: string },
  headers?: Readonly<Record<string, string>>,
): Promise<FeedingTime> {
  const body = await apiRequest('POST', FEEDING_TIMES_PATH, {
    body: entry,
    schema: FeedingTimeResponseSchema,
    headers,
  });
  return body.data;
}

export async function deleteFeedingTime(id: number): Promise<void> {
  await apiRequest('DELETE', `${FEEDING_TIMES_PATH}/${id}`);
}
