import type { ServerApp } from '../../../server/server-app';
import { adminRoutes } from './admin.routes';

/** Users, roles and the storage listing; its tables are the platform's (users, roles, objects). */
export const serverApp: ServerApp = {
  id: 'admin',
  routes: adminRoutes,
  migrations: {},
};
