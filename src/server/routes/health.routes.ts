import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HealthResponseSchema, HealthUnavailableSchema } from '#shared/health.schemas';
import { DATABASE_RETRY_AFTER_SECONDS } from '../kit/faults';
import { ERROR_RESPONSES } from '../kit/route-responses';

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

const DOWN_MESSAGES: Record<Exclude<Health, 'ok'>, string> = {
  database: 'The database is not answering.',
  disk: 'The disk is full: the server is out of storage space.',
};

/**
 * GET /api/health and its development alias GET /health: `{status, commit}` with 200 while the
 * database answers and the disk has room; 503 with `status: degraded` and an `error` naming what is
 * down otherwise.
 */
export function healthRoutes(commit: string): FastifyPluginAsyncZod {
  return async (app) => {
    const currentHealth = createHealthProbe(app);
    const answer = (health: Health, reply: FastifyReply) => {
      if (health === 'ok') return { status: 'ok', commit };
      void reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return { status: 'degraded', commit, error: DOWN_MESSAGES[health] };
    };
    // Fastify sends a handler's plain return value as it sends a resolved promise's.
    const handler = (_request: unknown, reply: FastifyReply) => {
      const health = currentHealth();
      return typeof health === 'string'
        ? answer(health, reply)
        : health.then((settled) => answer(settled, reply));
    };
    const options = (summary: string) => ({
      config: { access: 'public' as const },
      // The answer is a few dozen bytes, far under the compression threshold: the route skips
      // compression's hook, which load balancers polling it would otherwise pay on every call.
      compress: false as const,
      schema: {
        summary,
        response: { 200: HealthResponseSchema, 503: HealthUnavailableSchema, ...ERROR_RESPONSES },
      },
    });
    app.get(
      '/api/health',
      options('Whether the server, its database and its disk answer'),
      handler,
    );
    app.get('/health', options('The same, at the path a development server answers'), handler);
  };
}
