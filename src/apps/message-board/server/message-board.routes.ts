import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUser } from '../../../server/plugins/auth';
import { ERROR_RESPONSES, sendJsonText } from '../../../server/route-responses';
import {
  MESSAGE_PAGE_MAX,
  MessageListQuerySchema,
  MessageListResponseSchema,
  MessageResponseSchema,
  NewMessageRequestSchema,
  type Message,
} from '../shared/message-board.schemas';
import { insertMessage, listMessagesJson, type MessageRecord } from './message-board.repository';

function toMessage(record: MessageRecord): Message {
  return {
    ID: record.id,
    Content: record.content,
    SentAt: record.sent_at,
    SenderID: record.sender_id,
  };
}

/** `/data_models/message`: the message board, for every logged-in role. */
export const messageBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data_models/message',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Messages, newest first; page with limit and before (an ID)',
        querystring: MessageListQuerySchema,
        response: { 200: MessageListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { limit, before } = request.query;
      // The database writes the list in the schema's shape; the route only wraps it.
      const messages = await listMessagesJson(app.db, {
        limit: limit ?? MESSAGE_PAGE_MAX,
        ...(before === undefined ? {} : { beforeId: before }),
      });
      return sendJsonText(reply, `{"data":${messages}}`);
    },
  );

  app.post(
    '/data_models/message',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Post a message as the logged-in user, sent now',
        body: NewMessageRequestSchema,
        response: { 200: MessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const message = await insertMessage(
        app.db,
        { content: request.body.Content, senderId: sessionUser(request).userId },
        new Date(),
      );
      return { data: toMessage(message) };
    },
  );
};
