import { z } from 'zod/mini';
import { JSON_OBJECT_BODY, requiredTrimmedText, trimmedText } from '#shared/field.schemas';
import { MAX_ID, positiveIntegerText } from '#shared/id.schemas';
import { REACTION_EMOJIS, REACTION_NAMES } from './message-reactions';

/** Longest message, in characters, after trimming. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Most messages one `GET /api/data_models/message` returns, and the default page size. */
export const MESSAGE_PAGE_MAX = 500;
/** The SenderID of messages nobody owns (spec §2: shown as 'Anonymous'). */
export const ANONYMOUS_SENDER_ID = 0;

/** Most photos one message carries. */
export const MESSAGE_PHOTOS_MAX = 4;

/** The image types a photo may be, judged by its bytes. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The longest side, in pixels, of a photo the server takes; browsers send at most 2048. */
export const PHOTO_MAX_SIDE = 4096;

/** A photo on a message, served at `GET /api/data_models/message/images/{ID}`. */
export const MessageImageSchema = z.object({
  ID: z.number(),
  /** Pixels of the full image; its thumbnail has the same shape. */
  Width: z.number(),
  Height: z.number(),
});
export type MessageImage = z.infer<typeof MessageImageSchema>;

export const MessageSchema = z.object({
  ID: z.number(),
  Content: z.string(),
  /** ISO-8601 UTC, from the server's clock. */
  SentAt: z.string(),
  /** The user who posted it; 0 means Anonymous. */
  SenderID: z.number(),
  /** Its photos in order (an addition beside the spec's fields; absent in older copies). */
  Images: z.optional(z.array(MessageImageSchema)),
});
export type Message = z.infer<typeof MessageSchema>;

/** Who reacted to a message with one emoji; listed only while someone has. */
export const MessageReactionSchema = z.object({
  Emoji: z.enum(REACTION_EMOJIS),
  /** In ascending order. */
  UserIDs: z.array(z.number()),
});
export type MessageReaction = z.infer<typeof MessageReactionSchema>;

/** A message as the list shows it: the spec's fields and what was added beside them. */
export const ListedMessageSchema = z.extend(MessageSchema, {
  /** ISO-8601 UTC of the last edit by its writer; null if never edited. */
  EditedAt: z._default(z.nullable(z.string()), null),
  /** In the fixed order of REACTIONS (message-reactions.ts), only emojis someone reacted with. */
  Reactions: z._default(z.array(MessageReactionSchema), []),
});
export type ListedMessage = z.infer<typeof ListedMessageSchema>;

/** GET /api/data_models/message[?limit=n&before=ID] → 200, newest first. */
export const MessageListResponseSchema = z.object({ data: z.array(ListedMessageSchema) });

/**
 * A listed message as the server writes it: every field present, in the list's order of fields.
 * Nothing is left to a default, so the list's answer is serialized without zod (route-responses.ts).
 */
export const SentListedMessageSchema = z.object({
  ID: z.number(),
  Content: z.string(),
  SentAt: z.string(),
  SenderID: z.number(),
  EditedAt: z.nullable(z.string()),
  Images: z.array(MessageImageSchema),
  Reactions: z.array(MessageReactionSchema),
});
export type SentListedMessage = z.infer<typeof SentListedMessageSchema>;

/** The list's answer as the server declares it; clients read it with MessageListResponseSchema. */
export const SentMessageListResponseSchema = z.object({ data: z.array(SentListedMessageSchema) });
/** PATCH /api/data_models/message/{ID} → 200, the message as the list now shows it. */
export const ListedMessageResponseSchema = z.object({ data: ListedMessageSchema });
/** POST /api/data_models/message/images → 200: the photo, not yet on a message. */
export const MessageImageResponseSchema = z.object({ data: MessageImageSchema });

/** POST /api/data_models/message → 200. */
export const MessageResponseSchema = z.object({ data: MessageSchema });

/** Query of GET /api/data_models/message: a page of at most `limit` messages older than `before`. */
export const MessageListQuerySchema = z.object({
  limit: z.optional(positiveIntegerText(MESSAGE_PAGE_MAX)),
  before: z.optional(positiveIntegerText(MAX_ID, 'must be a positive integer')),
});

/** The IDs of photos the caller uploaded for a message, each at most once. */
const PhotoIdsSchema = z
  .array(z.int({ error: 'must be a list of photo IDs' }).check(z.positive(), z.lte(MAX_ID)), {
    error: 'must be a list of photo IDs',
  })
  .check(
    z.maxLength(MESSAGE_PHOTOS_MAX, `at most ${MESSAGE_PHOTOS_MAX} photos`),
    z.refine((ids) => new Set(ids).size === ids.length, 'names a photo twice'),
  );

/**
 * Body of POST /api/data_models/message. SentAt is accepted for the spec's clients but ignored.
 * `Images` (an addition) names photos uploaded through POST /api/data_models/message/images; a
 * message with photos may have no text, one without must have some (spec §5).
 */
export const NewMessageRequestSchema = z
  .object(
    {
      Content: z.optional(trimmedText(MESSAGE_MAX_LENGTH)),
      // The server's clock decides when a message was sent.
      SentAt: z.optional(z.unknown().check(z.describe('Ignored: the server records the time'))),
      Images: z.optional(PhotoIdsSchema),
    },
    JSON_OBJECT_BODY,
  )
  .check(
    z.superRefine((body, context) => {
      if ((body.Images?.length ?? 0) > 0 || body.Content) return;
      context.issues.push({
        code: 'custom',
        input: body.Content,
        path: ['Content'],
        message: body.Content === undefined ? 'is required' : 'must not be empty',
      });
    }),
  );
export type NewMessageRequest = z.input<typeof NewMessageRequestSchema>;

/** Body of PATCH /api/data_models/message/{ID}: the new text, which may not be empty. */
export const EditMessageRequestSchema = z.object(
  { Content: requiredTrimmedText(MESSAGE_MAX_LENGTH, 'must not be empty') },
  JSON_OBJECT_BODY,
);

/** Path of PUT and DELETE /api/data_models/message/{ID}/reactions/{name}. */
export const ReactionParamsSchema = z.object({
  ID: positiveIntegerText(MAX_ID, 'must be a positive integer'),
  name: z.enum(REACTION_NAMES, { error: `must be one of ${REACTION_NAMES.join(', ')}` }),
});

/** PUT and DELETE of a reaction → 200: the message's reactions after the change. */
export const ReactionsResponseSchema = z.object({
  data: z.object({ ID: z.number(), Reactions: z.array(MessageReactionSchema) }),
});

/** What GET /api/data_models/users gives every role at least: enough to name a message's sender. */
export const SenderListResponseSchema = z.object({
  data: z.array(z.object({ ID: z.number(), username: z.string() })),
});
export type SenderListResponse = z.infer<typeof SenderListResponseSchema>;
