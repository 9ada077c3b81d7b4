import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parseInput } from '../../../server/http-error';
import { requireRole } from '../../../server/plugins/auth';
import {
  FEEDING_COMMENT_MAX_LENGTH,
  FeedingTimeListResponseSchema,
  FeedingTimeResponseSchema,
  type FeedingTime,
} from '../shared/ludde.schemas';
import {
  deleteFeedingTime,
  insertFeedingTime,
  listFeedingTimes,
  type FeedingTimeRecord,
} from './ludde.repository';
import { parseOffsetDateTime } from './offset-timestamp';
import { IdParamsSchema } from '../../../server/route-params';

/** Ludde's meal log is the family's: Family members and Admins only. */
const FEEDERS = ['Family', 'Admin'] as const;

const NewFeedingTimeBodySchema = z.object(
  {
    timestamp: z
      .string({
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string'),
      })
      .transform((text, ctx) => {
        const instant = parseOffsetDateTime(text.trim());
        if (instant) return instant;
        ctx.addIssue({
          code: 'custom',
          message:
            'must be an ISO-8601 date and time with an offset, e.g. 2026-11-21T08:30:00+01:00',
        });
        return z.NEVER;
      }),
    comment: z
      .string({ error: 'must be a string' })
      .trim()
      .max(FEEDING_COMMENT_MAX_LENGTH, `must be at most ${FEEDING_COMMENT_MAX_LENGTH} characters`)
      // PostgreSQL text cannot hold NUL; refuse it on both databases alike.
      .refine((comment) => !comment.includes('\u0000'), 'must not contain NUL characters')
      .nullish()
      .transform((comment) => comment ?? ''),
  },
  { error: 'The request body must be a JSON object' },
);

function toFeedingTime(record: FeedingTimeRecord): FeedingTime {
  return { ID: record.id, timestamp: record.timestamp, comment: record.comment };
}

/** `/data_models/ludde_feeding_times`: when Ludde ate, for the meal tracker. */
export async function luddeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/data_models/ludde_feeding_times', async (request) => {
    requireRole(request, FEEDERS);
    const feedingTimes = await listFeedingTimes(app.db);
    return FeedingTimeListResponseSchema.parse({ data: feedingTimes.map(toFeedingTime) });
  });

  app.post('/data_models/ludde_feeding_times', async (request, reply) => {
    const feeder = requireRole(request, FEEDERS);
    const body = parseInput(NewFeedingTimeBodySchema, request.body);
    const created = await insertFeedingTime(app.db, {
      timestamp: body.timestamp,
      comment: body.comment,
      createdBy: feeder.userId,
    });
    return reply.code(201).send(FeedingTimeResponseSchema.parse({ data: toFeedingTime(created) }));
  });

  app.delete('/data_models/ludde_feeding_times/:ID', async (request, reply) => {
    requireRole(request, FEEDERS);
    const { ID: id } = parseInput(IdParamsSchema, request.params);
    if (!(await deleteFeedingTime(app.db, id))) {
      throw new HttpError(404, `Feeding time ${id} not found`);
    }
    return reply.code(204).send();
  });
}
