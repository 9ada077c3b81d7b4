import type { ServerApp } from '#server-kit/server-app';
import { messageBoardNews } from './message-board.news';
import { messageBoardRoutes } from './message-board.routes';
import { messageImageRoutes } from './message-images.routes';
import { messageReadsRoutes } from './message-reads.routes';

/** The message board on the server: messages, their photos, and who has read them. */
export const serverApp: ServerApp = {
  id: 'message-board',
  routes: async (app) => {
    await app.register(messageBoardRoutes);
    await app.register(messageImageRoutes);
    await app.register(messageReadsRoutes);
  },
  news: messageBoardNews,
};
