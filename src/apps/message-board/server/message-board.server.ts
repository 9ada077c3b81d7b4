import type { ServerApp } from '../../../server/server-app';
import { messageBoardNews } from './message-board.news';
import { MESSAGE_BOARD_MIGRATIONS } from './message-board.migrations';
import { messageBoardRoutes } from './message-board.routes';
import { messageImageRoutes } from './message-images.routes';

/** The message board on the server: posting and listing messages, and their photos. */
export const serverApp: ServerApp = {
  id: 'message-board',
  routes: async (app) => {
    await app.register(messageBoardRoutes);
    await app.register(messageImageRoutes);
  },
  migrations: MESSAGE_BOARD_MIGRATIONS,
  news: messageBoardNews,
};
