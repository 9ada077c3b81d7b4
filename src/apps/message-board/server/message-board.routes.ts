import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../server/http-error';
import { requireUser } from '../../../server/plugins/auth';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_MAX,
  MessageListResponseSchema,
  MessageResponseSchema,
  type Message,
} from '../shared/message-board.schemas';
import { insertMessage, listMessages, type MessageRecord } from './message-board.repository';

const MAX_ID = 2_147_483_647;

function positiveIntegerParam(max: number) {
  return z
    .string({ error: 'must be a single positive integer' })
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer')
    .transform(Number)
    .refine((value) => value <= max, `must be at most ${max}`);
}

const ListQuerySchema = z.object({
  limit: positiveIntegerParam(MESSAGE_PAGE_MAX).optional(),
  before: positiveIntegerParam(MAX_ID).optional(),
});

const NewMessageBodySchema = z.object(
  {
    Content: z
      .string({
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string'),
      })
      .trim()
      .min(1, 'must not be empty')
      .max(MESSAGE_MAX_LENGTH, `must be at most ${MESSAGE_MAX_LENGTH} characters`)
      // PostgreSQL text cannot hold NUL; refuse it on both databases alike.
      .refine((content) => !content.includes('\u0000'), 'must not contain NUL characters'),
    // Accepted because the spec's client sends it; the server's clock decides.
    SentAt: z.unknown().optional(),
  },
  { error: 'The request body must be a JSON object' },
);

function toMessage(record: MessageRecord): Message {
  return {
    ID: record.id,
    Content: record.content,
    SentAt: record.sent_at,
    SenderID: record.sender_id,
  };
}

/** `/data_models/message`: the message board, for every logged-in role. */
export async function messageBoardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/data_models/message', async (request) => {
    requireUser(request);
    const query = parseInput(ListQuerySchema, request.query);
    const messages = await listMessages(app.db, {
      limit: query.limit ?? MESSAGE_PAGE_MAX,
      ...(query.before === undefined ? {} : { beforeId: query.before }),
    });
    return MessageListResponseSchema.parse({ data: messages.map(toMessage) });
  });

  app.post('/data_models/message', async (request) => {
    const sender = requireUser(request);
    const body = parseInput(NewMessageBodySchema, request.body);
    const message = await insertMessage(
      app.db,
      { content: body.Content, senderId: sender.userId },
      new Date(),
    );
    return MessageResponseSchema.parse({ data: toMessage(message) });
  });
}
