import type { ServerApp } from '../../../server/server-app';
import { messageBoardNews } from './message-board.news';
import { MESSAGE_BOARD_MIGRATIONS } from './message-board.migrations';
import { messageBoardRoutes } from './message-board.routes';

/** The message board on the server: posting and listing messages. */
export const serverApp: ServerApp = {
  id: 'message-board',
  routes: messageBoardRoutes,
  migrations: MESSAGE_BOARD_MIGRATIONS,
  news: messageBoardNews,
};
