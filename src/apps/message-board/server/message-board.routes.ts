import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerUnchangedWith304 } from '#server-kit/etag';
import { sessionUser } from '#server-kit/request-user';
import { HttpError } from '#server-kit/http-error';
import { ERROR_RESPONSES } from '#server-kit/route-responses';
import { DeletedResponseSchema, IdParamsSchema } from '#shared/id.schemas';
import {
  EditMessageRequestSchema,
  ListedMessageResponseSchema,
  MESSAGE_PAGE_MAX,
  MessageListQuerySchema,
  MessageResponseSchema,
  NewMessageRequestSchema,
  ReactionParamsSchema,
  ReactionsResponseSchema,
  SentMessageListResponseSchema,
  type Message,
} from '../shared/message-board.schemas';
import { reactionNamed } from '../shared/message-reactions';
import {
  deleteMessage,
  editMessage,
  insertMessage,
  listedMessage,
  messagePage,
  setReaction,
  type MessageChange,
  type MessageRecord,
} from './message-board.repository';
import { postMessageWithImages } from './message-images.routes';

const NOT_FOUND = 'No such message';

/** The answer to a refused or impossible change of a message. */
function refusal(change: Exclude<MessageChange, 'done'>, forbidden: string): HttpError {
  return change === 'not-found' ? new HttpError(404, NOT_FOUND) : new HttpError(403, forbidden);
}

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
      onSend: answerUnchangedWith304,
      schema: {
        summary: 'Messages, newest first; page with limit and before (an ID)',
        description: 'Answers 304 to an If-None-Match that names the current ETag of the page.',
        querystring: MessageListQuerySchema,
        response: { 200: SentMessageListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { limit, before } = request.query;
      // A browser may keep the page and ask again with its ETag; only a valid session gets a 304.
      void reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
      const data = await messagePage(app.db, {
        limit: limit ?? MESSAGE_PAGE_MAX,
        ...(before === undefined ? {} : { beforeId: before }),
      });
      return { data };
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

  app.patch(
    '/data_models/message/:ID',
    {
      config: { access: 'member' },
      schema: {
        summary: "Change a message's text: its writer only; it is then marked edited",
        params: IdParamsSchema,
        body: EditMessageRequestSchema,
        response: { 200: ListedMessageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { ID } = request.params;
      const change = await editMessage(
        app.db,
        { id: ID, writerId: sessionUser(request).userId, content: request.body.Content },
        new Date(),
      );
      if (change !== 'done') throw refusal(change, 'Only its writer may edit a message');
      const message = await listedMessage(app.db, ID);
      // Deleted between the edit and this read.
      if (message === undefined) throw new HttpError(404, NOT_FOUND);
      return { data: message };
    },
  );

  app.delete(
    '/data_models/message/:ID',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Delete a message for everyone: its writer, or an Admin',
        params: IdParamsSchema,
        response: { 200: DeletedResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { ID } = request.params;
      const user = sessionUser(request);
      const change = await deleteMessage(app, {
        id: ID,
        userId: user.userId,
        anyWriter: user.role === 'Admin',
      });
      if (change !== 'done')
        throw refusal(change, 'Only its writer or an Admin may delete a message');
      return { data: { ID, deleted: true as const } };
    },
  );

  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/data_models/message/:ID/reactions/:name',
      config: { access: 'member' },
      schema: {
        summary:
          method === 'PUT'
            ? 'React to a message (heart, thumbs-up, laugh, wow, sad); once per person and emoji'
            : 'Take back your reaction to a message',
        params: ReactionParamsSchema,
        response: { 200: ReactionsResponseSchema, ...ERROR_RESPONSES },
      },
      handler: async (request) => {
        const { ID, name } = request.params;
        const reaction = reactionNamed(name);
        if (reaction === undefined) throw new HttpError(404, 'No such reaction');
        const reactions = await setReaction(app.db, {
          messageId: ID,
          userId: sessionUser(request).userId,
          emoji: reaction.emoji,
          on: method === 'PUT',
        });
        if (reactions === undefined) throw new HttpError(404, NOT_FOUND);
        return { data: { ID, Reactions: reactions } };
      },
    });
  }
};
