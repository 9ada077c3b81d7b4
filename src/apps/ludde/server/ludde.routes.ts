import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#server-kit/http-error';
import { sessionUser } from '#server-kit/request-user';
import { ERROR_RESPONSES } from '#server-kit/route-responses';
import { DeletedResponseSchema, IdParamsSchema } from '#shared/id.schemas';
import { instantOf, isAfterCurrentMinute } from '../shared/feeding-timestamp';
import {
  FeedingTimeListResponseSchema,
  FeedingTimeResponseSchema,
  FUTURE_MEAL_ERROR,
  NewFeedingTimeRequestSchema,
  type FeedingTime,
} from '../shared/ludde.schemas';
import {
  deleteFeedingTime,
  insertFeedingTime,
  listFeedingTimes,
  type FeedingTimeRecord,
} from './ludde.repository';

function toFeedingTime(record: FeedingTimeRecord, username: string | null): FeedingTime {
  return {
    ID: record.id,
    timestamp: record.timestamp,
    comment: record.comment,
    CreatedBy: record.created_by,
    CreatedByName: username ?? `User ${record.created_by}`,
  };
}

/** `/data_models/ludde_feeding_times`: when Ludde ate, for the meal tracker of the family. */
export const luddeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data_models/ludde_feeding_times',
    {
      config: { access: 'family' },
      schema: {
        summary: "Ludde's feeding times, oldest first, each with who logged it",
        response: { 200: FeedingTimeListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({
      data: (await listFeedingTimes(app.db)).map((row) => toFeedingTime(row, row.username)),
    }),
  );

  app.post(
    '/data_models/ludde_feeding_times',
    {
      config: { access: 'family', idempotent: true },
      schema: {
        summary:
          'Record a feeding time, at the latest in the current minute; a time without an offset is read in the site time zone',
        body: NewFeedingTimeRequestSchema,
        response: { 200: FeedingTimeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { timestamp, comment } = request.body;
      const instant = instantOf(timestamp, app.config.siteTimeZone);
      if (!instant) throw new HttpError(400, 'timestamp: must be between 1970 and 9999');
      // By the server's clock; a meal sent late from the outbox lies in the past by then.
      if (isAfterCurrentMinute(instant, new Date())) throw new HttpError(400, FUTURE_MEAL_ERROR);
      const logger = sessionUser(request);
      const created = await insertFeedingTime(app.db, {
        timestamp: instant,
        comment,
        createdBy: logger.userId,
      });
      return { data: toFeedingTime(created, logger.username) };
    },
  );

  app.delete(
    '/data_models/ludde_feeding_times/:ID',
    {
      config: { access: 'family' },
      schema: {
        summary: 'Remove a feeding time',
        params: IdParamsSchema,
        response: { 200: DeletedResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const id = request.params.ID;
      if (!(await deleteFeedingTime(app.db, id))) {
        throw new HttpError(404, `Feeding time ${id} not found`);
      }
      return { data: { ID: id, deleted: true as const } };
    },
  );
};
