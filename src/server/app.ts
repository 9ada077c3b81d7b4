import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { SERVER_APPS } from './apps';
import { seedAssets } from './assets/asset-catalog';
import { ensureFirstAdmin } from './auth/first-admin';
import { resolveCommit } from './commit';
import { createDatabase, type Database } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { PLATFORM_MIGRATIONS } from './db/migrations/index';
import type { Config } from './env';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerStaticSite } from './plugins/static';
import { assetRoutes } from './routes/assets.routes';
import { authRoutes } from './routes/auth.routes';
import { healthRoutes } from './routes/health.routes';
import { objectsRoutes } from './routes/objects.routes';
import { createStorage } from './storage/create-storage';
import type { ObjectStorage } from './storage/object-storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    storage: ObjectStorage;
    /** Every route registered, for the permission test's completeness check. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
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
}

/** Every migration: the platform's, then each app's, in name order. */
export function allMigrations() {
  return Object.assign(
    {},
    PLATFORM_MIGRATIONS,
    ...SERVER_APPS.map((serverApp) => serverApp.migrations ?? {}),
  ) as typeof PLATFORM_MIGRATIONS;
}

/** The whole server as a Fastify instance, not yet listening. Migrates the database first. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
        censor: '[redacted]',
      },
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registeredRoutes.push({ method, url: route.url });
  });

  const db = await createDatabase(config);
  const storage = await createStorage({ dataDir: config.dataDir, s3: config.s3 });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', storage);
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

  registerErrorHandling(app);
  registerSecurity(app);
  registerAuth(app);

  await app.register(healthRoutes(resolveCommit(config.gitCommit)));
  await app.register(authRoutes, { prefix: '/api' });
  await seedAssets({ db, storage }, app.log);
  await app.register(assetRoutes, { prefix: '/api' });
  await app.register(objectsRoutes, { prefix: '/api' });
  for (const serverApp of SERVER_APPS) {
    if (serverApp.routes) await app.register(serverApp.routes, { prefix: '/api' });
  }

  await registerStaticSite(app, options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot);
  return app;
}
