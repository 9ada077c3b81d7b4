import type { ServerApp } from '../../../server/server-app';
import { accountRoutes } from './account.routes';

/** One's own account; its tables are the platform's (users, sessions). */
export const serverApp: ServerApp = {
  id: 'account',
  routes: accountRoutes,
  migrations: {},
};
