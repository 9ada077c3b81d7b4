import type { ServerApp } from '#server-kit/server-app';
import { accountLinkRoutes } from './account-links.routes';
import { accountRoutes } from './account.routes';

/**
 * One's own account, and the invitation and reset links that open one; its tables are the
 * platform's (users, sessions, account_links).
 */
export const serverApp: ServerApp = {
  id: 'account',
  routes: async (app) => {
    await app.register(accountRoutes);
    await app.register(accountLinkRoutes);
  },
};
