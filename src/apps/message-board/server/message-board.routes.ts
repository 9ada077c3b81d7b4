import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etagMatches, weakEtag } from '../../../server/etag';
import { sessionUser } from '../../../server/plugins/auth';
import { ERROR_RESPONSES } from '../../../server/route-responses';
import {
  MESSAGE_PAGE_MAX,
  MessageListQuerySchema,
  MessageListResponseSchema,
  MessageResponseSchema,
  NewMessageRequestSchema,
  type Message,
} from '../shared/message-board.schemas';
import { insertMessage, messagePageJson, type MessageRecord } from './message-board.repository';
import { postMessageWithImages } from './message-images.routes';

function toMessage(record: MessageRecord, images: Message['Images'] = []): Message {
  return {
    ID: record.id,
    Content: record.content,
    SentAt: record.sent_at,
    SenderID: record.sender_id,
    Images: images,
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
        description: 'Answers 304 to an If-None-Match that names the current ETag of the page.',
        querystring: MessageListQuerySchema,
        response: { 200: MessageListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { limit, before } = request.query;
      // Written by the database in the schema's shape (the repository names every field).
      const body = await messagePageJson(app.db, {
        limit: limit ?? MESSAGE_PAGE_MAX,
        ...(before === undefined ? {} : { beforeId: before }),
      });
      const etag = weakEtag(body);
      // Sent as it is, not through the response schema's serializer.
      const text: FastifyReply = reply;
      // A browser may keep the page and ask again with its ETag; only a valid session gets a 304.
      void text
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (etagMatches(request.headers['if-none-match'], etag)) return text.code(304).send();
      return text.type('application/json; charset=utf-8').send(body);
    },
  );

  app.post(
    '/data_models/message',
    {
      config: { access: 'member', idempotent: true },
      schema: {
        summary: 'Post a message as the logged-in user, sent now',
        body: NewMessageRequestSchema,
        response: { 200: MessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const message = {
        content: request.body.Content ?? '',
        senderId: sessionUser(request).userId,
      };
      const imageIds = request.body.Images ?? [];
      if (imageIds.length > 0) {
        const posted = await postMessageWithImages(app.db, message, imageIds, new Date());
        return { data: toMessage(posted.record, posted.images) };
      }
      return { data: toMessage(await insertMessage(app.db, message, new Date())) };
    },
  );
};
