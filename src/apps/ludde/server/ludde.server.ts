import type { ServerApp } from '#server-kit/server-app';
import { luddeNews } from './ludde.news';
import { luddeRoutes } from './ludde.routes';

/** Ludde's meal tracker on the server: the feeding-time log of the family. */
export const serverApp: ServerApp = {
  id: 'ludde',
  routes: luddeRoutes,
  news: luddeNews,
};
