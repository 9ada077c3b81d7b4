import { z } from 'zod/mini';
import { JSON_OBJECT_BODY } from '#shared/field.schemas';
import { MAX_ID } from '#shared/id.schemas';

export const UNREAD_PATH = '/api/data_models/message/unread';
export const READ_PATH = '/api/data_models/message/read';

/**
 * GET /api/data_models/message/unread and PUT /api/data_models/message/read → 200: how many
 * messages by others the caller has not read, and the newest message's ID (0 on an empty board).
 */
export const UnreadResponseSchema = z.object({
  data: z.object({ Unread: z.number(), LatestID: z.number() }),
});
export type Unread = z.infer<typeof UnreadResponseSchema>['data'];

/** Body of PUT /api/data_models/message/read: the newest message the caller has seen. */
export const MarkReadRequestSchema = z.object(
  {
    ID: z
      .number({ error: 'must be a non-negative integer' })
      .check(
        z.int('must be a non-negative integer'),
        z.gte(0, 'must be a non-negative integer'),
        z.lte(MAX_ID, `must be at most ${MAX_ID}`),
      ),
  },
  JSON_OBJECT_BODY,
);
