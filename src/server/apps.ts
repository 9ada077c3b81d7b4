import type { FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely';
import { adminRoutes } from '../apps/admin/server/admin.routes';
import { LUDDE_MIGRATIONS } from '../apps/ludde/server/ludde.migrations';
import { luddeRoutes } from '../apps/ludde/server/ludde.routes';
import { MESSAGE_BOARD_MIGRATIONS } from '../apps/message-board/server/message-board.migrations';
import { messageBoardRoutes } from '../apps/message-board/server/message-board.routes';
import { wordWeaverServerApp } from '../apps/word-weaver/server/word-weaver.server';

/** What an app contributes to the server: its API routes (under /api) and its migrations. */
export interface ServerApp {
  id: string;
  routes?: FastifyPluginAsync;
  migrations?: Record<string, Migration>;
}

/** The only place the platform reaches apps' server code. */
export const SERVER_APPS: readonly ServerApp[] = [
  { id: 'admin', routes: adminRoutes },
  { id: 'message-board', routes: messageBoardRoutes, migrations: MESSAGE_BOARD_MIGRATIONS },
  { id: 'ludde', routes: luddeRoutes, migrations: LUDDE_MIGRATIONS },
  wordWeaverServerApp,
];
