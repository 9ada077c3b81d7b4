import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canAccess } from '#shared/app-manifest';
import { WhatsNewQuerySchema, WhatsNewResponseSchema } from '#shared/whats-new.schemas';
import { sessionUser } from '../kit/request-user';
import { ERROR_RESPONSES } from '../kit/route-responses';
import type { NewsSource } from '../kit/server-app';

/**
 * `GET /api/whats-new?since=`: a member's home page asks what happened since their last visit.
 * Each app tells its own news, and only to those who may open the app (Ludde's meals to the
 * family); newest first.
 */
export function whatsNewRoutes(sources: readonly NewsSource[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/whats-new',
      {
        config: { access: 'member' },
        schema: {
          summary: 'What happened since the reader’s last visit, for their home page',
          description:
            'New messages from others, Ludde’s last meal (Family and Admin), and the family’s new records in the games; each item names its page and when it happened, newest first.',
          querystring: WhatsNewQuerySchema,
          response: { 200: WhatsNewResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const user = sessionUser(request);
        const { since } = request.query;
        const readable = sources.filter((source) => canAccess(source.access, user.role));
        const lists = await Promise.all(
          readable.map((source) => source.items(app.db, { userId: user.userId, since })),
        );
        const items = lists.flat().sort((a, b) => (a.At < b.At ? 1 : a.At > b.At ? -1 : 0));
        return { data: { Since: since, Items: items } };
      },
    );
  };
}
