import type { ServerApp } from '#server-kit/server-app';
import { accountLinkAdminRoutes } from './account-links.routes';
import { adminRoutes } from './admin.routes';

/**
 * Users, roles, the storage listing and the invitation and reset links; its tables are the
 * platform's (users, roles, objects, account_links).
 */
export const serverApp: ServerApp = {
  id: 'admin',
  routes: async (app) => {
    await app.register(adminRoutes);
    await app.register(accountLinkAdminRoutes);
  },
};
