import { z } from 'zod/mini';
import { instantText } from './field.schemas';

/** GET /api/whats-new?since=: what happened on the site from that instant on. */
export const WhatsNewQuerySchema = z.object({
  since: instantText().check(z.describe('The reader’s last visit, ISO 8601 with its offset')),
});

/** One line of the home page's "what's new", written by the app it comes from. */
export const NewsItemSchema = z.object({
  /** What kind of news: 'messages', 'meal', 'high-score'. */
  Kind: z.string(),
  /** The line's headline: "3 new messages", "Ludde's last meal". */
  Title: z.string(),
  /** A sentence under it: who, what. */
  Detail: z.string(),
  /** The page it is about. */
  Link: z.string(),
  /** When it happened, ISO 8601 UTC; the page says how long ago. */
  At: z.string(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const WhatsNewResponseSchema = z.object({
  data: z.object({
    /** The instant asked about, as UTC. */
    Since: z.string(),
    /** Newest first. */
    Items: z.array(NewsItemSchema),
  }),
});
export type WhatsNew = z.infer<typeof WhatsNewResponseSchema>['data'];
