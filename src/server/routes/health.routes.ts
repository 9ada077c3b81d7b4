import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HealthResponseSchema, HealthUnavailableSchema } from '../../shared/health.schemas';
import { DATABASE_RETRY_AFTER_SECONDS } from '../faults';
import {
  type FixedAnswer,
  type FixedAnswerPaths,
  fixedJsonAnswer,
  sendFixedAnswer,
} from '../fixed-answer';
import { ERROR_RESPONSES } from '../route-responses';

const DATABASE_TIMEOUT_MS = 2_000;
/** Load balancers poll health often; one probe per interval answers all of them. */
const PROBE_INTERVAL_MS = 1_000;

/** What the server's health depends on, and the first of them that is down. */
type Health = 'ok' | 'database' | 'disk';

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

async function probeHealth(app: FastifyInstance): Promise<Health> {
  const [databaseUp, diskFull] = await Promise.all([
    databaseAnswers(app),
    app.storageSpace.isFull(),
  ]);
  if (!databaseUp) return 'database';
  return diskFull ? 'disk' : 'ok';
}

/**
 * Shares one probe between concurrent requests and reuses its answer for PROBE_INTERVAL_MS. A
 * fresh answer is returned as it is, not in a promise, so most health checks finish without a tick.
 */
function createHealthProbe(app: FastifyInstance) {
  let last: { at: number; health: Health } | undefined;
  let inFlight: Promise<Health> | undefined;
  return (): Health | Promise<Health> => {
    if (last && Date.now() - last.at < PROBE_INTERVAL_MS) return last.health;
    inFlight ??= probeHealth(app).then((health) => {
      last = { at: Date.now(), health };
      inFlight = undefined;
      return health;
    });
    return inFlight;
  };
}

/**
 * GET /api/health and its development alias GET /health: `{status, commit}` with 200 while the
 * database answers and the disk has room; 503 with `status: degraded` and an `error` naming what is
 * down otherwise. The answers are prepared once, serialized through the route's schemas with the
 * API's security headers (`apiHeaders`), and sent as fixed answers: load balancers call this more
 * than anything else. Over the network they are sent before Fastify's router (`fixedAnswers`),
 * unlogged; the routes answer `inject`, a query string, and a request that must wait for a new probe.
 */
export function healthRoutes(
  commit: string,
  apiHeaders: Readonly<Record<string, string>>,
  fixedAnswers: FixedAnswerPaths,
): FastifyPluginAsyncZod {
  return async (app) => {
    const currentHealth = createHealthProbe(app);
    const down = (error: string) =>
      fixedJsonAnswer(
        503,
        JSON.stringify(HealthUnavailableSchema.parse({ status: 'degraded', commit, error })),
        { ...apiHeaders, 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
      );
    const answers: Record<Health, FixedAnswer> = {
      ok: fixedJsonAnswer(
        200,
        JSON.stringify(HealthResponseSchema.parse({ status: 'ok', commit })),
        apiHeaders,
      ),
      database: down('The database is not answering.'),
      disk: down('The disk is full: the server is out of storage space.'),
    };
    // Before the router: the answer while the last probe's is fresh; the route waits for a new one.
    const current = (): FixedAnswer | null => {
      const health = currentHealth();
      return typeof health === 'string' ? answers[health] : null;
    };
    const handler = (_request: FastifyRequest, reply: FastifyReply) => {
      const health = currentHealth();
      if (typeof health === 'string') {
        sendFixedAnswer(reply, answers[health]);
        return;
      }
      return health.then((settled) => sendFixedAnswer(reply, answers[settled]));
    };
    const options = (summary: string) => ({
      config: { access: 'public' as const, fixedAnswers: true },
      // A fixed answer never passes compression's onSend, so its onRequest hook would be waste.
      compress: false as const,
      schema: {
        summary,
        response: { 200: HealthResponseSchema, 503: HealthUnavailableSchema, ...ERROR_RESPONSES },
      },
    });
    for (const path of ['/api/health', '/health']) fixedAnswers.answer(path, current);
    app.get(
      '/api/health',
      options('Whether the server, its database and its disk answer'),
      handler,
    );
    app.get('/health', options('The same, at the path a development server answers'), handler);
  };
}
