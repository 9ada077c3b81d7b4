import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerUnchangedWith304 } from '#server-kit/etag';
import { sessionUser } from '#server-kit/request-user';
import { ERROR_RESPONSES } from '#server-kit/route-responses';
import { MarkReadRequestSchema, UnreadResponseSchema } from '../shared/message-reads.schemas';
import { markMessagesRead, unreadMessages } from './message-reads.repository';

/** `/data_models/message/unread` and `/read`: each member's unread count (decision 028). */
export const messageReadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data_models/message/unread',
    {
      config: { access: 'member' },
      onSend: answerUnchangedWith304,
      schema: {
        summary: "How many messages by others the caller has not read, and the newest message's ID",
        description: 'Answers 304 to an If-None-Match that names the current ETag.',
        response: { 200: UnreadResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-cache');
      return { data: await unreadMessages(app.db, sessionUser(request).userId) };
    },
  );

  app.put(
    '/data_models/message/read',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Mark the messages up to ID as read: the mark only moves forward',
        body: MarkReadRequestSchema,
        response: { 200: UnreadResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { userId } = sessionUser(request);
      await markMessagesRead(app.db, userId, request.body.ID);
      return { data: await unreadMessages(app.db, userId) };
    },
  );
};
