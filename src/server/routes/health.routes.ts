import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { HealthResponseSchema } from '../../shared/health.schemas';
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

/** GET /api/health and its development alias GET /health: `{status, commit}`, always 200. */
export function healthRoutes(commit: string): FastifyPluginAsyncZod {
  return async (app) => {
    const databaseIsUp = createDatabaseProbe(app);
    const OK = { status: 'ok', commit } as const;
    const DEGRADED = { status: 'degraded', commit } as const;
    const answer = (up: boolean) => (up ? OK : DEGRADED);
    // Fastify sends a handler's plain return value as it sends a resolved promise's.
    const handler = () => {
      const up = databaseIsUp();
      return typeof up === 'boolean' ? answer(up) : up.then(answer);
    };
    const options = (summary: string) => ({
      config: { access: 'public' as const },
      // The answer is a few dozen bytes, far under the compression threshold: the route skips
      // compression's hook, which load balancers polling it would otherwise pay on every call.
      compress: false as const,
      schema: { summary, response: { 200: HealthResponseSchema, ...ERROR_RESPONSES } },
    });
    app.get('/api/health', options('Whether the server and its database answer'), handler);
    app.get('/health', options('The same, at the path a development server answers'), handler);
  };
}
