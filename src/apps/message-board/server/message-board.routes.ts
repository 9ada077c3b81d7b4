import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestDataVersion, sessionUser } from '../../../server/plugins/auth';
import { sendCompressedJson } from '../../../server/compressed-json';
import { ERROR_RESPONSES } from '../../../server/route-responses';
import {
  MESSAGE_PAGE_MAX,
  MessageListQuerySchema,
  MessageListResponseSchema,
  MessageResponseSchema,
  NewMessageRequestSchema,
  type Message,
} from '../shared/message-board.schemas';
import {
  insertMessage,
  keptMessagePageBody,
  messagePageBody,
  type MessageRecord,
} from './message-board.repository';
import { MESSAGE_LIST_VERSION } from './message-board.table';

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
      // Kept pages carry their compressed copies (sendCompressedJson).
      compress: false,
      schema: {
        summary: 'Messages, newest first; page with limit and before (an ID)',
        querystring: MessageListQuerySchema,
        response: { 200: MessageListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      const { limit, before } = request.query;
      const page = {
        limit: limit ?? MESSAGE_PAGE_MAX,
        ...(before === undefined ? {} : { beforeId: before }),
      };
      // The repository gives the answer in the schema's shape, written by the database, or the
      // page it kept under the board's version as read with the session: at once when it has it.
      const version = requestDataVersion(request, MESSAGE_LIST_VERSION);
      const kept = keptMessagePageBody(app.db, page, version);
      if (kept !== undefined) {
        sendCompressedJson(request, reply, kept);
        return;
      }
      return messagePageBody(app.db, page, version).then((body) => {
        sendCompressedJson(request, reply, body);
      });
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
      const message = await insertMessage(
        app.db,
        { content: request.body.Content, senderId: sessionUser(request).userId },
        new Date(),
      );
      return { data: toMessage(message) };
    },
  );
};
