import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import type { Access } from '../shared/app-manifest';
import { SERVER_APPS } from './apps';
import { seedAssets } from './assets/asset-catalog';
import { ensureFirstAdmin } from './kit/auth/first-admin';
import { resolveCommit } from './commit';
import { createDatabase, type Database } from './kit/db/connect';
import { migrateToLatest } from './db/migrate';
import { allMigrations } from './db/all-migrations';
import type { Config, TrustProxy } from './env';
import {
  answerShutdownWith503,
  clientErrorHandler,
  frameworkErrorHandler,
} from './framework-errors';
import { enforceAccess, requireAccessDeclarations } from './plugins/access';
import { registerAuth } from './kit/request-user';
import { registerCompression } from './plugins/compression';
import { formatValidationError, registerErrorHandling } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { registerOpenApi } from './plugins/openapi';
import { siteInlineScriptHashes } from './plugins/prerendered-pages';
import { apiSecurityHeaders, computeSecurityHeaders, registerSecurity } from './plugins/security';
import { registerStaticSite } from './plugins/static';
import { serializeLoggedRequest } from './log-redaction';
import { assetRoutes } from './routes/assets.routes';
import { authRoutes } from './routes/auth.routes';
import { serializerCompiler } from './kit/route-responses';
import { healthRoutes } from './routes/health.routes';
import { objectsRoutes } from './routes/objects.routes';
import { openApiRoutes } from './routes/openapi.routes';
import type { ScoredGame } from './kit/scored-game';
import { scoresNewsSource } from './scores/scores-news';
import { whatsNewRoutes } from './routes/whats-new.routes';
import { scoresRoutes } from './scores/scores.routes';
import { StorageSpace } from './storage-space';
import { createStorage } from './kit/storage/create-storage';
import { clearStaleTempFiles, TEMP_SWEEP_INTERVAL_MS } from './kit/storage/temp-files';
import type { ObjectStorage } from './kit/storage/object-storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    storage: ObjectStorage;
    /** Whether the disk under DATA_DIR is full (decision 019). */
    storageSpace: StorageSpace;
    /** Every route registered, for the permission test's completeness check. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Who may call it, as the route declares (undefined outside the API). */
  access: Access | undefined;
}

export const JSON_BODY_LIMIT = 64 * 1024;

/** The built SPA: beside the compiled server (dist/server → dist/web), else dist/web from the sources. */
const WEB_ROOT_CANDIDATES = [
  fileURLToPath(new URL('../web', import.meta.url)),
  fileURLToPath(new URL('../../dist/web', import.meta.url)),
];
const DEFAULT_WEB_ROOT =
  WEB_ROOT_CANDIDATES.find((candidate) => existsSync(path.join(candidate, 'index.html'))) ??
  WEB_ROOT_CANDIDATES[1] ??
  null;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built SPA; null serves the API only. */
  webRoot?: string | null;
  /** Where the generated first Admin password is shown. */
  announce?: (line: string) => void;
  /** The games whose scores the family leaderboards keep: the apps' own unless given. */
  scoredGames?: readonly ScoredGame[];
}

/** Every app's scored games (decision 024). */
export function appScoredGames(): ScoredGame[] {
  return SERVER_APPS.flatMap((serverApp) => serverApp.scoredGames ?? []);
}

/**
 * TRUST_PROXY as Fastify takes it. A number of hops becomes a function trusting that many hops
 * nearest the server: Fastify would trust none for a bare number, while `TRUST_PROXY=1` behind one
 * reverse proxy must take the address that proxy saw.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address: string, hop: number) => hop < trust;
}

/** Routes registered through `routes` carry `tag` in the OpenAPI document (the app they belong to). */
function tagged(tag: string, routes: FastifyPluginAsyncZod): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [tag] };
    });
    await scope.register(routes);
  };
}

/** The whole server as a Fastify instance, not yet listening. Migrates the database first. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Answers made before any route (a malformed request, a shutdown's 503) carry the API's headers.
  const apiHeaders = apiSecurityHeaders(computeSecurityHeaders());
  const app = Fastify({
    http: {
      headersTimeout: config.headersTimeoutMs,
      // How often Node looks for requests past their timeouts (its default: every 30 s).
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
    },
    requestTimeout: config.requestTimeoutMs,
    clientErrorHandler: clientErrorHandler(apiHeaders),
    frameworkErrors: frameworkErrorHandler(apiHeaders),
    logger: options.logger ?? {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
        censor: '[redacted]',
      },
      serializers: { req: serializeLoggedRequest },
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    forceCloseConnections: 'idle',
    // answerShutdownWith503 answers in the API's shape instead.
    return503OnClosing: false,
    schemaErrorFormatter: formatValidationError,
  });
  answerShutdownWith503(app, apiHeaders);
  // Routes declare zod schemas: requests are validated and responses serialized through them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  requireAccessDeclarations(app);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      registeredRoutes.push({ method, url: route.url, access: route.config?.access });
    }
  });

  const db = await createDatabase(config);
  const storage = await createStorage({ dataDir: config.dataDir, s3: config.s3 });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', storage);
  const storageSpace = new StorageSpace(config.dataDir, () => app.log);
  app.decorate('storageSpace', storageSpace);
  // Temp files a crash left behind, now and while the server runs (decision 019): a file untouched
  // for twice the request timeout belongs to no request in flight, on this instance or another.
  const tempDir = path.join(config.dataDir, 'tmp');
  const sweepTempFiles = async () => {
    const cleared = await clearStaleTempFiles(tempDir, 2 * config.requestTimeoutMs);
    if (cleared > 0) app.log.info({ cleared, tempDir }, 'cleared stale temp files');
  };
  await sweepTempFiles();
  const tempSweep = setInterval(() => void sweepTempFiles(), TEMP_SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(tempSweep);
  });
  app.addHook('onClose', async () => {
    await db.destroy();
    await storage.close();
  });

  try {
    await migrateToLatest(db, allMigrations());
    await ensureFirstAdmin(db, {
      username: config.adminUsername,
      password: config.adminPassword,
      announce: options.announce ?? ((line) => console.info(line)),
    });
  } catch (error) {
    await app.close();
    throw error;
  }

  const webRoot = options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot;
  const secure = registerSecurity(app, siteInlineScriptHashes(webRoot));
  registerErrorHandling(app, secure, storageSpace);
  await registerCompression(app);
  registerAuth(app);
  enforceAccess(app);
  registerIdempotency(app);
  await registerOpenApi(app);

  await seedAssets({ db, storage }, app.log);
  for (const serverApp of SERVER_APPS) {
    await serverApp.start?.({ config, db, storage, log: app.log });
  }

  await app.register(tagged('platform', healthRoutes(resolveCommit(config.gitCommit))));
  const scoredGames = options.scoredGames ?? appScoredGames();
  for (const platformRoutes of [
    authRoutes,
    assetRoutes,
    objectsRoutes,
    openApiRoutes,
    scoresRoutes(scoredGames),
    whatsNewRoutes([
      ...SERVER_APPS.flatMap((serverApp) => serverApp.news ?? []),
      scoresNewsSource(scoredGames),
    ]),
  ]) {
    await app.register(tagged('platform', platformRoutes), { prefix: '/api' });
  }
  for (const serverApp of SERVER_APPS) {
    await app.register(tagged(serverApp.id, serverApp.routes), { prefix: '/api' });
  }

  await registerStaticSite(app, webRoot);
  return app;
}
