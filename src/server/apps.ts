import { adminServerApp } from '../apps/admin/server/admin.server';
import { luddeServerApp } from '../apps/ludde/server/ludde.server';
import { messageBoardServerApp } from '../apps/message-board/server/message-board.server';
import { wordWeaverServerApp } from '../apps/word-weaver/server/word-weaver.server';
import type { ServerApp } from './server-app';

/** The only place the platform reaches apps' server code: one ServerApp per app with an API. */
export const SERVER_APPS: readonly ServerApp[] = [
  adminServerApp,
  messageBoardServerApp,
  luddeServerApp,
  wordWeaverServerApp,
];
