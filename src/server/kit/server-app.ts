import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '#shared/app-manifest';
import type { NewsItem } from '#shared/whats-new.schemas';
import type { Database } from './db/connect';
import type { Config } from '../env';
import type { ScoredGame } from './scored-game';
import type { ObjectStorage } from './storage/object-storage';

/** What an app's startup work may use. */
export interface ServerAppContext {
  config: Config;
  db: Database;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
}

/**
 * Everything an app contributes to the server, exported as one value from
 * `src/apps/<id>/server/<id>.server.ts` and listed in `src/server/apps.ts`. Its tables are not
 * here: `server/<id>.migrations.ts` exports them, gathered by `src/server/db/all-migrations.ts`.
 */
export interface ServerApp {
  /** The app's folder name; its routes are tagged with it in the OpenAPI document. */
  readonly id: string;
  /**
   * The app's API under /api: every route declares its schemas and `config.access`
   * (the server refuses to start otherwise).
   */
  readonly routes: FastifyPluginAsyncZod;
  /** Games whose scores the family leaderboards keep, each checked as it declares. */
  readonly scoredGames?: readonly ScoredGame[];
  /** What the app tells a member's home page about what happened since their last visit. */
  readonly news?: NewsSource;
  /** Work before the server answers, after the migrations (seeding, warming a cache). */
  readonly start?: (context: ServerAppContext) => Promise<void>;
}

/** Who asks the home page's "what's new", and from when. */
export interface NewsReader {
  readonly userId: number;
  /** The reader's last visit, ISO 8601 UTC. */
  readonly since: string;
}

/** An app's part in `GET /api/whats-new`. */
export interface NewsSource {
  /** Who may read it: the app's own access (Ludde's meals are the family's). */
  readonly access: Access;
  readonly items: (db: Database, reader: NewsReader) => Promise<NewsItem[]>;
}
