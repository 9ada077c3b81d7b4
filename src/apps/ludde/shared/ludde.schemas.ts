import { z } from 'zod/mini';

/** Longest comment on a feeding time, in characters. */
export const FEEDING_COMMENT_MAX_LENGTH = 500;

/**
 * The timestamp format POST accepts: an ISO-8601 date and time with seconds optional and an offset
 * or Z, e.g. `2026-11-21T08:30:00+01:00`. The server stores and returns it as UTC (`…Z`).
 */
export const OFFSET_DATE_TIME_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const FeedingTimeSchema = z.object({
  ID: z.number(),
  /** ISO-8601 UTC (`Date#toISOString`). */
  timestamp: z.string(),
  comment: z.string(),
});
export type FeedingTime = z.infer<typeof FeedingTimeSchema>;

/** GET /api/data_models/ludde_feeding_times → 200, oldest first. */
export const FeedingTimeListResponseSchema = z.object({ data: z.array(FeedingTimeSchema) });
/** POST /api/data_models/ludde_feeding_times → 201. */
export const FeedingTimeResponseSchema = z.object({ data: FeedingTimeSchema });

/** Body of POST /api/data_models/ludde_feeding_times. */
export const NewFeedingTimeRequestSchema = z.object({
  timestamp: z.string(),
  comment: z.optional(z.string()),
});
export type NewFeedingTimeRequest = z.infer<typeof NewFeedingTimeRequestSchema>;
