import { z } from 'zod/mini';
import { JSON_OBJECT_BODY, requiredTrimmedText } from '../../../shared/field.schemas';
import { MAX_ID, positiveIntegerText } from '../../../shared/id.schemas';

/** Longest message, in characters, after trimming. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Most messages one `GET /api/data_models/message` returns, and the default page size. */
export const MESSAGE_PAGE_MAX = 500;
/** The SenderID of messages nobody owns (spec §2: shown as 'Anonymous'). */
export const ANONYMOUS_SENDER_ID = 0;

export const MessageSchema = z.object({
  ID: z.number(),
  Content: z.string(),
  /** ISO-8601 UTC, from the server's clock. */
  SentAt: z.string(),
  /** The user who posted it; 0 means Anonymous. */
  SenderID: z.number(),
});
export type Message = z.infer<typeof MessageSchema>;

/** GET /api/data_models/message[?limit=n&before=ID] → 200, newest first. */
export const MessageListResponseSchema = z.object({ data: z.array(MessageSchema) });
/** POST /api/data_models/message → 200. */
export const MessageResponseSchema = z.object({ data: MessageSchema });

/** Query of GET /api/data_models/message: a page of at most `limit` messages older than `before`. */
export const MessageListQuerySchema = z.object({
  limit: z.optional(positiveIntegerText(MESSAGE_PAGE_MAX)),
  before: z.optional(positiveIntegerText(MAX_ID, 'must be a positive integer')),
});

/** Body of POST /api/data_models/message. SentAt is accepted for the spec's clients but ignored. */
export const NewMessageRequestSchema = z.object(
  {
    Content: requiredTrimmedText(MESSAGE_MAX_LENGTH, 'must not be empty'),
    // The server's clock decides when a message was sent.
    SentAt: z.optional(z.unknown().check(z.describe('Ignored: the server records the time'))),
  },
  JSON_OBJECT_BODY,
);
export type NewMessageRequest = z.input<typeof NewMessageRequestSchema>;

/** What GET /api/data_models/users gives every role at least: enough to name a message's sender. */
export const SenderListResponseSchema = z.object({
  data: z.array(z.object({ ID: z.number(), username: z.string() })),
});
export type SenderListResponse = z.infer<typeof SenderListResponseSchema>;
