import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HealthResponseSchema } from '../../shared/health.schemas';
import {
  type FixedAnswer,
  type FixedAnswerPaths,
  fixedJsonAnswer,
  sendFixedAnswer,
} from '../fixed-answer';
import { ERROR_RESPONSES } from '../route-responses';

const DATABASE_TIMEOUT_MS = 2_000;
/** Load balancers poll health often; one database probe per interval answers all of them. */
const PROBE_INTERVAL_MS = 1_000;

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const probe = sql`select 1 as ok`
    .execute(app.db)
    .then(() => true)
    .catch((error: unknown) => {
      app.log.warn({ err: error }, 'health check: database did not answer');
      return false;
    });
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Shares one probe between concurrent requests and reuses its answer for PROBE_INTERVAL_MS. A
 * fresh answer is returned as it is, not in a promise, so most health checks finish without a tick.
 */
function createDatabaseProbe(app: FastifyInstance) {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  return (): boolean | Promise<boolean> => {
    if (last && Date.now() - last.at < PROBE_INTERVAL_MS) return last.ok;
    inFlight ??= databaseAnswers(app).then((ok) => {
      last = { at: Date.now(), ok };
      inFlight = undefined;
      return ok;
    });
    return inFlight;
  };
}

/**
 * GET /api/health and its development alias GET /health: `{status, commit}`, always 200. Both
 * answers are prepared once, serialized through the route's schema with the API's security headers
 * (`apiHeaders`), and sent as fixed answers: load balancers call this more than anything else. Over
 * the network they are sent before Fastify's router (`fixedAnswers`), unlogged; the routes answer
 * `inject`, a query string, a request that must wait for a new probe, and shutdown's 503.
 */
export function healthRoutes(
  commit: string,
  apiHeaders: Readonly<Record<string, string>>,
  fixedAnswers: FixedAnswerPaths,
): FastifyPluginAsyncZod {
  return async (app) => {
    const databaseIsUp = createDatabaseProbe(app);
    const prepare = (status: 'ok' | 'degraded') =>
      fixedJsonAnswer(
        200,
        JSON.stringify(HealthResponseSchema.parse({ status, commit })),
        apiHeaders,
      );
    const OK = prepare('ok');
    const DEGRADED = prepare('degraded');
    const answerFor = (up: boolean): FixedAnswer => (up ? OK : DEGRADED);
    // Before the router: the answer while the last probe's is fresh; the route waits for a new one.
    const current = (): FixedAnswer | null => {
      const up = databaseIsUp();
      return typeof up === 'boolean' ? answerFor(up) : null;
    };
    const handler = (_request: FastifyRequest, reply: FastifyReply) => {
      const up = databaseIsUp();
      if (typeof up === 'boolean') {
        sendFixedAnswer(reply, answerFor(up));
        return;
      }
      return up.then((ok) => sendFixedAnswer(reply, answerFor(ok)));
    };
    const options = (summary: string) => ({
      config: { access: 'public' as const, fixedAnswers: true },
      // A fixed answer never passes compression's onSend, so its onRequest hook would be waste.
      compress: false as const,
      schema: { summary, response: { 200: HealthResponseSchema, ...ERROR_RESPONSES } },
    });
    for (const path of ['/api/health', '/health']) fixedAnswers.answer(path, current);
    app.get('/api/health', options('Whether the server and its database answer'), handler);
    app.get('/health', options('The same, at the path a development server answers'), handler);
  };
}
