import { z } from 'zod/mini';
import { JSON_OBJECT_BODY, optionalTrimmedText, requiredText } from '#shared/field.schemas';
import { readDateTimeText } from './feeding-timestamp';

/** The answer to a meal logged after the current minute, shown by the page as it is. */
export const FUTURE_MEAL_ERROR = "A meal can't be logged in the future.";

/** Longest comment on a feeding time, in characters. */
export const FEEDING_COMMENT_MAX_LENGTH = 500;

export const FeedingTimeSchema = z.object({
  ID: z.number(),
  /** ISO-8601 UTC (`Date#toISOString`). */
  timestamp: z.string(),
  comment: z.string(),
  /** Beside the spec's fields: the ID of the user who logged the meal. */
  CreatedBy: z.number(),
  /** Their username, or 'User {id}' once they are no longer an active user. */
  CreatedByName: z.string(),
});
export type FeedingTime = z.infer<typeof FeedingTimeSchema>;

/** GET /api/data_models/ludde_feeding_times → 200, oldest first. */
export const FeedingTimeListResponseSchema = z.object({ data: z.array(FeedingTimeSchema) });
/** POST /api/data_models/ludde_feeding_times → 200 (the original client counts only 200 as saved). */
export const FeedingTimeResponseSchema = z.object({ data: FeedingTimeSchema });

const TIMESTAMP_FORMAT =
  'must be an ISO-8601 date and time, e.g. 2026-11-21T08:30:00+01:00, or a local 2026-11-21T08:30';

/**
 * Body of POST /api/data_models/ludde_feeding_times. `timestamp` has an offset or `Z`, or none (the
 * original client sends its `datetime-local` value): then the server reads it in SITE_TIME_ZONE.
 */
export const NewFeedingTimeRequestSchema = z.object(
  {
    timestamp: z.pipe(
      requiredText().check(
        z.trim(),
        z.describe(`ISO-8601 with an offset, or local to the site's time zone`),
      ),
      z.transform((text, ctx) => {
        const dateTime = readDateTimeText(text);
        if (dateTime) return dateTime;
        ctx.issues.push({ code: 'custom', message: TIMESTAMP_FORMAT, input: text });
        return z.NEVER;
      }),
    ),
    comment: optionalTrimmedText(FEEDING_COMMENT_MAX_LENGTH),
  },
  JSON_OBJECT_BODY,
);
export type NewFeedingTimeRequest = z.input<typeof NewFeedingTimeRequestSchema>;
