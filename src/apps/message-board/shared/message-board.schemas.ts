import { z } from 'zod/mini';
import { JSON_OBJECT_BODY, trimmedText } from '../../../shared/field.schemas';
import { MAX_ID, positiveIntegerText } from '../../../shared/id.schemas';

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

/** GET /api/data_models/message[?limit=n&before=ID] → 200, newest first. */
export const MessageListResponseSchema = z.object({ data: z.array(MessageSchema) });
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

/** What GET /api/data_models/users gives every role at least: enough to name a message's sender. */
export const SenderListResponseSchema = z.object({
  data: z.array(z.object({ ID: z.number(), username: z.string() })),
});
export type SenderListResponse = z.infer<typeof SenderListResponseSchema>;
